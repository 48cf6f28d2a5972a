import { useTranslation } from '@/i18n/use-translation.ts';
import { ConfirmModal } from '@/components/confirm-modal.tsx';
import { TWIN_DANGER_BUTTON_CLASS } from '@/features/twin/twin-display.ts';
import { useResetPersonality } from '@/features/twin/api/reset-personality.ts';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';

/** The confirm before Reset Personality: the summary and every answer go, memories stay. */
export function ResetPersonalityModal({ isOpen, onClose, onReset }: { isOpen: boolean; onClose: () => void; onReset: () => void }) {
  const { t } = useTranslation();
  const reset = useResetPersonality();
  const confirm = async () => {
    try {
      await reset.mutateAsync();
      toast.success(t('twin.reset.done'), { id: 'twin-reset' });
      onClose();
      onReset();
    } catch (error) {
      toast.error(readable(error), { id: 'twin-reset-error' });
    }
  };
  return (
    <ConfirmModal
      isOpen={isOpen}
      onClose={onClose}
      title={t('twin.reset.title')}
      description={t('twin.reset.description')}
      width="28rem"
      onConfirm={() => void confirm()}
      confirmLabel={t('twin.reset.confirm')}
      confirmClassName={TWIN_DANGER_BUTTON_CLASS}
      isBusy={reset.isPending}
      busyLabel={t('twin.reset.busy')}
    />
  );
}
