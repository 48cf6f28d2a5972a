import type { ReactNode } from 'react';
import { Modal } from './modal.tsx';
import { i18n } from '@/i18n/i18n.ts';

/** The red confirm button of a choice that destroys something. */
export const DANGER_BUTTON_CLASS = 'btn bg-red-600 text-white hover:bg-red-700 disabled:opacity-60 dark:bg-red-600 dark:hover:bg-red-500';

export interface ConfirmModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** A CSS width for large screens, as for Modal. */
  width: string;
  children?: ReactNode;
  onConfirm: () => void;
  confirmLabel: string;
  /** The confirm button's classes; the primary button unless the choice destroys something. */
  confirmClassName?: string;
  /** While the confirmed request runs: the confirm button is disabled and says `busyLabel`. */
  isBusy?: boolean;
  busyLabel?: string;
  /** Disables the confirm button apart from `isBusy` (while what the choice depends on is still loading). */
  isConfirmDisabled?: boolean;
  /**
   * The request goes on by itself once confirmed (a job that announces its end): the modal can still be closed
   * while it runs, and Cancel says Close then. Otherwise Cancel and dismissing wait for it.
   */
  canCloseWhileBusy?: boolean;
}

/** A question before an action: Cancel, then the button that confirms it. */
export function ConfirmModal({
  isOpen,
  onClose,
  title,
  description,
  width,
  children,
  onConfirm,
  confirmLabel,
  confirmClassName = 'btn-primary',
  isBusy = false,
  busyLabel,
  isConfirmDisabled = false,
  canCloseWhileBusy = false,
}: ConfirmModalProps) {
  const isCloseDisabled = isBusy && !canCloseWhileBusy;
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      description={description}
      width={width}
      isDismissDisabled={isCloseDisabled}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={isCloseDisabled}>
            {isBusy && canCloseWhileBusy ? i18n.t('common.close') : i18n.t('common.cancel')}
          </button>
          <button type="button" className={confirmClassName} onClick={onConfirm} disabled={isBusy || isConfirmDisabled}>
            {isBusy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
