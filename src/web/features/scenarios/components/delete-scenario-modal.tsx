import type { Scenario } from '@shared/contracts/scenarios.ts';
import { ConfirmModal, DANGER_BUTTON_CLASS } from '@/components/confirm-modal.tsx';
import { toast, toastFailure } from '@/components/toast.ts';
import { useDeleteScenario } from '@/features/scenarios/api/delete-scenario.ts';

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
      toastFailure(SCENARIO_DELETE_FAILED_MESSAGE, error);
    }
  };

  return (
    <ConfirmModal
      isOpen={scenario !== null}
      onClose={onClose}
      title="Delete Roleplay"
      description={
        <>
          <span className="font-medium break-words text-slate-900 dark:text-white">{scenario?.name}</span> will be removed for you and everyone it was shared with. This cannot be undone.
        </>
      }
      width="28rem"
      onConfirm={() => void confirm()}
      confirmLabel="Delete"
      confirmClassName={DANGER_BUTTON_CLASS}
      isBusy={isBusy}
      busyLabel="Deleting..."
    />
  );
}
