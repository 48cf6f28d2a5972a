import { ListChecks, Zap } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/modal.tsx';
import { OptionCard } from './option-card.tsx';

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
          {CREATION_CHOICES.map(({ value, title, steps, text, Icon }) => (
            <OptionCard
              key={value}
              name={`${baseId}-creation`}
              value={value}
              isChosen={choice === value}
              onChoose={() => setChoice(value)}
              textId={`${baseId}-${value}-text`}
              icon={<Icon className="size-5" aria-hidden />}
              title={title}
            >
              <span className="font-medium text-slate-800 dark:text-slate-100">{steps}.</span> {text}
            </OptionCard>
          ))}
        </div>
      </fieldset>
    </Modal>
  );
}
