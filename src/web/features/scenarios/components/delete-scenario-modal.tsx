import { toast } from 'sonner';
import type { Scenario } from '../../../../shared/contracts/scenarios.ts';
import { Modal } from '../../../components/modal.tsx';
import { useDeleteScenario } from '../api/delete-scenario.ts';

export const SCENARIO_DELETED_MESSAGE = 'Roleplay deleted successfully!';
export const SCENARIO_DELETE_FAILED_MESSAGE = 'Roleplay failed to be deleted. Please try again.';

export interface DeleteScenarioModalProps {
  /** The owner's scenario to confirm; null keeps the modal closed. */
  scenario: Scenario | null;
  onClose: () => void;
  /** Called once the delete job has completed. */
  onDeleted?: (scenario: Scenario) => void;
}

/** Asks before the owner's scenario is deleted, then deletes it through its job and says how it went. */
export function DeleteScenarioModal({ scenario, onClose, onDeleted }: DeleteScenarioModalProps) {
  const mutation = useDeleteScenario();
  const isBusy = mutation.isPending;

  const confirm = async () => {
    if (!scenario || isBusy) return;
    try {
      await mutation.mutateAsync(scenario.id);
      toast.success(SCENARIO_DELETED_MESSAGE);
      onDeleted?.(scenario);
      onClose();
    } catch (error) {
      toast.error(SCENARIO_DELETE_FAILED_MESSAGE, { description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <Modal
      isOpen={scenario !== null}
      onClose={onClose}
      isDismissDisabled={isBusy}
      title="Delete Roleplay"
      description={
        <>
          <span className="font-medium break-words text-slate-900 dark:text-white">{scenario?.name}</span> will be removed for you and everyone it was shared with. This cannot be undone.
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
    />
  );
}
