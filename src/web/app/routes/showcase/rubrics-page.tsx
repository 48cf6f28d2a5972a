// /showcase/rubrics: the rubric library. Cards open the read-only rubric; creators add rubrics generated from a
// name, a description and their source files, edit, regenerate and delete their own, and duplicate any (a sample's
// copy opens in the editor).
import { useState } from 'react';
import { toastDuplicated, toastFailure } from '@/components/toast.ts';
import { type RubricListItem } from '@shared/contracts/rubrics.ts';
import { DEFAULT_PASS_MARK, stripAssessmentPrefix } from '@shared/contracts/rubrics-constants.ts';
import { LibraryCards } from '@/components/library/library-cards.tsx';
import { LibraryPage } from '@/components/library/library-page.tsx';
import { useLibraryList } from '@/components/library/use-library-list.ts';
import { usePrincipal } from '@/lib/session.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useMe } from '@/features/users/api/get-me.ts';
import { useSourceFiles } from '@/features/files/api/get-files.ts';
import { useRubrics } from '@/features/rubrics/api/get-rubrics.ts';
import { useDuplicateRubric } from '@/features/rubrics/api/duplicate-rubric.ts';
import { CreateRubricModal } from '@/features/rubrics/components/create-rubric-modal.tsx';
import { DeleteRubricModal, type DeletedRubricTarget } from '@/features/rubrics/components/delete-rubric-modal.tsx';
import { RegenerateRubricModal, type RegeneratedRubricTarget } from '@/features/rubrics/components/regenerate-rubric-modal.tsx';
import type { EditableRubric } from '@/features/rubrics/components/rubric-draft.ts';
import { RubricEditorModal } from '@/features/rubrics/components/rubric-editor-modal.tsx';
import { RubricViewModal, type ViewedRubric } from '@/features/rubrics/components/rubric-view-modal.tsx';

export function Component() {
  const { t } = useTranslation();
  const principal = usePrincipal();
  const me = useMe();
  const rubrics = useLibraryList(useRubrics(principal?.email), t('rubricsPage.items'));
  const [isCreateOpen, setCreateOpen] = useState(false);
  const sourceFiles = useSourceFiles(principal?.email, isCreateOpen);
  const [viewed, setViewed] = useState<ViewedRubric | null>(null);
  const [editing, setEditing] = useState<EditableRubric | null>(null);
  const [deleting, setDeleting] = useState<DeletedRubricTarget | null>(null);
  const [regenerating, setRegenerating] = useState<RegeneratedRubricTarget | null>(null);
  const duplicateMutation = useDuplicateRubric();
  const canCreate = me.data?.permissions.canCreate ?? false;

  const viewOf = (item: Pick<RubricListItem, 'id' | 'name' | 'content' | 'is_sample' | 'can_change' | 'pass_mark'> & Partial<Pick<RubricListItem, 'generated_by' | 'rubric_prompt'>>): ViewedRubric => ({
    id: item.id,
    name: item.name,
    content: item.content,
    isSample: item.is_sample,
    canChange: item.can_change,
    passMark: item.pass_mark,
    generatedBy: item.generated_by,
    prompt: item.rubric_prompt,
  });
  // Applied as the view renders, not when a card is chosen: the permissions may arrive after the click.
  const withPermissions = (rubric: ViewedRubric): ViewedRubric => {
    const isOwn = canCreate && !rubric.isSample && rubric.canChange === true;
    // A rubric created a moment ago learns its description once the refreshed list has it.
    const prompt = rubric.prompt ?? rubrics.items.find((item) => item.id === rubric.id)?.rubric_prompt;
    return { ...rubric, prompt, canRenameLevels: isOwn, canEditPassMark: isOwn, canEdit: isOwn, canDuplicate: canCreate };
  };
  const editorOf = (rubric: ViewedRubric): EditableRubric | null =>
    rubric.id ? { id: rubric.id, name: rubric.name, content: rubric.content, passMark: rubric.passMark ?? DEFAULT_PASS_MARK } : null;
  const duplicate = async (rubric: ViewedRubric) => {
    if (!rubric.id || duplicateMutation.isPending) return;
    try {
      const copy = await duplicateMutation.mutateAsync(rubric.id);
      toastDuplicated(t('rubricsPage.duplicated'), copy.name);
      setViewed(null);
      setEditing(editorOf(viewOf(copy)));
    } catch (error) {
      toastFailure(t('rubricsPage.duplicateFailed'), error);
    }
  };

  return (
    <>
      <LibraryPage
        title={t('rubricsPage.title')}
        description={t('rubricsPage.description')}
        createLabel={t('rubricsPage.create')}
        onCreate={canCreate ? () => setCreateOpen(true) : undefined}
        {...rubrics.pageProps}
        emptyTitle={t('rubricsPage.emptyTitle')}
        emptyText={t('rubricsPage.emptyText')}
        showModelHint={me.data?.ai.isOffline === true && me.data.permissions.isAdmin}
      >
        <LibraryCards items={rubrics.search.visibleItems} type="Rubrics" onSelect={(item) => setViewed(viewOf(item))} />
      </LibraryPage>
      <CreateRubricModal
        isOpen={isCreateOpen}
        onClose={() => setCreateOpen(false)}
        email={principal?.email}
        sourceFiles={sourceFiles}
        onCreated={(assessment) => {
          setCreateOpen(false);
          setViewed({
            id: assessment.id,
            name: stripAssessmentPrefix(assessment.name),
            content: assessment.rubrics,
            passMark: assessment.pass_mark,
            isSample: false,
            canChange: true,
          });
        }}
      />
      <RubricViewModal
        rubric={viewed && withPermissions(viewed)}
        onClose={() => setViewed(null)}
        onRenamed={(stored) => setViewed((current) => (current && current.id === stored.id ? { ...current, content: stored.content } : current))}
        onPassMarkSaved={(stored) => setViewed((current) => (current && current.id === stored.id ? { ...current, passMark: stored.pass_mark } : current))}
        onEdit={(rubric) => {
          setViewed(null);
          setEditing(editorOf(rubric));
        }}
        onDelete={(rubric) => rubric.id && setDeleting({ id: rubric.id, name: rubric.name })}
        onDuplicate={(rubric) => void duplicate(rubric)}
        onRegenerate={(rubric) => rubric.id && rubric.prompt && setRegenerating({ id: rubric.id, name: rubric.name, description: rubric.prompt })}
        isDuplicating={duplicateMutation.isPending}
        isAdmin={me.data?.permissions.isAdmin === true}
      />
      <RubricEditorModal
        rubric={editing}
        // Back to the rubric's view, as it was before the edit.
        onClose={() => {
          const rubric = editing;
          setEditing(null);
          if (!rubric) return;
          const item = rubrics.items.find((candidate) => candidate.id === rubric.id);
          // A copy made a moment ago may not be in the refreshed list yet: its view is built from what the editor had.
          setViewed(viewOf(item ?? { id: rubric.id, name: rubric.name, content: rubric.content, pass_mark: rubric.passMark, is_sample: false, can_change: true }));
        }}
        onSaved={(stored) => {
          setEditing(null);
          setViewed(viewOf(stored));
        }}
      />
      <RegenerateRubricModal
        rubric={regenerating}
        onClose={() => setRegenerating(null)}
        // The view, if still open on it, shows the new criteria.
        onRegenerated={(assessment) =>
          setViewed((current) => (current && current.id === assessment.id ? { ...current, content: assessment.rubrics, passMark: assessment.pass_mark } : current))
        }
      />
      <DeleteRubricModal
        rubric={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => setViewed((current) => (current?.id === id ? null : current))}
      />
    </>
  );
}
