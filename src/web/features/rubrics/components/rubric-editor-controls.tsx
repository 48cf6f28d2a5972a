// The small pieces the rubric editor's parts share: the icon buttons' look and a field's problem under it.
import { useValidationText } from '@/lib/validation-text.ts';

const ICON_BUTTON_FRAME =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-700 dark:hover:bg-slate-800';
export const ICON_BUTTON = `${ICON_BUTTON_FRAME} text-slate-700 dark:text-slate-200`;
export const REMOVE_BUTTON = `${ICON_BUTTON_FRAME} text-red-700 dark:text-red-300`;

/** `message` as kept by checkDraft (rubric-draft.ts), worded in the interface's language. */
export function FieldProblem({ id, message }: { id: string; message: string | undefined }) {
  const text = useValidationText(message);
  return text ? (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {text}
    </p>
  ) : null;
}
