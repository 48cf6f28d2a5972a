import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { ConfirmModal } from '@/components/confirm-modal.tsx';
import { validationText } from '@/i18n/form-errors.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

export interface RegenerateDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** What regenerating does, shown under the title. */
  description: ReactNode;
  /** The text field's id and label ("Persona prompt", "Description"). */
  fieldId: string;
  fieldLabel: string;
  /** The text it was generated from, ready to edit first. */
  initialText: string;
  maxLength: number;
  /** The contract's check of the text, whose first message is shown under the field. */
  schema: z.ZodType<string | undefined>;
  isBusy: boolean;
  /** Shown while the job runs. */
  busyNote: string;
  /** Called with the edited text, or undefined when it is the one it was generated from. */
  onRegenerate: (editedText: string | undefined) => void;
}

/**
 * Asks before something is generated again from a text the person can change first, then shows that the job runs.
 * Mount it with a `key` per item so each opening starts from that item's text.
 */
export function RegenerateDialog({ isOpen, onClose, title, description, fieldId, fieldLabel, initialText, maxLength, schema, isBusy, busyNote, onRegenerate }: RegenerateDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const checked = schema.safeParse(text);
  // The contract words its refusal in English; the person reads it in the interface's language.
  const issue = checked.success ? undefined : checked.error.issues[0]?.message;
  const error = issue === undefined ? null : validationText(issue);

  const confirm = () => {
    if (isBusy || !checked.success || checked.data === undefined) return;
    onRegenerate(checked.data !== initialText.trim() ? checked.data : undefined);
  };

  return (
    <ConfirmModal
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      description={description}
      width="36rem"
      onConfirm={confirm}
      confirmLabel={t('generated.regenerate')}
      isBusy={isBusy}
      isConfirmDisabled={error !== null}
      busyLabel={t('generated.regenerating')}
      canCloseWhileBusy
    >
      <div className="space-y-3 text-sm">
        <div>
          <label htmlFor={fieldId} className="field-label">
            {fieldLabel}
          </label>
          <textarea
            id={fieldId}
            className="field-input resize-y"
            rows={5}
            value={text}
            maxLength={maxLength}
            disabled={isBusy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {error ? (
            <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          ) : null}
        </div>
        {isBusy ? (
          <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900 dark:bg-brand-900/40 dark:text-brand-100">
            {busyNote}
          </p>
        ) : null}
      </div>
    </ConfirmModal>
  );
}
