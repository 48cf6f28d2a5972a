import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { ScenarioDescription } from '@shared/contracts/scenarios.ts';
import { CharacterAvatar } from '@/components/character-avatar.tsx';

function Fact({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  const isEmpty = children === undefined || children === null || (typeof children === 'string' && children.trim() === '');
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className={`mt-0.5 break-words whitespace-pre-line ${isEmpty ? 'text-slate-500 italic dark:text-slate-400' : 'text-slate-800 dark:text-slate-100'}`}>
        {isEmpty ? t('details.notGiven') : children}
      </dd>
    </div>
  );
}

/** The character the learner will talk with: picture, name with occupation beneath it (said once), age and background. */
export function CharacterProfile({ character }: { character: ScenarioDescription }) {
  const { t } = useTranslation();
  const name = character.charactersName?.trim() || t('meet.yourCharacter');
  return (
    <section className="card p-6" aria-labelledby="character-name">
      <div className="flex items-center gap-4">
        <CharacterAvatar gender={character.charactersGender} seed={character.charactersName} age={character.charactersAge} size="lg" />
        <div className="min-w-0">
          <h2 id="character-name" className="text-xl font-semibold tracking-tight [overflow-wrap:anywhere] text-slate-900 dark:text-white">
            {name}
          </h2>
          {character.charactersOccupation ? (
            <p className="mt-0.5 text-slate-600 dark:text-slate-300" data-testid="character-occupation">
              {character.charactersOccupation}
            </p>
          ) : null}
        </div>
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <Fact label={t('details.age')}>{character.charactersAge}</Fact>
        <Fact label={t('details.background')} className="sm:col-span-2">
          {character.charactersBackground}
        </Fact>
      </dl>
    </section>
  );
}

/** The situation the learner steps into. */
export function ScenarioOverview({ overview }: { overview: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="card p-6" aria-labelledby="overview-title">
      <h2 id="overview-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('meet.overview')}
      </h2>
      <p className={`mt-2 whitespace-pre-line ${overview?.trim() ? 'text-slate-800 dark:text-slate-100' : 'text-slate-500 italic dark:text-slate-400'}`}>
        {overview?.trim() || t('details.notGiven')}
      </p>
    </section>
  );
}
