import { Check, Pencil, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { levelRenameProblem } from '@shared/contracts/rubric-rules.ts';
import { RUBRIC_LEVEL_NAME_MAX_LENGTH } from '@shared/contracts/rubrics-constants.ts';
import { keptValidationMessage } from '@/i18n/form-errors.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useValidationText } from '@/lib/validation-text.ts';

export interface LevelNameEditorProps {
  level: string;
  /** Every level name of the rubric, to refuse one already used. */
  levelNames: readonly string[];
  isSaving: boolean;
  onRename: (newName: string) => Promise<void>;
}

/**
 * A level name with a Rename button. The section-5 rule applies before anything is sent:
 * the new name must be non-empty, changed and not already used.
 */
export function LevelNameEditor({ level, levelNames, isSaving, onRename }: LevelNameEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  // Kept as its catalogue key (form-errors.ts), worded in the interface's language.
  const [problem, setProblem] = useState<string | null>(null);
  const problemText = useValidationText(problem);
  const inputId = useId();

  const cancel = () => {
    setDraft(null);
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    const found = levelRenameProblem(levelNames, level, draft);
    if (found) {
      setProblem(keptValidationMessage(found));
      return;
    }
    try {
      await onRename(draft.trim());
      cancel();
    } catch {
      // The page shows the failure; the editor stays open with the typed name.
    }
  };

  if (draft === null) {
    return (
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-medium text-slate-600 dark:text-slate-400">{t('rubricView.levelRange', { level })}</span>
        <button
          type="button"
          className="inline-flex size-7 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
          onClick={() => setDraft(level)}
          aria-label={t('rubricEditor.levelName.renameNamed', { level })}
          title={t('rubricEditor.levelName.rename')}
        >
          <Pencil className="size-3.5" aria-hidden />
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-1" noValidate data-escape-local>
      <label htmlFor={inputId} className="sr-only">
        {t('rubricEditor.levelName.newName', { level })}
      </label>
      <div className="flex items-center gap-1">
        <input
          id={inputId}
          className="field-input h-8 px-2 py-1 text-xs"
          value={draft}
          maxLength={RUBRIC_LEVEL_NAME_MAX_LENGTH + 20}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            // Closes the editor; the dialog around it ignores Escape from inside data-escape-local.
            if (event.key === 'Escape') cancel();
          }}
          disabled={isSaving}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          autoFocus
        />
        <button type="submit" className="btn-primary size-8 shrink-0 p-0" disabled={isSaving} aria-label={t('rubricEditor.levelName.save')}>
          <Check className="size-4" aria-hidden />
        </button>
        <button type="button" className="btn-secondary size-8 shrink-0 p-0" onClick={cancel} disabled={isSaving} aria-label={t('rubricEditor.levelName.cancel')}>
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {problemText ? (
        <p id={`${inputId}-problem`} className="text-xs text-red-600 dark:text-red-400">
          {problemText}
        </p>
      ) : null}
    </form>
  );
}
