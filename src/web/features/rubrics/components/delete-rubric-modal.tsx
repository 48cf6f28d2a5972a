import { DeleteLibraryItemModal } from '@/components/library/delete-library-item-modal.tsx';
import { useDeleteRubric } from '@/features/rubrics/api/delete-rubric.ts';
import { useRubricUsage } from '@/features/rubrics/api/get-rubric-usage.ts';

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
      kind="rubric"
      item={rubric}
      usage={useRubricUsage(rubric?.id)}
      mutation={useDeleteRubric()}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
