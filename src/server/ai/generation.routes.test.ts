// Faithful generation through the routes: a prompt no engine can read fails its job with a reason that says what to
// write; which engine wrote a persona, rubric or scenario is stored and answered; an unproven ADMIN_EMAILS address is no admin.
import { describe, expect, it } from 'vitest';
import type { PersonaJobResult, PersonaListItem } from '../../shared/contracts/personas.ts';
import type { RubricJobResult, RubricListItem } from '../../shared/contracts/rubrics.ts';
import type { Scenario, ScenarioJobResult } from '../../shared/contracts/scenarios.ts';
import { TEST_DATABASES, registerAndLogin, uniqueEmail, waitForJobStatus, useTestApp } from '../test/test-app.ts';
import { PERSONA_EXAMPLE, RUBRIC_EXAMPLE } from './offline/readable-input.ts';

// Unique per run: a PostgreSQL test database may keep the accounts of an earlier run.
const ADMIN_EMAIL = `Operator.${Date.now().toString(36)}.${process.pid}@Example.com`;

describe.each(TEST_DATABASES)('[GENERATION] generation routes on $name', ({ url }) => {
  const ctx = useTestApp(url, { CREATOR_EMAILS: '', ADMIN_EMAILS: ` ${ADMIN_EMAIL} , other-admin@example.com`, LOGIN_RATE_LIMIT_PER_IP: '100000' });

  const post = (path: string, payload: unknown, cookies: string) => ctx.app.inject({ method: 'POST', url: path, payload: payload as object, headers: { cookie: cookies } });
  const get = (path: string, cookies: string) => ctx.app.inject({ method: 'GET', url: path, headers: { cookie: cookies } });

  async function runJob(path: string, statusPrefix: string, payload: unknown, cookies: string) {
    const response = await post(path, payload, cookies);
    expect(response.statusCode, response.body).toBe(202);
    return waitForJobStatus(ctx.app, `${statusPrefix}/${response.json().jobId}`, cookies);
  }

  it('fails a gibberish persona prompt’s job at once with the reason and an example, and stores nothing', async () => {
    const { cookies, account } = await registerAndLogin(ctx.app, { email: uniqueEmail('gen') });
    const status = await runJob('/persona/create', '/persona/job-status-create', { name: 'Test', persona_prompt: 'asdkjh qwe', file_ids: [] }, cookies);
    expect(status).toMatchObject({
      jobStatus: 'Failed',
      result: null,
      failedReason: `We could not read a character in “asdkjh qwe”. Describe who they are, for example: ${PERSONA_EXAMPLE}`,
    });
    const list = await get(`/persona/all/${encodeURIComponent(account.email)}`, cookies);
    expect((list.json().data as PersonaListItem[]).filter((item) => !item.is_sample)).toEqual([]);
  });

  it('fails a rubric description of punctuation and digits with the reason, and still writes "upset customer"', async () => {
    const { cookies } = await registerAndLogin(ctx.app, { email: uniqueEmail('gen') });
    const failed = await runJob('/rubrics/create', '/rubrics/job-status-create', { name: 'Rubric', description: '??? 123 !!!', file_ids: [] }, cookies);
    expect(failed).toMatchObject({
      jobStatus: 'Failed',
      failedReason: `We could not read what to grade in “??? 123 !!!”. Describe the conversation and what good looks like, for example: ${RUBRIC_EXAMPLE}`,
    });
    const short = await runJob('/rubrics/create', '/rubrics/job-status-create', { name: 'Complaints', description: 'upset customer', file_ids: [] }, cookies);
    expect(short).toMatchObject({ jobStatus: 'Completed', failedReason: null });
  });

  it('stores which engine wrote a persona, a rubric and a scenario, and answers it in every list', async () => {
    const { cookies, account } = await registerAndLogin(ctx.app, { email: uniqueEmail('gen') });
    const email = encodeURIComponent(account.email);

    const personaStatus = await runJob('/persona/create', '/persona/job-status-create', { name: 'Greg', persona_prompt: "Greg, a 55-year-old operations manager who can't stand jargon.", file_ids: [] }, cookies);
    const persona = (personaStatus.result as PersonaJobResult).data;
    expect(persona.generated_by).toBe('offline engine');
    const personas = (await get(`/persona/all/${email}`, cookies)).json().data as PersonaListItem[];
    expect(personas.find((item) => item.id === persona.id)?.generated_by).toBe('offline engine');
    expect(personas.filter((item) => item.is_sample).every((item) => item.generated_by === null)).toBe(true);

    const rubricStatus = await runJob(
      '/rubrics/create',
      '/rubrics/job-status-create',
      { name: 'Refund call', description: 'Good looks like letting the customer finish, confirming the refund amount and offering a follow-up call.', file_ids: [] },
      cookies,
    );
    const rubricId = (rubricStatus.result as RubricJobResult).assessment.id;
    const rubric = (await get(`/rubrics/rubric/${rubricId}`, cookies)).json().data as RubricListItem;
    expect(rubric.generated_by).toBe('offline engine');
    expect(rubric.content.criteria.map((criterion) => criterion.criterion_name)).toEqual(
      expect.arrayContaining(['Letting the customer finish', 'Confirming the refund amount', 'Offering a follow-up call']),
    );

    const scenarioStatus = await runJob(
      '/quick-roleplay/create',
      '/quick-roleplay/job-status-create',
      {
        scenario_title: 'A loan for the boat',
        ai_role: 'Customer',
        my_role: 'Bank manager',
        scenario_description: 'Tom Walsh, a 67-year-old fisherman, wants a loan to repair his boat after a storm.',
        file_ids: [],
      },
      cookies,
    );
    const scenario = (scenarioStatus.result as ScenarioJobResult).data;
    expect(scenario.generated_by).toBe('offline engine');
    const scenarios = (await get(`/quick-roleplay/all/${email}`, cookies)).json().data as Scenario[];
    expect(scenarios.find((item) => item.id === scenario.id)?.generated_by).toBe('offline engine');
  });

  it('answers permissions.isAdmin false for an e-mail in ADMIN_EMAILS on a server that cannot prove it (no e-mail)', async () => {
    const admin = await registerAndLogin(ctx.app, { email: ADMIN_EMAIL.toLowerCase() });
    const learner = await registerAndLogin(ctx.app, { email: uniqueEmail('gen') });
    expect((await get('/users/me', admin.cookies)).json().permissions).toEqual({ canCreate: true, isAdmin: false });
    expect((await get('/users/me', learner.cookies)).json().permissions).toEqual({ canCreate: true, isAdmin: false });
  });
});
