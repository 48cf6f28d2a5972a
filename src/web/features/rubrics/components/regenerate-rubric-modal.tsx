import { RegenerateRubricInputSchema } from '@shared/contracts/rubrics.ts';
import { RUBRIC_DESCRIPTION_MAX_LENGTH } from '@shared/contracts/rubrics-constants.ts';
import { RegenerateDialog } from '@/components/regenerate-dialog.tsx';
import { useRegenerateRubric } from '@/features/rubrics/api/regenerate-rubric.ts';
import type { CreatedAssessment } from '@/features/rubrics/api/create-rubric.ts';
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
  return (
    <RegenerateDialog
      item={rubric && { id: rubric.id, name: rubric.name, text: rubric.description }}
      onClose={onClose}
      regenerate={(id, description) => mutation.mutateAsync({ id, description })}
      isBusy={mutation.isPending}
      onRegenerated={onRegenerated}
      texts={{
        title: t('rubricRegenerate.title'),
        body: t('rubricRegenerate.body', { name: rubric?.name ?? '' }),
        fieldLabel: t('rubricRegenerate.description'),
        busy: t('rubricRegenerate.busy'),
        done: t('rubricRegenerate.done'),
        failed: t('rubricRegenerate.failed'),
      }}
      fieldId="regenerate-rubric-description"
      maxLength={RUBRIC_DESCRIPTION_MAX_LENGTH}
      schema={RegenerateRubricInputSchema.shape.description}
    />
  );
}
