import { useTranslation } from '@/i18n/use-translation.ts';
import { ConfirmModal } from '@/components/confirm-modal.tsx';

export interface EndSessionModalProps {
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => void;
  isEnding: boolean;
}

/** Asks before ending: an ended session takes no more turns. */
export function EndSessionModal({ isOpen, onClose, onConfirm, isEnding }: EndSessionModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      isOpen={isOpen}
      onClose={onClose}
      title={t('session.endConfirmTitle')}
      description={t('session.endConfirmBody')}
      width="28rem"
      onConfirm={onConfirm}
      confirmLabel={t('session.end')}
      confirmClassName="btn bg-red-700 text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-700"
      isBusy={isEnding}
      busyLabel={t('session.ending')}
    />
  );
}
