import { DeleteLibraryItemModal } from '@/components/library/delete-library-item-modal.tsx';
import { useDeleteRubric } from '@/features/rubrics/api/delete-rubric.ts';
import { useRubricUsage } from '@/features/rubrics/api/get-rubric-usage.ts';

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
  onDeleted?: (id: string) => void;
}

/** Asks before the owner's rubric is deleted, naming the scenarios that use it (they are graded from their own copy). */
export function DeleteRubricModal({ rubric, onClose, onDeleted }: DeleteRubricModalProps) {
  return (
    <DeleteLibraryItemModal
      kind="Rubric"
      item={rubric}
      usage={useRubricUsage(rubric?.id)}
      mutation={useDeleteRubric()}
      keeps={(own) => `being graded against ${own} own copy`}
      messages={{ deleted: RUBRIC_DELETED_MESSAGE, failed: RUBRIC_DELETE_FAILED_MESSAGE }}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
