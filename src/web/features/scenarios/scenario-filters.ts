// The showcase's search, sort and filters: pure functions, and their round trip through the page's URL so that
// Back and a shared link restore the same view.
import { type Scenario } from '@shared/contracts/scenarios.ts';
import { parseScenarioDescription, SCENARIO_CATEGORIES } from '@shared/contracts/scenarios-constants.ts';
import { splitCategories } from '@shared/display.ts';

export const SCENARIO_SORTS = ['newest', 'name', 'role'] as const;
export type ScenarioSort = (typeof SCENARIO_SORTS)[number];

/** The showcase's "Sort" choices. */
export const SORT_OPTIONS: readonly { id: ScenarioSort; name: string }[] = [
  { id: 'newest', name: 'Newest first' },
  { id: 'name', name: 'Name (A–Z)' },
  { id: 'role', name: 'Role (category)' },
];

export const VISIBILITY_FILTERS = ['all', 'public', 'private'] as const;
export type VisibilityFilter = (typeof VISIBILITY_FILTERS)[number];

/** Whose scenarios to show: everything listed, the person's own, or the read-only samples. */
export const OWNER_FILTERS = ['all', 'mine', 'samples'] as const;
export type OwnerFilter = (typeof OWNER_FILTERS)[number];

export interface ScenarioFilters {
  query: string;
  sort: ScenarioSort;
  /** A category tag to keep, compared ignoring case; null keeps every category. */
  category: string | null;
  visibility: VisibilityFilter;
  owner: OwnerFilter;
}

export const DEFAULT_SCENARIO_FILTERS: ScenarioFilters = { query: '', sort: 'newest', category: null, visibility: 'all', owner: 'all' };

/** The URL's search parameter of each setting. */
const PARAM = { query: 'q', sort: 'sort', category: 'category', visibility: 'visibility', owner: 'owner' } as const;

function oneOf<Value extends string>(values: readonly Value[], raw: string | null, fallback: Value): Value {
  return values.find((value) => value === raw) ?? fallback;
}

/** Reads the view from the page's URL; an unknown value falls back to the default instead of hiding everything. */
export function filtersFromSearchParams(params: URLSearchParams): ScenarioFilters {
  const category = params.get(PARAM.category)?.trim();
  return {
    query: params.get(PARAM.query) ?? '',
    sort: oneOf(SCENARIO_SORTS, params.get(PARAM.sort), DEFAULT_SCENARIO_FILTERS.sort),
    category: category ? category : null,
    visibility: oneOf(VISIBILITY_FILTERS, params.get(PARAM.visibility), DEFAULT_SCENARIO_FILTERS.visibility),
    owner: oneOf(OWNER_FILTERS, params.get(PARAM.owner), DEFAULT_SCENARIO_FILTERS.owner),
  };
}

/** Writes the view into search parameters, leaving defaults out so the plain /showcase stays plain. */
export function filtersToSearchParams(filters: ScenarioFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query !== '') params.set(PARAM.query, filters.query);
  if (filters.sort !== DEFAULT_SCENARIO_FILTERS.sort) params.set(PARAM.sort, filters.sort);
  if (filters.category) params.set(PARAM.category, filters.category);
  if (filters.visibility !== 'all') params.set(PARAM.visibility, filters.visibility);
  if (filters.owner !== 'all') params.set(PARAM.owner, filters.owner);
  return params;
}

/** The view's round trip through the page's URL, for `useSearchParamsView`. */
export const SCENARIO_FILTERS_IN_URL = { read: filtersFromSearchParams, write: filtersToSearchParams };

/** True when the search or a filter may hide scenarios (the sort hides none). */
export function hasActiveFilters(filters: ScenarioFilters): boolean {
  return filters.query.trim() !== '' || filters.category !== null || filters.visibility !== 'all' || filters.owner !== 'all';
}

/** The categories to offer: the five sample categories first, then any other tag found, alphabetically. */
export function categoryChoices(scenarios: readonly Scenario[]): string[] {
  const known = new Set<string>(SCENARIO_CATEGORIES.map((category) => category.toLowerCase()));
  const others = new Map<string, string>();
  for (const scenario of scenarios) {
    for (const tag of splitCategories(scenario.category)) {
      const key = tag.toLowerCase();
      if (!known.has(key) && !others.has(key)) others.set(key, tag);
    }
  }
  return [...SCENARIO_CATEGORIES, ...[...others.values()].sort(compareText)];
}

// Made at the first comparison, not with the module: a page's first Intl.Collator loads the browser's collation data, one
// long task on a phone, which the list's first render does not need when no two scenarios tie on time.
let collator: Intl.Collator | undefined;
function compareText(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}

function timeOf(scenario: Scenario): number {
  const time = Date.parse(scenario.timestamp);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

const COMPARATORS: Record<ScenarioSort, (a: Scenario, b: Scenario) => number> = {
  newest: (a, b) => timeOf(b) - timeOf(a) || compareText(a.name, b.name),
  name: (a, b) => compareText(a.name, b.name) || timeOf(b) - timeOf(a),
  // By the first category tag; scenarios without one come last.
  role: (a, b) => {
    const roleA = splitCategories(a.category)[0];
    const roleB = splitCategories(b.category)[0];
    if (roleA === undefined || roleB === undefined) return (roleA === undefined ? 1 : 0) - (roleB === undefined ? 1 : 0) || compareText(a.name, b.name);
    return compareText(roleA, roleB) || compareText(a.name, b.name);
  },
};

/**
 * The scenarios the view shows, in its order. Search matches the scenario name, the character's name or a
 * category, ignoring case; a description that is not JSON only means there is no character name to match.
 */
export function selectScenarios(scenarios: readonly Scenario[], filters: ScenarioFilters): Scenario[] {
  const query = filters.query.trim().toLowerCase();
  const category = filters.category?.toLowerCase();

  return scenarios
    .filter((scenario) => {
      if (filters.visibility === 'public' && !scenario.visibility) return false;
      if (filters.visibility === 'private' && scenario.visibility) return false;
      if (filters.owner === 'mine' && scenario.owner !== 'me') return false;
      if (filters.owner === 'samples' && scenario.owner !== 'sample') return false;
      const tags = splitCategories(scenario.category).map((tag) => tag.toLowerCase());
      if (category && !tags.includes(category)) return false;
      if (!query) return true;
      const characterName = parseScenarioDescription(scenario.description).charactersName ?? '';
      return scenario.name.toLowerCase().includes(query) || characterName.toLowerCase().includes(query) || tags.some((tag) => tag.includes(query));
    })
    .sort(COMPARATORS[filters.sort]);
}
