import { ListChecks, Zap } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/modal.tsx';

type CreationMode = 'quick' | 'advanced';

const CREATION_CHOICES: { value: CreationMode; title: string; steps: string; text: string; path: string; Icon: typeof Zap }[] = [
  {
    value: 'quick',
    title: 'Quick Creation',
    steps: 'One step',
    text: 'Describe the situation and both roles; the character is written for you.',
    path: '/showcase/roleplay/quick-create',
    Icon: Zap,
  },
  {
    value: 'advanced',
    title: 'Advanced Creation',
    steps: 'Four steps',
    text: 'Build on a persona, a rubric, an optional glossary and your source files.',
    path: '/showcase/roleplay/advance-create',
    Icon: ListChecks,
  },
];

export interface NewRoleplayModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/** New Roleplay: chooses quick or advanced creation, then Proceed opens that page. */
export function NewRoleplayModal({ isOpen, onClose }: NewRoleplayModalProps) {
  const navigate = useNavigate();
  const baseId = useId();
  const [choice, setChoice] = useState<CreationMode>('quick');
  const chosen = CREATION_CHOICES.find((item) => item.value === choice) ?? CREATION_CHOICES[0];

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="New Roleplay"
      description="How would you like to create your scenario?"
      width="36rem"
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn-primary" onClick={() => chosen && navigate(chosen.path)}>
            Proceed
          </button>
        </>
      }
    >
      <fieldset>
        <legend className="sr-only">Creation mode</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {CREATION_CHOICES.map(({ value, title, steps, text, Icon }) => {
            const isChosen = choice === value;
            return (
              <label
                key={value}
                className={`flex cursor-pointer flex-col gap-2 rounded-xl border-2 p-4 transition-colors has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand-500 ${
                  isChosen
                    ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-900/30'
                    : 'border-slate-200 hover:border-slate-300 dark:border-slate-700 dark:hover:border-slate-600'
                }`}
              >
                <input
                  type="radio"
                  name={`${baseId}-creation`}
                  value={value}
                  checked={isChosen}
                  onChange={() => setChoice(value)}
                  className="sr-only"
                  aria-describedby={`${baseId}-${value}-text`}
                />
                <span className={`flex size-9 items-center justify-center rounded-lg ${isChosen ? 'bg-brand-600 text-white dark:bg-brand-500' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'}`}>
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="font-semibold text-slate-900 dark:text-white">{title}</span>
                <span id={`${baseId}-${value}-text`} className="text-sm text-slate-600 dark:text-slate-300">
                  <span className="font-medium text-slate-800 dark:text-slate-100">{steps}.</span> {text}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </Modal>
  );
}
