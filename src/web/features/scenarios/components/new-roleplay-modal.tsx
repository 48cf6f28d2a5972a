import { ListChecks, Zap } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/modal.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { OptionCard } from './option-card.tsx';

type CreationMode = 'quick' | 'advanced';

// Each choice's texts are the catalogue's under scenarioManage.new.<value>.
const CREATION_CHOICES: { value: CreationMode; path: string; Icon: typeof Zap }[] = [
  {
    value: 'quick',
    path: '/showcase/roleplay/quick-create',
    Icon: Zap,
  },
  {
    value: 'advanced',
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const baseId = useId();
  const [choice, setChoice] = useState<CreationMode>('quick');
  const chosen = CREATION_CHOICES.find((item) => item.value === choice) ?? CREATION_CHOICES[0];

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('scenarioManage.new.title')}
      description={t('scenarioManage.new.description')}
      width="36rem"
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn-primary" onClick={() => chosen && navigate(chosen.path)}>
            {t('scenarioManage.new.proceed')}
          </button>
        </>
      }
    >
      <fieldset>
        <legend className="sr-only">{t('scenarioManage.new.mode')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {CREATION_CHOICES.map(({ value, Icon }) => (
            <OptionCard
              key={value}
              name={`${baseId}-creation`}
              value={value}
              isChosen={choice === value}
              onChoose={() => setChoice(value)}
              textId={`${baseId}-${value}-text`}
              icon={<Icon className="size-5" aria-hidden />}
              title={t(`scenarioManage.new.${value}.title`)}
            >
              <span className="font-medium text-slate-800 dark:text-slate-100">{t(`scenarioManage.new.${value}.steps`)}</span> {t(`scenarioManage.new.${value}.text`)}
            </OptionCard>
          ))}
        </div>
      </fieldset>
    </Modal>
  );
}
