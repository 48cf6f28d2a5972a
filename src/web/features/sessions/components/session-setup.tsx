import { MessageSquareText, Video } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { SESSION_LANGUAGES, type SessionLanguage } from '@shared/contracts/conversations-constants.ts';
import { ROLEPLAY_MODES } from '@shared/contracts/scenarios-constants.ts';
import { SelectOptions } from '@/components/select-options.tsx';
import { SelectField } from '@/components/text-field.tsx';
import { type RoleplayMode, type SessionOptions } from '@/features/sessions/session-options.ts';
import { timerChoices, timerLabel } from '@/features/sessions/timer-choices.ts';

const MODE_TEXT: Record<RoleplayMode, { textKey: 'meet.modeSpeechText' | 'meet.modeTextText'; icon: ReactNode }> = {
  speech: { textKey: 'meet.modeSpeechText', icon: <Video className="size-5" aria-hidden /> },
  text: { textKey: 'meet.modeTextText', icon: <MessageSquareText className="size-5" aria-hidden /> },
};

export interface SessionSetupProps {
  options: SessionOptions;
  onChange: (patch: Partial<SessionOptions>) => void;
  isDisabled?: boolean;
}

/** Mode, timer and language of the session about to start; the Roleplay Mode dialog's choice, changeable here. */
export function SessionSetup({ options, onChange, isDisabled = false }: SessionSetupProps) {
  const { t } = useTranslation();
  const baseId = useId();
  return (
    <div className="flex flex-col gap-5">
      <fieldset disabled={isDisabled}>
        <legend className="field-label">{t('meet.mode')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ROLEPLAY_MODES.map((mode) => {
            const isChosen = options.mode === mode;
            return (
              <label
                key={mode}
                className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 p-3 transition-colors has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand-500 ${
                  isChosen
                    ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-900/30'
                    : 'border-slate-200 hover:border-slate-300 dark:border-slate-700 dark:hover:border-slate-600'
                }`}
              >
                <input
                  type="radio"
                  name={`${baseId}-mode`}
                  value={mode}
                  checked={isChosen}
                  onChange={() => onChange({ mode })}
                  className="sr-only"
                  aria-describedby={`${baseId}-${mode}-text`}
                />
                <span
                  className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${
                    isChosen ? 'bg-brand-600 text-white dark:bg-brand-500' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'
                  }`}
                >
                  {MODE_TEXT[mode].icon}
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900 dark:text-white">{t(`session.mode.${mode}`)}</span>
                  <span id={`${baseId}-${mode}-text`} className="block text-sm text-slate-600 dark:text-slate-300">
                    {t(MODE_TEXT[mode].textKey)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${baseId}-timer`}
          label={t('meet.timer')}
          value={options.minutes === null ? '' : String(options.minutes)}
          onChange={(event) => onChange({ minutes: event.target.value === '' ? null : Number(event.target.value) })}
          disabled={isDisabled}
        >
          <option value="">{timerLabel(null)}</option>
          <SelectOptions values={timerChoices(options.minutes)} labelOf={timerLabel} />
        </SelectField>
        <SelectField
          id={`${baseId}-language`}
          label={t('meet.language')}
          value={options.language}
          onChange={(event) => onChange({ language: event.target.value as SessionLanguage })}
          disabled={isDisabled}
        >
          <SelectOptions values={SESSION_LANGUAGES} labelOf={(language) => t(`session.languageLabel.${language}`)} />
        </SelectField>
      </div>
    </div>
  );
}
