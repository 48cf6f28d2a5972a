import { SESSION_CREDIT_COST } from '@shared/contracts/scenarios-constants.ts';
import { Modal } from '@/components/modal.tsx';

export interface RoleplayDescriptionModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The balance, when known. */
  balance: number | null;
}

/** What a roleplay session is and what it costs. */
export function RoleplayDescriptionModal({ isOpen, onClose, balance }: RoleplayDescriptionModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="What is a roleplay session?"
      width="30rem"
      footer={
        <button type="button" className="btn-primary" onClick={onClose}>
          OK
        </button>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-slate-700 dark:text-slate-200">
        <p>
          A roleplay session is a practice conversation with the scenario&apos;s character, who stays in role and reacts to how you handle it. Talk out loud or
          write, with or without a timer. Every line is saved as you go, so you can come back to it.
        </p>
        <p>
          A session needs <strong>{SESSION_CREDIT_COST} credits</strong>, taken when it starts.
        </p>
        <p className="font-semibold">{balance === null ? 'Your balance is not known right now.' : `Your balance: ${balance} credits`}</p>
      </div>
    </Modal>
  );
}
