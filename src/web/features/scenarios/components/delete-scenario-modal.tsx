import type { Scenario } from '@shared/contracts/scenarios.ts';
import { ConfirmModal, DANGER_BUTTON_CLASS } from '@/components/confirm-modal.tsx';
import { toast, toastFailure } from '@/components/toast.ts';
import { useDeleteScenario } from '@/features/scenarios/api/delete-scenario.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

export interface DeleteScenarioModalProps {
  /** The owner's scenario to confirm; null keeps the modal closed. */
  scenario: Scenario | null;
  onClose: () => void;
  /** Called once the delete job has completed. */
  onDeleted?: (scenario: Scenario) => void;
}

/** Asks before the owner's scenario is deleted, then deletes it through its job and says how it went. */
export function DeleteScenarioModal({ scenario, onClose, onDeleted }: DeleteScenarioModalProps) {
  const { t } = useTranslation();
  const mutation = useDeleteScenario();
  const isBusy = mutation.isPending;

  const confirm = async () => {
    if (!scenario || isBusy) return;
    try {
      await mutation.mutateAsync(scenario.id);
      toast.success(t('scenarioManage.delete.deleted'));
      onDeleted?.(scenario);
      onClose();
    } catch (error) {
      toastFailure(t('scenarioManage.delete.failed'), error);
    }
  };

  return (
    <ConfirmModal
      isOpen={scenario !== null}
      onClose={onClose}
      title={t('scenarioManage.delete.title')}
      description={richText(t('scenarioManage.delete.body', { name: scenario?.name ?? '' }), {
        name: (inner) => <span className="font-medium break-words text-slate-900 dark:text-white">{inner}</span>,
      })}
      width="28rem"
      onConfirm={() => void confirm()}
      confirmLabel={t('scenarioManage.delete.confirm')}
      confirmClassName={DANGER_BUTTON_CLASS}
      isBusy={isBusy}
      busyLabel={t('scenarioManage.delete.deleting')}
    />
  );
}
