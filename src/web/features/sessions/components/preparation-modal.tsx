import { Modal } from '@/components/modal.tsx';
import { Spinner } from '@/components/spinner.tsx';

/** Shown only while starting a session takes a while; closing it does not stop the start, and a notification follows. */
export function PreparationModal({ isOpen, onClose, characterName }: { isOpen: boolean; onClose: () => void; characterName: string }) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Preparing your character" width="28rem">
      <div className="flex flex-col items-center gap-4 py-4 text-center">
        <Spinner size="lg" label="Preparing the character" />
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {characterName} is getting into role. Preparation takes about 1 to 2 minutes. You can close this window: a notification follows when the
          conversation is ready.
        </p>
      </div>
    </Modal>
  );
}
