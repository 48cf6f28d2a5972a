import { describe, expect, it } from 'vitest';
import { personas } from '../../db/schema.ts';
import { TEST_DATABASES, registerAndLogin, uniqueEmail, userIdOf } from '../../test/test-app.ts';
import { SAMPLE_SCENARIOS } from './scenarios.seed.ts';
import {
  SCENARIO_FILES_NOT_FOUND_MESSAGE,
  SCENARIO_GLOSSARY_NOT_FOUND_MESSAGE,
  SCENARIO_PERSONA_NOT_FOUND_MESSAGE,
  SCENARIO_RUBRIC_NOT_FOUND_MESSAGE,
} from './scenarios.service.ts';
import { QUICK, SAMPLE_GLOSSARY_ID, SAMPLE_PERSONA, SAMPLE_RUBRIC_ID, UNKNOWN_ID, useScenarioRoutes } from './scenarios.test-helpers.ts';

describe.each(TEST_DATABASES)('[SCENARIOS] scenario routes on $name', ({ url }) => {
  const { ctx, post, get, remove, createQuick } = useScenarioRoutes(url);

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
});
