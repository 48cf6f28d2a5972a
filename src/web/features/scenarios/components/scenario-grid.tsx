import { useTranslation } from '@/i18n/use-translation.ts';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Scenario } from '@shared/contracts/scenarios.ts';
import { Spinner } from '@/components/spinner.tsx';
import { ScenarioCard } from './scenario-card.tsx';
import { ScenarioCardSkeleton } from './scenario-card-skeleton.tsx';

const GRID_CLASSES = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4';
/** The grid's columns from each width up (GRID_CLASSES, Tailwind's `xl`, `lg` and `sm`); one below them. */
const GRID_COLUMNS: ReadonlyArray<readonly [query: string, columns: number]> = [
  ['(min-width: 80rem)', 4],
  ['(min-width: 64rem)', 3],
  ['(min-width: 40rem)', 2],
];

/**
 * The cards drawn with the page: two rows of the grid at the screen's width (2 on a phone, 8 on the widest screen).
 * The rest follow in a background render that yields to the browser, so the first screen paints without waiting for
 * cards below it, and showing the list is not one long task.
 */
export function firstScenarioCards(): number {
  return 2 * gridColumns();
}

/**
 * Skeleton cards while the list loads: four rows of the grid at the screen's width, a phone's screen and more (what
 * comes below them is out of sight when the list replaces them), and never more than the 12 of the widest grids.
 */
export function scenarioSkeletonCount(): number {
  return Math.min(12, 4 * gridColumns());
}

function gridColumns(): number {
  return typeof matchMedia === 'function' ? (GRID_COLUMNS.find(([query]) => matchMedia(query).matches)?.[1] ?? 1) : 4;
}

interface ScenarioGridProps {
  scenarios: readonly Scenario[];
  /** Skeleton cards while the list is being fetched. */
  isLoading?: boolean;
  /** Shown in place of the grid when there is nothing to list. */
  empty: ReactNode;
  onSelect?: (scenario: Scenario) => void;
  onEdit?: (scenario: Scenario) => void;
  onDelete?: (scenario: Scenario) => void;
}

export function ScenarioGrid({ scenarios, isLoading = false, empty, onSelect, onEdit, onDelete }: ScenarioGridProps) {
  const { t } = useTranslation();
  // Once every card has been drawn, a new search or filter draws all its cards at once.
  const [isComplete, setIsComplete] = useState(false);
  const [firstCards] = useState(firstScenarioCards);
  const isCut = !isComplete && scenarios.length > firstCards;
  useEffect(() => {
    if (isCut) startTransition(() => setIsComplete(true));
  }, [isCut]);
  if (isLoading) {
    return (
      <div aria-busy="true">
        <Spinner label={t('scenarios.loading')} className="sr-only" />
        <div className={GRID_CLASSES}>
          {Array.from({ length: scenarioSkeletonCount() }, (_, index) => (
            <ScenarioCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  if (scenarios.length === 0) return <>{empty}</>;

  return (
    <ul className={GRID_CLASSES}>
      {(isCut ? scenarios.slice(0, firstCards) : scenarios).map((scenario) => (
        <li key={scenario.id}>
          <ScenarioCard scenario={scenario} onSelect={onSelect} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
