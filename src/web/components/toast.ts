import { toast } from 'sonner';

export const TOAST_DURATION_MS = 4000;
export const TOASTS_VISIBLE = 3;
/**
 * Bottom-left on wide screens (full width along the bottom on phones): clear of page headings and the header, and of
 * the primary buttons that pages and dialogs put on the right ("Go to setup", a dialog's OK).
 */
export const TOAST_POSITION = 'bottom-left' as const;

/** Closes every error toast still on screen: once an attempt succeeds, the failures before it are no longer true. */
export function dismissErrorToasts(): void {
  for (const shown of toast.getToasts()) {
    if ('type' in shown && shown.type === 'error') toast.dismiss(shown.id);
  }
}

/** A failed action's toast: what failed, with the reason underneath when there is one. */
export function toastFailure(message: string, error: unknown): void {
  toast.error(message, { description: error instanceof Error ? error.message : undefined });
}

/** A library item copied into the person's library: what was made and what to do with it. */
export function toastDuplicated(message: string, copyName: string): void {
  toast.success(message, { description: `“${copyName}” is in your library; edit it as you like.` });
}
