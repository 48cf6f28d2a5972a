// How a stored scenario row is answered by every route.
import type { Scenario } from '../../../shared/contracts/scenarios.ts';
import type { ScenarioRow } from './scenarios.repository.ts';

/**
 * The description as the JSON string the API promises. A row written before descriptions were objects may hold
 * a bare string; it is answered as it is, and the client's parseScenarioDescription copes with whatever it holds.
 */
export function descriptionText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value ?? {}) ?? '{}';
}

/** A row as the API answers it; `owner` is relative to the caller. */
export function toScenario(row: ScenarioRow, callerId: string): Scenario {
  const categories: unknown = row.categories;
  return {
    id: row.id,
    name: row.name,
    visibility: row.isPublic,
    category: Array.isArray(categories) ? categories.filter((item): item is string => typeof item === 'string') : [],
    description: descriptionText(row.description),
    mode: row.mode === 'Advanced' ? 'Advanced' : 'Quick',
    timestamp: row.createdAt.toISOString(),
    owner: row.isSample ? 'sample' : row.userId === callerId ? 'me' : 'other',
  };
}
