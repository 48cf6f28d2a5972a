import { ConfirmModal } from '@/components/confirm-modal.tsx';

export interface EndSessionModalProps {
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => void;
  isEnding: boolean;
}

/** Asks before ending: an ended session takes no more turns. */
export function EndSessionModal({ isOpen, onClose, onConfirm, isEnding }: EndSessionModalProps) {
  return (
    <ConfirmModal
      isOpen={isOpen}
      onClose={onClose}
      title="End this session?"
      description="Everything said so far is saved. Once the session ends, no more lines can be added to it."
      width="28rem"
      onConfirm={onConfirm}
      confirmLabel="End Session"
      confirmClassName="btn bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-700"
      isBusy={isEnding}
      busyLabel="Ending…"
    />
  );
}
