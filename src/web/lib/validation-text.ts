// A form's refusal as the fields show it: kept as its catalogue key and values (form-errors.ts reads a shared
// schema's English refusal into them), worded in the interface's language each time the field renders, so a message
// already shown follows a change of language. It names no catalogue key itself: the fields that import it are in the
// app shell, and the `validation.*` texts arrive with form-errors.ts, which every form that keeps a refusal imports.
import { useTranslation } from '@/i18n/use-translation.ts';
import { i18n } from '@/i18n/i18n.ts';

/** A refusal as the catalogue words it: the rule's key, its values, and the field's label by its own key. */
export interface ValidationMessage {
  key: string;
  values: Record<string, string | number>;
  fieldKey?: string;
}

// A kept refusal is a form error's message: this mark, then its key and values as JSON.
const KEY_MARK = 'i18n:';

/** `message` as a form error's message that keeps its key and values. */
export function keptMessageOf(message: ValidationMessage): string {
  return `${KEY_MARK}${JSON.stringify(message)}`;
}

/** `message` in the interface's language now. */
export function validationMessageText({ key, values, fieldKey }: ValidationMessage): string {
  return i18n.t(key, { ...values, ...(fieldKey ? { field: i18n.t(fieldKey) } : {}) });
}

/** A field error's text in the interface's language now: a kept refusal worded from its key, any other message as written. */
export function keptText(message: string): string {
  if (!message.startsWith(KEY_MARK)) return message;
  try {
    return validationMessageText(JSON.parse(message.slice(KEY_MARK.length)) as ValidationMessage);
  } catch {
    return message;
  }
}

/** keptText for a component, rendered again when the language changes. */
export function useValidationText(message: string | undefined | null): string | undefined {
  useTranslation();
  return message ? keptText(message) : undefined;
}
