// Regenerate on an owner's rubric: the same criteria, weights and pass mark from its description (or an edited one),
// the levels in other words; a sample 403, someone else's rubric 404, bad input 400, nothing changed by a refusal.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type RubricContent, type RubricJobResult, type RubricListItem } from '../../../shared/contracts/rubrics.ts';
import { RUBRIC_DESCRIPTION_MAX_LENGTH } from '../../../shared/contracts/rubrics-constants.ts';
import { generateOfflineRubric } from '../../ai/offline/rubric/generate-rubric.ts';
import { rubrics } from '../../db/schema.ts';
import { buildRubric } from '../../test/builders.ts';
import { TEST_DATABASES, waitForJobStatus } from '../../test/test-app.ts';
import { SAMPLE_RUBRICS } from './rubrics.seed.ts';
import { useRubricRoutes } from './rubrics.test-helpers.ts';

const CLINIC =
  "Grade a sales rep on a short discovery call with a cautious clinic procurement lead. Good looks like: keeps the call under 15 minutes, asks about the clinic's rostering pain before pitching, handles the budget objection with evidence, and agrees a dated next step. Pass mark 75.";

const shapeOf = (content: RubricContent) => content.criteria.map((criterion) => [criterion.criterion_name, criterion.weight]);

describe.each(TEST_DATABASES)('[RUBRICS] regenerate on $name', ({ url }) => {
  const { ctx, signUp, inject } = useRubricRoutes(url);

  async function regenerate(cookies: string, id: string, payload?: object) {
    const accepted = await inject('POST', `/rubrics/${id}/regenerate`, cookies, payload);
    expect(accepted.statusCode, accepted.body).toBe(202);
    const status = await waitForJobStatus(ctx.app, `/rubrics/job-status-regenerate/${accepted.json().jobId}`, cookies);
    expect(status.failedReason).toBeNull();
    return (status.result as RubricJobResult).assessment;
  }

  it('keeps the criteria, weights and pass mark of the description and says the levels in other words each time; the name stays', async () => {
    const { cookies, userId, account } = await signUp();
    const row = await buildRubric(ctx.database.db, { userId, name: 'Clinic discovery call', description: CLINIC });
    await ctx.database.db.update(rubrics).set({ passMark: 75 }).where(eq(rubrics.id, row.id));
    const created = row.content as RubricContent;

    const first = await regenerate(cookies, row.id, {});
    expect(first).toMatchObject({ id: row.id, name: 'Assessment for Rubric: Clinic discovery call', pass_mark: 75 });
    // The first regeneration is variation 1 of the same description.
    expect(first.rubrics).toEqual(generateOfflineRubric({ name: 'Clinic discovery call', description: CLINIC, fileTexts: [], variation: 1 }));
    expect(shapeOf(first.rubrics)).toEqual(shapeOf(created));
    first.rubrics.criteria.forEach((criterion, index) => expect(criterion.performance_levels).not.toEqual(created.criteria[index]!.performance_levels));

    const second = await regenerate(cookies, row.id);
    expect(shapeOf(second.rubrics)).toEqual(shapeOf(created));
    expect(second.rubrics).not.toEqual(first.rubrics);
    const [stored] = await ctx.database.db.select().from(rubrics).where(eq(rubrics.id, row.id));
    expect(stored).toMatchObject({ generationSeed: 2, description: CLINIC, passMark: 75, name: 'Clinic discovery call' });

    const list = (await inject('GET', `/rubrics/all/${encodeURIComponent(account.email)}`, cookies)).json().data as RubricListItem[];
    expect(list.find((item) => item.id === row.id)).toMatchObject({ rubric_prompt: CLINIC, content: second.rubrics, pass_mark: 75 });
  });

  it('generates from an edited description when one is given, stores it, and takes the pass mark it states', async () => {
    const { cookies, userId } = await signUp();
    const row = await buildRubric(ctx.database.db, { userId, name: 'Clinic discovery call', description: CLINIC });
    const edited = CLINIC.replace('Pass mark 75.', 'Pass mark 80.');
    const regenerated = await regenerate(cookies, row.id, { description: edited });
    expect(regenerated.pass_mark).toBe(80);
    expect(regenerated.rubrics).toEqual(generateOfflineRubric({ name: 'Clinic discovery call', description: edited, fileTexts: [], variation: 1 }));
    const [stored] = await ctx.database.db.select().from(rubrics).where(eq(rubrics.id, row.id));
    expect(stored).toMatchObject({ description: edited, passMark: 80, generationSeed: 1 });
  });

  it('checks an edited description like a new one (400), and changes nothing', async () => {
    const { cookies, userId } = await signUp();
    const row = await buildRubric(ctx.database.db, { userId });
    const empty = await inject('POST', `/rubrics/${row.id}/regenerate`, cookies, { description: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Description is required.' });
    const long = await inject('POST', `/rubrics/${row.id}/regenerate`, cookies, { description: 'x'.repeat(RUBRIC_DESCRIPTION_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: `Description must be at most ${RUBRIC_DESCRIPTION_MAX_LENGTH} characters.` });
    const notText = await inject('POST', `/rubrics/${row.id}/regenerate`, cookies, { description: 42 });
    expect(notText.statusCode).toBe(400);
    expect((await inject('POST', '/rubrics/not-a-rubric/regenerate', cookies, {})).statusCode).toBe(400);
    const [stored] = await ctx.database.db.select().from(rubrics).where(eq(rubrics.id, row.id));
    expect(stored).toMatchObject({ generationSeed: 0, content: row.content });
  });

  it('refuses a sample (403), another person’s rubric (404), nobody signed in (401) and a rubric without a description (400)', async () => {
    const owner = await signUp();
    const other = await signUp();
    const sample = await inject('POST', `/rubrics/${SAMPLE_RUBRICS[0]!.id}/regenerate`, owner.cookies, {});
    expect(sample.statusCode).toBe(403);
    expect(sample.json()).toEqual({ message: 'Sample rubrics cannot be changed.' });
    const row = await buildRubric(ctx.database.db, { userId: owner.userId });
    const foreign = await inject('POST', `/rubrics/${row.id}/regenerate`, other.cookies, {});
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Rubric not found.' });
    expect((await ctx.app.inject({ method: 'POST', url: `/rubrics/${row.id}/regenerate`, payload: {} })).statusCode).toBe(401);
    await ctx.database.db.update(rubrics).set({ description: '' }).where(eq(rubrics.id, row.id));
    const bare = await inject('POST', `/rubrics/${row.id}/regenerate`, owner.cookies, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ message: 'This rubric has no description, so there is nothing to regenerate it from.' });
    const [stored] = await ctx.database.db.select().from(rubrics).where(eq(rubrics.id, row.id));
    expect(stored?.generationSeed).toBe(0);
  });
});
