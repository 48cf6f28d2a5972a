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
import { useTranslation } from '@/i18n/use-translation.ts';

type OpenModal =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'detail'; glossary: GlossaryListItem }
  | { kind: 'update'; glossary: GlossaryListItem }
  | { kind: 'delete'; glossary: GlossaryListItem };

export function Component() {
  const { t } = useTranslation();
  const principal = usePrincipal();
  const { data: me } = useMe();
  const canCreate = me?.permissions.canCreate ?? false;
  const glossaries = useLibraryList(useGlossaries(principal?.email ?? ''), t('glossaryPage.items'));
  const duplicateMutation = useDuplicateGlossary();
  const [openModal, setOpenModal] = useState<OpenModal>({ kind: 'none' });
  const close = () => setOpenModal({ kind: 'none' });

  const duplicate = async (glossary: GlossaryListItem) => {
    try {
      const { data } = await duplicateMutation.mutateAsync(glossary.id);
      toastDuplicated(t('glossaryPage.duplicated'), data.name);
      // Straight into the editor, as a copy is made to be changed.
      setOpenModal({ kind: 'update', glossary: { ...data, is_sample: false, can_change: true } });
    } catch (error) {
      toastFailure(t('glossaryPage.duplicateFailed'), error);
    }
  };

  return (
    <>
      <LibraryPage
        title={t('glossaryPage.title')}
        description={t('glossaryPage.description')}
        createLabel={t('glossaryPage.create')}
        onCreate={canCreate ? () => setOpenModal({ kind: 'create' }) : undefined}
        {...glossaries.pageProps}
        emptyTitle={t('glossaryPage.emptyTitle')}
        emptyText={canCreate ? t('glossaryPage.emptyCreator') : t('glossaryPage.emptyReader')}
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
