import { useState } from 'react';
import { RegenerateRubricInputSchema } from '@shared/contracts/rubrics.ts';
import { RUBRIC_DESCRIPTION_MAX_LENGTH } from '@shared/contracts/rubrics-constants.ts';
import { ConfirmModal } from '@/components/confirm-modal.tsx';
import { toast, toastFailure } from '@/components/toast.ts';
import { useRegenerateRubric } from '@/features/rubrics/api/regenerate-rubric.ts';
import type { CreatedAssessment } from '@/features/rubrics/api/create-rubric.ts';

export const RUBRIC_REGENERATED_MESSAGE = 'Rubric regenerated successfully!';
export const RUBRIC_REGENERATE_FAILED_MESSAGE = 'Rubric failed to be regenerated. Please try again.';

const DESCRIPTION_ID = 'regenerate-rubric-description';
const descriptionSchema = RegenerateRubricInputSchema.shape.description;

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
  const isBusy = mutation.isPending;
  const [description, setDescription] = useState(rubric?.description ?? '');
  const checked = descriptionSchema.safeParse(description);
  const error = checked.success ? null : (checked.error.issues[0]?.message ?? null);

  const confirm = async () => {
    if (!rubric || isBusy || !checked.success || checked.data === undefined) return;
    const isEdited = checked.data !== rubric.description.trim();
    try {
      const regenerated = await mutation.mutateAsync({ id: rubric.id, description: isEdited ? checked.data : undefined });
      toast.success(RUBRIC_REGENERATED_MESSAGE);
      onRegenerated?.(regenerated);
      onClose();
    } catch (failure) {
      toastFailure(RUBRIC_REGENERATE_FAILED_MESSAGE, failure);
    }
  };

  return (
    <ConfirmModal
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
      width="36rem"
      onConfirm={() => void confirm()}
      confirmLabel="Regenerate"
      isBusy={isBusy}
      isConfirmDisabled={error !== null}
      busyLabel="Regenerating..."
      canCloseWhileBusy
    >
      <div className="space-y-3 text-sm">
        <div>
          <label htmlFor={DESCRIPTION_ID} className="field-label">
            Description
          </label>
          <textarea
            id={DESCRIPTION_ID}
            className="field-input resize-y"
            rows={5}
            value={description}
            maxLength={RUBRIC_DESCRIPTION_MAX_LENGTH}
            disabled={isBusy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${DESCRIPTION_ID}-error` : undefined}
            onChange={(event) => setDescription(event.target.value)}
          />
          {error ? (
            <p id={`${DESCRIPTION_ID}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          ) : null}
        </div>
        {isBusy ? (
          <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900 dark:bg-brand-900/40 dark:text-brand-100">
            Regenerating the rubric. You can close this window: a notification follows when it is ready.
          </p>
        ) : null}
      </div>
    </ConfirmModal>
  );
}
