import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseScenarioDescription, SCENARIO_CATEGORIES } from '../../../shared/contracts/scenarios-constants.ts';
import { scenarios } from '../../db/schema.ts';
import { TEST_DATABASES, registerAndLogin, userIdOf } from '../../test/test-app.ts';
import { SAMPLE_SCENARIO_IDS, SAMPLE_SCENARIOS, seedScenarios } from './scenarios.seed.ts';
import { SCENARIO_NOT_FOUND_MESSAGE } from './scenarios.service.ts';
import { UNKNOWN_ID, expectCompleteDescription, useScenarioRoutes } from './scenarios.test-helpers.ts';

describe.each(TEST_DATABASES)('[SCENARIOS] scenario routes on $name', ({ url }) => {
  const { ctx, post, get, remove, listScenarios, createQuick } = useScenarioRoutes(url);

  describe('visibility', () => {
    it('lists another person’s public scenario as "other", hides a private one, and answers 404 for it on every route', async () => {
      const owner = await registerAndLogin(ctx.app);
      const publicOne = await createQuick(owner.cookies, { scenario_title: 'Public one', visibility: true });
      const privateOne = await createQuick(owner.cookies, { scenario_title: 'Private one', visibility: false });
      const other = await registerAndLogin(ctx.app);

      const seen = await listScenarios(other.account.email, other.cookies);
      // The brief (with its hidden facts) and the rubric are the owner's; others see the learner's side and who the character is.
      expect(seen.find((item) => item.id === publicOne.id)).toEqual({ ...publicOne, owner: 'other', brief: null, rubric_id: null, can_change: false });
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
});
