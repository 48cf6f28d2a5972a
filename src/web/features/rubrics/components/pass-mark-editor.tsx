import { useId, useState, type FormEvent } from 'react';
import { UpdatePassMarkInputSchema } from '@shared/contracts/reports.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

export interface PassMarkEditorProps {
  passMark: number;
  isSaving: boolean;
  /** Resolves once saved; rejects (the caller shows why) and the typed value stays. */
  onSave: (passMark: number) => Promise<void>;
}

const PASS_MARK_FIELD = UpdatePassMarkInputSchema.shape.pass_mark;

/** The owner's pass mark: a whole number from 0 to 100, checked by the shared rule before it is sent. */
export function PassMarkEditor({ passMark, isSaving, onSave }: PassMarkEditorProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(String(passMark));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = PASS_MARK_FIELD.safeParse(draft.trim() === '' ? Number.NaN : Number(draft));
    if (!parsed.success) {
      // The shared rule has one refusal, whatever was typed: a whole number from 0 to 100.
      setProblem(t('rubricEditor.passMarkRule'));
      return;
    }
    try {
      await onSave(parsed.data);
    } catch {
      // The modal shows the server's reason in a toast; the typed value stays to correct.
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2" data-testid="pass-mark-editor">
      <div>
        <label htmlFor={inputId} className="field-label">
          {t('rubricEditor.passMarkLabel')}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          className="field-input w-28"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          disabled={isSaving}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
      </div>
      <button type="submit" className="btn-secondary" disabled={isSaving || draft === String(passMark)}>
        {isSaving ? t('rubricEditor.savingShort') : t('forms.save')}
      </button>
      {problem ? (
        <p id={errorId} role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
