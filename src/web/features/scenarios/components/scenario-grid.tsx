import { useTranslation } from '@/i18n/use-translation.ts';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Scenario } from '@shared/contracts/scenarios.ts';
import { Spinner } from '@/components/spinner.tsx';
import { ScenarioCard } from './scenario-card.tsx';
import { ScenarioCardSkeleton } from './scenario-card-skeleton.tsx';

export const SCENARIO_SKELETON_COUNT = 12;
/**
 * The cards drawn with the page (two rows of the widest grid): the rest follow in a background render that yields to
 * the browser, so the first screen paints without waiting for every card, and showing the list is not one long task.
 */
export const FIRST_SCENARIO_CARDS = 8;

const GRID_CLASSES = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4';

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
  const isCut = !isComplete && scenarios.length > FIRST_SCENARIO_CARDS;
  useEffect(() => {
    if (isCut) startTransition(() => setIsComplete(true));
  }, [isCut]);
  if (isLoading) {
    return (
      <div aria-busy="true">
        <Spinner label={t('scenarios.loading')} className="sr-only" />
        <div className={GRID_CLASSES}>
          {Array.from({ length: SCENARIO_SKELETON_COUNT }, (_, index) => (
            <ScenarioCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  if (scenarios.length === 0) return <>{empty}</>;

  return (
    <ul className={GRID_CLASSES}>
      {(isCut ? scenarios.slice(0, FIRST_SCENARIO_CARDS) : scenarios).map((scenario) => (
        <li key={scenario.id}>
          <ScenarioCard scenario={scenario} onSelect={onSelect} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
