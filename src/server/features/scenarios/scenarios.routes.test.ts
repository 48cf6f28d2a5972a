import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GeneratedScenarioDescriptionSchema, type Scenario, type ScenarioJobResult, type ScenarioListAnswer } from '../../../shared/contracts/scenarios.ts';
import { parseScenarioDescription, SCENARIO_CATEGORIES } from '../../../shared/contracts/scenarios-constants.ts';
import { ScenarioBriefSchema } from '../../../shared/contracts/character-brief.ts';
import { UNREADABLE_DESCRIPTION_REASON } from '../../ai/offline/scenario/readable-input.ts';
import { personas, scenarios } from '../../db/schema.ts';
import { TEST_DATABASES, registerAndLogin, useTestApp, uniqueEmail, waitForJobStatus, userIdOf } from '../../test/test-app.ts';
import { SAMPLE_SCENARIO_IDS, SAMPLE_SCENARIOS, seedScenarios } from './scenarios.seed.ts';
import {
  SAMPLE_SCENARIO_READ_ONLY_MESSAGE,
  SCENARIO_FILES_NOT_FOUND_MESSAGE,
  SCENARIO_GLOSSARY_NOT_FOUND_MESSAGE,
  SCENARIO_NOT_FOUND_MESSAGE,
  SCENARIO_PERSONA_NOT_FOUND_MESSAGE,
  SCENARIO_RUBRIC_NOT_FOUND_MESSAGE,
} from './scenarios.service.ts';

// Each test registers its own people; the default per-IP login limit would stop them.
const TEST_ENV = { CREATOR_EMAILS: '', LOGIN_RATE_LIMIT_PER_IP: '1000' };
const UNKNOWN_ID = '00000000-0000-4000-8000-00000000abcd';
// The customer-service samples of the persona, rubric and glossary features, as the first sample scenario uses them.
const SAMPLE_PERSONA = { id: SAMPLE_SCENARIOS[0]!.personaId };
const SAMPLE_RUBRIC_ID = SAMPLE_SCENARIOS[0]!.rubricId;
const SAMPLE_GLOSSARY_ID = SAMPLE_SCENARIOS[0]!.glossaryId!;

const QUICK = {
  scenario_title: 'A loan for the boat',
  ai_role: 'Customer',
  my_role: 'Bank manager',
  scenario_description: 'Tom Walsh, a 67-year-old fisherman, wants a loan to repair his boat after a storm. He is worried and impatient.',
  file_ids: [],
};

function expectCompleteDescription(scenario: Scenario) {
  const description = GeneratedScenarioDescriptionSchema.parse(JSON.parse(scenario.description));
  for (const value of [...Object.values(description).filter((field) => typeof field === 'string'), description.scenarioDetails.Overview]) {
    expect(value.trim().length).toBeGreaterThan(0);
  }
  return description;
}

describe.each(TEST_DATABASES)('[SCENARIOS] scenario routes on $name', ({ url }) => {
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


  describe('validation', () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['a missing title', { scenario_title: undefined }, /Scenario title/],
      ['an empty title', { scenario_title: '   ' }, /Scenario title is required/],
      ['a title too long', { scenario_title: 'x'.repeat(121) }, /Scenario title must be at most 120/],
      ['a missing AI role', { ai_role: undefined }, /AI role/],
      ['an empty AI role', { ai_role: '' }, /AI role is required/],
      ['an empty learner role', { my_role: ' ' }, /My role is required/],
      ['an empty description', { scenario_description: '' }, /Scenario description is required/],
      ['a description too long', { scenario_description: 'word '.repeat(900) }, /Scenario description must be at most 4,000/],
      ['a malformed file id', { file_ids: ['not-an-id'] }, /file id/],
      ['too many files', { file_ids: Array.from({ length: 11 }, () => UNKNOWN_ID) }, /at most 10 files/],
      ['a non-boolean visibility', { visibility: 'yes' }, /Visibility must be true/],
      ['a malformed glossary id', { glossary_id: 'abc' }, /Glossary id is not valid/],
      ['a NUL character', { scenario_title: 'a\u0000b' }, /not allowed/],
    ];
    it.each(cases)('refuses a quick scenario with %s (400 naming the field)', async (_label, change, message) => {
      const { cookies } = await registerAndLogin(ctx.app);
      const response = await post('/quick-roleplay/create', cookies, { ...QUICK, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });

    it('refuses an advanced scenario without a persona, a rubric or a description', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const base = { scenario_title: 'Renewal', persona_id: SAMPLE_PERSONA.id, rubric_id: SAMPLE_RUBRIC_ID, scenario_description: 'A renewal meeting about price.', file_ids: [] };
      for (const [change, message] of [
        [{ persona_id: undefined }, /Persona is required/],
        [{ persona_id: 'x' }, /Persona id is not valid/],
        [{ rubric_id: '' }, /Rubric is required/],
        [{ scenario_description: ' ' }, /Scenario description is required/],
      ] as const) {
        const response = await post('/advance-roleplay/create', cookies, { ...base, ...change });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(message);
      }
    });

    it('answers 404 for an unknown or foreign persona, rubric, glossary or file, and 403 for another organization', async () => {
      const owner = await registerAndLogin(ctx.app);
      const { account, cookies } = await registerAndLogin(ctx.app);
      const [foreignPersona] = await ctx.database.db
        .insert(personas)
        .values({ userId: await userIdOf(ctx.database.db, owner.account.email), name: 'Private persona', details: { name: 'Ann Lee', age: '40', gender: 'Female', occupation: 'Baker', background: 'Runs a bakery.' } })
        .returning();
      const advanced = { scenario_title: 'Renewal', persona_id: SAMPLE_PERSONA.id, rubric_id: SAMPLE_RUBRIC_ID, scenario_description: 'A renewal meeting about the price of the contract.', file_ids: [] };
      const cases: [string, unknown, number, string][] = [
        ['/advance-roleplay/create', { ...advanced, persona_id: UNKNOWN_ID }, 404, SCENARIO_PERSONA_NOT_FOUND_MESSAGE],
        ['/advance-roleplay/create', { ...advanced, persona_id: foreignPersona!.id }, 404, SCENARIO_PERSONA_NOT_FOUND_MESSAGE],
        ['/advance-roleplay/create', { ...advanced, rubric_id: UNKNOWN_ID }, 404, SCENARIO_RUBRIC_NOT_FOUND_MESSAGE],
        ['/advance-roleplay/create', { ...advanced, glossary_id: UNKNOWN_ID }, 404, SCENARIO_GLOSSARY_NOT_FOUND_MESSAGE],
        ['/quick-roleplay/create', { ...QUICK, glossary_id: UNKNOWN_ID }, 404, SCENARIO_GLOSSARY_NOT_FOUND_MESSAGE],
        ['/quick-roleplay/create', { ...QUICK, file_ids: [UNKNOWN_ID] }, 404, SCENARIO_FILES_NOT_FOUND_MESSAGE],
        ['/quick-roleplay/create', { ...QUICK, organization_id: uniqueEmail() }, 403, 'You can only use your own library.'],
      ];
      for (const [path, payload, statusCode, message] of cases) {
        const response = await post(path, cookies, payload);
        expect(response.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(statusCode);
        expect(response.json().message).toBe(message);
      }
      // The caller's own organization e-mail, in any case, and the samples of the pickers are fine.
      const accepted = await post('/quick-roleplay/create', cookies, { ...QUICK, organization_id: account.email.toUpperCase(), glossary_id: SAMPLE_GLOSSARY_ID });
      expect(accepted.statusCode).toBe(202);
    });

    it('refuses an update without categories or with a malformed id, and a list of someone else’s e-mail', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const created = await createQuick(cookies);
      const empty = await post('/scenarios/update', cookies, { id: created.id, name: 'New', visibility: true, category: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toMatch(/at least one category/);
      const badId = await post('/scenarios/update', cookies, { id: 'x', name: 'New', visibility: true, category: ['Sales'] });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().message).toMatch(/Scenario id is not valid/);
      const badDelete = await remove('/scenarios/not-an-id', cookies);
      expect(badDelete.statusCode).toBe(400);
      const otherList = await get(`/quick-roleplay/all/${encodeURIComponent(uniqueEmail())}`, cookies);
      expect(otherList.statusCode).toBe(403);
    });

    it('needs a signed-in caller on every route', async () => {
      for (const [method, path] of [
        ['GET', `/quick-roleplay/all/someone@example.com`],
        ['GET', `/api/ai/scenario/${SAMPLE_SCENARIOS[0]!.id}`],
        ['POST', '/quick-roleplay/create'],
        ['POST', '/advance-roleplay/create'],
        ['POST', '/scenarios/update'],
        ['DELETE', `/scenarios/${SAMPLE_SCENARIOS[0]!.id}`],
      ] as const) {
        const response = await ctx.app.inject({ method, url: path, ...(method === 'POST' ? { payload: {} } : {}) });
        expect(response.statusCode, `${method} ${path}`).toBe(401);
      }
    });
  });

  describe('quick creation', () => {
    it('writes a complete scenario through a job, keeping the stated facts, and lists it first as the caller’s own', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const created = await createQuick(cookies, { visibility: true, glossary_id: SAMPLE_GLOSSARY_ID });
      expect(created).toMatchObject({ name: QUICK.scenario_title, visibility: true, mode: 'Quick', owner: 'me' });
      expect(created.category.length).toBeGreaterThan(0);
      const description = expectCompleteDescription(created);
      expect(description).toMatchObject({ charactersName: 'Tom Walsh', charactersAge: '67', charactersGender: 'Male', charactersOccupation: 'Fisherman' });

      const [stored] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, created.id));
      expect(stored).toMatchObject({ glossaryId: SAMPLE_GLOSSARY_ID, isSample: false, isPublic: true, mode: 'Quick' });
      expect(stored!.inputs).toMatchObject({ ai_role: 'Customer', my_role: 'Bank manager' });

      const list = await listScenarios(account.email, cookies);
      // Newest first; on a shared PostgreSQL database other files' public scenarios may be newer still.
      expect(list.find((item) => item.owner === 'me')).toEqual(created);
      expect(list.findIndex((item) => item.id === created.id)).toBeLessThan(list.findIndex((item) => item.owner === 'sample'));
      const timestamps = list.map((item) => item.timestamp);
      expect([...timestamps].sort().reverse()).toEqual(timestamps);

      const forAi = await get(`/api/ai/scenario/${created.id}`, cookies);
      expect(forAi.statusCode).toBe(200);
      expect(forAi.json()).toEqual({ name: created.name, description: created.description });
    });

    it('stores the character brief it wrote: the stated facts on the character, the goal on the learner’s side', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const created = await createQuick(cookies, {
        scenario_title: 'Chasing an overdue invoice with Dmitri',
        ai_role: 'Finance director',
        my_role: 'Accounts receivable manager at a software supplier',
        scenario_description:
          'Dmitri Volkov, 51, is the finance director at Baltic Freight in Tallinn. Baltic Freight owes us EUR 48,300 on invoice INV-2291, now 67 days overdue. He is polite but evasive and prefers email to phone calls. My goal: agree a payment date before the end of the month.',
      });
      const [stored] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, created.id));
      const brief = ScenarioBriefSchema.parse(stored!.brief);
      expect(brief.character.identity).toMatchObject({ name: 'Dmitri Volkov', organisation: 'Baltic Freight', location: 'Tallinn', personality: 'polite but evasive' });
      expect(JSON.stringify(brief.character.facts)).toContain('EUR 48,300');
      expect(brief.learner.goal).toMatch(/payment date before the end of the month/);
      expect(JSON.stringify({ situation: brief.character.situation, facts: brief.character.facts, openingLine: brief.character.openingLine })).not.toMatch(/my goal|end of the month/i);
    });

    it('keeps a stated gender and an occupation given as the AI role', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const created = await createQuick(cookies, {
        ai_role: 'Fisherman',
        my_role: 'Loan officer',
        scenario_description: 'A 67-year-old woman asks for a loan to repair her boat after a storm damaged it.',
      });
      expect(expectCompleteDescription(created)).toMatchObject({ charactersGender: 'Female', charactersAge: '67', charactersOccupation: 'Fisherman' });
      expect(created.visibility).toBe(false);
    });

    it('fails the job with a readable reason when the description cannot be read, and stores nothing', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const status = await runJob('/quick-roleplay/create', '/quick-roleplay/job-status-create', cookies, { ...QUICK, scenario_description: 'sdkfj qwpoeiru zxmcnv bvlkj' });
      expect(status).toMatchObject({ jobStatus: 'Failed', failedReason: UNREADABLE_DESCRIPTION_REASON, result: null });
      expect((await listScenarios(account.email, cookies)).every((item) => item.owner !== 'me')).toBe(true);
    });
  });

  describe('advanced creation', () => {
    it('keeps a sample persona’s name, age, gender, occupation and background, and stores the rubric and glossary', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const [persona] = await ctx.database.db.select().from(personas).where(eq(personas.id, SAMPLE_PERSONA.id));
      const details = persona!.details as Record<string, string>;
      const status = await runJob('/advance-roleplay/create', '/advance-roleplay/job-status-create', cookies, {
        scenario_title: 'Third engineer visit',
        persona_id: SAMPLE_PERSONA.id,
        rubric_id: SAMPLE_RUBRIC_ID,
        glossary_id: SAMPLE_GLOSSARY_ID,
        scenario_description: 'The customer calls again because the engineer did not fix the machine and he wants a refund.',
        file_ids: [],
      });
      expect(status.jobStatus).toBe('Completed');
      const created = (status.result as ScenarioJobResult).data;
      expect(created).toMatchObject({ mode: 'Advanced', owner: 'me', visibility: false });
      expect(created.category).toContain('Customer Service');
      expect(expectCompleteDescription(created)).toMatchObject({
        charactersName: details.name,
        charactersAge: details.age,
        charactersGender: details.gender,
        charactersOccupation: details.occupation,
        charactersBackground: details.background,
      });
      const [stored] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, created.id));
      expect(stored).toMatchObject({ personaId: SAMPLE_PERSONA.id, rubricId: SAMPLE_RUBRIC_ID, glossaryId: SAMPLE_GLOSSARY_ID });
      expect(ScenarioBriefSchema.parse(stored!.brief).character.identity).toMatchObject({ name: details.name, age: details.age, occupation: details.occupation });
    });

    it('keeps the facts of the caller’s own persona', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const [persona] = await ctx.database.db
        .insert(personas)
        .values({
          userId: await userIdOf(ctx.database.db, account.email),
          name: 'Harbour master',
          details: { name: 'Eilidh Mackay', age: '61', gender: 'Female', occupation: 'Harbour Master', background: 'Eilidh has run the harbour at Ullapool for twenty years.' },
        })
        .returning();
      const status = await runJob('/advance-roleplay/create', '/advance-roleplay/job-status-create', cookies, {
        scenario_title: 'Berth fees',
        persona_id: persona!.id,
        rubric_id: SAMPLE_RUBRIC_ID,
        scenario_description: 'A negotiation about raising the berth fees for the fishing fleet next year.',
      });
      expect(status.jobStatus).toBe('Completed');
      expect(expectCompleteDescription((status.result as ScenarioJobResult).data)).toMatchObject({
        charactersName: 'Eilidh Mackay',
        charactersAge: '61',
        charactersGender: 'Female',
        charactersOccupation: 'Harbour Master',
        charactersBackground: 'Eilidh has run the harbour at Ullapool for twenty years.',
      });
    });
  });

  describe('visibility', () => {
    it('lists another person’s public scenario as "other", hides a private one, and answers 404 for it on every route', async () => {
      const owner = await registerAndLogin(ctx.app);
      const publicOne = await createQuick(owner.cookies, { scenario_title: 'Public one', visibility: true });
      const privateOne = await createQuick(owner.cookies, { scenario_title: 'Private one', visibility: false });
      const other = await registerAndLogin(ctx.app);

      const seen = await listScenarios(other.account.email, other.cookies);
      // The brief (with its hidden facts) is the owner's; others see the learner's side and who the character is.
      expect(seen.find((item) => item.id === publicOne.id)).toEqual({ ...publicOne, owner: 'other', brief: null });
      expect(seen.map((item) => item.id)).not.toContain(privateOne.id);

      expect((await get(`/api/ai/scenario/${publicOne.id}`, other.cookies)).statusCode).toBe(200);
      for (const response of [
        await get(`/api/ai/scenario/${privateOne.id}`, other.cookies),
        await post('/scenarios/update', other.cookies, { id: privateOne.id, name: 'Taken', visibility: true, category: ['Sales'] }),
        await remove(`/scenarios/${privateOne.id}`, other.cookies),
        // Public is readable, not editable: another person's scenario is not theirs to change.
        await post('/scenarios/update', other.cookies, { id: publicOne.id, name: 'Taken', visibility: true, category: ['Sales'] }),
        await remove(`/scenarios/${publicOne.id}`, other.cookies),
        await get(`/api/ai/scenario/${UNKNOWN_ID}`, other.cookies),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(SCENARIO_NOT_FOUND_MESSAGE);
      }
      const [unchanged] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, privateOne.id));
      expect(unchanged!.name).toBe('Private one');
      const mine = await listScenarios(owner.account.email, owner.cookies);
      expect(mine.filter((item) => item.owner === 'me').map((item) => item.id)).toEqual(expect.arrayContaining([publicOne.id, privateOne.id]));
    });

    it('lists every sample for a new account: at least two public, complete scenarios per category', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const listed = await listScenarios(account.email, cookies);
      // Other test files may add samples of their own to a shared PostgreSQL database.
      const samples = listed.filter((item) => SAMPLE_SCENARIO_IDS.includes(item.id));
      expect(samples.every((item) => item.owner === 'sample')).toBe(true);
      expect(samples.map((item) => item.id).sort()).toEqual([...SAMPLE_SCENARIO_IDS].sort());
      expect(listed.some((item) => item.owner === 'me')).toBe(false);
      for (const category of SCENARIO_CATEGORIES) expect(samples.filter((item) => item.category.includes(category)).length).toBeGreaterThanOrEqual(2);
      for (const sample of samples) {
        expect(sample.visibility).toBe(true);
        expectCompleteDescription(sample);
      }
      const rows = (await ctx.database.db.select().from(scenarios).where(eq(scenarios.isSample, true))).filter((row) => SAMPLE_SCENARIO_IDS.includes(row.id));
      expect(rows).toHaveLength(SAMPLE_SCENARIO_IDS.length);
      expect(rows.every((row) => row.personaId && row.rubricId && row.userId === null)).toBe(true);
    });

    it('seeds the samples once, however often the app starts', async () => {
      // Other test files may share a PostgreSQL database, so only this feature's sample ids are counted.
      const sampleRows = async () => (await ctx.database.db.select({ id: scenarios.id }).from(scenarios).where(eq(scenarios.isSample, true))).map((row) => row.id).filter((id) => SAMPLE_SCENARIO_IDS.includes(id));
      expect((await sampleRows()).sort()).toEqual([...SAMPLE_SCENARIO_IDS].sort());
      await seedScenarios(ctx.database.db);
      await seedScenarios(ctx.database.db);
      expect((await sampleRows()).sort()).toEqual([...SAMPLE_SCENARIO_IDS].sort());
      const [first] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, SAMPLE_SCENARIO_IDS[0]!));
      expect(first).toMatchObject({ name: SAMPLE_SCENARIOS[0]!.name, isPublic: true, userId: null });
    });

    it('lists a stored description that is not JSON without breaking', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const [row] = await ctx.database.db
        .insert(scenarios)
        .values({ userId: await userIdOf(ctx.database.db, account.email), name: 'Legacy', mode: 'Quick', description: 'not json {' as unknown as Record<string, unknown> })
        .returning();
      const listed = (await listScenarios(account.email, cookies)).find((item) => item.id === row!.id);
      expect(listed).toMatchObject({ name: 'Legacy', description: 'not json {', owner: 'me', category: [] });
      expect(parseScenarioDescription(listed!.description)).toEqual({});
      expect((await get(`/api/ai/scenario/${row!.id}`, cookies)).json()).toEqual({ name: 'Legacy', description: 'not json {' });
    });
  });

  describe('update and delete', () => {
    it('lets the owner change the title, visibility and categories, and keeps the description', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const created = await createQuick(cookies);
      const status = await runJob('/scenarios/update', '/scenarios/job-status-update', cookies, { id: created.id, name: ' Boat loan ', visibility: true, category: ['Finance', 'Customer Service'] });
      expect(status.jobStatus).toBe('Completed');
      const updated = (status.result as ScenarioJobResult).data;
      expect(updated).toEqual({ ...created, name: 'Boat loan', visibility: true, category: ['Finance', 'Customer Service'] });
      expect((await listScenarios(account.email, cookies)).find((item) => item.id === created.id)).toEqual(updated);
    });

    it('lets the owner delete a scenario, after which every route answers 404', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const created = await createQuick(cookies);
      const response = await remove(`/scenarios/${created.id}`, cookies);
      expect(response.statusCode).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/scenarios/job-status-delete/${response.json().jobId}`, cookies);
      expect(status).toMatchObject({ jobStatus: 'Completed', result: { data: { id: created.id } } });
      expect((await listScenarios(account.email, cookies)).map((item) => item.id)).not.toContain(created.id);
      expect((await get(`/api/ai/scenario/${created.id}`, cookies)).statusCode).toBe(404);
      expect((await remove(`/scenarios/${created.id}`, cookies)).statusCode).toBe(404);
    });

    it('refuses to change or delete a sample (403), and leaves it as it was', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const sample = SAMPLE_SCENARIOS[0]!;
      const update = await post('/scenarios/update', cookies, { id: sample.id, name: 'Mine now', visibility: false, category: ['Sales'] });
      const deletion = await remove(`/scenarios/${sample.id}`, cookies);
      for (const response of [update, deletion]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(SAMPLE_SCENARIO_READ_ONLY_MESSAGE);
      }
      const [row] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, sample.id));
      expect(row).toMatchObject({ name: sample.name, isPublic: true });
    });

    it('hides another person’s job status', async () => {
      const owner = await registerAndLogin(ctx.app);
      const response = await post('/quick-roleplay/create', owner.cookies, QUICK);
      const other = await registerAndLogin(ctx.app);
      expect((await get(`/quick-roleplay/job-status-create/${response.json().jobId}`, other.cookies)).statusCode).toBe(404);
    });
  });
});

describe('[SCENARIOS] creator permission', () => {
  const ctx = useTestApp(undefined, { CREATOR_EMAILS: 'creator@example.com', LOGIN_RATE_LIMIT_PER_IP: '1000' });

  it('refuses create, update and delete to someone outside CREATOR_EMAILS (403) but lets them list and read', async () => {
    const { account, cookies } = await registerAndLogin(ctx.app);
    const sample = SAMPLE_SCENARIOS[0]!;
    const inject = (method: 'POST' | 'DELETE', url: string, payload?: unknown) => ctx.app.inject({ method, url, headers: { cookie: cookies }, ...(payload ? { payload: payload as object } : {}) });
    for (const response of [
      await inject('POST', '/quick-roleplay/create', QUICK),
      await inject('POST', '/advance-roleplay/create', { scenario_title: 'X', persona_id: SAMPLE_PERSONA.id, rubric_id: SAMPLE_RUBRIC_ID, scenario_description: 'A renewal meeting about price.' }),
      await inject('POST', '/scenarios/update', { id: sample.id, name: 'X', visibility: true, category: ['Sales'] }),
      await inject('DELETE', `/scenarios/${sample.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/not allowed to create/);
    }
    const list = await ctx.app.inject({ method: 'GET', url: `/quick-roleplay/all/${encodeURIComponent(account.email)}`, headers: { cookie: cookies } });
    expect(list.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/ai/scenario/${sample.id}`, headers: { cookie: cookies } })).statusCode).toBe(200);
  });
});
