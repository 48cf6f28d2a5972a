// The rubric's performance levels in the editor: each level's name and score range. A renamed level keeps its
// descriptions in every criterion, since criteria refer to a level by its key.
import { RUBRIC_LEVEL_NAME_MAX_LENGTH, RUBRIC_LEVEL_RANGE_MAX_LENGTH } from '@shared/contracts/rubrics-constants.ts';
import { TextField } from '@/components/text-field.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { DraftLevel, RubricDraft } from './rubric-draft.ts';
import { FieldProblem } from './rubric-editor-controls.tsx';
import { RubricSection } from './rubric-section.tsx';

interface PerformanceLevelsEditorProps {
  levels: RubricDraft['levels'];
  /** What is wrong with the levels, shown under the heading; its element's id is `problemId`. */
  problem: string | undefined;
  problemId: string;
  isSaving: boolean;
  elementId: (key: string, part: string) => string;
  onChange: (key: string, patch: Partial<DraftLevel>) => void;
}

export function PerformanceLevelsEditor({ levels, problem, problemId, isSaving, elementId, onChange }: PerformanceLevelsEditorProps) {
  const { t } = useTranslation();
  return (
    <RubricSection title={t('rubricEditor.levels.title')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('rubricEditor.levels.help')}</p>
      <FieldProblem id={problemId} message={problem} />
      <div className="grid gap-3 sm:grid-cols-2">
        {levels.map((level, index) => (
          <div key={level.key} className="grid grid-cols-[minmax(0,1fr)_7rem] gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
            <TextField
              id={elementId(level.key, 'name')}
              label={t('rubricEditor.levels.name', { number: index + 1 })}
              value={level.name}
              maxLength={RUBRIC_LEVEL_NAME_MAX_LENGTH + 20}
              disabled={isSaving}
              autoComplete="off"
              onChange={(event) => onChange(level.key, { name: event.target.value })}
            />
            <TextField
              id={elementId(level.key, 'range')}
              label={t('rubricEditor.levels.range')}
              value={level.range}
              maxLength={RUBRIC_LEVEL_RANGE_MAX_LENGTH}
              disabled={isSaving}
              autoComplete="off"
              onChange={(event) => onChange(level.key, { range: event.target.value })}
            />
          </div>
        ))}
      </div>
    </RubricSection>
  );
}
