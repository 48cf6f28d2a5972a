// One criterion in the rubric editor: its name, weight, order and removal, and its description for each level.
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { RUBRIC_CRITERION_NAME_MAX_LENGTH, RUBRIC_LEVEL_DESCRIPTION_MAX_LENGTH } from '@shared/contracts/rubrics-constants.ts';
import { TextField } from '@/components/text-field.tsx';
import type { DraftCriterion, DraftProblems, RubricDraft } from './rubric-draft.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { FieldProblem, ICON_BUTTON, REMOVE_BUTTON } from './rubric-editor-controls.tsx';

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

export function CriterionEditor({ criterion, index, count, levels, problems, isSaving, elementId, onChange, onMove, onRemove }: CriterionEditorProps) {
  const { t } = useTranslation();
  const position = index + 1;
  const nameProblem = problems[`${criterion.key}:name`];
  const weightProblem = problems[`${criterion.key}:weight`];
  const levelsProblem = problems[`${criterion.key}:levels`];
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-slate-800" data-testid="criterion-editor">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-[1_1_12rem]">
          <TextField
            id={elementId('name')}
            label={t('rubricEditor.criterion.name', { position })}
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
          <TextField
            id={elementId('weight')}
            label={t('rubricEditor.criterion.weight')}
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
            aria-label={t('rubricEditor.criterion.moveUpNamed', { position })}
            title={t('rubricEditor.criterion.moveUp')}
          >
            <ArrowUp className="size-4" aria-hidden />
          </button>
          <button
            id={elementId('down')}
            type="button"
            className={ICON_BUTTON}
            onClick={() => onMove(1)}
            disabled={isSaving || index === count - 1}
            aria-label={t('rubricEditor.criterion.moveDownNamed', { position })}
            title={t('rubricEditor.criterion.moveDown')}
          >
            <ArrowDown className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={REMOVE_BUTTON}
            onClick={onRemove}
            disabled={isSaving || count <= 1}
            aria-label={t('rubricEditor.criterion.removeNamed', { position })}
            title={t('rubricEditor.criterion.remove')}
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
              {level.name.trim() || t('rubricEditor.levelNumbered', { number: levelIndex + 1 })}
              <span className="sr-only"> {t('rubricEditor.criterion.levelDescription', { position })}</span>
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
