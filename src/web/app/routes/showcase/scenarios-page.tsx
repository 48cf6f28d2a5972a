// /showcase: the roleplay dashboard, where a person finds their scenarios by name, role and visibility.
import { useState } from 'react';
import type { Scenario } from '../../../../shared/contracts/scenarios.ts';
import { shortenNickname } from '../../../../shared/display.ts';
import { Dropdown } from '../../../components/dropdown.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePrincipal } from '../../../lib/session.ts';
import { ScenarioFilterButton } from '../../../features/scenarios/components/scenario-filter-button.tsx';
import { ScenarioGrid } from '../../../features/scenarios/components/scenario-grid.tsx';
import { ScenariosEmptyState } from '../../../features/scenarios/components/scenarios-empty-state.tsx';
import {
  DEFAULT_SCENARIO_FILTERS,
  filterScenarios,
  hasActiveFilters,
  ROLE_OPTIONS,
  type ScenarioFilters,
} from '../../../features/scenarios/scenario-filters.ts';

/** The person's scenarios: none until the scenarios API (GET /quick-roleplay/all/{email}) exists. */
const SCENARIOS: readonly Scenario[] = [];

export function Component() {
  const principal = usePrincipal();
  const [filters, setFilters] = useState<ScenarioFilters>(DEFAULT_SCENARIO_FILTERS);

  const visibleScenarios = filterScenarios(SCENARIOS, filters);
  const isFiltered = hasActiveFilters(filters);
  const updateFilters = (patch: Partial<ScenarioFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const clearFilters = () => setFilters(DEFAULT_SCENARIO_FILTERS);

  return (
    <div className="container-page py-8 sm:py-10">
      <div className="mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white">
          {principal ? `Welcome, ${shortenNickname(principal.nickname)}` : 'Welcome'}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">Create and manage your roleplay scenarios</p>
      </div>

      <section aria-label="Scenarios" className="flex flex-col gap-6">
        <PageHeader
          title="Scenarios"
          search={{ value: filters.query, onChange: (query) => updateFilters({ query }) }}
          actions={
            <>
              <Dropdown
                label="Sort by Role"
                options={ROLE_OPTIONS}
                value={filters.roleId}
                onChange={(roleId) => updateFilters({ roleId: roleId ?? DEFAULT_SCENARIO_FILTERS.roleId })}
                className="min-w-0 flex-1 sm:w-52 sm:flex-none"
              />
              <ScenarioFilterButton visibility={filters.visibility} onVisibilityChange={(visibility) => updateFilters({ visibility })} />
            </>
          }
        >
          {/* The live region stays mounted so screen readers hear the count change as filters change. */}
          <p role="status" className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600 empty:hidden dark:text-slate-300">
            {isFiltered && SCENARIOS.length > 0 ? (
              <>
                Showing {visibleScenarios.length} of {SCENARIOS.length} scenarios
                <button type="button" onClick={clearFilters} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                  Clear filters
                </button>
              </>
            ) : null}
          </p>
        </PageHeader>

        <ScenarioGrid
          scenarios={visibleScenarios}
          empty={<ScenariosEmptyState isFiltered={SCENARIOS.length > 0} onClearFilters={clearFilters} />}
        />
      </section>
    </div>
  );
}
