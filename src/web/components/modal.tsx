import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';

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
}

/**
 * Dialog with a dimmed backdrop; closes on Escape, a backdrop click or the optional cross.
 * Radix keeps focus inside while open and returns it to the opener on close.
 */
export function Modal({ isOpen, onClose, title, description, children, footer, hasCloseButton = true, width, isDismissDisabled = false }: ModalProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && !isDismissDisabled && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-[2px]" />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-6">
          <Dialog.Content
            className="pointer-events-auto flex max-h-[92dvh] w-full flex-col rounded-t-2xl border border-slate-200 bg-white shadow-2xl outline-none sm:rounded-2xl lg:w-[var(--modal-width,80%)] dark:border-slate-800 dark:bg-slate-900"
            style={width ? ({ '--modal-width': width } as CSSProperties) : undefined}
            {...(description ? {} : { 'aria-describedby': undefined })}
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
                  aria-label="Close"
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
}

/** A form modal's footer: Cancel, and the primary button that submits the form. */
export function FormModalFooter({ formId, onCancel, isCancelDisabled, isSubmitDisabled, isBusy, submitLabel, busyLabel }: FormModalFooterProps) {
  return (
    <>
      <button type="button" className="btn-secondary" onClick={onCancel} disabled={isCancelDisabled}>
        Cancel
      </button>
      <button type="submit" form={formId} className="btn-primary" disabled={isSubmitDisabled}>
        {isBusy ? busyLabel : submitLabel}
      </button>
    </>
  );
}
