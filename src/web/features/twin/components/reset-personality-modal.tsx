import { toast } from 'sonner';
import { Modal } from '../../../components/modal.tsx';
import { useResetPersonality } from '../api/reset-personality.ts';

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
      toast.error(error instanceof Error ? error.message : String(error), { id: 'twin-reset-error' });
    }
  };
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Reset Personality"
      description="This clears your summary and every interview answer, so you can start the interview again. Your memories stay in your locker."
      width="28rem"
      isDismissDisabled={reset.isPending}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={reset.isPending}>
            Cancel
          </button>
          <button type="button" className="btn-primary bg-red-700 hover:bg-red-800" onClick={() => void confirm()} disabled={reset.isPending}>
            {reset.isPending ? 'Resetting…' : 'Reset'}
          </button>
        </>
      }
    />
  );
}
