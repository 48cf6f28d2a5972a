import type { CreateQuickScenarioInput, Scenario } from '@shared/contracts/scenarios.ts';
import { createScenario, useCreateScenario } from './create-scenario.ts';

export function createQuickScenario(input: CreateQuickScenarioInput): Promise<Scenario> {
  return createScenario('/quick-roleplay', input);
}

export function useCreateQuickScenario(email: string) {
  return useCreateScenario(email, createQuickScenario);
}
