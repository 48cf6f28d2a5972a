import { toast } from 'sonner';
import { Modal } from '../../../components/modal.tsx';
import { useDeleteRubric } from '../api/delete-rubric.ts';
import { useRubricUsage } from '../api/get-rubric-usage.ts';

export const RUBRIC_DELETED_MESSAGE = 'Rubric deleted successfully!';
export const RUBRIC_DELETE_FAILED_MESSAGE = 'Rubric failed to be deleted. Please try again.';

export interface DeletedRubricTarget {
  id: string;
  name: string;
}

export interface DeleteRubricModalProps {
  /** The owner's rubric to confirm; null keeps the modal closed. */
  rubric: DeletedRubricTarget | null;
  onClose: () => void;
  /** Called once the rubric is deleted. */
  onDeleted?: (rubric: DeletedRubricTarget) => void;
}

/** Asks before the owner's rubric is deleted, naming the scenarios that use it (they keep their own copy). */
export function DeleteRubricModal({ rubric, onClose, onDeleted }: DeleteRubricModalProps) {
  const mutation = useDeleteRubric();
  const usage = useRubricUsage(rubric?.id);
  const isBusy = mutation.isPending;
  const scenarios = usage.data ?? [];

  const confirm = async () => {
    if (!rubric || isBusy) return;
    try {
      const answer = await mutation.mutateAsync(rubric.id);
      const kept = answer.kept_in_scenarios.map((scenario) => scenario.name);
      toast.success(RUBRIC_DELETED_MESSAGE, kept.length > 0 ? { description: `Graded from their own copy from now on: ${kept.join(', ')}.` } : undefined);
      onDeleted?.(rubric);
      onClose();
    } catch (error) {
      toast.error(RUBRIC_DELETE_FAILED_MESSAGE, { description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <Modal
      isOpen={rubric !== null}
      onClose={onClose}
      isDismissDisabled={isBusy}
      title="Delete Rubric"
      description={
        <>
          <span className="font-medium break-words text-slate-900 dark:text-white">{rubric?.name}</span> will be removed from your library. This cannot be undone.
        </>
      }
      width="30rem"
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={isBusy}>
            Cancel
          </button>
          <button
            type="button"
            className="btn bg-red-600 text-white hover:bg-red-700 disabled:opacity-60 dark:bg-red-600 dark:hover:bg-red-500"
            onClick={() => void confirm()}
            // The person decides knowing which scenarios use it.
            disabled={isBusy || usage.isPending}
          >
            {isBusy ? 'Deleting...' : 'Delete'}
          </button>
        </>
      }
    >
      <div className="text-sm text-slate-700 dark:text-slate-300" data-testid="rubric-usage">
        {usage.isPending ? (
          <p role="status">Checking which scenarios use it…</p>
        ) : usage.error ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            Could not check which scenarios use it: {usage.error.message}
          </p>
        ) : scenarios.length === 0 ? (
          <p>No scenario uses this rubric.</p>
        ) : (
          <>
            <p>
              {scenarios.length === 1
                ? 'This scenario uses it and will keep being graded against its own copy:'
                : `These ${scenarios.length} scenarios use it and will keep being graded against their own copy:`}
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {scenarios.map((scenario) => (
                <li key={scenario.id} className="break-words font-medium text-slate-900 dark:text-white">
                  {scenario.name}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Modal>
  );
}
