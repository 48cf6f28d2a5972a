// /showcase: the roleplay dashboard. Find a scenario (search, sort and filters kept in the URL), read it, chat
// with its character in a Vibes Check, start a session, and, for creators, make new ones.
import { useTranslation } from '@/i18n/use-translation.ts';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { Scenario } from '@shared/contracts/scenarios.ts';
import { Dropdown } from '@/components/dropdown.tsx';
import { lazyDialog } from '@/components/lazy-dialog.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PracticePartnerNote } from '@/components/practice-partner-note.tsx';
import { useMyAssignments, useMySkills } from '@/features/assignments/api/get-my-assignments.ts';
import { AssignedToYou } from '@/features/assignments/components/assigned-to-you.tsx';
import { useMe } from '@/features/users/api/get-me.ts';
import { useCredits } from '@/features/credits/api/get-credits.ts';
import { useConversationHistory } from '@/features/reports/api/get-conversation-history.ts';
import { GetMoreCredits } from '@/features/credits/components/get-more-credits.tsx';
import { CreditBalanceBadge } from '@/features/credits/components/credit-balance.tsx';
import { useRubrics } from '@/features/rubrics/api/get-rubrics.ts';
import { useScenarios } from '@/features/scenarios/api/get-scenarios.ts';
import type { CreditBalance } from '@/features/scenarios/components/roleplay-mode-dialog.tsx';
import { ScenarioFilterButton } from '@/features/scenarios/components/scenario-filter-button.tsx';
import { ScenarioGrid } from '@/features/scenarios/components/scenario-grid.tsx';
import { ScenariosEmptyState } from '@/features/scenarios/components/scenarios-empty-state.tsx';
import { StartHereGuide } from '@/features/scenarios/components/start-here-guide.tsx';
import { speechCapabilitiesQueryOptions } from '@/features/speech/api/get-speech-capabilities.ts';
import {
  categoryChoices,
  DEFAULT_SCENARIO_FILTERS,
  hasActiveFilters,
  SCENARIO_FILTERS_IN_URL,
  selectScenarios,
  SORT_OPTIONS,
  type ScenarioSort,
} from '@/features/scenarios/scenario-filters.ts';
import { usePrincipal } from '@/lib/session.ts';
import { useSearchParamsView } from '@/lib/use-search-params-view.ts';

const ScenarioDetailsModal = lazyDialog(
  () => import('@/features/scenarios/components/scenario-details-modal.tsx').then((module) => module.ScenarioDetailsModal),
  (props) => props.scenario !== null,
);
const RoleplayModeStep = lazyDialog(() => import('./roleplay-mode-step.tsx').then((module) => module.RoleplayModeStep), (props) => props.scenario !== null);
const VibesCheckModal = lazyDialog(
  () => import('@/features/scenarios/components/vibes-check-modal.tsx').then((module) => module.VibesCheckModal),
  (props) => props.scenario !== null,
);
const EditScenarioModal = lazyDialog(
  () => import('@/features/scenarios/components/edit-scenario-modal.tsx').then((module) => module.EditScenarioModal),
  (props) => props.scenario !== null,
);
const DeleteScenarioModal = lazyDialog(
  () => import('@/features/scenarios/components/delete-scenario-modal.tsx').then((module) => module.DeleteScenarioModal),
  (props) => props.scenario !== null,
);
const NewRoleplayModal = lazyDialog(
  () => import('@/features/scenarios/components/new-roleplay-modal.tsx').then((module) => module.NewRoleplayModal),
  (props) => props.isOpen,
);

/** Which dialog is open, and for which scenario; one at a time. */
type OpenDialog =
  | { kind: 'details' | 'setup' | 'vibes' | 'edit' | 'delete'; scenario: Scenario }
  | { kind: 'new-roleplay' }
  | null;

export function Component() {
  const { t } = useTranslation();
  const principal = usePrincipal();
  const me = useMe();
  const canCreate = me.data?.permissions.canCreate ?? false;
  const scenarios = useScenarios(principal?.email);
  const credits = useCredits();
  const history = useConversationHistory(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The rubric of the owner's scenario whose details are open, named beside its side of the story.
  const detailsRubricId = dialog?.kind === 'details' ? dialog.scenario.rubric_id : null;
  const rubrics = useRubrics(detailsRubricId ? principal?.email : undefined);
  const gradedWith = detailsRubricId ? (rubrics.data?.find((rubric) => rubric.id === detailsRubricId)?.name ?? null) : null;
  // Asked on arrival, so the mode dialog knows at once whether the learner can be heard here.
  useQuery(speechCapabilitiesQueryOptions);
  // What stands above the list (the practice-partner note, assigned scenarios, the first-run guide) depends on these
  // answers: the page shows once they are in, so nothing already on screen is pushed down when one lands.
  const assignments = useMyAssignments();
  const skills = useMySkills();
  // The part below the heading is drawn in a background render once they are in (the skeleton stays until it is done):
  // React yields to the browser every few milliseconds of it, so drawing the page is not one long task.
  const isLaidOut = useDeferredValue([me, history, scenarios, assignments, skills].every((query) => !query.isPending));

  const [filters, updateFilters] = useSearchParamsView(SCENARIO_FILTERS_IN_URL);

  const all = scenarios.data ?? [];
  const visibleScenarios = selectScenarios(all, filters);
  const categories = categoryChoices(all);
  const isFiltered = hasActiveFilters(filters);

  const clearFilters = () => updateFilters({ ...DEFAULT_SCENARIO_FILTERS, sort: filters.sort });

  const creditBalance: CreditBalance = credits.data
    ? { status: 'ready', balance: credits.data.balance }
    : credits.isError
      ? { status: 'error' }
      : { status: 'loading' };
  const scenarioOf = (kind: Exclude<NonNullable<OpenDialog>['kind'], 'new-roleplay'>) => (dialog && dialog.kind === kind ? dialog.scenario : null);
  const close = () => setDialog(null);
  // First-run guidance for a person with no session yet, led by the first sample.
  const firstSample = all.find((scenario) => scenario.owner === 'sample') ?? null;
  const hasNoSessions = history.isSuccess && history.data.pages[0]?.data.length === 0;
  const pickScenario = () => {
    if (filters.query || isFiltered) clearFilters();
    const firstCard = document.querySelector<HTMLElement>('#scenario-grid li button');
    firstCard?.scrollIntoView({ block: 'center' });
    firstCard?.focus({ preventScroll: true });
  };
  // The same handlers on every render, so the cards (memoised) are not drawn again when the page is.
  const openDetails = useCallback((scenario: Scenario) => setDialog({ kind: 'details', scenario }), []);
  const ownerActions = useMemo(
    () => ({
      onEdit: (scenario: Scenario) => setDialog({ kind: 'edit', scenario }),
      onDelete: (scenario: Scenario) => setDialog({ kind: 'delete', scenario }),
    }),
    [],
  );

  return (
    <div className="container-page py-8 sm:py-10">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          {/* The whole nickname, wrapped where needed: a greeting is never cut mid-name. */}
          <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-slate-900 sm:text-3xl dark:text-white">
            {principal?.nickname.trim() ? t('scenarios.welcomeNamed', { name: principal.nickname.trim() }) : t('scenarios.welcome')}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t('scenarios.subtitle')}</p>
          {isLaidOut ? <PracticePartnerNote isOffline={me.data?.ai.isOffline} isAdmin={me.data?.permissions.isAdmin} className="mt-2 max-w-2xl" /> : null}
        </div>
        {isLaidOut ? <CreditBalanceBadge balance={credits.data?.balance ?? null} /> : null}
      </div>

      {/* What the person's organisations assigned comes first: opening one starts its setup, like a card's "Start". */}
      {isLaidOut ? (
        <>
          <AssignedToYou
            onPractise={(scenarioId) => {
              const scenario = all.find((item) => item.id === scenarioId);
              if (scenario) setDialog({ kind: 'setup', scenario });
            }}
          />

          {hasNoSessions && firstSample && principal ? (
            <StartHereGuide
              email={principal.email}
              scenarioName={firstSample.name}
              onPickScenario={pickScenario}
              onVibesCheck={() => setDialog({ kind: 'vibes', scenario: firstSample })}
              onStartPractice={() => setDialog({ kind: 'setup', scenario: firstSample })}
            />
          ) : null}

          <section id="scenario-grid" aria-label={t('scenarios.title')} className="flex flex-col gap-6">
            <PageHeader
              title={t('scenarios.title')}
              search={{ value: filters.query, onChange: (query) => updateFilters({ query }) }}
              actions={
                <>
                  <Dropdown
                    label={t('scenarios.sort')}
                    options={SORT_OPTIONS.map((option) => ({ id: option.id, name: t(`scenarios.sortBy.${option.id}`) }))}
                    value={filters.sort}
                    onChange={(sort) => updateFilters({ sort: (sort as ScenarioSort | null) ?? DEFAULT_SCENARIO_FILTERS.sort })}
                    className="min-w-0 flex-1 sm:w-48 sm:flex-none"
                  />
                  <ScenarioFilterButton filters={filters} categories={categories} onChange={updateFilters} />
                  {canCreate ? (
                    <button type="button" className="btn-primary shrink-0" onClick={() => setDialog({ kind: 'new-roleplay' })}>
                      <Plus className="size-4" aria-hidden />
                      {t('scenarios.newRoleplay')}
                    </button>
                  ) : null}
                </>
              }
            >
              {/* The live region stays mounted so screen readers hear the count change as filters change. */}
              <p role="status" className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600 empty:hidden dark:text-slate-300">
                {isFiltered && all.length > 0 ? (
                  <>
                    {t('scenarios.showing', { count: all.length, shown: visibleScenarios.length })}
                    <button type="button" onClick={clearFilters} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                      {t('scenarios.clearFilters')}
                    </button>
                  </>
                ) : null}
              </p>
            </PageHeader>

            {scenarios.isError ? (
              <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100">
                <p>{t('scenarios.loadFailed', { reason: scenarios.error.message })}</p>
                <button type="button" className="btn-secondary mt-4" onClick={() => void scenarios.refetch()}>
                  {t('common.tryAgain')}
                </button>
              </div>
            ) : (
              <ScenarioGrid
                scenarios={visibleScenarios}
                onSelect={openDetails}
                {...ownerActions}
                empty={<ScenariosEmptyState isFiltered={isFiltered && all.length > 0} onClearFilters={clearFilters} canCreate={canCreate} />}
              />
            )}
          </section>
        </>
      ) : (
        <ScenarioGrid scenarios={[]} isLoading empty={null} />
      )}

      <ScenarioDetailsModal
        scenario={scenarioOf('details')}
        onClose={close}
        onGoToSetup={(scenario) => setDialog({ kind: 'setup', scenario })}
        onVibesCheck={(scenario) => setDialog({ kind: 'vibes', scenario })}
        isAdmin={me.data?.permissions.isAdmin === true}
        gradedWith={gradedWith}
        {...ownerActions}
      />
      <RoleplayModeStep scenario={scenarioOf('setup')} onClose={close} credits={creditBalance} getMoreCredits={<GetMoreCredits />} />
      <VibesCheckModal
        scenario={scenarioOf('vibes')}
        onClose={close}
        partnerNote={<PracticePartnerNote isOffline={me.data?.ai.isOffline} isAdmin={me.data?.permissions.isAdmin} />}
      />
      <EditScenarioModal scenario={scenarioOf('edit')} categories={categories} onClose={close} />
      <DeleteScenarioModal scenario={scenarioOf('delete')} onClose={close} />
      {canCreate ? <NewRoleplayModal isOpen={dialog?.kind === 'new-roleplay'} onClose={close} /> : null}
    </div>
  );
}
