import { useState } from 'react';
import type { z } from 'zod';
import { ConfirmModal } from '@/components/confirm-modal.tsx';
import { toast, toastFailure } from '@/components/toast.ts';
import { validationText } from '@/i18n/form-errors.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The item generated again: its id, its name for the question, and the text it was generated from. */
export interface RegeneratedItem {
  id: string;
  name: string;
  text: string;
}

export interface RegenerateDialogProps<Result> {
  /** null keeps the dialog closed. */
  item: RegeneratedItem | null;
  onClose: () => void;
  /** Sends the edited text (undefined when it is the one it was generated from) and resolves once the job is done. */
  regenerate: (id: string, editedText: string | undefined) => Promise<Result>;
  isBusy: boolean;
  /** Called with the job's result before the dialog closes. */
  onRegenerated?: (result: Result) => void;
  /**
   * The dialog's words in the interface's language: `body` says what regenerating does, with `<name>…</name>` around
   * the item's name; `busy` shows while the job runs; `done` and `failed` are the toasts.
   */
  texts: { title: string; body: string; fieldLabel: string; busy: string; done: string; failed: string };
  /** The text field's id. */
  fieldId: string;
  maxLength: number;
  /** The contract's check of the text, whose first message is shown under the field. */
  schema: z.ZodType<string | undefined>;
}

/**
 * Asks before an item is generated again from a text the person can change first, then waits for the job and says
 * how it went. Mount it with a `key` per item so each opening starts from that item's text.
 */
export function RegenerateDialog<Result>({ item, onClose, regenerate, isBusy, onRegenerated, texts, fieldId, maxLength, schema }: RegenerateDialogProps<Result>) {
  const { t } = useTranslation();
  const initialText = item?.text ?? '';
  const [text, setText] = useState(initialText);
  const checked = schema.safeParse(text);
  // The contract words its refusal in English; the person reads it in the interface's language.
  const issue = checked.success ? undefined : checked.error.issues[0]?.message;
  const error = issue === undefined ? null : validationText(issue);

  const run = async (id: string, editedText: string | undefined) => {
    try {
      const result = await regenerate(id, editedText);
      toast.success(texts.done);
      onRegenerated?.(result);
      onClose();
    } catch (failure) {
      toastFailure(texts.failed, failure);
    }
  };

  const confirm = () => {
    if (isBusy || !checked.success || checked.data === undefined || !item) return;
    void run(item.id, checked.data !== initialText.trim() ? checked.data : undefined);
  };

  return (
    <ConfirmModal
      isOpen={item !== null}
      onClose={onClose}
      title={texts.title}
      description={richText(texts.body, {
        name: (inner) => <span className="font-medium break-words text-slate-900 dark:text-white">{inner}</span>,
      })}
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
            {texts.fieldLabel}
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
            {texts.busy}
          </p>
        ) : null}
      </div>
    </ConfirmModal>
  );
}
