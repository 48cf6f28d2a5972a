import { Modal } from '@/components/modal.tsx';
import { Spinner } from '@/components/spinner.tsx';

/** Shown from the post until the scenario's job ends; closing it does not stop the job, whose toast still follows. */
export function ScenarioLoadingModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Creating your scenario" width="28rem">
      <div className="flex flex-col items-center gap-4 py-4 text-center">
        <Spinner size="lg" label="Creating the scenario" />
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Engram is writing the character and the situation from what you entered. You can close this window: a notification follows when the
          scenario is ready.
        </p>
      </div>
    </Modal>
  );
}
