/** Answers of the API as component tests need them, each with what a test leaves out filled in: `buildScenario()`. */
import type { Scenario } from '@shared/contracts/scenarios.ts';

/** A quick scenario the caller owns and may change, with a named character; `overrides` set what a test is about. */
export function buildScenario(overrides: Partial<Scenario> = {}): Scenario {
  return {
    id: 's1',
    name: 'Renewal negotiation',
    visibility: true,
    category: ['Sales'],
    description: JSON.stringify({ charactersName: 'Dana Reyes', charactersGender: 'Female' }),
    mode: 'Quick',
    timestamp: '2026-11-01T09:00:00.000Z',
    owner: 'me',
    generated_by: null,
    learner_brief: null,
    character_identity: null,
    brief: null,
    rubric_id: null,
    organization_id: null,
    can_change: true,
    ...overrides,
  };
}
