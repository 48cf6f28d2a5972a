// The owner's rubric editor: the draft (rubric-draft.ts) edited part by part (criteria, levels, scoring guide, pass
// mark), checked by the shared contract, and saved in one request.
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { type RubricListItem } from '@shared/contracts/rubrics.ts';
import {
  RUBRIC_DESCRIPTION_MAX_LENGTH,
  RUBRIC_MAX_CRITERIA,
  RUBRIC_MAX_SCORING_GUIDE_ENTRIES,
  RUBRIC_NAME_MAX_LENGTH,
  RUBRIC_TOTAL_WEIGHT,
} from '@shared/contracts/rubrics-constants.ts';
import { FormModalFooter, Modal } from '@/components/modal.tsx';
import { TextAreaField, TextField } from '@/components/text-field.tsx';
import { toast, toastFailure } from '@/components/toast.ts';
import { useUpdateRubric } from '@/features/rubrics/api/update-rubric.ts';
import { wordUiText } from '@/i18n/ui-text.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useValidationText } from '@/lib/validation-text.ts';
import { checkDraft, draftToInput, draftWeightTotal, type DraftProblems, type EditableRubric } from './rubric-draft.ts';
import { CriterionEditor } from './criterion-editor.tsx';
import { GuideEntryEditor } from './guide-entry-editor.tsx';
import { PerformanceLevelsEditor } from './performance-levels-editor.tsx';
import { FieldProblem } from './rubric-editor-controls.tsx';
import { RubricSection } from './rubric-section.tsx';
import { useRubricDraftEditing } from './use-rubric-draft-editing.ts';

export interface RubricEditorModalProps {
  /** The person's own rubric to edit; null keeps the editor closed. */
  rubric: EditableRubric | null;
  onClose: () => void;
  /** After the edit was saved, with the rubric as stored. */
  onSaved: (rubric: RubricListItem) => void;
}

/** The owner's rubric editor: every part of the rubric, checked by the shared contract, saved in one request. */
/** Adds a criterion or a guide entry; the id is where focus goes back after one is removed. */
function AddButton({ id, onClick, isDisabled, children }: { id: string; onClick: () => void; isDisabled: boolean; children: ReactNode }) {
  return (
    <button id={id} type="button" className="btn-secondary" onClick={onClick} disabled={isDisabled}>
      <Plus className="size-4" aria-hidden /> {children}
    </button>
  );
}

export function RubricEditorModal({ rubric, onClose, onSaved }: RubricEditorModalProps) {
  // Keyed by the rubric, so each opening starts from what is stored.
  return rubric ? <RubricEditorDialog key={rubric.id} rubric={rubric} onClose={onClose} onSaved={onSaved} /> : null;
}

function RubricEditorDialog({ rubric, onClose, onSaved }: { rubric: EditableRubric; onClose: () => void; onSaved: (rubric: RubricListItem) => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const mutation = useUpdateRubric();
  const isSaving = mutation.isPending;
  const editing = useRubricDraftEditing(rubric, formId);
  const { draft, announcement, elementId, addCriterionId, addGuideId } = editing;
  const { change, changeCriterion, changeLevel, changeGuideEntry, moveCriterion, addCriterion, removeCriterion, addGuideEntry, removeGuideEntry } = editing;
  const [initialRequest] = useState(() => JSON.stringify(draftToInput(rubric.id, draft)));
  // Problems show from the first save on, and follow the draft as it is corrected.
  const [hasTriedSave, setHasTriedSave] = useState(false);
  const isDirty = JSON.stringify(draftToInput(rubric.id, draft)) !== initialRequest;
  const total = draftWeightTotal(draft);
  const isTotalRight = total === RUBRIC_TOTAL_WEIGHT;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    setHasTriedSave(true);
    const checked = checkDraft(rubric.id, draft);
    if (!checked.isValid) return;
    try {
      const stored = await mutation.mutateAsync(checked.input);
      toast.success(t('rubricEditor.updated'));
      onSaved(stored);
    } catch (error) {
      toastFailure(t('rubricEditor.failed'), error);
    }
  };

  const checked = hasTriedSave ? checkDraft(rubric.id, draft) : null;
  const shown: DraftProblems = checked && !checked.isValid ? checked.problems : {};
  const firstProblem = useValidationText(checked && !checked.isValid ? checked.first : undefined);

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t('rubricEditor.title')}
      description={t('rubricEditor.description')}
      width="60rem"
      isDismissDisabled={isSaving}
      hasUnsavedChanges={isDirty && !isSaving}
      footer={
        <>
          {isTotalRight ? null : (
            <p className="self-center text-sm text-red-700 sm:mr-auto dark:text-red-300" data-testid="weight-hint">
              {t('rubricEditor.weightsMustAddUp', { total: RUBRIC_TOTAL_WEIGHT })}
            </p>
          )}
          <FormModalFooter
            formId={formId}
            onCancel={onClose}
            isCancelDisabled={isSaving}
            isSubmitDisabled={!isTotalRight || isSaving}
            isBusy={isSaving}
            submitLabel={t('forms.save')}
            busyLabel={t('rubricEditor.saving')}
          />
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="space-y-8">
        <p className="sr-only" aria-live="polite">
          {announcement ? wordUiText(t, announcement) : null}
        </p>
        <div className="grid gap-4">
          <TextField
            label={t('rubricEditor.titleLabel')}
            required
            maxLength={RUBRIC_NAME_MAX_LENGTH}
            value={draft.title}
            onChange={(event) => change((current) => ({ ...current, title: event.target.value }))}
            disabled={isSaving}
            autoComplete="off"
            error={shown.title}
          />
          <TextAreaField
            label={t('rubricEditor.descriptionLabel')}
            required
            rows={3}
            maxLength={RUBRIC_DESCRIPTION_MAX_LENGTH}
            value={draft.description}
            onChange={(event) => change((current) => ({ ...current, description: event.target.value }))}
            disabled={isSaving}
            error={shown.description}
          />
        </div>

        <RubricSection
          title={t('rubricEditor.criteria')}
          aside={
            <p
              data-testid="weight-total"
              aria-live="polite"
              className={`rounded-full px-3 py-1 text-sm font-semibold tabular-nums ${
                isTotalRight
                  ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100'
                  : 'bg-red-100 text-red-800 dark:bg-red-950/70 dark:text-red-200'
              }`}
            >
              {t('rubricEditor.total', { total, max: RUBRIC_TOTAL_WEIGHT })}
            </p>
          }
        >
          <FieldProblem id={`${formId}-criteria-problem`} message={shown.criteria} />
          <ol className="space-y-3">
            {draft.criteria.map((criterion, index) => (
              <CriterionEditor
                key={criterion.key}
                criterion={criterion}
                index={index}
                count={draft.criteria.length}
                levels={draft.levels}
                problems={shown}
                isSaving={isSaving}
                elementId={(part) => elementId(criterion.key, part)}
                onChange={(update) => changeCriterion(criterion.key, update)}
                onMove={(offset) => moveCriterion(index, offset)}
                onRemove={() => removeCriterion(index)}
              />
            ))}
          </ol>
          <div className="flex flex-wrap items-center gap-3">
            <AddButton id={addCriterionId} onClick={addCriterion} isDisabled={isSaving || draft.criteria.length >= RUBRIC_MAX_CRITERIA}>
              {t('rubricEditor.addCriterion')}
            </AddButton>
            {draft.criteria.length >= RUBRIC_MAX_CRITERIA ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('rubricEditor.maxCriteria', { max: RUBRIC_MAX_CRITERIA })}</p>
            ) : null}
          </div>
        </RubricSection>

        <PerformanceLevelsEditor
          levels={draft.levels}
          problem={shown.levels}
          problemId={`${formId}-levels-problem`}
          isSaving={isSaving}
          elementId={elementId}
          onChange={changeLevel}
        />

        <RubricSection title={t('rubricEditor.scoringGuide')}>
          <FieldProblem id={`${formId}-guide-problem`} message={shown.guide} />
          <ul className="space-y-3">
            {draft.guide.map((entry) => (
              <GuideEntryEditor
                key={entry.key}
                entry={entry}
                isSaving={isSaving}
                elementId={(part) => elementId(entry.key, part)}
                onChange={(patch) => changeGuideEntry(entry.key, patch)}
                onRemove={() => removeGuideEntry(entry.key)}
              />
            ))}
          </ul>
          <AddButton id={addGuideId} onClick={addGuideEntry} isDisabled={isSaving || draft.guide.length >= RUBRIC_MAX_SCORING_GUIDE_ENTRIES}>
            {t('rubricEditor.addGuideEntry')}
          </AddButton>
        </RubricSection>

        <RubricSection title={t('rubricEditor.passMark')}>
          <div className="max-w-xs">
            <TextField
              label={t('rubricEditor.passMarkLabel')}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              value={draft.passMark}
              onChange={(event) => change((current) => ({ ...current, passMark: event.target.value }))}
              disabled={isSaving}
              error={shown.pass_mark}
              hint={t('rubricEditor.passMarkHint')}
            />
          </div>
        </RubricSection>

        {firstProblem ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200" data-testid="rubric-editor-problem">
            {firstProblem}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
