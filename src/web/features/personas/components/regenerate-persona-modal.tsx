import { toast } from 'sonner';
import type { Persona } from '../../../../shared/contracts/personas.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { toastFailure } from '../../../components/toast.ts';
import { useRegeneratePersona } from '../api/regenerate-persona.ts';

export const PERSONA_REGENERATED_MESSAGE = 'Persona regenerated successfully!';
export const PERSONA_REGENERATE_FAILED_MESSAGE = 'Persona failed to be regenerated. Please try again.';

export interface RegeneratePersonaModalProps {
  /** The owner's persona to regenerate; null keeps the modal closed. */
  persona: Pick<Persona, 'id' | 'name' | 'persona_prompt'> | null;
  onClose: () => void;
  /** Called with the regenerated persona once its job has completed. */
  onRegenerated?: (persona: Persona) => void;
}

/** Asks before the persona's traits are generated again from its prompt (they replace the current ones), then waits for the job. */
export function RegeneratePersonaModal({ persona, onClose, onRegenerated }: RegeneratePersonaModalProps) {
  const mutation = useRegeneratePersona();
  const isBusy = mutation.isPending;

  const confirm = async () => {
    if (!persona || isBusy) return;
    try {
      const regenerated = await mutation.mutateAsync(persona.id);
      toast.success(PERSONA_REGENERATED_MESSAGE);
      onRegenerated?.(regenerated);
      onClose();
    } catch (error) {
      toastFailure(PERSONA_REGENERATE_FAILED_MESSAGE, error);
    }
  };

  return (
    <ConfirmModal
      isOpen={persona !== null}
      onClose={onClose}
      title="Regenerate Persona"
      description={
        <>
          <span className="font-medium break-words text-slate-900 dark:text-white">{persona?.name}</span> is generated again from the prompt it came from. The
          new traits replace the current ones, including any edits; the name stays.
        </>
      }
      width="32rem"
      onConfirm={() => void confirm()}
      confirmLabel="Regenerate"
      isBusy={isBusy}
      busyLabel="Regenerating..."
      canCloseWhileBusy
    >
      <div className="space-y-3 text-sm">
        <p className="font-medium text-slate-900 dark:text-white">Created from:</p>
        <blockquote className="rounded-lg border-l-4 border-brand-500 bg-slate-50 px-3 py-2 break-words whitespace-pre-line text-slate-700 dark:bg-slate-800/60 dark:text-slate-200">
          {persona?.persona_prompt}
        </blockquote>
        {isBusy ? (
          <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900 dark:bg-brand-900/40 dark:text-brand-100">
            Regenerating the persona. You can close this window: a notification follows when it is ready.
          </p>
        ) : null}
      </div>
    </ConfirmModal>
  );
}
