// What the scenario pages need without zod (categories, roleplay modes and timers, the session price, the description
// reader, a chat line's limit): the practice area's first load imports this; scenarios.ts holds the schemas.
import type { ScenarioDescription } from './scenarios.ts';

/** The longest line a person may send in a chat (a Vibes Check, a roleplay turn). */
export const CHAT_MESSAGE_MAX_LENGTH = 2_000;

/** The five categories of the samples; a scenario may carry others where they fit. */
export const SCENARIO_CATEGORIES = ['Customer Service', 'Leadership', 'Sales', 'HR', 'Project Management'] as const;

/** Roleplay modes of a session (spec section 3, Enumerations); speech is the default. */
export const ROLEPLAY_MODES = ['speech', 'text'] as const;
/** The Set Timer choices of the Roleplay Mode dialog, in minutes. */
export const SESSION_TIMER_MINUTES = [5, 10, 15, 20, 30] as const;

/** What starting one roleplay session costs. */
export const SESSION_CREDIT_COST = 10;

/** The text fields of `ScenarioDescriptionSchema`, in its order. */
const DESCRIPTION_TEXT_FIELDS = [
  'charactersName',
  'charactersGender',
  'charactersAge',
  'charactersOccupation',
  'charactersBackground',
  'charactersScenarioSnippet',
  'charactersRelevanceToScenario',
] as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a scenario description. Broken JSON or a non-object gives an empty object, and a field of the
 * wrong type is dropped on its own, so one bad value never hides the rest of the character. It reads what
 * `ScenarioDescriptionSchema` accepts, field by field, without zod (scenarios.test.ts holds the two together).
 */
export function parseScenarioDescription(json: string | null | undefined): ScenarioDescription {
  if (typeof json !== 'string') return {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return {};
  }
  if (!isPlainObject(raw)) return {};
  const description: ScenarioDescription = {};
  for (const field of DESCRIPTION_TEXT_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string') description[field] = value;
  }
  const details = raw.scenarioDetails;
  if (isPlainObject(details)) {
    if (typeof details.Overview === 'string') description.scenarioDetails = { Overview: details.Overview };
    else if (details.Overview === undefined) description.scenarioDetails = {};
  }
  return description;
}
