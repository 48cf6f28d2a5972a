import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ScenarioBrief } from '@shared/contracts/character-brief.ts';
import { capitalize } from '@shared/text.ts';

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

/** The character's pronouns by the brief's gender: she/her, he/him, or they/them when it is not stated. */
export function pronounsOf(gender: string): { subject: string; object: string } {
  const lower = gender.trim().toLowerCase();
  if (lower.startsWith('f')) return { subject: 'she', object: 'her' };
  if (lower.startsWith('m')) return { subject: 'he', object: 'him' };
  return { subject: 'they', object: 'them' };
}

const firstNameOf = (name: string) => name.replace(/^(?:Dr|Prof|Mr|Mrs|Ms|Miss)\.?\s+/, '').split(/\s+/)[0] || name;

/**
 * The brief in plain words, under headings named for the character: what they know, what they want, what would make
 * them agree. `showKeywords` adds the words each fact is heard by, for an owner tuning the brief.
 */
export function CharacterBriefParts({ brief, showKeywords = false }: { brief: ScenarioBrief; showKeywords?: boolean }) {
  const { character } = brief;
  const { outcome, identity } = character;
  const firstName = firstNameOf(identity.name);
  const { subject, object } = pronounsOf(identity.gender);
  const Subject = capitalize(subject);
  const wants = subject === 'they' ? 'want' : 'wants';
  const agrees = subject === 'they' ? 'agree' : 'agrees';
  // What they agree to is not listed again as something to cover.
  const needs = outcome.requires.filter((requirement) => requirement.label.trim().toLowerCase() !== outcome.agreement.trim().toLowerCase());
  return (
    <div className="flex flex-col gap-5 text-sm text-slate-800 dark:text-slate-100">
      <Part title={`How ${firstName} comes across`}>
        <p>
          {[identity.personality, identity.speakingStyle].filter((text) => text.trim() && text !== 'Not stated').join('; ')}. {Subject} {subject === 'they' ? 'open' : 'opens'} with: “{character.openingLine}”
        </p>
      </Part>
      <Part title={`What ${firstName} knows`}>
        {character.facts.length === 0 && character.hiddenFacts.length === 0 ? (
          <p className="text-slate-500 italic dark:text-slate-400">No facts yet.</p>
        ) : (
          <dl className="flex flex-col gap-2">
            {character.facts.map((fact, index) => (
              <div key={`fact-${index}`}>
                <dt className="font-medium">{fact.topic}</dt>
                <dd>
                  {fact.answer} {showKeywords ? <Keywords words={fact.keywords} /> : null}
                </dd>
              </div>
            ))}
            {character.hiddenFacts.map((fact, index) => (
              <div key={`hidden-${index}`}>
                <dt className="font-medium">
                  {fact.topic} <span className="font-normal text-slate-500 dark:text-slate-400">(kept back, said only {UNLOCK_LABEL[fact.unlock]})</span>
                </dt>
                <dd>{fact.answer}</dd>
              </div>
            ))}
          </dl>
        )}
      </Part>
      <Part title={`What ${subject} ${wants}`}>
        {character.objections.length === 0 ? (
          <p className="text-slate-500 italic dark:text-slate-400">No concerns.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {character.objections.map((objection, index) => (
              <li key={index}>
                “{objection.objection}”{' '}
                <span className="text-slate-600 dark:text-slate-300">
                  {Subject} {wants} {objection.resolvedBy}.
                </span>
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part title={`What would make ${object} agree`}>
        <p>
          {Subject} {agrees} to {outcome.agreement}
          {needs.length > 0 ? ' once you have covered:' : '.'}
        </p>
        {needs.length > 0 ? (
          <ul className="mt-1 list-disc pl-5">
            {needs.map((requirement, index) => (
              <li key={index}>{requirement.label}</li>
            ))}
          </ul>
        ) : null}
        <p className="mt-1">
          <span className="font-medium">What ends the conversation:</span> {outcome.walkAwayWhen}.
        </p>
      </Part>
    </div>
  );
}

/** The owner's reading of a scenario's character brief, folded away until opened. */
export function CharacterBriefView({ brief }: { brief: ScenarioBrief }) {
  const { character } = brief;
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
      <div className="border-t border-slate-200 px-4 py-4 dark:border-slate-800">
        <CharacterBriefParts brief={brief} showKeywords />
      </div>
    </details>
  );
}
