import { Pencil, Trash2 } from 'lucide-react';
import { parseScenarioDescription, type Scenario } from '../../../../shared/contracts/scenarios.ts';
import { splitCategories } from '../../../../shared/display.ts';
import { CharacterAvatar, isFemale } from '../../../components/character-avatar.tsx';
import { VisibilityBadge } from './visibility-badge.tsx';

interface ScenarioCardProps {
  scenario: Scenario;
  /** Makes the whole card a button, e.g. to open the scenario's details. */
  onSelect?: (scenario: Scenario) => void;
  /** Owner actions; shown only on the person's own scenarios. */
  onEdit?: (scenario: Scenario) => void;
  onDelete?: (scenario: Scenario) => void;
}

const OWNER_ACTION_CLASSES =
  'relative z-10 inline-flex size-8 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

export function ScenarioCard({ scenario, onSelect, onEdit, onDelete }: ScenarioCardProps) {
  const description = parseScenarioDescription(scenario.description);
  const isFemaleCharacter = isFemale(description.charactersGender);
  const characterName = description.charactersName?.trim();
  const tags = splitCategories(scenario.category);
  const isOwn = scenario.owner === 'me';

  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-brand-500">
      <div className="relative aspect-[16/9] sm:aspect-[4/3] overflow-hidden bg-slate-100 dark:bg-slate-800">
        <CharacterAvatar
          gender={description.charactersGender}
          seed={characterName || scenario.id}
          age={description.charactersAge}
          size="cover"
          className="transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
        <VisibilityBadge isPublic={scenario.visibility} look="overlay" />
        {scenario.owner === 'sample' ? (
          <span className="absolute top-3 left-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-slate-700 shadow-sm ring-1 ring-slate-900/10 backdrop-blur dark:bg-slate-950/80 dark:text-slate-200 dark:ring-white/15">
            Sample
          </span>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 text-base leading-snug font-semibold text-slate-900 dark:text-white">
          {onSelect ? (
            // The button stretches over the card so the whole card is one target with one accessible name.
            <button type="button" onClick={() => onSelect(scenario)} className="text-left after:absolute after:inset-0 focus:outline-none">
              {scenario.name}
            </button>
          ) : (
            scenario.name
          )}
        </h3>

        <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
          <span className={`truncate ${characterName ? '' : 'italic'}`}>{characterName || 'Unnamed character'}</span>
          <span aria-hidden className={`font-semibold ${isFemaleCharacter ? 'text-pink-500 dark:text-pink-400' : 'text-blue-500 dark:text-blue-400'}`}>
            {isFemaleCharacter ? '♀' : '♂'}
          </span>
          <span className="sr-only">{isFemaleCharacter ? '(female)' : '(male)'}</span>
        </p>

        {tags.length > 0 ? (
          <ul className="mt-auto flex flex-wrap gap-1.5 pt-2" aria-label={`Categories of ${scenario.name}`}>
            {tags.map((tag, index) => (
              <li
                key={`${tag}-${index}`}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-600/10 dark:bg-brand-900/40 dark:text-brand-200 dark:ring-brand-400/20"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}

        {isOwn && (onEdit || onDelete) ? (
          <div className={`flex justify-end gap-1 border-t border-slate-100 pt-2 dark:border-slate-800 ${tags.length > 0 ? 'mt-2' : 'mt-auto'}`}>
            {onEdit ? (
              <button type="button" className={OWNER_ACTION_CLASSES} aria-label={`Edit ${scenario.name}`} title="Edit" onClick={() => onEdit(scenario)}>
                <Pencil className="size-4" aria-hidden />
              </button>
            ) : null}
            {onDelete ? (
              <button
                type="button"
                className={`${OWNER_ACTION_CLASSES} hover:bg-red-50 hover:text-red-700 dark:hover:bg-red-950/50 dark:hover:text-red-300`}
                aria-label={`Delete ${scenario.name}`}
                title="Delete"
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
}
