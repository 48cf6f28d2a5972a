import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../shared/contracts/scenarios.ts';
import { DEFAULT_SCENARIO_FILTERS, filterScenarios, hasActiveFilters } from './scenario-filters.ts';

function buildScenario(overrides: Partial<Scenario> = {}): Scenario {
  return {
    id: 's1',
    name: 'Renewal negotiation',
    visibility: true,
    category: ['Sales'],
    description: JSON.stringify({ charactersName: 'Dana Reyes', charactersGender: 'Female' }),
    mode: 'Quick',
    timestamp: '2026-11-01T09:00:00.000Z',
    owner: 'me',
    ...overrides,
  };
}

const renewal = buildScenario();
const feedback = buildScenario({
  id: 's2',
  name: 'Difficult feedback',
  visibility: false,
  category: ['Leadership, HR'],
  description: JSON.stringify({ charactersName: 'Sam Okafor', charactersGender: 'Male' }),
});
const broken = buildScenario({ id: 's3', name: 'Angry caller', category: ['Customer Service'], description: '{oops' });
const all = [renewal, feedback, broken];

describe('filterScenarios', () => {
  it('keeps everything without filters', () => {
    expect(filterScenarios(all, DEFAULT_SCENARIO_FILTERS)).toEqual(all);
    expect(hasActiveFilters(DEFAULT_SCENARIO_FILTERS)).toBe(false);
  });

  it('searches scenario and character names ignoring case', () => {
    expect(filterScenarios(all, { ...DEFAULT_SCENARIO_FILTERS, query: '  FEEDBACK ' })).toEqual([feedback]);
    expect(filterScenarios(all, { ...DEFAULT_SCENARIO_FILTERS, query: 'dana' })).toEqual([renewal]);
    expect(filterScenarios(all, { ...DEFAULT_SCENARIO_FILTERS, query: 'caller' })).toEqual([broken]);
  });

  it('filters by role against comma-joined category tags', () => {
    expect(filterScenarios(all, { ...DEFAULT_SCENARIO_FILTERS, roleId: 'hr' })).toEqual([feedback]);
    expect(filterScenarios(all, { ...DEFAULT_SCENARIO_FILTERS, roleId: 'customer-service' })).toEqual([broken]);
    expect(filterScenarios(all, { ...DEFAULT_SCENARIO_FILTERS, roleId: 'project-management' })).toEqual([]);
  });

  it('filters by visibility', () => {
    expect(filterScenarios(all, { ...DEFAULT_SCENARIO_FILTERS, visibility: 'private' })).toEqual([feedback]);
    expect(filterScenarios(all, { ...DEFAULT_SCENARIO_FILTERS, visibility: 'public' })).toEqual([renewal, broken]);
  });

  it('combines filters', () => {
    const filters = { query: 'sam', roleId: 'leadership', visibility: 'public' as const };
    expect(filterScenarios(all, filters)).toEqual([]);
    expect(hasActiveFilters(filters)).toBe(true);
  });
});
