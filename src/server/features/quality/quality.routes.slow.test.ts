import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EvalRun, EvalRunsAnswer } from '../../../shared/contracts/admin-quality.ts';
import { evalRuns } from '../../db/schema.ts';
import { CREATED_FIGURE_KEYS } from '../../eval/created/created-figures.ts';
import { createdSetSize, evalSamples } from '../../eval/evaluate.ts';
import { createEvaluationRunner } from '../../eval/evaluation-runner.ts';
import { evalWorkerEntry } from '../../test/server-entry.ts';
import { createFreshDatabase, eventually, registerAndLogin, TEST_DATABASES, uniqueEmail, userIdOf, useTestApp, registerAdmin } from '../../test/test-app.ts';

const RUN_TIMEOUT_MS = 120_000;
/** The run of two samples and the created set's two cases: the time the two runs it stands for were each given. */
const LONG_RUN_TIMEOUT_MS = 2 * RUN_TIMEOUT_MS;
/**
 * Between two reads of the run list while a run plays: each read is the whole list route (twenty runs and their
 * figures, checked against the API description), and a run's steps each last seconds, so a read every 25 ms only took
 * the cores from the evaluation it waited on.
 */
const RUN_POLL_MS = 200;
/**
 * The created set's cases of each half these runs play: the first only. What the Quality page does with the set is the
 * same for two cases as for forty; the engine's figures on the whole set are created/created.test.ts's to hold.
 */
const CREATED_PER_HALF = 1;
/**
 * Each run plays on a clone of this test run's migrated database (dropped as the file ends), not on a new cluster; in
 * the build's worker thread when `npm test` built it (test/server-entry.ts).
 */
const RUNNER = createEvaluationRunner({
  createdCasesPerHalf: CREATED_PER_HALF,
  throwawayDatabase: async () => ({ url: await createFreshDatabase(), stop: async () => undefined }),
  workerEntry: evalWorkerEntry(),
});
const BLANK_MODELS = { character: '', grading: '', generation: '', twin: '' };
const [first, second] = evalSamples();

describe.each(TEST_DATABASES)('[ADMIN QUALITY] /admin/quality on $name', ({ url }) => {
  const adminEmail = uniqueEmail('operator');
  const ctx = useTestApp(url, { ADMIN_EMAILS: adminEmail, LOGIN_RATE_LIMIT_PER_IP: '100000', AI_OFFLINE_STREAM_DELAY_MS: '0' }, { evaluation: RUNNER });
  let admin: string;
  let learner: string;

  beforeAll(async () => {
    admin = (await registerAdmin(ctx, { email: adminEmail, name: 'Ada Operator' })).cookies;
    learner = (await registerAndLogin(ctx.app)).cookies;
  });

  const call = (cookies: string | null, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method, url: path, headers: { ...headers, ...(cookies ? { cookie: cookies } : {}) }, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  const list = async () => (await call(admin, 'GET', '/admin/quality/runs')).json() as EvalRunsAnswer;
  const runOf = async (id: string) => (await list()).runs.find((run) => run.id === id);
  const start = (payload: object) => call(admin, 'POST', '/admin/quality/runs', payload);
  /** Reads the run until it has ended, collecting the progress it showed on the way. */
  async function untilEnded(id: string, seen: EvalRun['progress'][] = [], timeoutMs = RUN_TIMEOUT_MS): Promise<EvalRun> {
    const run = await eventually(
      async () => {
        const current = await runOf(id);
        if (current?.status === 'running') seen.push(current.progress);
        return current;
      },
      (current) => current?.status !== 'running',
      timeoutMs - 10_000,
      RUN_POLL_MS,
    );
    if (!run) throw new Error(`run ${id} is gone`);
    return run;
  }

  const RUN_ID = '00000000-0000-4000-8000-000000000000';
  const ROUTES: ['GET' | 'POST', string, object | undefined][] = [
    ['GET', '/admin/quality/runs', undefined],
    ['POST', '/admin/quality/runs', { sampleIds: [first!.id], withGeneration: false }],
    ['POST', `/admin/quality/runs/${RUN_ID}/cancel`, undefined],
  ];

  it.each(ROUTES)('refuses %s %s to a person who is not an admin (403) and to nobody signed in (401)', async (method, path, payload) => {
    const asLearner = await call(learner, method, path, payload);
    expect(asLearner.statusCode).toBe(403);
    expect(asLearner.json().message).toBe('Only administrators can do this.');
    // Even bad input is refused for the role first.
    if (method === 'POST') expect((await call(learner, method, path, { sampleIds: 'all' })).statusCode).toBe(403);
    expect((await call(null, method, path, payload)).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(evalRuns)).toEqual([]);
  });

  it('refuses a start from another site', async () => {
    const response = await call(admin, 'POST', '/admin/quality/runs', { sampleIds: [first!.id], withGeneration: false }, { origin: 'https://evil.example', host: 'localhost:3000' });
    expect(response.statusCode).toBe(403);
    expect(await ctx.database.db.select().from(evalRuns)).toEqual([]);
  });

  it('lists no runs yet, the samples a run may be limited to and the engine it would use', async () => {
    const answer = await list();
    expect(answer.runs).toEqual([]);
    expect(answer.samples.map((sample) => sample.id)).toEqual(evalSamples().map((sample) => sample.id));
    expect(answer.engine).toEqual({ engine: 'Built-in engine', model: null });
    // The tick box is worded from the counts of what a run plays: here the first case of each half, in two fields.
    expect(answer.createdSet).toEqual(createdSetSize(CREATED_PER_HALF));
    expect(answer.createdSet).toEqual({ cases: 2 * CREATED_PER_HALF, fields: 2 });
    expect(answer.timeLimitMinutes).toBeGreaterThan(0);
  });

  it.each([
    ['a scenario that is not a sample', { sampleIds: [RUN_ID], withGeneration: false }, `${RUN_ID} is not a sample scenario. Choose among the samples listed on the page.`],
    ['ids that are not a list', { sampleIds: 'all', withGeneration: false }, 'sampleIds must be a list of sample scenario ids.'],
    ['a word for an id', { sampleIds: ['marcus'], withGeneration: false }, 'Each sample scenario must be named by its id.'],
    ['a flag that is not true or false', { sampleIds: [], withGeneration: 'yes' }, 'withGeneration must be true or false.'],
    ['a created-set flag that is not true or false', { sampleIds: [], withGeneration: false, withCreated: 'yes' }, 'withCreated must be true or false.'],
  ])('answers 400 for %s, and starts nothing', async (_case, payload, message) => {
    const response = await start(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await ctx.database.db.select().from(evalRuns)).toEqual([]);
  });

  it('answers 404 when cancelling a run that does not exist and 400 for an id that is not one', async () => {
    expect((await call(admin, 'POST', `/admin/quality/runs/${RUN_ID}/cancel`)).statusCode).toBe(404);
    const bad = await call(admin, 'POST', '/admin/quality/runs/not-a-run/cancel');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('runId must be an evaluation run id.');
  });

  it(
    'runs a small evaluation on the built-in engine in the background: progress, one at a time, then its judged figures, and the created-scenario set when ticked (both halves, one row per created figure against its CI floors, figures only for the test half)',
    async () => {
      const size = createdSetSize(CREATED_PER_HALF);
      const started = await start({ sampleIds: [second!.id, first!.id], withGeneration: false, withCreated: true });
      expect(started.statusCode, started.body).toBe(202);
      const run = started.json().run as EvalRun;
      expect(run).toMatchObject({
        status: 'running',
        startedBy: 'Ada Operator',
        engine: 'Built-in engine',
        model: null,
        // In the samples' own order, whatever order they were asked in.
        sampleNames: [first!.name, second!.name],
        withGeneration: false,
        withCreated: true,
        progress: { done: 0, total: 2 + size.cases },
        error: null,
        figures: null,
      });
      const [row] = await ctx.database.db.select({ withCreated: evalRuns.withCreated }).from(evalRuns).where(eq(evalRuns.id, run.id));
      expect(row).toEqual({ withCreated: true });

      const again = await start({ sampleIds: [first!.id], withGeneration: false });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('An evaluation is already running. Wait for it to finish, or cancel it, before starting another.');

      const seen: EvalRun['progress'][] = [];
      const ended = await untilEnded(run.id, seen, LONG_RUN_TIMEOUT_MS);
      expect(ended.status, ended.error ?? '').toBe('done');
      expect(seen.some((progress) => progress.step === `Playing ${first!.name}`)).toBe(true);
      expect(seen.some((progress) => progress.step?.startsWith('Playing the created scenarios') ?? false)).toBe(true);
      expect(ended.progress).toEqual({ done: 2 + size.cases, total: 2 + size.cases, step: null });
      expect(ended.finishedAt).not.toBeNull();
      // Only what was ticked: the two samples, no generation.
      expect(ended.scenarios?.map((entry) => entry.name)).toEqual([first!.name, second!.name]);
      const figures = new Map(ended.figures?.map((figure) => [figure.label, figure]));
      expect([...figures.keys()]).toEqual([
        'Longest conversation',
        'Brief questions answered',
        'Glossary questions answered',
        'Repeated sentences',
        'Shared 8-word runs',
        'Leaks and narration',
        'Outcome reached, strong',
        'Outcome reached, pushy',
        'Grading: strong minus pushy',
        'Feedback consistency',
        'Generation facts kept',
        'Natural questions answered',
        'Natural unknowns, nothing invented',
        'Natural acts answered',
        'Topic labels said as prose',
        'Natural strong/poor outcome',
        'Natural repeats and leaks',
      ]);
      // The built-in engine meets the thresholds eval.test.ts holds it to; generation was not run, so it has no mark.
      expect(figures.get('Brief questions answered')).toMatchObject({ threshold: 'at least 90%', isPassed: true });
      expect(figures.get('Outcome reached, strong')).toMatchObject({ value: '2/2', threshold: 'every scenario', isPassed: true });
      expect(figures.get('Outcome reached, pushy')).toMatchObject({ value: '0/2', threshold: 'none', isPassed: true });
      expect(figures.get('Leaks and narration')).toMatchObject({ value: '0', isPassed: true });
      expect(figures.get('Generation facts kept')).toMatchObject({ value: 'not run', isPassed: null });
      // The held-out natural set is judged against its own thresholds.
      expect(figures.get('Natural questions answered')).toMatchObject({ threshold: 'at least 55%' });
      expect(figures.get('Topic labels said as prose')).toMatchObject({ value: '0', threshold: 'none', isPassed: true });
      expect(figures.get('Natural strong/poor outcome')).toMatchObject({ value: 'strong 2/2, poor 0/2', isPassed: true });

      // The transcript checks of the same run, as a set of their own; a pass they contradict is not shown as one.
      expect(ended.figureSets?.map((set) => set.key)).toEqual(['transcriptChecks', 'createdScenarios']);
      const [checks, created] = ended.figureSets!;
      expect(checks!.figures.map((figure) => figure.key)).toEqual(['fakeMemory', 'negation', 'citation']);
      const contradicted = checks!.figures.some((figure) => (figure.key === 'negation' || figure.key === 'citation') && figure.isPassed === false);
      expect(figures.get('Feedback consistency')?.isPassed === true && contradicted).toBe(false);

      // The created set: one row per created figure, both halves' values, examples from the tuning half only.
      expect(created!.description).toContain(`${size.cases} descriptions in ${size.fields} fields`);
      expect(created!.figures.map((figure) => figure.key)).toEqual([...CREATED_FIGURE_KEYS.map((key) => `created.${key}`), 'created.fakeMemory', 'created.negation', 'created.citation']);
      for (const figure of created!.figures) {
        expect(figure.value, figure.key).toMatch(/^tuning .+ · test .+$/);
        if (figure.note) expect(figure.note, figure.key).toMatch(/^(Tuning half, for example: |Within the CI floor, but contradicted by this run's created conversations: )/);
      }
      const byKey = new Map(created!.figures.map((figure) => [figure.key, figure]));
      for (const key of CREATED_FIGURE_KEYS) expect(byKey.get(`created.${key}`)?.threshold, key).toMatch(/^CI floor: tuning .+, test .+ \(goal .+\)$/);
      // Both halves were played, so every row is judged, Pass or Fail. Whether the built-in engine is within the floors
      // is held on the whole set by created.test.ts: the floors are measured over forty cases, not this run's two.
      for (const key of CREATED_FIGURE_KEYS) {
        const figure = byKey.get(`created.${key}`)!;
        expect(typeof figure.isPassed, `${key}: ${figure.value}`).toBe('boolean');
      }
      // Never a pass the same run's transcripts contradict.
      if (byKey.get('created.fakeMemory')!.isPassed === false) expect(byKey.get('created.falseMemories')?.isPassed).toBe(false);
      const [stored] = await ctx.database.db.select({ figures: evalRuns.figures }).from(evalRuns).where(eq(evalRuns.id, run.id));
      // The test half's replies are not even stored: only the figure set is.
      expect((stored!.figures as { created?: unknown }).created).toBeNull();
      // Played on its own database: no session, credit or account of the evaluation's learner reached this one.
      const { rows } = (await ctx.database.db.execute(sql`select count(*)::int as count from users where email like 'eval.%'`)) as unknown as { rows: { count: number }[] };
      expect(rows[0]!.count).toBe(0);
    },
    LONG_RUN_TIMEOUT_MS,
  );

  it(
    'cancels a running evaluation, which frees the place for the next one, and keeps only the last runs',
    async () => {
      const startedBy = await userIdOf(ctx.database.db, adminEmail);
      const old = Array.from({ length: 22 }, (_, index) => ({
        startedBy,
        status: 'done',
        engine: 'Built-in engine',
        sampleIds: [],
        withGeneration: true,
        startedAt: new Date(Date.UTC(2024, 0, index + 1)),
        finishedAt: new Date(Date.UTC(2024, 0, index + 1)),
      }));
      await ctx.database.db.insert(evalRuns).values(old);

      const started = await start({ sampleIds: [], withGeneration: true });
      expect(started.statusCode, started.body).toBe(202);
      const run = started.json().run as EvalRun;
      expect(run.progress.total).toBe(evalSamples().length + 1);
      expect(run.sampleNames).toEqual([]);
      const playing = await eventually(() => runOf(run.id), (current) => current?.progress.step?.startsWith('Playing') ?? false, 60_000, RUN_POLL_MS);
      expect(playing, JSON.stringify(playing)).toMatchObject({ status: 'running' });

      const cancelled = await call(admin, 'POST', `/admin/quality/runs/${run.id}/cancel`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().run).toMatchObject({ status: 'cancelled', error: 'Cancelled by an administrator.', figures: null, progress: { step: null } });
      const twice = await call(admin, 'POST', `/admin/quality/runs/${run.id}/cancel`);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('This evaluation is not running any more.');

      const next = await start({ sampleIds: [first!.id], withGeneration: false });
      expect(next.statusCode, next.body).toBe(202);
      const nextRun = next.json().run as EvalRun;
      // Not ticked: the created set is not played, and no row of it is shown.
      expect(nextRun).toMatchObject({ withCreated: false, progress: { total: 1 } });
      const nextEnded = await untilEnded(nextRun.id);
      expect(nextEnded.status, nextEnded.error ?? '').toBe('done');
      expect(nextEnded.figureSets?.map((set) => set.key)).toEqual(['transcriptChecks']);
      // The cancelled run's thread ended without writing over it.
      expect(await runOf(run.id)).toMatchObject({ status: 'cancelled', figures: null });

      const answer = await list();
      expect(answer.runs).toHaveLength(20);
      expect(answer.runs[0]!.id).toBe(nextRun.id);
      expect(answer.runs[1]!.id).toBe(run.id);
      expect(await ctx.database.db.select({ id: evalRuns.id }).from(evalRuns)).toHaveLength(20);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'measures the engine saved on the AI page, and a run that fails shows why in plain words',
    async () => {
      const saved = await call(admin, 'PUT', '/admin/ai/settings', { provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'sk-quality-test-key-1234', model: 'fake-model', models: BLANK_MODELS });
      expect(saved.statusCode, saved.body).toBe(200);
      try {
        expect((await list()).engine).toEqual({ engine: 'openai-compatible', model: 'fake-model' });
        const started = await start({ sampleIds: [first!.id], withGeneration: false });
        expect(started.statusCode, started.body).toBe(202);
        const run = started.json().run as EvalRun;
        expect(run).toMatchObject({ engine: 'openai-compatible', model: 'fake-model' });
        const ended = await untilEnded(run.id);
        expect(ended.status).toBe('failed');
        expect(ended.error).toMatch(/^Starting a session answered 50\d: /);
        expect(ended.error).not.toContain('sk-quality-test-key-1234');
        expect(ended.figures).toBeNull();
      } finally {
        const restored = await call(admin, 'PUT', '/admin/ai/settings', { provider: 'offline', baseUrl: '', model: '', models: BLANK_MODELS, clearApiKey: true });
        expect(restored.statusCode).toBe(200);
      }
    },
    RUN_TIMEOUT_MS,
  );

  it('keeps the runs of an admin whose account is deleted, without their name', async () => {
    const startedBy = await userIdOf(ctx.database.db, adminEmail);
    const [row] = await ctx.database.db.select({ id: evalRuns.id }).from(evalRuns).where(eq(evalRuns.startedBy, startedBy)).limit(1);
    expect(row).toBeDefined();
    const other = await registerAndLogin(ctx.app, { email: uniqueEmail('leaver') });
    const leaverId = await userIdOf(ctx.database.db, other.account.email);
    await ctx.database.db.update(evalRuns).set({ startedBy: leaverId }).where(eq(evalRuns.id, row!.id));
    const deleted = await ctx.app.inject({ method: 'DELETE', url: '/users/me', headers: { cookie: other.cookies }, payload: { password: other.account.password } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await runOf(row!.id)).toMatchObject({ startedBy: null });
  });
});
