// /showcase/glossary: the person's glossaries and the read-only samples; creators add and edit their own.
import { useState } from 'react';
import type { GlossaryListItem } from '../../../../shared/contracts/glossaries.ts';
import { LibraryCard } from '../../../components/library/library-card.tsx';
import { LibraryPage } from '../../../components/library/library-page.tsx';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { useGlossaries } from '../../../features/glossaries/api/get-glossaries.ts';
import { GlossaryDetailModal } from '../../../features/glossaries/components/glossary-detail-modal.tsx';
import { GlossaryFormModal } from '../../../features/glossaries/components/glossary-form-modal.tsx';
import { usePrincipal } from '../../../lib/session.ts';

type OpenModal =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'detail'; glossary: GlossaryListItem }
  | { kind: 'update'; glossary: GlossaryListItem };

export function Component() {
  const principal = usePrincipal();
  const { data: me } = useMe();
  const canCreate = me?.permissions.canCreate ?? false;
  const glossaries = useGlossaries(principal?.email ?? '');
  const [openModal, setOpenModal] = useState<OpenModal>({ kind: 'none' });
  const close = () => setOpenModal({ kind: 'none' });
  const items = glossaries.data ?? [];

  return (
    <>
      <LibraryPage
        title="Glossary"
        description="Terms and phrases your AI characters should know, one “Term: definition” per line."
        createLabel="New Glossary"
        onCreate={canCreate ? () => setOpenModal({ kind: 'create' }) : undefined}
        isLoading={glossaries.isPending}
        error={glossaries.error ? glossaries.error.message : null}
        isEmpty={items.length === 0}
        emptyTitle="No glossaries yet"
        emptyText={canCreate ? 'Create a glossary so your characters use the words your team uses.' : 'Glossaries you are given access to will appear here.'}
      >
        {items.map((glossary) => (
          <LibraryCard
            key={glossary.id}
            type="Glossary"
            name={glossary.name}
            timestamp={glossary.timestamp}
            isSample={glossary.is_sample}
            onSelect={() => setOpenModal({ kind: 'detail', glossary })}
          />
        ))}
      </LibraryPage>

      {openModal.kind === 'detail' ? (
        <GlossaryDetailModal
          glossary={openModal.glossary}
          canEdit={canCreate}
          onEdit={() => setOpenModal({ kind: 'update', glossary: openModal.glossary })}
          onClose={close}
        />
      ) : null}
      {openModal.kind === 'create' ? <GlossaryFormModal key="create" mode="create" onClose={close} /> : null}
      {openModal.kind === 'update' ? <GlossaryFormModal key={openModal.glossary.id} mode="update" glossary={openModal.glossary} onClose={close} /> : null}
    </>
  );
}
