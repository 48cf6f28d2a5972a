// The app's toasts: sonner's `toast` API (the parts the app uses), with sonner itself loaded when a toast is first
// raised or the person first interacts, so that no page's first load carries it. Import `toast` from here, not 'sonner'.
import type { ExternalToast, toast as sonnerToast, ToastT } from 'sonner';

export const TOAST_DURATION_MS = 4000;
export const TOASTS_VISIBLE = 3;
/**
 * Bottom-left on wide screens (full width along the bottom on phones): clear of page headings and the header, and of
 * the primary buttons that pages and dialogs put on the right ("Go to setup", a dialog's OK).
 */
export const TOAST_POSITION = 'bottom-left' as const;

type SonnerToast = typeof sonnerToast;
type ToastId = string | number;
type ToastMessage = Parameters<SonnerToast['success']>[0];
type ToastKind = 'message' | 'success' | 'info' | 'warning' | 'error' | 'loading';
type ToastCall = { kind: ToastKind; message: ToastMessage; data: ExternalToast & { id: ToastId } } | { kind: 'dismiss'; id?: ToastId };

/** Sonner's `toast`, once loaded; until then calls wait in `waiting`, in order. */
let sonner: SonnerToast | null = null;
let loading: Promise<void> | null = null;
const waiting: ToastCall[] = [];
// Every toast gets its id here, so the id a call answers at once is the one sonner shows it under when it replays.
let lastId = 0;
let isWanted = false;
const wantedListeners = new Set<() => void>();

function apply(target: SonnerToast, call: ToastCall): void {
  if (call.kind === 'dismiss') target.dismiss(call.id);
  else target[call.kind](call.message, call.data);
}

/**
 * Loads sonner (once) and replays the toasts raised meanwhile; also tells the app's toaster to mount. Called by the
 * first toast, and by the toaster when the person first interacts, so that a toast an action raises shows at once.
 */
export function loadToasts(): Promise<void> {
  if (!isWanted) {
    isWanted = true;
    for (const listener of wantedListeners) listener();
  }
  if (loading) return loading;
  const load: Promise<void> = import('sonner').then(
    ({ toast: loaded }) => {
      // A load that resetToasts left behind replays nothing.
      if (loading !== load) return;
      sonner = loaded;
      for (const call of waiting.splice(0)) apply(loaded, call);
    },
    () => {
      // A failed download (the network went away) is tried again by the next toast; the waiting ones stay in order.
      if (loading === load) loading = null;
    },
  );
  loading = load;
  return load;
}

/** Whether a toast has been raised or the toaster asked for (then the toaster mounts); for `useSyncExternalStore`. */
export function areToastsWanted(): boolean {
  return isWanted;
}

export function subscribeToToastsWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

function raise(kind: ToastKind, message: ToastMessage, data?: ExternalToast): ToastId {
  const id = data?.id ?? (lastId += 1);
  const call: ToastCall = { kind, message, data: { ...data, id } };
  if (sonner) apply(sonner, call);
  else {
    waiting.push(call);
    void loadToasts();
  }
  return id;
}

/** The toasts raised and not dismissed before sonner has loaded, as sonner lists them (the type and title it reads). */
function waitingToasts(): ToastT[] {
  const shown = new Map<ToastId, ToastT>();
  for (const call of waiting) {
    if (call.kind === 'dismiss') {
      if (call.id === undefined) shown.clear();
      else shown.delete(call.id);
      continue;
    }
    const type = call.kind === 'message' ? undefined : call.kind;
    shown.set(call.data.id, { ...shown.get(call.data.id), ...call.data, type, title: call.message as ToastT['title'] } as ToastT);
  }
  return [...shown.values()];
}

/** Sonner's `toast` as the app uses it: the same calls, options and ids, whether or not sonner has loaded yet. */
export const toast = Object.assign((message: ToastMessage, data?: ExternalToast) => raise('message', message, data), {
  message: (message: ToastMessage, data?: ExternalToast) => raise('message', message, data),
  success: (message: ToastMessage, data?: ExternalToast) => raise('success', message, data),
  info: (message: ToastMessage, data?: ExternalToast) => raise('info', message, data),
  warning: (message: ToastMessage, data?: ExternalToast) => raise('warning', message, data),
  error: (message: ToastMessage, data?: ExternalToast) => raise('error', message, data),
  loading: (message: ToastMessage, data?: ExternalToast) => raise('loading', message, data),
  dismiss: (id?: ToastId): ToastId | undefined => {
    if (sonner) sonner.dismiss(id);
    else waiting.push({ kind: 'dismiss', id });
    return id;
  },
  /** The toasts on screen (or waiting for sonner to show them). */
  getToasts: (): ToastT[] => (sonner ? sonner.getToasts().filter((shown): shown is ToastT => !('dismiss' in shown)) : waitingToasts()),
});

/**
 * Back to the state of a page that has raised no toast: the toasts on screen dismissed, the waiting ones dropped, sonner
 * to be loaded again by the next toast (as `import` answers the copy already loaded, that costs nothing) and the toaster
 * no longer asked for. The component tests call it after each test, as they share this module within a worker.
 */
export function resetToasts(): void {
  sonner?.dismiss();
  sonner = null;
  loading = null;
  waiting.length = 0;
  lastId = 0;
  isWanted = false;
}

/** Closes every error toast still on screen: once an attempt succeeds, the failures before it are no longer true. */
export function dismissErrorToasts(): void {
  for (const shown of toast.getToasts()) {
    if (shown.type === 'error') toast.dismiss(shown.id);
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
