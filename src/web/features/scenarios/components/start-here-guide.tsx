import { useTranslation } from '@/i18n/use-translation.ts';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { SESSION_CREDIT_COST } from '@shared/contracts/scenarios-constants.ts';

/** Per person, so someone else signing in on the same browser still gets their own first-run guide. */
export function startHereDismissedKey(email: string): string {
  return `engram.startHereDismissed:${email.toLowerCase()}`;
}

function readDismissed(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

interface StartHereGuideProps {
  /** The signed-in person's e-mail, which names the remembered dismissal. */
  email: string;
  /** The sample the second and third steps open; the guide names it. */
  scenarioName: string;
  onPickScenario: () => void;
  onVibesCheck: () => void;
  onStartPractice: () => void;
}

const STEP_BUTTON = 'text-left font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

/**
 * The first-run strip on /showcase: three steps from a sample to a practice session. The page shows it only to a person
 * with no session yet; dismissing it is remembered in this browser.
 */
export function StartHereGuide({ email, scenarioName, onPickScenario, onVibesCheck, onStartPractice }: StartHereGuideProps) {
  const key = startHereDismissedKey(email);
  const [isDismissed, setDismissed] = useState(() => readDismissed(key));
  const headingId = useId();
  const { t } = useTranslation();
  if (isDismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(key, '1');
    } catch {
      // Private windows may refuse storage; the guide then stays hidden until the page reloads.
    }
  };

  return (
    <section aria-labelledby={headingId} data-testid="start-here" className="mb-8 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5 dark:border-brand-800 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t('startHere.title')}
        </h2>
        <button type="button" className="-m-1 shrink-0 rounded p-1 text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white" onClick={dismiss} aria-label={t('startHere.dismiss')}>
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <ol className="mt-3 grid gap-3 text-sm text-slate-700 sm:grid-cols-3 sm:gap-4 dark:text-slate-300">
        <li className="flex gap-3">
          <StepNumber value={1} />
          <p>
            <button type="button" className={STEP_BUTTON} onClick={onPickScenario}>
              {t('startHere.pick')}
            </button>
            <span className="block">{t('startHere.pickBody')}</span>
          </p>
        </li>
        <li className="flex gap-3">
          <StepNumber value={2} />
          <p>
            <button type="button" className={STEP_BUTTON} onClick={onVibesCheck}>
              {t('startHere.vibes')}
            </button>
            <span className="block">{t('startHere.vibesBody', { name: scenarioName })}</span>
          </p>
        </li>
        <li className="flex gap-3">
          <StepNumber value={3} />
          <p>
            <button type="button" className={STEP_BUTTON} onClick={onStartPractice}>
              {t('startHere.start')}
            </button>
            <span className="block">{t('startHere.startBody', { count: SESSION_CREDIT_COST })}</span>
          </p>
        </li>
      </ol>
    </section>
  );
}

function StepNumber({ value }: { value: number }) {
  return (
    <span aria-hidden className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white dark:bg-brand-500">
      {value}
    </span>
  );
}
