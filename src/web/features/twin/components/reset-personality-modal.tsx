import { ConfirmModal } from '@/components/confirm-modal.tsx';
import { TWIN_DANGER_BUTTON_CLASS } from '@/features/twin/twin-display.ts';
import { useResetPersonality } from '@/features/twin/api/reset-personality.ts';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';

/** The confirm before Reset Personality: the summary and every answer go, memories stay. */
export function ResetPersonalityModal({ isOpen, onClose, onReset }: { isOpen: boolean; onClose: () => void; onReset: () => void }) {
  const reset = useResetPersonality();
  const confirm = async () => {
    try {
      await reset.mutateAsync();
      toast.success('Personality reset. Your answers and summary are cleared.', { id: 'twin-reset' });
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
      title="Reset Personality"
      description="This clears your summary and every interview answer, so you can start the interview again. Your memories stay in your locker."
      width="28rem"
      onConfirm={() => void confirm()}
      confirmLabel="Reset"
      confirmClassName={TWIN_DANGER_BUTTON_CLASS}
      isBusy={reset.isPending}
      busyLabel="Resetting…"
    />
  );
}
