import { Coins, MessageSquareText, Video } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { type Scenario } from '@shared/contracts/scenarios.ts';
import { ROLEPLAY_MODES, SESSION_TIMER_MINUTES } from '@shared/contracts/scenarios-constants.ts';
import { SESSION_CREDIT_COST } from '@shared/contracts/scenarios-constants.ts';
import { Modal } from '@/components/modal.tsx';
import { formatNumber } from '@/i18n/format.ts';
import { OptionCard } from './option-card.tsx';
import { sessionPath, type RoleplayMode, type SessionTimerMinutes } from '@/features/scenarios/session-path.ts';

/** The person's credit balance as the page knows it. */
export type CreditBalance = { status: 'loading' } | { status: 'error' } | { status: 'ready'; balance: number };

export interface RoleplayModeDialogProps {
  scenario: Scenario | null;
  onClose: () => void;
  credits: CreditBalance;
  /** The organisation that pays for the session instead of the person (then `credits` is its balance). */
  payerName?: string | null;
  /** Shown when the balance is short: how to get more credits (the page composes it from the credits feature). */
  getMoreCredits?: ReactNode;
  /**
   * Neither this browser's recognition nor the server's transcription can hear the learner here: Speech to speech is
   * marked unavailable for voice input, with the reason, and Text Mode is the default.
   */
  isLearnerUnheard?: boolean;
}

/** Each mode's card: its text's catalogue key, icon and whether it is marked popular (its title is `session.mode.*`). */
const MODE_CHOICES: Record<RoleplayMode, { textKey: string; icon: ReactNode; isPopular: boolean }> = {
  speech: { textKey: 'roleplayMode.speechText', icon: <Video className="size-5" aria-hidden />, isPopular: true },
  text: { textKey: 'roleplayMode.textText', icon: <MessageSquareText className="size-5" aria-hidden />, isPopular: false },
};

/** Chooses how a session runs (speech or text, with or without a time limit), then opens the session page. */
export function RoleplayModeDialog({ scenario, onClose, credits, payerName = null, getMoreCredits, isLearnerUnheard = false }: RoleplayModeDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={scenario !== null}
      onClose={onClose}
      title={t('roleplayMode.title')}
      description={scenario ? t('roleplayMode.description', { name: scenario.name }) : undefined}
      width="36rem"
    >
      {/* Keyed by scenario, so each opening starts from the defaults. */}
      {scenario ? <RoleplayModeForm key={scenario.id} scenario={scenario} onClose={onClose} credits={credits} payerName={payerName} getMoreCredits={getMoreCredits} isLearnerUnheard={isLearnerUnheard} /> : null}
    </Modal>
  );
}

function RoleplayModeForm({ scenario, onClose, credits, payerName, getMoreCredits, isLearnerUnheard }: Omit<RoleplayModeDialogProps, 'scenario'> & { scenario: Scenario }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const baseId = useId();
  // Speech is the default mode (specification section 9), unless it is known that the learner cannot be heard here;
  // until the person chooses, the default follows what is known. Speech stays selectable.
  const [chosenMode, setMode] = useState<RoleplayMode | null>(null);
  const mode: RoleplayMode = chosenMode ?? (isLearnerUnheard ? 'text' : 'speech');
  const [hasTimer, setHasTimer] = useState(false);
  const [minutes, setMinutes] = useState<SessionTimerMinutes>(SESSION_TIMER_MINUTES[0]);

  const isShort = credits.status === 'ready' && credits.balance < SESSION_CREDIT_COST;
  // An unreadable balance does not block: the session itself checks and charges on the server.
  const canStart = credits.status !== 'loading' && !isShort;

  const start = () => {
    if (!canStart) return;
    navigate(sessionPath(scenario.id, mode, hasTimer ? minutes : null));
  };

  return (
    <div className="flex flex-col gap-5">
      <fieldset>
        <legend className="field-label">{t('meet.mode')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ROLEPLAY_MODES.map((value) => {
            const choice = MODE_CHOICES[value];
            const isUnheardSpeech = value === 'speech' && isLearnerUnheard;
            return (
              <OptionCard
                key={value}
                name={`${baseId}-mode`}
                value={value}
                isChosen={mode === value}
                onChoose={() => setMode(value)}
                textId={`${baseId}-${value}-text`}
                icon={choice.icon}
                badge={
                  isUnheardSpeech ? (
                    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100" data-testid="speech-unavailable">
                      {t('roleplayMode.unavailable')}
                    </span>
                  ) : choice.isPopular ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">{t('roleplayMode.popular')}</span>
                  ) : undefined
                }
                title={t(`session.mode.${value}`)}
              >
                {isUnheardSpeech ? t('roleplayMode.unheard') : t(choice.textKey)}
              </OptionCard>
            );
          })}
        </div>
      </fieldset>

      <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <div className="flex items-start justify-between gap-4">
          <div>
            <span id={`${baseId}-timer`} className="font-medium text-slate-900 dark:text-white">
              {t('roleplayMode.setTimer')}
            </span>
            <p id={`${baseId}-timer-hint`} className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
              {t('roleplayMode.timerHint')}
            </p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={hasTimer}
            aria-labelledby={`${baseId}-timer`}
            aria-describedby={`${baseId}-timer-hint`}
            onClick={() => setHasTimer((value) => !value)}
            className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none dark:focus-visible:ring-offset-slate-900 ${
              hasTimer ? 'bg-brand-600 dark:bg-brand-500' : 'bg-slate-300 dark:bg-slate-600'
            }`}
          >
            <span aria-hidden className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${hasTimer ? 'translate-x-5.5' : 'translate-x-0.5'}`} />
          </button>
        </div>
        {hasTimer ? (
          <fieldset className="mt-4">
            <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{t('roleplayMode.sessionLength')}</legend>
            <div className="flex flex-wrap gap-2">
              {SESSION_TIMER_MINUTES.map((value) => (
                <label
                  key={value}
                  className={`cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand-500 ${
                    minutes === value
                      ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500'
                      : 'border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800'
                  }`}
                >
                  <input type="radio" name={`${baseId}-minutes`} value={value} checked={minutes === value} onChange={() => setMinutes(value)} className="sr-only" />
                  {t('meet.timerMinutes', { count: value })}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
      </div>

      <div
        className={`flex items-start gap-3 rounded-xl p-4 text-sm ${
          isShort ? 'bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-100' : 'bg-slate-50 text-slate-700 dark:bg-slate-800/60 dark:text-slate-200'
        }`}
        role="status"
      >
        <Coins className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div>
          <p>{t('credits.sessionNeeds', { count: SESSION_CREDIT_COST })}</p>
          <p className="mt-0.5 font-semibold" data-testid="credit-balance">
            {credits.status === 'loading'
              ? t('cost.checking')
              : credits.status === 'error'
                ? t('cost.checkFailed')
                : payerName
                  ? t('cost.paidBy', { name: payerName, count: credits.balance, formatted: formatNumber(credits.balance) })
                  : t('cost.yourBalance', { count: credits.balance, formatted: formatNumber(credits.balance) })}
          </p>
          {isShort ? (
            <>
              <p className="mt-0.5">
                {payerName
                  ? t(credits.status === 'ready' && credits.balance <= 0 ? 'cost.orgNone' : 'cost.orgTooFew', { name: payerName })
                  : t('cost.notEnough')}
              </p>
              {getMoreCredits}
            </>
          ) : null}
        </div>
      </div>

      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn-primary disabled:cursor-not-allowed disabled:opacity-50" disabled={!canStart} onClick={start}>
          {t('meet.start')}
        </button>
      </div>
    </div>
  );
}
