import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ScenarioBrief } from '../../../shared/contracts/character-brief.ts';
import type { Scenario, ScenarioJobResult } from '../../../shared/contracts/scenarios.ts';
import { parseScenarioDescription } from '../../../shared/contracts/scenarios-constants.ts';
import { scenarios } from '../../db/schema.ts';
import { TEST_DATABASES, registerAndLogin, userIdOf } from '../../test/test-app.ts';
import { SAMPLE_BRIEFS } from './sample-briefs.ts';
import { backfillBriefs, SAMPLE_SCENARIO_IDS, seedScenarios } from './scenarios.seed.ts';
import { SCENARIO_NOT_FOUND_MESSAGE } from './scenarios.service.ts';
import { QUICK, useScenarioRoutes } from './scenarios.test-helpers.ts';

const LEGACY_DESCRIPTION = {
  charactersName: 'Rosa Almeida',
  charactersGender: 'Female',
  charactersAge: '44',
  charactersOccupation: 'Head Nurse',
  charactersBackground: 'Rosa Almeida is a 44-year-old head nurse at a rural clinic in Mértola. She is sceptical of new software and hates long demos. Her clinic lost 30 hours a month to paper rotas last year.',
  charactersScenarioSnippet: 'Rosa gives the visiting product specialist ten minutes. She opens with: "You have ten minutes. Show me what it does for my night shifts."',
  charactersRelevanceToScenario: 'Rosa ends the meeting if the demo runs long. She responds well to a short demo and a free trial.',
  scenarioDetails: { Overview: 'You are a product specialist visiting the clinic in Mértola. A good outcome: Rosa agrees to a two-week trial.' },
};

describe.each(TEST_DATABASES)('[SCENARIOS] the character brief on $name', ({ url }) => {
  const { ctx, post, listScenarios: list, runJob } = useScenarioRoutes(url);

  async function createQuick(cookies: string, visibility = false): Promise<Scenario> {
    const status = await runJob('/quick-roleplay/create', '/quick-roleplay/job-status-create', cookies, { ...QUICK, visibility });
    expect(status).toMatchObject({ jobStatus: 'Completed' });
    return (status.result as ScenarioJobResult).data;
  }

  const updateOf = (scenario: Scenario, brief: unknown) => ({ id: scenario.id, name: scenario.name, visibility: scenario.visibility, category: scenario.category.length > 0 ? scenario.category : ['Sales'], brief });

  it("shows a sample's learner side to everyone and its brief to no one", async () => {
    const { account, cookies } = await registerAndLogin(ctx.app);
    const samples = (await list(account.email, cookies)).filter((item) => SAMPLE_SCENARIO_IDS.includes(item.id));
    expect(samples).toHaveLength(SAMPLE_SCENARIO_IDS.length);
    for (const sample of samples) {
      expect(sample.brief).toBeNull();
      expect(sample.learner_brief).toEqual(SAMPLE_BRIEFS[sample.id]!.learner);
      expect(sample.character_identity).toEqual(SAMPLE_BRIEFS[sample.id]!.character.identity);
      expect(JSON.stringify(sample)).not.toContain(SAMPLE_BRIEFS[sample.id]!.character.hiddenFacts[0]!.answer);
    }
  });

  it("brings a sample's stored brief back to the code's at start-up", async () => {
    const id = SAMPLE_SCENARIO_IDS[0]!;
    const changed: ScenarioBrief = { ...SAMPLE_BRIEFS[id]!, learner: { situation: 'Changed by hand.', goal: '' } };
    await ctx.database.db.update(scenarios).set({ brief: changed }).where(eq(scenarios.id, id));
    await seedScenarios(ctx.database.db);
    const [row] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, id));
    expect(row!.brief).toEqual(SAMPLE_BRIEFS[id]);
  });

  it('gives the owner the whole brief and another person only the learner side of a public scenario', async () => {
    const owner = await registerAndLogin(ctx.app);
    const created = await createQuick(owner.cookies, true);
    expect(created.brief).not.toBeNull();
    expect(created.brief!.character.identity.name).toBe(parseScenarioDescription(created.description).charactersName);
    expect(created.learner_brief).toEqual(created.brief!.learner);

    const other = await registerAndLogin(ctx.app);
    const seen = (await list(other.account.email, other.cookies)).find((item) => item.id === created.id);
    expect(seen).toMatchObject({ owner: 'other', brief: null, learner_brief: created.brief!.learner, character_identity: created.brief!.character.identity });
  });

  it('lets the owner edit the brief: new facts and opener are kept, and the description follows the identity', async () => {
    const { account, cookies } = await registerAndLogin(ctx.app);
    const created = await createQuick(cookies);
    const brief: ScenarioBrief = structuredClone(created.brief!);
    brief.character.identity = { ...brief.character.identity, name: 'Thomas Walsh', age: '68', occupation: 'Trawler skipper' };
    brief.character.facts = [{ topic: 'The boat', keywords: ['boat', 'trawler'], answer: 'My trawler lost its engine in the storm on the 3rd.' }, ...brief.character.facts];
    brief.character.openingLine = 'I need an answer on the loan today.';
    const status = await runJob('/scenarios/update', '/scenarios/job-status-update', cookies, updateOf(created, brief));
    expect(status).toMatchObject({ jobStatus: 'Completed', failedReason: null });

    const saved = (await list(account.email, cookies)).find((item) => item.id === created.id)!;
    expect(saved.brief).toEqual(brief);
    const description = parseScenarioDescription(saved.description);
    expect(description).toMatchObject({ charactersName: 'Thomas Walsh', charactersAge: '68', charactersOccupation: 'Trawler skipper' });
    expect(description.charactersBackground).toBe(parseScenarioDescription(created.description).charactersBackground);
  });

  it('keeps the stored brief when an update leaves it out', async () => {
    const { account, cookies } = await registerAndLogin(ctx.app);
    const created = await createQuick(cookies);
    const status = await runJob('/scenarios/update', '/scenarios/job-status-update', cookies, { id: created.id, name: 'Renamed', visibility: false, category: ['Sales'] });
    expect(status.jobStatus).toBe('Completed');
    expect((await list(account.email, cookies)).find((item) => item.id === created.id)!.brief).toEqual(created.brief);
  });

  it.each([
    ['an empty answer', (brief: ScenarioBrief) => void (brief.character.facts = [{ topic: 'Boat', keywords: ['boat'], answer: ' ' }]), /Answer is required/],
    ['a fact without keywords', (brief: ScenarioBrief) => void (brief.character.facts = [{ topic: 'Boat', keywords: [], answer: 'It sank.' }]), /Topic needs at least one keyword/],
    ['an empty opening line', (brief: ScenarioBrief) => void (brief.character.openingLine = ''), /Opening line is required/],
    ['a wrong unlock', (brief: ScenarioBrief) => void (brief.character.hiddenFacts = [{ topic: 'Debt', keywords: ['debt'], answer: 'I owe money.', unlock: 'bribe' as 'empathy' }]), /Unlock must be/],
    ['an outcome without requirements', (brief: ScenarioBrief) => void (brief.character.outcome.requires = []), /at least one requirement/],
  ])('refuses a brief with %s (400 with the field’s message)', async (_label, spoil, message) => {
    const { cookies } = await registerAndLogin(ctx.app);
    const created = await createQuick(cookies);
    const brief = structuredClone(created.brief!);
    spoil(brief);
    const response = await post('/scenarios/update', cookies, updateOf(created, brief));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it("answers 404 to a brief edit of someone else's scenario, public or private, and changes nothing", async () => {
    const owner = await registerAndLogin(ctx.app);
    const publicOne = await createQuick(owner.cookies, true);
    const privateOne = await createQuick(owner.cookies, false);
    const other = await registerAndLogin(ctx.app);
    for (const scenario of [publicOne, privateOne]) {
      const brief = structuredClone(scenario.brief!);
      brief.character.openingLine = 'Taken over.';
      const response = await post('/scenarios/update', other.cookies, updateOf(scenario, brief));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(SCENARIO_NOT_FOUND_MESSAGE);
      const [row] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, scenario.id));
      expect(row!.brief?.character.openingLine ?? '').not.toBe('Taken over.');
    }
  });

  it('gives scenarios written before briefs one read from their prose, in batches, once', async () => {
    const { account } = await registerAndLogin(ctx.app);
    const userId = await userIdOf(ctx.database.db, account.email);
    const inserted = await ctx.database.db
      .insert(scenarios)
      .values([1, 2, 3].map((n) => ({ userId, name: `Legacy ${n}`, mode: 'Quick', description: LEGACY_DESCRIPTION })))
      .returning({ id: scenarios.id });
    expect(await backfillBriefs(ctx.database.db, 2)).toBeGreaterThanOrEqual(3);
    const rows = await Promise.all(inserted.map(async ({ id }) => (await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, id)))[0]!));
    for (const row of rows) {
      const brief = row.brief!;
      expect(brief.character.identity).toMatchObject({ name: 'Rosa Almeida', age: '44', location: 'Mértola', organisation: 'a rural clinic' });
      expect(brief.character.facts.map((fact) => fact.answer).join(' ')).toContain('30 hours a month');
      expect(brief.character.openingLine).toBe('You have ten minutes. Show me what it does for my night shifts.');
      expect(brief.learner).toEqual({ situation: 'You are a product specialist visiting the clinic in Mértola.', goal: 'Rosa agrees to a two-week trial.' });
      expect(JSON.stringify(brief)).not.toMatch(/Cork|Irish/);
    }
    expect(await backfillBriefs(ctx.database.db, 2)).toBe(0);
  });
});
