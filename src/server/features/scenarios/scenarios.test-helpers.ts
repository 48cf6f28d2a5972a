// What the scenario route tests share: the app (one per test file, as every file has its own database), the calls the
// tests make, the quick creation most start from, and the samples a scenario is built from.
import { expect } from 'vitest';
import { GeneratedScenarioDescriptionSchema, type Scenario, type ScenarioJobResult, type ScenarioListAnswer } from '../../../shared/contracts/scenarios.ts';
import { useTestApp, waitForJobStatus } from '../../test/test-app.ts';
import { SAMPLE_SCENARIOS } from './scenarios.seed.ts';

// Each test registers its own people; the default per-IP login limit would stop them.
export const TEST_ENV = { CREATOR_EMAILS: '', LOGIN_RATE_LIMIT_PER_IP: '1000' };
export const UNKNOWN_ID = '00000000-0000-4000-8000-00000000abcd';
// The customer-service samples of the persona, rubric and glossary features, as the first sample scenario uses them.
export const SAMPLE_PERSONA = { id: SAMPLE_SCENARIOS[0]!.personaId };
export const SAMPLE_RUBRIC_ID = SAMPLE_SCENARIOS[0]!.rubricId;
export const SAMPLE_GLOSSARY_ID = SAMPLE_SCENARIOS[0]!.glossaryId!;

export const QUICK = {
  scenario_title: 'A loan for the boat',
  ai_role: 'Customer',
  my_role: 'Bank manager',
  scenario_description: 'Tom Walsh, a 67-year-old fisherman, wants a loan to repair his boat after a storm. He is worried and impatient.',
  file_ids: [],
};

export function expectCompleteDescription(scenario: Scenario) {
  const description = GeneratedScenarioDescriptionSchema.parse(JSON.parse(scenario.description));
  for (const value of [...Object.values(description).filter((field) => typeof field === 'string'), description.scenarioDetails.Overview]) {
    expect(value.trim().length).toBeGreaterThan(0);
  }
  return description;
}

/** Call inside a `describe`: starts the app on `url` (everyone may create) and answers the calls the tests make. */
export function useScenarioRoutes(url: string | undefined) {
  const ctx = useTestApp(url, TEST_ENV);

  const post = (path: string, cookies: string, payload: unknown) => ctx.app.inject({ method: 'POST', url: path, headers: { cookie: cookies }, payload: payload as object });
  const get = (path: string, cookies: string) => ctx.app.inject({ method: 'GET', url: path, headers: { cookie: cookies } });
  const remove = (path: string, cookies: string) => ctx.app.inject({ method: 'DELETE', url: path, headers: { cookie: cookies } });

  async function listScenarios(email: string, cookies: string): Promise<Scenario[]> {
    const response = await get(`/quick-roleplay/all/${encodeURIComponent(email)}`, cookies);
    expect(response.statusCode).toBe(200);
    return (response.json() as ScenarioListAnswer).data;
  }

  async function runJob(path: string, statusPrefix: string, cookies: string, payload: unknown) {
    const response = await post(path, cookies, payload);
    expect(response.statusCode, response.body).toBe(202);
    return waitForJobStatus(ctx.app, `${statusPrefix}/${response.json().jobId}`, cookies);
  }

  async function createQuick(cookies: string, payload: Record<string, unknown> = {}): Promise<Scenario> {
    const status = await runJob('/quick-roleplay/create', '/quick-roleplay/job-status-create', cookies, { ...QUICK, ...payload });
    expect(status).toMatchObject({ jobStatus: 'Completed', failedReason: null });
    return (status.result as ScenarioJobResult).data;
  }

  return { ctx, post, get, remove, listScenarios, runJob, createQuick };
}
