import { toast } from 'sonner';
import type { PersonaUsageAnswer } from '../../../../shared/contracts/personas.ts';
import { Modal } from '../../../components/modal.tsx';
import { useDeletePersona, usePersonaUsage } from '../api/delete-persona.ts';

export const PERSONA_DELETED_MESSAGE = 'Persona deleted successfully!';
export const PERSONA_DELETE_FAILED_MESSAGE = 'Persona failed to be deleted. Please try again.';

/** "Used by 2 scenarios: A, B. They keep working with their own copy." or that none uses it. */
export function describePersonaUsage(scenarios: PersonaUsageAnswer['scenarios']): string {
  if (scenarios.length === 0) return 'No scenario uses this persona.';
  const names = scenarios.map((scenario) => scenario.name).join(', ');
  return scenarios.length === 1
    ? `Used by 1 scenario: ${names}. It keeps working with its own copy.`
    : `Used by ${scenarios.length} scenarios: ${names}. They keep working with their own copy.`;
}

export interface DeletePersonaModalProps {
  /** The owner's persona to confirm; null keeps the modal closed. */
  persona: { id: string; name: string } | null;
  onClose: () => void;
  /** Called once the persona is deleted. */
  onDeleted?: (id: string) => void;
}

/** Asks before the owner's persona is deleted, naming the scenarios that use it, then deletes it and says how it went. */
export function DeletePersonaModal({ persona, onClose, onDeleted }: DeletePersonaModalProps) {
  const usage = usePersonaUsage(persona?.id);
  const mutation = useDeletePersona();
  const isBusy = mutation.isPending;

  const confirm = async () => {
    if (!persona || isBusy) return;
    try {
      await mutation.mutateAsync(persona.id);
      toast.success(PERSONA_DELETED_MESSAGE);
      onDeleted?.(persona.id);
      onClose();
    } catch (error) {
      toast.error(PERSONA_DELETE_FAILED_MESSAGE, { description: error instanceof Error ? error.message : undefined });
    }
  };

  const usageText = usage.isPending
    ? 'Checking which scenarios use this persona...'
    : usage.isError
      ? 'Could not check which scenarios use this persona. Any that do keep working with their own copy.'
      : describePersonaUsage(usage.data.scenarios);

  return (
    <Modal
      isOpen={persona !== null}
      onClose={onClose}
      isDismissDisabled={isBusy}
      title="Delete Persona"
      description={
        <>
          <span className="font-medium break-words text-slate-900 dark:text-white">{persona?.name}</span> will be removed from your library. This cannot be
          undone.
        </>
      }
      width="28rem"
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={isBusy}>
            Cancel
          </button>
          <button
            type="button"
            className="btn bg-red-600 text-white hover:bg-red-700 disabled:opacity-60 dark:bg-red-600 dark:hover:bg-red-500"
            onClick={() => void confirm()}
            disabled={isBusy}
          >
            {isBusy ? 'Deleting...' : 'Delete'}
          </button>
        </>
      }
    >
      <p role="status" className="text-sm break-words text-slate-700 dark:text-slate-200">
        {usageText}
      </p>
    </Modal>
  );
}
