import type { CreateAdvancedScenarioInput, Scenario } from '@shared/contracts/scenarios.ts';
import { createScenario, useCreateScenario } from './create-scenario.ts';

export function createAdvancedScenario(input: CreateAdvancedScenarioInput): Promise<Scenario> {
  return createScenario('/advance-roleplay', input);
}

export function useCreateAdvancedScenario(email: string) {
  return useCreateScenario(email, createAdvancedScenario);
}
