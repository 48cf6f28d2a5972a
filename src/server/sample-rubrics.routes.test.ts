// Two features meet here (scenarios and rubrics), so the test sits above both. Each sample scenario is graded on a rubric for its kind of conversation, and a database seeded before that (a
// sample pointing at another rubric, a sample rubric in older words) is brought to the code's at the next start.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RubricListItemSchema } from '../shared/contracts/rubrics.ts';
import { generateOfflineRubric } from './ai/offline/rubric/generate-rubric.ts';
import { rubrics, scenarios } from './db/schema.ts';
import { TEST_DATABASES, registerAndLogin } from './test/test-app.ts';
import { SAMPLE_RUBRICS, seedRubrics } from './features/rubrics/rubrics.seed.ts';
import { SAMPLE_SCENARIOS, seedScenarios } from './features/scenarios/scenarios.seed.ts';
import { useScenarioRoutes } from './features/scenarios/scenarios.test-helpers.ts';

// The kind of conversation each sample is, as a word its rubric's name must hold.
const KIND_OF_SAMPLE: Record<string, RegExp> = {
  'The Washing Machine That Broke Twice': /Complaint/,
  'Missed Installation Slot': /Complaint/,
  'The Quiet Team Member': /Feedback/,
  'Passed Over for the Lead Role': /Disappointing Decision/,
  'Pitching to a Sceptical Hospital Buyer': /Discovery Call/,
  'Renewal Under Price Pressure': /Negotiation/,
  'Asking for a Raise': /More Pay/,
  'Workload Complaint': /Workload/,
  'Scope Creep Before Launch': /Scope Change/,
  'Reporting a Two-Week Delay': /Status Update/,
};

describe.each(TEST_DATABASES)('[RUBRICS] the samples’ rubrics on $name', ({ url }) => {
  const { ctx, get } = useScenarioRoutes(url);

  it('grades each of the ten samples on a rubric for its kind of conversation, never a price negotiation as a discovery call', async () => {
    const { cookies } = await registerAndLogin(ctx.app);
    expect(Object.keys(KIND_OF_SAMPLE).sort()).toEqual(SAMPLE_SCENARIOS.map((sample) => sample.name).sort());
    for (const sample of SAMPLE_SCENARIOS) {
      const [row] = await ctx.database.db.select({ rubricId: scenarios.rubricId }).from(scenarios).where(eq(scenarios.id, sample.id));
      const response = await get(`/rubrics/rubric/${row!.rubricId}`, cookies);
      expect(response.statusCode, sample.name).toBe(200);
      const rubric = RubricListItemSchema.parse(response.json().data);
      expect(rubric.name, sample.name).toMatch(KIND_OF_SAMPLE[sample.name]!);
      expect(rubric.is_sample).toBe(true);
    }
    const renewal = SAMPLE_SCENARIOS.find((sample) => sample.name === 'Renewal Under Price Pressure')!;
    const rubric = RubricListItemSchema.parse((await get(`/rubrics/rubric/${renewal.rubricId}`, cookies)).json().data);
    expect(rubric.content.criteria.map((criterion) => criterion.criterion_name).join(' ')).not.toMatch(/Rapport & agenda setting/);
  });

  it('moves a sample seeded on another rubric back to its own at the next start, and rewrites a stale sample rubric', async () => {
    const renewal = SAMPLE_SCENARIOS.find((sample) => sample.name === 'Renewal Under Price Pressure')!;
    const discovery = SAMPLE_RUBRICS.find((sample) => sample.name === 'Sales: Discovery Call')!;
    const { db } = ctx.database;
    // As an install seeded by earlier code holds them.
    await db.update(scenarios).set({ rubricId: discovery.id }).where(eq(scenarios.id, renewal.id));
    const stale = generateOfflineRubric({ name: discovery.name, description: discovery.description, fileTexts: [] });
    const staleCriterion = { ...stale.criteria[0]!, performance_levels: { ...stale.criteria[0]!.performance_levels, Developing: 'Starts out the call under 15 minutes, then loses it.' } };
    await db.update(rubrics).set({ content: { ...stale, criteria: [staleCriterion, ...stale.criteria.slice(1)] } }).where(eq(rubrics.id, discovery.id));

    await seedRubrics(db);
    await seedScenarios(db);
    await seedScenarios(db);

    const [moved] = await db.select({ rubricId: scenarios.rubricId }).from(scenarios).where(eq(scenarios.id, renewal.id));
    expect(moved!.rubricId).toBe(renewal.rubricId);
    const [rewritten] = await db.select({ content: rubrics.content }).from(rubrics).where(eq(rubrics.id, discovery.id));
    expect(JSON.stringify(rewritten!.content)).not.toContain('Starts out the call');
    expect(rewritten!.content).toEqual(stale);
  });
});
