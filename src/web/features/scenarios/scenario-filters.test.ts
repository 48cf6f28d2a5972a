import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Scenario } from '@shared/contracts/scenarios.ts';
import {
  categoryChoices,
  DEFAULT_SCENARIO_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  selectScenarios,
  type ScenarioFilters,
} from './scenario-filters.ts';
import { buildScenario } from '@/test/builders.ts';

const renewal = buildScenario();
const feedback = buildScenario({
  id: 's2',
  name: 'Difficult feedback',
  visibility: false,
  category: ['Leadership, HR'],
  description: JSON.stringify({ charactersName: 'Sam Okafor', charactersGender: 'Male' }),
  timestamp: '2026-11-03T09:00:00.000Z',
});
const broken = buildScenario({ id: 's3', name: 'angry caller', category: ['Customer Service'], description: '{oops', owner: 'sample', timestamp: '2026-10-01T09:00:00.000Z' });
const untagged = buildScenario({ id: 's4', name: 'Budget review', category: [], description: JSON.stringify({ charactersName: 'Lee Park' }), owner: 'other', timestamp: 'not a date' });
const all = [renewal, feedback, broken, untagged];

const ids = (scenarios: Scenario[]) => scenarios.map((scenario) => scenario.id);
const withFilters = (patch: Partial<ScenarioFilters>) => ({ ...DEFAULT_SCENARIO_FILTERS, ...patch });

describe('selectScenarios', () => {
  it('keeps everything without filters, newest first and undated last', () => {
    expect(ids(selectScenarios(all, DEFAULT_SCENARIO_FILTERS))).toEqual(['s2', 's1', 's3', 's4']);
    expect(hasActiveFilters(DEFAULT_SCENARIO_FILTERS)).toBe(false);
  });

  it('sorts by name ignoring case, and by role with untagged scenarios last', () => {
    expect(ids(selectScenarios(all, withFilters({ sort: 'name' })))).toEqual(['s3', 's4', 's2', 's1']);
    // Customer Service < Leadership < Sales, then no category.
    expect(ids(selectScenarios(all, withFilters({ sort: 'role' })))).toEqual(['s3', 's2', 's1', 's4']);
    expect(hasActiveFilters(withFilters({ sort: 'name' }))).toBe(false);
  });

  it('searches scenario names, character names and categories ignoring case', () => {
    expect(ids(selectScenarios(all, withFilters({ query: '  FEEDBACK ' })))).toEqual(['s2']);
    expect(ids(selectScenarios(all, withFilters({ query: 'dana' })))).toEqual(['s1']);
    expect(ids(selectScenarios(all, withFilters({ query: 'caller' })))).toEqual(['s3']);
    expect(ids(selectScenarios(all, withFilters({ query: 'hr' })))).toEqual(['s2']);
    expect(ids(selectScenarios(all, withFilters({ query: 'nobody' })))).toEqual([]);
  });

  it('filters by a category tag of comma-joined categories', () => {
    expect(ids(selectScenarios(all, withFilters({ category: 'HR' })))).toEqual(['s2']);
    expect(ids(selectScenarios(all, withFilters({ category: 'customer service' })))).toEqual(['s3']);
    expect(ids(selectScenarios(all, withFilters({ category: 'Project Management' })))).toEqual([]);
  });

  it('filters by visibility and by owner', () => {
    expect(ids(selectScenarios(all, withFilters({ visibility: 'private' })))).toEqual(['s2']);
    expect(ids(selectScenarios(all, withFilters({ visibility: 'public' })))).toEqual(['s1', 's3', 's4']);
    expect(ids(selectScenarios(all, withFilters({ owner: 'mine' })))).toEqual(['s2', 's1']);
    expect(ids(selectScenarios(all, withFilters({ owner: 'samples' })))).toEqual(['s3']);
  });

  it('combines filters', () => {
    const filters = withFilters({ query: 'sam', category: 'Leadership', visibility: 'public' });
    expect(selectScenarios(all, filters)).toEqual([]);
    expect(hasActiveFilters(filters)).toBe(true);
  });
});

describe('the collator', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is not made for a list ordered by time alone, and is made once names must be compared', async () => {
    vi.resetModules();
    const Collator = Intl.Collator;
    const made = vi.spyOn(Intl, 'Collator').mockImplementation(function make(...args: ConstructorParameters<typeof Collator>) {
      return new Collator(...args);
    });
    const fresh = await import('./scenario-filters.ts');
    expect(ids(fresh.selectScenarios(all, DEFAULT_SCENARIO_FILTERS))).toEqual(['s2', 's1', 's3', 's4']);
    expect(fresh.categoryChoices(all)).toContain('HR');
    expect(made).not.toHaveBeenCalled();
    expect(ids(fresh.selectScenarios(all, withFilters({ sort: 'name' })))).toEqual(['s3', 's4', 's2', 's1']);
    expect(made).toHaveBeenCalledTimes(1);
  });
});

describe('the view in the URL', () => {
  it('round-trips every setting and leaves defaults out', () => {
    const filters: ScenarioFilters = { query: 'dana & co', sort: 'role', category: 'Customer Service', visibility: 'private', owner: 'samples' };
    const params = filtersToSearchParams(filters);
    expect(filtersFromSearchParams(new URLSearchParams(params.toString()))).toEqual(filters);
    expect(filtersToSearchParams(DEFAULT_SCENARIO_FILTERS).toString()).toBe('');
  });

  it('falls back to the defaults on unknown values', () => {
    expect(filtersFromSearchParams(new URLSearchParams('sort=price&visibility=secret&owner=boss&category=%20'))).toEqual(DEFAULT_SCENARIO_FILTERS);
  });
});

describe('categoryChoices', () => {
  it('offers the five sample categories first, then other tags once each', () => {
    const choices = categoryChoices([...all, buildScenario({ category: ['Negotiation, sales', 'negotiation'] })]);
    expect(choices).toEqual(['Customer Service', 'Leadership', 'Sales', 'HR', 'Project Management', 'Negotiation']);
  });
});
