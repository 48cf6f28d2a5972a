import { Modal } from '@/components/modal.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

/** Shown from the post until the scenario's job ends; closing it does not stop the job, whose toast still follows. */
export function ScenarioLoadingModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('scenarioForm.loading.title')} width="28rem">
      <div className="flex flex-col items-center gap-4 py-4 text-center">
        <Spinner size="lg" label={t('scenarioForm.loading.spinner')} />
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('scenarioForm.loading.body')}
        </p>
      </div>
    </Modal>
  );
}
