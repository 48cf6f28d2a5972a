import { Coins, MessageSquareText, Video } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { type Scenario } from '@shared/contracts/scenarios.ts';
import { ROLEPLAY_MODES, SESSION_TIMER_MINUTES } from '@shared/contracts/scenarios-constants.ts';
import { SESSION_CREDIT_COST } from '@shared/contracts/scenarios-constants.ts';
import { Modal } from '@/components/modal.tsx';
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

/** Why a spoken session would not hear the learner, in plain words. */
export const SPEECH_UNHEARD_REASON =
  "Voice input isn't available here: this browser can't recognise your speech and the server can't transcribe it. You would type your answers and hear the replies.";

const MODE_CHOICES: Record<RoleplayMode, { title: string; text: string; icon: ReactNode; isPopular: boolean }> = {
  speech: {
    title: 'Speech to speech',
    text: 'Talk with the character out loud, like communicating via video calls.',
    icon: <Video className="size-5" aria-hidden />,
    isPopular: true,
  },
  text: {
    title: 'Text Mode',
    text: 'Practise the conversation through written messages.',
    icon: <MessageSquareText className="size-5" aria-hidden />,
    isPopular: false,
  },
};

/** Chooses how a session runs (speech or text, with or without a time limit), then opens the session page. */
export function RoleplayModeDialog({ scenario, onClose, credits, payerName = null, getMoreCredits, isLearnerUnheard = false }: RoleplayModeDialogProps) {
  return (
    <Modal isOpen={scenario !== null} onClose={onClose} title="Roleplay Mode" description={scenario ? `Choose how to practise "${scenario.name}".` : undefined} width="36rem">
      {/* Keyed by scenario, so each opening starts from the defaults. */}
      {scenario ? <RoleplayModeForm key={scenario.id} scenario={scenario} onClose={onClose} credits={credits} payerName={payerName} getMoreCredits={getMoreCredits} isLearnerUnheard={isLearnerUnheard} /> : null}
    </Modal>
  );
}

function RoleplayModeForm({ scenario, onClose, credits, payerName, getMoreCredits, isLearnerUnheard }: Omit<RoleplayModeDialogProps, 'scenario'> & { scenario: Scenario }) {
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
        <legend className="field-label">Mode</legend>
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
                      Unavailable here
                    </span>
                  ) : choice.isPopular ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">Popular</span>
                  ) : undefined
                }
                title={choice.title}
              >
                {isUnheardSpeech ? SPEECH_UNHEARD_REASON : choice.text}
              </OptionCard>
            );
          })}
        </div>
      </fieldset>

      <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <div className="flex items-start justify-between gap-4">
          <div>
            <span id={`${baseId}-timer`} className="font-medium text-slate-900 dark:text-white">
              Set Timer
            </span>
            <p id={`${baseId}-timer-hint`} className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
              Don&apos;t set a time if you want to talk without limits
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
            <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">Session length</legend>
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
                  {value} minutes
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
          <p>A roleplay session needs {SESSION_CREDIT_COST} credits.</p>
          <p className="mt-0.5 font-semibold" data-testid="credit-balance">
            {credits.status === 'loading'
              ? 'Checking your balance…'
              : credits.status === 'error'
                ? 'Your balance could not be checked right now.'
                : payerName
                  ? `Paid by “${payerName}”: ${credits.balance} ${credits.balance === 1 ? 'credit' : 'credits'} left`
                  : `Your balance: ${credits.balance} credits`}
          </p>
          {isShort ? (
            <>
              <p className="mt-0.5">
                {payerName
                  ? `“${payerName}” has ${credits.status === 'ready' && credits.balance <= 0 ? 'no credits' : 'too few credits'} for a session. Any member can ask for credits for it.`
                  : 'You do not have enough credits to start a session.'}
              </p>
              {getMoreCredits}
            </>
          ) : null}
        </div>
      </div>

      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
        <button type="button" className="btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn-primary disabled:cursor-not-allowed disabled:opacity-50" disabled={!canStart} onClick={start}>
          Start Conversation
        </button>
      </div>
    </div>
  );
}
