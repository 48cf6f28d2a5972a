import { RegenerateRubricInputSchema } from '@shared/contracts/rubrics.ts';
import { RUBRIC_DESCRIPTION_MAX_LENGTH } from '@shared/contracts/rubrics-constants.ts';
import { RegenerateDialog } from '@/components/regenerate-dialog.tsx';
import { toast, toastFailure } from '@/components/toast.ts';
import { useRegenerateRubric } from '@/features/rubrics/api/regenerate-rubric.ts';
import type { CreatedAssessment } from '@/features/rubrics/api/create-rubric.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

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
  const { t } = useTranslation();
  const mutation = useRegenerateRubric();

  const regenerate = async (description: string | undefined) => {
    if (!rubric) return;
    try {
      const regenerated = await mutation.mutateAsync({ id: rubric.id, description });
      toast.success(t('rubricRegenerate.done'));
      onRegenerated?.(regenerated);
      onClose();
    } catch (failure) {
      toastFailure(t('rubricRegenerate.failed'), failure);
    }
  };

  return (
    <RegenerateDialog
      isOpen={rubric !== null}
      onClose={onClose}
      title={t('rubricRegenerate.title')}
      description={richText(t('rubricRegenerate.body', { name: rubric?.name ?? '' }), {
        name: (inner) => <span className="font-medium break-words text-slate-900 dark:text-white">{inner}</span>,
      })}
      fieldId="regenerate-rubric-description"
      fieldLabel={t('rubricRegenerate.description')}
      initialText={rubric?.description ?? ''}
      maxLength={RUBRIC_DESCRIPTION_MAX_LENGTH}
      schema={RegenerateRubricInputSchema.shape.description}
      isBusy={mutation.isPending}
      busyNote={t('rubricRegenerate.busy')}
      onRegenerate={(description) => void regenerate(description)}
    />
  );
}
