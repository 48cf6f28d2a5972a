import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  RUBRIC_CRITERION_NAME_MAX_LENGTH,
  RUBRIC_DESCRIPTION_MAX_LENGTH,
  RUBRIC_LEVEL_DESCRIPTION_MAX_LENGTH,
  RUBRIC_LEVEL_NAME_MAX_LENGTH,
  RUBRIC_LEVEL_RANGE_MAX_LENGTH,
  RUBRIC_MAX_CRITERIA,
  RUBRIC_MAX_SCORING_GUIDE_ENTRIES,
  RUBRIC_NAME_MAX_LENGTH,
  RUBRIC_SCORING_GUIDE_HEADING_MAX_LENGTH,
  RUBRIC_SCORING_GUIDE_TEXT_MAX_LENGTH,
  RUBRIC_TOTAL_WEIGHT,
  type RubricListItem,
} from '@shared/contracts/rubrics.ts';
import { FormModalFooter, Modal } from '@/components/modal.tsx';
import { TextAreaField, TextField } from '@/components/text-field.tsx';
import { toastFailure } from '@/components/toast.ts';
import { useUpdateRubric } from '@/features/rubrics/api/update-rubric.ts';
import {
  checkDraft,
  draftFromRubric,
  draftToInput,
  draftWeightTotal,
  emptyCriterion,
  moveItem,
  nextDraftKey,
  patchByKey,
  type DraftCriterion,
  type DraftGuideEntry,
  type DraftLevel,
  type DraftProblems,
  type EditableRubric,
  type RubricDraft,
} from './rubric-draft.ts';
import { RubricSection } from './rubric-section.tsx';

export const RUBRIC_UPDATED_MESSAGE = 'Rubric updated successfully!';
export const RUBRIC_UPDATE_FAILED_MESSAGE = 'Rubric failed to be updated. Please try again.';

export interface RubricEditorModalProps {
  /** The person's own rubric to edit; null keeps the editor closed. */
  rubric: EditableRubric | null;
  onClose: () => void;
  /** After the edit was saved, with the rubric as stored. */
  onSaved: (rubric: RubricListItem) => void;
}

/** The owner's rubric editor: every part of the rubric, checked by the shared contract, saved in one request. */
export function RubricEditorModal({ rubric, onClose, onSaved }: RubricEditorModalProps) {
  // Keyed by the rubric, so each opening starts from what is stored.
  return rubric ? <RubricEditorDialog key={rubric.id} rubric={rubric} onClose={onClose} onSaved={onSaved} /> : null;
}

const ICON_BUTTON_FRAME =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-700 dark:hover:bg-slate-800';
const ICON_BUTTON = `${ICON_BUTTON_FRAME} text-slate-700 dark:text-slate-200`;
const REMOVE_BUTTON = `${ICON_BUTTON_FRAME} text-red-700 dark:text-red-300`;

function FieldProblem({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  ) : null;
}

function RubricEditorDialog({ rubric, onClose, onSaved }: { rubric: EditableRubric; onClose: () => void; onSaved: (rubric: RubricListItem) => void }) {
  const formId = useId();
  const mutation = useUpdateRubric();
  const isSaving = mutation.isPending;
  const [draft, setDraft] = useState<RubricDraft>(() => draftFromRubric(rubric));
  const [initialRequest] = useState(() => JSON.stringify(draftToInput(rubric.id, draft)));
  // Problems show from the first save on, and follow the draft as it is corrected.
  const [hasTriedSave, setHasTriedSave] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // The element to focus once the list has re-rendered (after a move, an added or a removed criterion).
  const pendingFocus = useRef<{ id: string; fallbackId?: string } | null>(null);

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const target = document.getElementById(pending.id);
    const usable = target instanceof HTMLButtonElement && target.disabled ? null : target;
    (usable ?? (pending.fallbackId ? document.getElementById(pending.fallbackId) : null))?.focus();
  });

  const isDirty = JSON.stringify(draftToInput(rubric.id, draft)) !== initialRequest;
  const total = draftWeightTotal(draft);
  const isTotalRight = total === RUBRIC_TOTAL_WEIGHT;
  const elementId = (key: string, part: string) => `${formId}-${key}-${part}`;
  const addCriterionId = `${formId}-add-criterion`;
  const addGuideId = `${formId}-add-guide`;

  const change = (update: (current: RubricDraft) => RubricDraft) => setDraft((current) => update(current));
  const changeCriterion = (key: string, update: (criterion: DraftCriterion) => DraftCriterion) =>
    change((current) => ({ ...current, criteria: current.criteria.map((criterion) => (criterion.key === key ? update(criterion) : criterion)) }));
  const changeLevel = (key: string, patch: Partial<DraftLevel>) => change((current) => ({ ...current, levels: patchByKey(current.levels, key, patch) }));
  const changeGuideEntry = (key: string, patch: Partial<DraftGuideEntry>) => change((current) => ({ ...current, guide: patchByKey(current.guide, key, patch) }));

  const moveCriterion = (index: number, offset: -1 | 1) => {
    const criterion = draft.criteria[index];
    if (!criterion) return;
    const target = index + offset;
    if (target < 0 || target >= draft.criteria.length) return;
    const direction = offset < 0 ? 'up' : 'down';
    // The same button keeps the focus; at either end, where it is disabled, the other one takes it.
    pendingFocus.current = { id: elementId(criterion.key, direction), fallbackId: elementId(criterion.key, direction === 'up' ? 'down' : 'up') };
    change((current) => ({ ...current, criteria: moveItem(current.criteria, index, offset) }));
    setAnnouncement(`${criterion.name.trim() || 'Criterion'} moved to position ${target + 1} of ${draft.criteria.length}.`);
  };

  const addCriterion = () => {
    const criterion = emptyCriterion(draft.levels);
    pendingFocus.current = { id: elementId(criterion.key, 'name') };
    change((current) => ({ ...current, criteria: [...current.criteria, criterion] }));
  };

  const removeCriterion = (index: number) => {
    const criterion = draft.criteria[index];
    if (!criterion) return;
    const next = draft.criteria[index + 1] ?? draft.criteria[index - 1];
    pendingFocus.current = { id: next ? elementId(next.key, 'name') : addCriterionId };
    change((current) => ({ ...current, criteria: current.criteria.filter((item) => item.key !== criterion.key) }));
    setAnnouncement(`${criterion.name.trim() || 'Criterion'} removed.`);
  };

  const addGuideEntry = () => {
    const key = nextDraftKey('guide');
    pendingFocus.current = { id: elementId(key, 'heading') };
    change((current) => ({ ...current, guide: [...current.guide, { key, heading: '', text: '' }] }));
  };

  const removeGuideEntry = (key: string) => {
    pendingFocus.current = { id: addGuideId };
    change((current) => ({ ...current, guide: current.guide.filter((entry) => entry.key !== key) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    setHasTriedSave(true);
    const checked = checkDraft(rubric.id, draft);
    if (!checked.isValid) return;
    try {
      const stored = await mutation.mutateAsync(checked.input);
      toast.success(RUBRIC_UPDATED_MESSAGE);
      onSaved(stored);
    } catch (error) {
      toastFailure(RUBRIC_UPDATE_FAILED_MESSAGE, error);
    }
  };

  const checked = hasTriedSave ? checkDraft(rubric.id, draft) : null;
  const shown: DraftProblems = checked && !checked.isValid ? checked.problems : {};
  const firstProblem = checked && !checked.isValid ? checked.first : undefined;

  return (
    <Modal
      isOpen
      onClose={onClose}
      title="Edit Rubric"
      description="Change the criteria, their weights and level descriptions, the scoring guide and the pass mark."
      width="60rem"
      isDismissDisabled={isSaving}
      hasUnsavedChanges={isDirty && !isSaving}
      footer={
        <>
          {isTotalRight ? null : (
            <p className="self-center text-sm text-red-700 sm:mr-auto dark:text-red-300" data-testid="weight-hint">
              Weights must add up to {RUBRIC_TOTAL_WEIGHT} to save.
            </p>
          )}
          <FormModalFooter
            formId={formId}
            onCancel={onClose}
            isCancelDisabled={isSaving}
            isSubmitDisabled={!isTotalRight || isSaving}
            isBusy={isSaving}
            submitLabel="Save"
            busyLabel="Saving..."
          />
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="space-y-8">
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        <div className="grid gap-4">
          <TextField
            label="Title"
            required
            maxLength={RUBRIC_NAME_MAX_LENGTH}
            value={draft.title}
            onChange={(event) => change((current) => ({ ...current, title: event.target.value }))}
            disabled={isSaving}
            autoComplete="off"
            error={shown.title}
          />
          <TextAreaField
            label="Description"
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
          title="Criteria"
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
              Total: {total} / {RUBRIC_TOTAL_WEIGHT}
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
            <button
              id={addCriterionId}
              type="button"
              className="btn-secondary"
              onClick={addCriterion}
              disabled={isSaving || draft.criteria.length >= RUBRIC_MAX_CRITERIA}
            >
              <Plus className="size-4" aria-hidden /> Add criterion
            </button>
            {draft.criteria.length >= RUBRIC_MAX_CRITERIA ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">A rubric has at most {RUBRIC_MAX_CRITERIA} criteria.</p>
            ) : null}
          </div>
        </RubricSection>

        <RubricSection title="Performance levels">
          <p className="text-sm text-slate-600 dark:text-slate-400">A renamed level keeps its descriptions in every criterion. Each name must be different.</p>
          <FieldProblem id={`${formId}-levels-problem`} message={shown.levels} />
          <div className="grid gap-3 sm:grid-cols-2">
            {draft.levels.map((level, index) => (
              <div key={level.key} className="grid grid-cols-[minmax(0,1fr)_7rem] gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
                <TextField
                  id={elementId(level.key, 'name')}
                  label={`Level ${index + 1} name`}
                  value={level.name}
                  maxLength={RUBRIC_LEVEL_NAME_MAX_LENGTH + 20}
                  disabled={isSaving}
                  autoComplete="off"
                  onChange={(event) => changeLevel(level.key, { name: event.target.value })}
                />
                <TextField
                  id={elementId(level.key, 'range')}
                  label="Range"
                  value={level.range}
                  maxLength={RUBRIC_LEVEL_RANGE_MAX_LENGTH}
                  disabled={isSaving}
                  autoComplete="off"
                  onChange={(event) => changeLevel(level.key, { range: event.target.value })}
                />
              </div>
            ))}
          </div>
        </RubricSection>

        <RubricSection title="Scoring Guide">
          <FieldProblem id={`${formId}-guide-problem`} message={shown.guide} />
          <ul className="space-y-3">
            {draft.guide.map((entry) => (
              <li key={entry.key} className="space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800" data-testid="guide-entry">
                <div className="flex items-end gap-2">
                  <div className="min-w-0 flex-1">
                    <label htmlFor={elementId(entry.key, 'heading')} className="field-label">
                      Heading
                    </label>
                    <input
                      id={elementId(entry.key, 'heading')}
                      className="field-input"
                      value={entry.heading}
                      maxLength={RUBRIC_SCORING_GUIDE_HEADING_MAX_LENGTH}
                      disabled={isSaving}
                      autoComplete="off"
                      onChange={(event) => changeGuideEntry(entry.key, { heading: event.target.value })}
                    />
                  </div>
                  <button
                    type="button"
                    className={REMOVE_BUTTON}
                    onClick={() => removeGuideEntry(entry.key)}
                    disabled={isSaving}
                    aria-label={`Remove guide entry ${entry.heading.trim() || 'without a heading'}`}
                    title="Remove guide entry"
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </div>
                <div>
                  <label htmlFor={elementId(entry.key, 'text')} className="field-label">
                    Text<span className="sr-only"> of {entry.heading.trim() || 'this entry'}</span>
                  </label>
                  <textarea
                    id={elementId(entry.key, 'text')}
                    className="field-input min-h-16 resize-y"
                    rows={2}
                    value={entry.text}
                    maxLength={RUBRIC_SCORING_GUIDE_TEXT_MAX_LENGTH}
                    disabled={isSaving}
                    onChange={(event) => changeGuideEntry(entry.key, { text: event.target.value })}
                  />
                </div>
              </li>
            ))}
          </ul>
          <button
            id={addGuideId}
            type="button"
            className="btn-secondary"
            onClick={addGuideEntry}
            disabled={isSaving || draft.guide.length >= RUBRIC_MAX_SCORING_GUIDE_ENTRIES}
          >
            <Plus className="size-4" aria-hidden /> Add guide entry
          </button>
        </RubricSection>

        <RubricSection title="Pass mark">
          <div className="max-w-xs">
            <TextField
              label="Pass mark (%)"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              value={draft.passMark}
              onChange={(event) => change((current) => ({ ...current, passMark: event.target.value }))}
              disabled={isSaving}
              error={shown.pass_mark}
              hint="A session graded against this rubric passes when its overall score reaches it."
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

interface CriterionEditorProps {
  criterion: DraftCriterion;
  index: number;
  count: number;
  levels: RubricDraft['levels'];
  problems: DraftProblems;
  isSaving: boolean;
  elementId: (part: string) => string;
  onChange: (update: (criterion: DraftCriterion) => DraftCriterion) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

function CriterionEditor({ criterion, index, count, levels, problems, isSaving, elementId, onChange, onMove, onRemove }: CriterionEditorProps) {
  const position = index + 1;
  const nameProblem = problems[`${criterion.key}:name`];
  const weightProblem = problems[`${criterion.key}:weight`];
  const levelsProblem = problems[`${criterion.key}:levels`];
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-slate-800" data-testid="criterion-editor">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-[1_1_12rem]">
          <label htmlFor={elementId('name')} className="field-label">
            Criterion {position} name
          </label>
          <input
            id={elementId('name')}
            className="field-input"
            value={criterion.name}
            maxLength={RUBRIC_CRITERION_NAME_MAX_LENGTH}
            disabled={isSaving}
            autoComplete="off"
            aria-invalid={nameProblem ? true : undefined}
            aria-describedby={nameProblem ? elementId('name-problem') : undefined}
            onChange={(event) => onChange((current) => ({ ...current, name: event.target.value }))}
          />
        </div>
        <div className="w-24">
          <label htmlFor={elementId('weight')} className="field-label">
            Weight (%)
          </label>
          <input
            id={elementId('weight')}
            className="field-input tabular-nums"
            inputMode="numeric"
            maxLength={3}
            value={criterion.weight}
            disabled={isSaving}
            autoComplete="off"
            aria-invalid={weightProblem ? true : undefined}
            aria-describedby={weightProblem ? elementId('weight-problem') : undefined}
            // Digits only, as typed: a weight is a whole number.
            onChange={(event) => onChange((current) => ({ ...current, weight: event.target.value.replace(/\D/g, '') }))}
          />
        </div>
        <div className="flex gap-1">
          <button
            id={elementId('up')}
            type="button"
            className={ICON_BUTTON}
            onClick={() => onMove(-1)}
            disabled={isSaving || index === 0}
            aria-label={`Move criterion ${position} up`}
            title="Move up"
          >
            <ArrowUp className="size-4" aria-hidden />
          </button>
          <button
            id={elementId('down')}
            type="button"
            className={ICON_BUTTON}
            onClick={() => onMove(1)}
            disabled={isSaving || index === count - 1}
            aria-label={`Move criterion ${position} down`}
            title="Move down"
          >
            <ArrowDown className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={REMOVE_BUTTON}
            onClick={onRemove}
            disabled={isSaving || count <= 1}
            aria-label={`Remove criterion ${position}`}
            title="Remove criterion"
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      <FieldProblem id={elementId('name-problem')} message={nameProblem} />
      <FieldProblem id={elementId('weight-problem')} message={weightProblem} />
      <div className="grid gap-3 sm:grid-cols-2">
        {levels.map((level, levelIndex) => (
          <div key={level.key}>
            <label htmlFor={elementId(`level-${level.key}`)} className="field-label">
              {level.name.trim() || `Level ${levelIndex + 1}`}
              <span className="sr-only"> description for criterion {position}</span>
            </label>
            <textarea
              id={elementId(`level-${level.key}`)}
              className="field-input min-h-16 resize-y"
              rows={3}
              value={criterion.descriptions[level.key] ?? ''}
              maxLength={RUBRIC_LEVEL_DESCRIPTION_MAX_LENGTH}
              disabled={isSaving}
              onChange={(event) => onChange((current) => ({ ...current, descriptions: { ...current.descriptions, [level.key]: event.target.value } }))}
            />
          </div>
        ))}
      </div>
      <FieldProblem id={elementId('levels-problem')} message={levelsProblem} />
    </li>
  );
}
