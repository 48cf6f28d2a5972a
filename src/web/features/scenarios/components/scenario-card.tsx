import { useTranslation } from '@/i18n/use-translation.ts';
import { Pencil, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { type Scenario } from '@shared/contracts/scenarios.ts';
import { parseScenarioDescription } from '@shared/contracts/scenarios-constants.ts';
import { splitCategories } from '@shared/display.ts';
import { CharacterAvatar, isFemale } from '@/components/character-avatar.tsx';
import { VisibilityBadge } from './visibility-badge.tsx';

interface ScenarioCardProps {
  scenario: Scenario;
  /** Makes the whole card a button, e.g. to open the scenario's details. */
  onSelect?: (scenario: Scenario) => void;
  /** Edit and delete; shown only on a scenario the caller may change (`can_change`). */
  onEdit?: (scenario: Scenario) => void;
  onDelete?: (scenario: Scenario) => void;
}

const OWNER_ACTION_CLASSES =
  'relative z-10 inline-flex size-8 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

const SMALL_BADGE_CLASSES = 'rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1';

/** The one line that says what the conversation is about: the character's situation, else the overview. */
function teaserOf(description: ReturnType<typeof parseScenarioDescription>): string {
  return (description.charactersScenarioSnippet || description.scenarioDetails?.Overview || '').trim();
}

/**
 * A compact card (about 200 px tall) so a screen shows two rows of scenarios or more: avatar, title, who the
 * character is, the categories and a one-line teaser; edit and delete beside the badges for those who may change it.
 * Drawn again only when its scenario or handlers change (or the language), not each time the page around it does
 * (a balance or a list arriving, a keystroke in the search box).
 */
export const ScenarioCard = memo(function ScenarioCard({ scenario, onSelect, onEdit, onDelete }: ScenarioCardProps) {
  const description = parseScenarioDescription(scenario.description);
  const isFemaleCharacter = isFemale(description.charactersGender);
  const characterName = description.charactersName?.trim();
  const occupation = description.charactersOccupation?.trim();
  const teaser = teaserOf(description);
  const tags = splitCategories(scenario.category);
  // Its author, and an organisation's owners and admins for one of its scenarios (never a sample).
  const isOwn = scenario.can_change;
  const { t } = useTranslation();

  return (
    <article className="card group relative flex h-full flex-col gap-2.5 p-4 transition-shadow hover:shadow-md has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-brand-500">
      <div className="flex items-start gap-3">
        <div className="size-14 shrink-0 overflow-hidden rounded-xl">
          <CharacterAvatar
            gender={description.charactersGender}
            seed={characterName || scenario.id}
            age={description.charactersAge}
            size="cover"
            className="transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
          />
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 text-[15px] leading-snug font-semibold text-slate-900 dark:text-white">
            {onSelect ? (
              // The button stretches over the card so the whole card is one target with one accessible name.
              <button type="button" onClick={() => onSelect(scenario)} className="text-left after:absolute after:inset-0 after:rounded-2xl focus:outline-none">
                {scenario.name}
              </button>
            ) : (
              scenario.name
            )}
          </h3>
          <p className="mt-0.5 flex min-w-0 items-center gap-1 text-sm text-slate-600 dark:text-slate-300">
            <span className={`shrink-0 ${characterName ? '' : 'italic'}`}>{characterName || t('scenarios.unnamedCharacter')}</span>
            <span aria-hidden className={`shrink-0 font-semibold ${isFemaleCharacter ? 'text-pink-500 dark:text-pink-400' : 'text-blue-500 dark:text-blue-400'}`}>
              {isFemaleCharacter ? '♀' : '♂'}
            </span>
            <span className="sr-only">{isFemaleCharacter ? t('scenarios.female') : t('scenarios.male')}</span>
          </p>
          {/* On its own line, whole: a narrow card never cuts it to "Electrici…". */}
          {occupation ? <p className="text-sm leading-snug text-slate-500 dark:text-slate-400">{occupation}</p> : null}
        </div>
      </div>

      {teaser ? <p className="line-clamp-1 text-sm text-slate-600 dark:text-slate-300" title={teaser}>{teaser}</p> : null}

      <div className="mt-auto flex items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5">
          {scenario.owner === 'sample' ? (
            <span className={`${SMALL_BADGE_CLASSES} bg-slate-100 text-slate-700 ring-slate-900/10 dark:bg-slate-800 dark:text-slate-200 dark:ring-white/15`}>{t('scenarios.sample')}</span>
          ) : (
            <VisibilityBadge isPublic={scenario.visibility} look="inline" />
          )}
          {scenario.organization_id ? (
            <span className={`${SMALL_BADGE_CLASSES} bg-sky-50 text-sky-800 ring-sky-600/15 dark:bg-sky-900/40 dark:text-sky-200 dark:ring-sky-400/20`}>{t('scenarios.organisation')}</span>
          ) : null}
          {tags.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('scenarios.categoriesOf', { name: scenario.name })}>
              {tags.map((tag, index) => (
                <li
                  key={`${tag}-${index}`}
                  className={`${SMALL_BADGE_CLASSES} bg-brand-50 font-medium text-brand-800 ring-brand-600/10 dark:bg-brand-900/40 dark:text-brand-200 dark:ring-brand-400/20`}
                >
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        {isOwn && (onEdit || onDelete) ? (
          <div className="-mr-1 -mb-1 flex shrink-0 gap-0.5">
            {onEdit ? (
              <button type="button" className={OWNER_ACTION_CLASSES} aria-label={t('scenarios.editNamed', { name: scenario.name })} title={t('scenarios.edit')} onClick={() => onEdit(scenario)}>
                <Pencil className="size-4" aria-hidden />
              </button>
            ) : null}
            {onDelete ? (
              <button
                type="button"
                className={`${OWNER_ACTION_CLASSES} hover:bg-red-50 hover:text-red-700 dark:hover:bg-red-950/50 dark:hover:text-red-300`}
                aria-label={t('scenarios.deleteNamed', { name: scenario.name })}
                title={t('scenarios.delete')}
                onClick={() => onDelete(scenario)}
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
});
