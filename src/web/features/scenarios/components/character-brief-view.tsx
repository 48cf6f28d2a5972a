import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ScenarioBrief } from '@shared/contracts/character-brief.ts';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{title}</h4>
      <div className="mt-1.5">{children}</div>
    </div>
  );
}

function Keywords({ words }: { words: readonly string[] }) {
  return <span className="text-xs text-slate-500 dark:text-slate-400">Heard in: {words.join(', ')}</span>;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const UNLOCK_LABEL = { open_question: 'after an open question on it', empathy: 'after empathy' } as const;

/** The owner's reading of a scenario's character brief: what they know, hide, object to, and what ends the conversation. */
export function CharacterBriefView({ brief }: { brief: ScenarioBrief }) {
  const { character } = brief;
  const { outcome } = character;
  return (
    <details className="group rounded-xl border border-slate-200 dark:border-slate-800">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-white dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
        <span>
          Character brief
          <span className="block text-sm font-normal text-slate-600 dark:text-slate-400">
            {count(character.facts.length, 'fact')} · {character.hiddenFacts.length} hidden · {count(character.objections.length, 'concern')} · only you see this
          </span>
        </span>
        <ChevronDown className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180 dark:text-slate-400" aria-hidden />
      </summary>
      <div className="flex flex-col gap-5 border-t border-slate-200 px-4 py-4 text-sm text-slate-800 dark:border-slate-800 dark:text-slate-100">
        <Part title="Opening line">
          <p>“{character.openingLine}”</p>
        </Part>
        <Part title="What they know">
          {character.facts.length === 0 ? (
            <p className="text-slate-500 italic dark:text-slate-400">No facts yet.</p>
          ) : (
            <dl className="flex flex-col gap-2">
              {character.facts.map((fact, index) => (
                <div key={index}>
                  <dt className="font-medium">{fact.topic}</dt>
                  <dd>
                    {fact.answer} <Keywords words={fact.keywords} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </Part>
        <Part title="What they hide until asked well">
          {character.hiddenFacts.length === 0 ? (
            <p className="text-slate-500 italic dark:text-slate-400">Nothing hidden.</p>
          ) : (
            <dl className="flex flex-col gap-2">
              {character.hiddenFacts.map((fact, index) => (
                <div key={index}>
                  <dt className="font-medium">
                    {fact.topic} <span className="font-normal text-slate-500 dark:text-slate-400">({UNLOCK_LABEL[fact.unlock]})</span>
                  </dt>
                  <dd>{fact.answer}</dd>
                </div>
              ))}
            </dl>
          )}
        </Part>
        <Part title="Concerns and what resolves them">
          {character.objections.length === 0 ? (
            <p className="text-slate-500 italic dark:text-slate-400">No concerns.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {character.objections.map((objection, index) => (
                <li key={index}>
                  “{objection.objection}” <span className="text-slate-600 dark:text-slate-300">Resolved by {objection.resolvedBy}.</span>
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Part title="Outcome">
          <p>
            <span className="font-medium">They agree to:</span> {outcome.agreement}
          </p>
          <p>
            <span className="font-medium">Condition:</span> {outcome.condition}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {outcome.requires.map((requirement, index) => (
              <li key={index}>{requirement.label}</li>
            ))}
          </ul>
          <p className="mt-1">
            <span className="font-medium">They end it when:</span> {outcome.walkAwayWhen}
          </p>
        </Part>
      </div>
    </details>
  );
}
