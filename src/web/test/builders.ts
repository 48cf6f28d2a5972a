/** Answers of the API as component tests need them, each with what a test leaves out filled in: `buildScenario()`. */
import type { PublicPlansAnswer } from '@shared/contracts/plans.ts';
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

type LaunchOffer = NonNullable<PublicPlansAnswer['launch']>;

/**
 * `GET /plans` of an operator taking card payments in dollars, with a launch offer that has places left; `overrides`
 * and `launch` set the prices and places a test shows.
 */
export function buildPublicPlans(overrides: Partial<Omit<PublicPlansAnswer, 'launch'>> = {}, launch: Partial<LaunchOffer> = {}): PublicPlansAnswer {
  return {
    currency: 'usd',
    payments: 'stripe',
    package: { price_cents: 12000, included_gb: 1 },
    storage: { price_per_gb_cents: 150 },
    mentor_commission_percent: 20,
    launch: { discount_percent: 25, price_cents: 9000, places: 300, places_left: 41, ...launch },
    ...overrides,
  };
}
