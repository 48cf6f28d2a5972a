import { useTranslation } from 'react-i18next';
import { CheckCircle2, CircleDashed, KeyRound, ShieldCheck, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Uncovered, UncoveredLine } from '@shared/contracts/reports.ts';
import { QuoteButton } from '@/features/reports/components/quote-button.tsx';
import { capitalize } from '@shared/text.ts';

export interface UncoveredSummaryProps {
  uncovered: Uncovered;
  /** A quote was chosen: show its message in the transcript. */
  onQuote: (messageId: string) => void;
}

/** The learner's line that did it (shown in the transcript when chosen, like the criteria's quotes). */
function LineQuote({ line, onQuote }: { line: UncoveredLine; onQuote: (messageId: string) => void }) {
  return <QuoteButton quote={line.quote} messageId={line.message_id} onQuote={onQuote} testId="uncovered-quote" className="mt-1.5" />;
}

function Part({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="mt-4 first:mt-3">
      <h3 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {icon}
        {title}
      </h3>
      {children}
    </div>
  );
}

/** What the learner drew out of the character: facts and hidden facts, objections handled, and the outcome. */
export function UncoveredSummary({ uncovered, onQuote }: UncoveredSummaryProps) {
  const { facts, objections, outcome } = uncovered;
  const missed = uncovered.missed_facts ?? [];
  const { t } = useTranslation();
  return (
    <section className="card p-5" aria-labelledby="uncovered-title" data-testid="uncovered">
      <h2 id="uncovered-title" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('uncovered.title')}
      </h2>

      <Part title={t('uncovered.outcome')} icon={<Target className="size-3.5" aria-hidden />}>
        <p className="mt-1.5 flex items-start gap-2 text-sm text-slate-800 dark:text-slate-100" data-testid="uncovered-outcome">
          {outcome.reached ? (
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
          ) : (
            <CircleDashed className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden />
          )}
          <span>
            {outcome.reached ? t('uncovered.reached') : t('uncovered.notReached')}{' '}
            <span className="font-medium">{outcome.agreement}</span>
          </span>
        </p>
        {outcome.line ? <LineQuote line={outcome.line} onQuote={onQuote} /> : null}
        {!outcome.reached && outcome.requirements.some((requirement) => requirement.line === null) ? (
          <p className="mt-1.5 text-xs leading-5 text-slate-600 dark:text-slate-300">
            {t('uncovered.stillNeeded', {
              list: outcome.requirements
                .filter((requirement) => requirement.line === null)
                .map((requirement) => midSentence(requirement.label))
                .join('; '),
            })}
          </p>
        ) : null}
      </Part>

      <Part title={t('uncovered.facts')} icon={<KeyRound className="size-3.5" aria-hidden />}>
        {facts.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {facts.map((fact) => (
              <li key={`${fact.topic}-${fact.reply_id}`} data-testid="uncovered-fact" className="mt-1.5">
                <p className="text-sm text-slate-800 dark:text-slate-100">
                  <span className="font-medium">{capitalize(fact.topic)}</span>
                  {fact.hidden ? (
                    <span className="ml-2 rounded-md bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">{t('uncovered.hidden')}</span>
                  ) : null}
                  <span className="mt-0.5 block text-slate-600 dark:text-slate-300">{fact.answer}</span>
                </p>
                <LineQuote line={fact.line} onQuote={onQuote} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">{t('uncovered.noFacts')}</p>
        )}
        {missed.length > 0 ? (
          <p className="mt-3 text-xs leading-5 text-slate-600 dark:text-slate-300" data-testid="uncovered-missed">
            {t('uncovered.missed', {
              list: missed
                .map((fact) => `${midSentence(fact.topic)}${fact.hidden ? ` ${t('uncovered.hiddenNote')}` : ''}${fact.given ? ` ${t('uncovered.givenNote')}` : ''}`)
                .join('; '),
            })}
          </p>
        ) : null}
      </Part>

      {objections.length > 0 ? (
        <Part title={t('uncovered.objections')} icon={<ShieldCheck className="size-3.5" aria-hidden />}>
          <ul className="flex flex-col gap-3">
            {objections.map((objection) => (
              <li key={objection.objection} data-testid="uncovered-objection" className="mt-1.5">
                <p className="text-sm text-slate-800 dark:text-slate-100">
                  <span className="italic">“{objection.objection}”</span>
                  <span className={`mt-0.5 block text-xs font-semibold ${objection.line ? 'text-emerald-700 dark:text-emerald-300' : 'text-slate-600 dark:text-slate-300'}`}>
                    {objection.line ? t('uncovered.handled') : t('uncovered.leftOpen', { answer: objection.resolved_by })}
                  </span>
                </p>
                {objection.line ? <LineQuote line={objection.line} onQuote={onQuote} /> : null}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
    </section>
  );
}

/** A label as it reads inside a sentence: "References I can call" → "references I can call"; "I", names and acronyms keep their capitals. */
function midSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}
