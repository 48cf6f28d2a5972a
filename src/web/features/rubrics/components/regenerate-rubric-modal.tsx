import { RegenerateRubricInputSchema } from '@shared/contracts/rubrics.ts';
import { RUBRIC_DESCRIPTION_MAX_LENGTH } from '@shared/contracts/rubrics-constants.ts';
import { RegenerateDialog } from '@/components/regenerate-dialog.tsx';
import { toast, toastFailure } from '@/components/toast.ts';
import { useRegenerateRubric } from '@/features/rubrics/api/regenerate-rubric.ts';
import type { CreatedAssessment } from '@/features/rubrics/api/create-rubric.ts';

export const RUBRIC_REGENERATED_MESSAGE = 'Rubric regenerated successfully!';
export const RUBRIC_REGENERATE_FAILED_MESSAGE = 'Rubric failed to be regenerated. Please try again.';

export interface RegeneratedRubricTarget {
  id: string;
  name: string;
  /** The description it was generated from. */
  description: string;
}

export interface RegenerateRubricModalProps {
  /** The owner's rubric to regenerate; null keeps the modal closed. */
  rubric: RegeneratedRubricTarget | null;
  onClose: () => void;
  /** Called with the regenerated rubric once its job has completed. */
  onRegenerated?: (assessment: CreatedAssessment) => void;
}

/**
 * Asks before the rubric's criteria are generated again (they replace the current ones), with its description ready
 * to edit first; each regeneration keeps the criteria, weights and pass mark and words the levels anew. Then waits
 * for the job.
 */
export function RegenerateRubricModal({ rubric, onClose, onRegenerated }: RegenerateRubricModalProps) {
  // A fresh description field for every rubric the modal opens on.
  return <RegenerateRubricDialog key={rubric?.id ?? 'closed'} rubric={rubric} onClose={onClose} onRegenerated={onRegenerated} />;
}

function RegenerateRubricDialog({ rubric, onClose, onRegenerated }: RegenerateRubricModalProps) {
  const mutation = useRegenerateRubric();

  const regenerate = async (description: string | undefined) => {
    if (!rubric) return;
    try {
      const regenerated = await mutation.mutateAsync({ id: rubric.id, description });
      toast.success(RUBRIC_REGENERATED_MESSAGE);
      onRegenerated?.(regenerated);
      onClose();
    } catch (failure) {
      toastFailure(RUBRIC_REGENERATE_FAILED_MESSAGE, failure);
    }
  };

  return (
    <RegenerateDialog
      isOpen={rubric !== null}
      onClose={onClose}
      title="Regenerate Rubric"
      description={
        <>
          <span className="font-medium break-words text-slate-900 dark:text-white">{rubric?.name}</span> is generated again from the description below, which
          you can change first. The new criteria replace the current ones, including any edits; the name stays. Each regeneration keeps the criteria, weights
          and pass mark the description states and words the levels anew.
        </>
      }
      fieldId="regenerate-rubric-description"
      fieldLabel="Description"
      initialText={rubric?.description ?? ''}
      maxLength={RUBRIC_DESCRIPTION_MAX_LENGTH}
      schema={RegenerateRubricInputSchema.shape.description}
      isBusy={mutation.isPending}
      busyNote="Regenerating the rubric. You can close this window: a notification follows when it is ready."
      onRegenerate={(description) => void regenerate(description)}
    />
  );
}
