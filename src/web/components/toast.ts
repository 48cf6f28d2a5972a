export const TOAST_DURATION_MS = 4000;
export const TOASTS_VISIBLE = 3;
