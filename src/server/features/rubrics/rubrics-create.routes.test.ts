import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type RubricContent, type RubricJobResult, type RubricListItem } from '../../../shared/contracts/rubrics.ts';
import { sumCriterionWeights } from '../../../shared/contracts/rubric-rules.ts';
import { buildApp } from '../../app.ts';
import { files } from '../../db/schema.ts';
import { fakeJsonAnswer, messageText } from '../../test/fake-openai-server.ts';
import { fakeProviderEnv, useFakeOpenAiServer } from '../../test/fake-provider.ts';
import { TEST_DATABASES, registerAndLogin, startTestApp, waitForJobStatus, useTestApp } from '../../test/test-app.ts';
import { FILES_GONE_MESSAGE } from './generate-rubric.job.ts';
import { SAMPLE_RUBRICS } from './rubrics.seed.ts';
import { DISCOVERY, TEST_ENV, useRubricRoutes } from './rubrics.test-helpers.ts';

const JOB_FAILURE_TIMEOUT_MS = 40_000;

describe.each(TEST_DATABASES)('[RUBRICS] rubric routes on $name', ({ url }) => {
  const { ctx, signUp, inject, addReadyFile, createRubric } = useRubricRoutes(url);

  describe('create', () => {
    it('queues a job whose result is the assessment with the generated rubric, which the list then shows with the samples', async () => {
      const { cookies, account } = await signUp();
      const { status } = await createRubric(cookies, { ...DISCOVERY, organization_id: account.email });
      expect(status.jobStatus).toBe('Completed');
      expect(status.failedReason).toBeNull();

      const { assessment } = status.result as RubricJobResult;
      expect(assessment.name).toBe('Assessment for Rubric: Discovery call');
      expect(assessment.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(assessment.rubrics.criteria.map((criterion) => criterion.criterion_name)).toEqual(
        expect.arrayContaining(['Open-ended questioning', 'Active listening', 'Uncovering pain & impact', 'Next steps']),
      );
      expect(sumCriterionWeights(assessment.rubrics.criteria)).toBe(100);
      expect(assessment.rubrics.performance_levels_summary).toMatchObject({ Excellent: '90-100', 'Needs Improvement': '0-49' });
      expect(Object.keys(assessment.rubrics.scoring_guide)).toHaveLength(3);

      const list = await inject('GET', `/rubrics/all/${encodeURIComponent(account.email)}`, cookies);
      expect(list.statusCode).toBe(200);
      const items = list.json().data as RubricListItem[];
      expect(items[0]).toEqual({
        id: assessment.id,
        name: 'Discovery call',
        timestamp: expect.any(String),
        is_sample: false,
        content: assessment.rubrics,
        pass_mark: 70,
        generated_by: 'offline engine',
        // What Regenerate starts from.
        rubric_prompt: DISCOVERY.description,
        organization_id: null,
        can_change: true,
      });
      expect(new Date(items[0]!.timestamp).toISOString()).toBe(items[0]!.timestamp);
      const samples = items.filter((item) => item.is_sample);
      expect(samples.map((item) => item.id).sort()).toEqual(SAMPLE_RUBRICS.map((sample) => sample.id).sort());
      for (const sample of samples) expect(sumCriterionWeights(sample.content.criteria)).toBe(100);
      expect(samples.map((sample) => sample.name)).toEqual(expect.arrayContaining(['Sales: Discovery Call', 'HR: Performance Review']));

      const one = await inject('GET', `/rubrics/rubric/${assessment.id}`, cookies);
      expect(one.statusCode).toBe(200);
      expect(one.json().data).toEqual(items[0]);
    });

    it('stores the pass mark the description states, and grades a collections call as one', async () => {
      const { cookies, account } = await signUp();
      const description =
        'Grade an accounts receivable manager chasing an overdue invoice. Good looks like: confirms the invoice number and amount early; asks what is blocking payment; stays polite but firm; proposes a part-payment if full payment is not possible; ends with a specific payment date and who will send what. Pass mark 75.';
      const { status } = await createRubric(cookies, { name: 'Collections call: overdue invoice', description, organization_id: account.email });
      const { assessment } = status.result as RubricJobResult;
      // The job's answer carries it too, so the page that opens the new rubric shows 75, not the default.
      expect(assessment.pass_mark).toBe(75);
      const one = await inject('GET', `/rubrics/rubric/${assessment.id}`, cookies);
      const stored = one.json().data as RubricListItem;
      expect(stored.pass_mark).toBe(75);
      expect(stored.content.criteria.map((criterion) => criterion.criterion_name)).toEqual([
        'Confirming the invoice number and amount early',
        'Asking what is blocking payment',
        'Staying polite but firm',
        'Proposing a part-payment if full payment is not possible',
        'Ending with a specific payment date and who will send what',
      ]);
      expect(JSON.stringify(stored.content)).not.toMatch(/team member|every time it matters/);
    });

    it('lists newest first and only the caller’s own rubrics besides the samples', async () => {
      const first = await signUp();
      const second = await signUp();
      await createRubric(first.cookies, { name: 'Older', description: 'Weekly status update' });
      await createRubric(first.cookies, { name: 'Newer', description: 'Scope change request' });
      await createRubric(second.cookies, { name: 'Someone else', description: 'Coaching' });
      const list = await inject('GET', `/rubrics/all/${first.account.email}`, first.cookies);
      const own = (list.json().data as RubricListItem[]).filter((item) => !item.is_sample).map((item) => item.name);
      expect(own).toEqual(['Newer', 'Older']);
    });

    it('grounds the rubric in the chosen files', async () => {
      const { cookies, userId } = await signUp();
      const fileId = await addReadyFile(userId, 'Pricing policy.txt', 'Discount approval is needed above 10%. Always confirm the budget owner. Discount approval is logged.');
      const { status } = await createRubric(cookies, { name: 'Negotiation', description: 'Renewal with procurement', file_ids: [fileId, fileId] });
      expect(status.jobStatus).toBe('Completed');
      const { rubrics } = (status.result as RubricJobResult).assessment;
      // The file gives its rules and terms, never its name.
      const source = rubrics.criteria.find((criterion) => criterion.criterion_name === 'Applying the source material');
      expect(source?.performance_levels.Excellent).toContain('discount approval');
      expect(JSON.stringify(rubrics)).not.toContain('Pricing policy');
      expect(sumCriterionWeights(rubrics.criteria)).toBe(100);
    });

    // The queue currently retries even a PermanentJobError (with backoff: about 12 s) before failing it for good.
    it('fails the job with a readable reason when the chosen files were deleted before it ran', { timeout: 60_000 }, async () => {
      const reason = await createWithFileDeletedBeforeTheJobRuns(url);
      expect(reason).toEqual({ jobStatus: 'Failed', result: null, failedReason: FILES_GONE_MESSAGE });
    });
  });

  describe('validation', () => {
    it.each([
      [{ description: 'd' }, 'Name is required.'],
      [{ name: '   ', description: 'd' }, 'Name is required.'],
      [{ name: 42, description: 'd' }, 'Name must be text.'],
      [{ name: 'n'.repeat(121), description: 'd' }, 'Name must be at most 120 characters.'],
      [{ name: 'n' }, 'Description is required.'],
      [{ name: 'n', description: '' }, 'Description is required.'],
      [{ name: 'n', description: 'd'.repeat(4001) }, 'Description must be at most 4000 characters.'],
      [{ name: 'n', description: 'd', file_ids: 'abc' }, 'File ids must be a list.'],
      [{ name: 'n', description: 'd', file_ids: ['abc'] }, 'Each file id must be a file id.'],
      [{ name: 'n', description: 'd', file_ids: Array.from({ length: 11 }, () => crypto.randomUUID()) }, 'Choose at most 10 files.'],
      [{ name: 'n', description: 'd', organization_id: 5 }, 'Organization id must be text.'],
    ])('answers 400 for %j', async (payload, message) => {
      const { cookies } = await signUp();
      const response = await inject('POST', '/rubrics/create', cookies, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('answers 400 when a file is unknown or someone else’s', async () => {
      const owner = await signUp();
      const other = await signUp();
      const foreignFile = await addReadyFile(owner.userId, 'mine.txt', 'private notes');
      for (const fileId of [crypto.randomUUID(), foreignFile]) {
        const response = await inject('POST', '/rubrics/create', other.cookies, { ...DISCOVERY, file_ids: [fileId] });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Some selected files were not found.' });
      }
    });

    it('answers 400 for a rubric id that is not an id', async () => {
      const { cookies } = await signUp();
      const response = await inject('GET', '/rubrics/rubric/not-an-id', cookies);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Rubric id must be a rubric id.' });
    });
  });

  /**
   * Creates a rubric from a ready file, deletes the file before any worker can start the job, then lets the job run
   * and answers its final status. PGlite: the job is queued by an app without workers and run by a second app on the
   * same database. PostgreSQL (shared with other test files' workers): the rubrics table is locked meanwhile, which the
   * job reads first.
   */
  async function createWithFileDeletedBeforeTheJobRuns(databaseUrl: string | undefined) {
    if (!databaseUrl) {
      const queuer = await startTestApp(undefined, { ...TEST_ENV, WORKER: 'false' });
      try {
        const { cookies, userId } = await signUp(queuer.app);
        const fileId = await addReadyFile(userId, 'notes.txt', 'Always confirm the budget owner.', queuer);
        const accepted = await inject('POST', '/rubrics/create', cookies, { ...DISCOVERY, file_ids: [fileId] }, queuer.app);
        expect(accepted.statusCode).toBe(202);
        const statusPath = `/rubrics/job-status-create/${accepted.json().jobId}`;
        expect((await inject('GET', statusPath, cookies, undefined, queuer.app)).json().jobStatus).toBe('Waiting');
        await queuer.database.db.delete(files).where(eq(files.id, fileId));
        const worker = await buildApp({ ...queuer.config, runWorkers: true }, { database: queuer.database, filesDir: queuer.filesDir });
        try {
          return await waitForJobStatus(queuer.app, statusPath, cookies, JOB_FAILURE_TIMEOUT_MS);
        } finally {
          await worker.close();
        }
      } finally {
        await queuer.close();
      }
    }

    const { cookies, userId } = await signUp();
    const fileId = await addReadyFile(userId, 'notes.txt', 'Always confirm the budget owner.');
    const lock = new pg.Client({ connectionString: databaseUrl });
    await lock.connect();
    let statusPath: string;
    try {
      await lock.query('begin');
      await lock.query('lock table rubrics in access exclusive mode');
      const accepted = await inject('POST', '/rubrics/create', cookies, { ...DISCOVERY, file_ids: [fileId] });
      expect(accepted.statusCode).toBe(202);
      statusPath = `/rubrics/job-status-create/${accepted.json().jobId}`;
      await ctx.database.db.delete(files).where(eq(files.id, fileId));
      await lock.query('commit');
    } finally {
      await lock.end();
    }
    return waitForJobStatus(ctx.app, statusPath, cookies, JOB_FAILURE_TIMEOUT_MS);
  }
});

// PGlite only: on a shared PostgreSQL, another test app's offline worker could take the job.
describe('[RUBRICS] a model whose weights do not add up to 100', () => {
  const fake = useFakeOpenAiServer();
  const ctx = useTestApp(undefined, () => ({ ...TEST_ENV, ...fakeProviderEnv(fake.url), AI_API_KEY: 'k' }));

  const rubricWithWeights = (weights: number[]): RubricContent => ({
    rubric_title: 'Discovery call Rubric',
    description: 'Grades a first call.',
    criteria: weights.map((weight, index) => ({ criterion_name: `Criterion ${index + 1}`, weight, performance_levels: { Excellent: 'Great.', Developing: 'Partly.' } })),
    scoring_guide: { 'How to score': 'Pick a level.' },
    performance_levels_summary: { Excellent: '80-100', Developing: '0-79' },
    note: 'From the fake model.',
  });

  it('is repaired once by the AI layer, and the repaired rubric is stored', async () => {
    const repaired = rubricWithWeights([50, 30, 20]);
    fake.respondWith(fakeJsonAnswer(rubricWithWeights([50, 30, 10])), fakeJsonAnswer(repaired));
    const { cookies } = await registerAndLogin(ctx.app);
    const accepted = await ctx.app.inject({ method: 'POST', url: '/rubrics/create', headers: { cookie: cookies }, payload: DISCOVERY });
    const status = await waitForJobStatus(ctx.app, `/rubrics/job-status-create/${accepted.json().jobId}`, cookies);

    expect(status.jobStatus).toBe('Completed');
    expect((status.result as RubricJobResult).assessment.rubrics).toEqual(repaired);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.body.messages.map(messageText).join('\n')).toContain('The criterion weights must add up to exactly 100.');
  });
});
