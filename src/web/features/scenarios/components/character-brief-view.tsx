import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ScenarioBrief } from '@shared/contracts/character-brief.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { agreedOn, labelOfThem, pronounOf, saidOfThem } from '@shared/said-of-them.ts';
import { firstNameOf } from '@shared/name-address.ts';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{title}</h4>
      <div className="mt-1.5">{children}</div>
    </div>
  );
}

function Keywords({ words }: { words: readonly string[] }) {
  const { t } = useTranslation();
  return <span className="text-xs text-slate-500 dark:text-slate-400">{t('briefView.heardIn', { words: words.join(', ') })}</span>;
}

type Objection = ScenarioBrief['character']['objections'][number];

/** What settles a concern, without its closing stop: "a refund by Friday." → "a refund by Friday". */
const resolvedByOf = (objection: Objection) => objection.resolvedBy.trim().replace(/[.!]+$/, '');

/** Whether the next concern is settled by the same want, said alike. */
const sameResolution = (objection: Objection, next: Objection | undefined) => next !== undefined && resolvedByOf(next).toLowerCase() === resolvedByOf(objection).toLowerCase();


/**
 * The brief in plain words, under headings named for the character: what they know, what they want, what would make
 * them agree. `showKeywords` adds the words each fact is heard by, for an owner tuning the brief.
 */
export function CharacterBriefParts({ brief, showKeywords = false }: { brief: ScenarioBrief; showKeywords?: boolean }) {
  const { t } = useTranslation();
  const { character } = brief;
  const { outcome, identity } = character;
  const name = firstNameOf(identity.name);
  const context = pronounOf(identity.gender);
  // What they agree to is not listed again as something to cover.
  const needs = outcome.requires.filter((requirement) => !outcome.agreement.toLowerCase().includes(requirement.label.trim().replace(/[.!]+$/, '').toLowerCase()));
  const traits = [identity.personality, identity.speakingStyle].filter((text) => text.trim() && text !== 'Not stated').join('; ');
  // A promise asked of the learner ("your word that you will freeze my membership") is agreed once given, not agreed to.
  const { things, promise } = agreedOn(outcome.agreement);
  const isCovered = needs.length > 0;
  const agrees = !promise
    ? t(isCovered ? 'briefView.agreesOnceCovered' : 'briefView.agrees', { context, agreement: saidOfThem(things ?? '', context) })
    : things
      ? t(isCovered ? 'briefView.agreesToOnWordOnceCovered' : 'briefView.agreesToOnWord', { context, agreement: saidOfThem(things, context), promise: saidOfThem(promise, context) })
      : t(isCovered ? 'briefView.agreesOnWordOnceCovered' : 'briefView.agreesOnWord', { context, promise: saidOfThem(promise, context) });
  return (
    <div className="flex flex-col gap-5 text-sm text-slate-800 dark:text-slate-100">
      <Part title={t('briefView.comesAcross', { name })}>
        <p>{t('briefView.traitsAndOpening', { context, traits, line: character.openingLine })}</p>
      </Part>
      <Part title={t('briefView.knows', { name })}>
        {character.facts.length === 0 && character.hiddenFacts.length === 0 ? (
          <p className="text-slate-500 italic dark:text-slate-400">{t('briefView.noFacts')}</p>
        ) : (
          <dl className="flex flex-col gap-2">
            {character.facts.map((fact, index) => (
              <div key={`fact-${index}`}>
                <dt className="font-medium">{labelOfThem(fact.topic, context)}</dt>
                <dd>
                  {t('briefView.said', { answer: fact.answer })} {showKeywords ? <Keywords words={fact.keywords} /> : null}
                </dd>
              </div>
            ))}
            {character.hiddenFacts.map((fact, index) => (
              <div key={`hidden-${index}`}>
                <dt className="font-medium">
                  {labelOfThem(fact.topic, context)} <span className="font-normal text-slate-500 dark:text-slate-400">{t(`briefView.keptBack.${fact.unlock}`)}</span>
                </dt>
                <dd>{t('briefView.said', { answer: fact.answer })}</dd>
              </div>
            ))}
          </dl>
        )}
      </Part>
      <Part title={t('briefView.wants', { context })}>
        {character.objections.length === 0 ? (
          <p className="text-slate-500 italic dark:text-slate-400">{t('briefView.noConcerns')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {character.objections.map((objection, index) => (
              <li key={index}>
                {t('briefView.concern', { objection: objection.objection })}
                {/* Concerns settled by the same want say it once, after the last of them. */}
                {sameResolution(objection, character.objections[index + 1]) ? null : (
                  <>
                    {' '}
                    <span className="text-slate-600 dark:text-slate-300">{t('briefView.wantsResolved', { context, resolvedBy: saidOfThem(resolvedByOf(objection), context) })}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part title={t('briefView.wouldAgree', { context })}>
        <p>{agrees}</p>
        {needs.length > 0 ? (
          <ul className="mt-1 list-disc pl-5">
            {needs.map((requirement, index) => (
              <li key={index}>{saidOfThem(requirement.label, context)}</li>
            ))}
          </ul>
        ) : null}
        <p className="mt-1">{richText(t('briefView.endsWhen', { when: outcome.walkAwayWhen }), { label: (inner) => <span className="font-medium">{inner}</span> })}</p>
      </Part>
    </div>
  );
}

/** The owner's reading of a scenario's character brief, folded away until opened. */
export function CharacterBriefView({ brief }: { brief: ScenarioBrief }) {
  const { t } = useTranslation();
  const { character } = brief;
  return (
    <details className="group rounded-xl border border-slate-200 dark:border-slate-800">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-white dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
        <span>
          {t('briefView.title')}
          <span className="block text-sm font-normal text-slate-600 dark:text-slate-400">
            {[
              t('briefView.facts', { count: character.facts.length }),
              t('briefView.hidden', { count: character.hiddenFacts.length }),
              t('briefView.concerns', { count: character.objections.length }),
              t('briefView.onlyYou'),
            ].join(' · ')}
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
