import { i18n } from '@/i18n/i18n.ts';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { createContext, useContext, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useReturnFocus } from './return-focus.ts';
import { SubmitBlockedNote } from './submit-blocked-note.tsx';

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  /** Show the close cross in the corner. */
  hasCloseButton?: boolean;
  /** A CSS width for large screens; full width on small screens, 80% on large ones otherwise. */
  width?: string;
  /** While true, Escape and backdrop clicks do not close (for example during a save). */
  isDismissDisabled?: boolean;
  /**
   * While true, closing by Escape, the backdrop, the cross or the footer's Cancel first asks whether to discard the
   * changes ("Keep editing" stays).
   */
  hasUnsavedChanges?: boolean;
}

/** Runs a closing action, after the discard question when the modal holds unsaved changes. */
type GuardClose = (close: () => void) => void;

const GuardCloseContext = createContext<GuardClose>((close) => close());

/** For buttons inside a Modal that close it (Cancel): wraps the closing action in the unsaved-changes question. */
export function useGuardedClose(): GuardClose {
  return useContext(GuardCloseContext);
}

/**
 * Dialog with a dimmed backdrop; closes on Escape, a backdrop click or the optional cross.
 * Radix keeps focus inside while open; on close focus goes back to the button or card that opened it.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  description,
  children,
  footer,
  hasCloseButton = true,
  width,
  isDismissDisabled = false,
  hasUnsavedChanges = false,
}: ModalProps) {
  const [pendingClose, setPendingClose] = useState<(() => void) | null>(null);
  const returnFocus = useReturnFocus();
  const guardClose: GuardClose = (close) => {
    if (hasUnsavedChanges) setPendingClose(() => close);
    else close();
  };

  return (
    <GuardCloseContext.Provider value={guardClose}>
      <Dialog.Root open={isOpen} onOpenChange={(open) => !open && !isDismissDisabled && guardClose(onClose)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[2px]" />
          <div className="pointer-events-none fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-6">
            <Dialog.Content
              className="pointer-events-auto flex max-h-[92dvh] w-full flex-col rounded-t-2xl border border-slate-200 bg-white shadow-2xl outline-none sm:rounded-2xl lg:w-[var(--modal-width,80%)] dark:border-slate-800 dark:bg-slate-900"
              style={width ? ({ '--modal-width': width } as CSSProperties) : undefined}
              {...(description ? {} : { 'aria-describedby': undefined })}
              {...returnFocus}
              onEscapeKeyDown={(event) => {
                // An inline editor inside the dialog (marked data-escape-local) uses Escape to cancel itself.
                const isLocal = event.target instanceof Element && event.target.closest('[data-escape-local]') !== null;
                if (isDismissDisabled || isLocal) event.preventDefault();
              }}
              onPointerDownOutside={(event) => isDismissDisabled && event.preventDefault()}
            >
              <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
                <div>
                  <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
                  {description ? (
                    <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</Dialog.Description>
                  ) : null}
                </div>
                {hasCloseButton ? (
                  <Dialog.Close
                    className="-mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
                    aria-label={i18n.t('common.close')}
                    disabled={isDismissDisabled}
                  >
                    <X className="size-5" aria-hidden />
                  </Dialog.Close>
                ) : null}
              </div>
              {/* Focusable, so keyboard users can scroll a long body that has nothing else to focus. */}
              {children ? (
                <div className="overflow-y-auto px-5 py-4" tabIndex={0}>
                  {children}
                </div>
              ) : null}
              {footer ? (
                <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end dark:border-slate-800">{footer}</div>
              ) : null}
            </Dialog.Content>
          </div>
        </Dialog.Portal>
        <DiscardChangesDialog
          isOpen={pendingClose !== null}
          onKeepEditing={() => setPendingClose(null)}
          onDiscard={() => {
            const close = pendingClose;
            setPendingClose(null);
            close?.();
          }}
        />
      </Dialog.Root>
    </GuardCloseContext.Provider>
  );
}

/** The question before unsaved changes are thrown away; Keep editing has the focus, so Enter loses nothing. */
function DiscardChangesDialog({ isOpen, onKeepEditing, onDiscard }: { isOpen: boolean; onKeepEditing: () => void; onDiscard: () => void }) {
  const keepEditing = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && onKeepEditing()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/40" />
        <div className="pointer-events-none fixed inset-0 z-[60] flex items-center justify-center p-6">
          <Dialog.Content
            role="alertdialog"
            onCloseAutoFocus={returnFocus.onCloseAutoFocus}
            // Radix focuses the first button (Discard) by default; Keep editing it is.
            onOpenAutoFocus={(event) => {
              returnFocus.onOpenAutoFocus();
              event.preventDefault();
              keepEditing.current?.focus();
            }}
            className="pointer-events-auto w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl outline-none dark:border-slate-800 dark:bg-slate-900"
          >
            <Dialog.Title className="text-lg font-semibold">{i18n.t('modal.discardTitle')}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">{i18n.t('modal.discardBody')}</Dialog.Description>
            <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button type="button" className="btn-secondary" onClick={onDiscard}>
                {i18n.t('modal.discard')}
              </button>
              <button ref={keepEditing} type="button" className="btn-primary" onClick={onKeepEditing}>
                {i18n.t('modal.keepEditing')}
              </button>
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface FormModalFooterProps {
  /** The form the primary button submits (its `id`). */
  formId: string;
  onCancel: () => void;
  /** Set while the request runs, for footers whose Cancel must wait for it. */
  isCancelDisabled?: boolean;
  isSubmitDisabled: boolean;
  isBusy: boolean;
  submitLabel: string;
  /** Shown on the primary button while `isBusy`. */
  busyLabel: string;
  /** The submit button's classes; the primary button unless the form destroys something. */
  submitClassName?: string;
  /** Why the submit button is disabled ("Add a name to create."), shown beside it; null when nothing blocks it. */
  submitBlockedMessage?: string | null;
}

/** A form modal's footer: Cancel (which asks first when the modal holds unsaved changes), and the primary button that submits the form. */
export function FormModalFooter({
  formId,
  onCancel,
  isCancelDisabled,
  isSubmitDisabled,
  isBusy,
  submitLabel,
  busyLabel,
  submitClassName = 'btn-primary',
  submitBlockedMessage = null,
}: FormModalFooterProps) {
  const guardClose = useGuardedClose();
  const noteId = useId();
  const blockedMessage = isSubmitDisabled && !isBusy ? submitBlockedMessage : null;
  return (
    <>
      <SubmitBlockedNote id={noteId} message={blockedMessage} />
      <button type="button" className="btn-secondary" onClick={() => guardClose(onCancel)} disabled={isCancelDisabled}>
        {i18n.t('common.cancel')}
      </button>
      <button type="submit" form={formId} className={submitClassName} disabled={isSubmitDisabled} aria-describedby={blockedMessage ? noteId : undefined}>
        {isBusy ? busyLabel : submitLabel}
      </button>
    </>
  );
}
