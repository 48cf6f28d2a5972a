import { splitCategories } from '../../../shared/display.ts';
import { parseScenarioDescription, type Scenario } from '../../../shared/contracts/scenarios.ts';

export const ALL_ROLES_ID = 'all';

/** The "Sort by Role" choices; every entry but "All roles" keeps scenarios tagged with that name. */
export const ROLE_OPTIONS = [
  { id: ALL_ROLES_ID, name: 'All roles' },
  { id: 'sales', name: 'Sales' },
  { id: 'customer-service', name: 'Customer Service' },
  { id: 'leadership', name: 'Leadership' },
  { id: 'hr', name: 'HR' },
  { id: 'project-management', name: 'Project Management' },
] as const;

export type VisibilityFilter = 'all' | 'public' | 'private';

export interface ScenarioFilters {
  query: string;
  roleId: string;
  visibility: VisibilityFilter;
}

export const DEFAULT_SCENARIO_FILTERS: ScenarioFilters = { query: '', roleId: ALL_ROLES_ID, visibility: 'all' };

export function hasActiveFilters(filters: ScenarioFilters): boolean {
  return filters.query.trim() !== '' || filters.roleId !== ALL_ROLES_ID || filters.visibility !== 'all';
}

/** Search matches the scenario name or the character name, ignoring case; the role matches a category tag. */
export function filterScenarios(scenarios: readonly Scenario[], filters: ScenarioFilters): Scenario[] {
  const query = filters.query.trim().toLowerCase();
  const roleName = ROLE_OPTIONS.find((role) => role.id === filters.roleId && role.id !== ALL_ROLES_ID)?.name.toLowerCase();

  return scenarios.filter((scenario) => {
    if (filters.visibility === 'public' && !scenario.visibility) return false;
    if (filters.visibility === 'private' && scenario.visibility) return false;
    if (roleName && !splitCategories(scenario.category).some((tag) => tag.toLowerCase() === roleName)) return false;
    if (!query) return true;
    const characterName = parseScenarioDescription(scenario.description).charactersName ?? '';
    return scenario.name.toLowerCase().includes(query) || characterName.toLowerCase().includes(query);
  });
}
