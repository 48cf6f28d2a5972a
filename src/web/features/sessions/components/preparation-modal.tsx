import { useTranslation } from '@/i18n/use-translation.ts';
import { Modal } from '@/components/modal.tsx';
import { Spinner } from '@/components/spinner.tsx';

/** Shown only while starting a session takes a while; closing it does not stop the start, and a notification follows. */
export function PreparationModal({ isOpen, onClose, characterName }: { isOpen: boolean; onClose: () => void; characterName: string }) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('preparation.title')} width="28rem">
      <div className="flex flex-col items-center gap-4 py-4 text-center">
        <Spinner size="lg" label={t('preparation.spinner')} />
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('preparation.body', { name: characterName })}</p>
      </div>
    </Modal>
  );
}
