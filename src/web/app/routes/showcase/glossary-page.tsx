// /showcase/glossary: the person's glossaries and the read-only samples, searched and sorted through the URL;
// creators add, edit, copy and delete their own and copy samples.
import { useState } from 'react';
import { toastDuplicated, toastFailure } from '@/components/toast.ts';
import type { GlossaryListItem } from '@shared/contracts/glossaries.ts';
import { LibraryCards } from '@/components/library/library-cards.tsx';
import { LibraryPage } from '@/components/library/library-page.tsx';
import { useLibraryList } from '@/components/library/use-library-list.ts';
import { useMe } from '@/features/users/api/get-me.ts';
import { useDuplicateGlossary } from '@/features/glossaries/api/duplicate-glossary.ts';
import { useGlossaries } from '@/features/glossaries/api/get-glossaries.ts';
import { DeleteGlossaryModal } from '@/features/glossaries/components/delete-glossary-modal.tsx';
import { GlossaryDetailModal } from '@/features/glossaries/components/glossary-detail-modal.tsx';
import { GlossaryFormModal } from '@/features/glossaries/components/glossary-form-modal.tsx';
import { usePrincipal } from '@/lib/session.ts';

type OpenModal =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'detail'; glossary: GlossaryListItem }
  | { kind: 'update'; glossary: GlossaryListItem }
  | { kind: 'delete'; glossary: GlossaryListItem };

export function Component() {
  const principal = usePrincipal();
  const { data: me } = useMe();
  const canCreate = me?.permissions.canCreate ?? false;
  const glossaries = useLibraryList(useGlossaries(principal?.email ?? ''), 'glossaries');
  const duplicateMutation = useDuplicateGlossary();
  const [openModal, setOpenModal] = useState<OpenModal>({ kind: 'none' });
  const close = () => setOpenModal({ kind: 'none' });

  const duplicate = async (glossary: GlossaryListItem) => {
    try {
      const { data } = await duplicateMutation.mutateAsync(glossary.id);
      toastDuplicated('Glossary duplicated successfully!', data.name);
      // Straight into the editor, as a copy is made to be changed.
      setOpenModal({ kind: 'update', glossary: { ...data, is_sample: false, can_change: true } });
    } catch (error) {
      toastFailure('Glossary failed to be duplicated. Please try again.', error);
    }
  };

  return (
    <>
      <LibraryPage
        title="Glossary"
        description="Terms and phrases your AI characters should know, one “Term: definition” per line."
        createLabel="New Glossary"
        onCreate={canCreate ? () => setOpenModal({ kind: 'create' }) : undefined}
        {...glossaries.pageProps}
        emptyTitle="No glossaries yet"
        emptyText={canCreate ? 'Create a glossary so your characters use the words your team uses.' : 'Glossaries you are given access to will appear here.'}
      >
        <LibraryCards items={glossaries.search.visibleItems} type="Glossary" onSelect={(glossary) => setOpenModal({ kind: 'detail', glossary })} />
      </LibraryPage>

      {openModal.kind === 'detail' ? (
        <GlossaryDetailModal
          key={openModal.glossary.id}
          glossary={openModal.glossary}
          canEdit={canCreate}
          isDuplicating={duplicateMutation.isPending}
          onEdit={() => setOpenModal({ kind: 'update', glossary: openModal.glossary })}
          onDuplicate={() => void duplicate(openModal.glossary)}
          onDelete={() => setOpenModal({ kind: 'delete', glossary: openModal.glossary })}
          onClose={close}
        />
      ) : null}
      {openModal.kind === 'create' ? <GlossaryFormModal key="create" mode="create" onClose={close} /> : null}
      {openModal.kind === 'update' ? <GlossaryFormModal key={openModal.glossary.id} mode="update" glossary={openModal.glossary} onClose={close} /> : null}
      <DeleteGlossaryModal glossary={openModal.kind === 'delete' ? openModal.glossary : null} onClose={close} />
    </>
  );
}
