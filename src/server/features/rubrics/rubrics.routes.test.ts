import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ReportSchema } from '../../../shared/contracts/reports.ts';
import {
  type RubricContent,
  type RubricJobResult,
  type RubricListItem,
  type UpdateRubricInput,
} from '../../../shared/contracts/rubrics.ts';
import { sumCriterionWeights } from '../../../shared/contracts/rubric-rules.ts';
import {
  SAMPLE_RUBRIC_IDS_BY_CATEGORY,
  SAMPLE_RUBRIC_READ_ONLY_MESSAGE,
} from '../../../shared/contracts/rubrics-constants.ts';
import { buildApp } from '../../app.ts';
import { files, scenarios } from '../../db/schema.ts';
import { buildFile, buildRubric, buildScenario } from '../../test/builders.ts';
import { fakeJsonAnswer, messageText } from '../../test/fake-openai-server.ts';
import { fakeProviderEnv, useFakeOpenAiServer } from '../../test/fake-provider.ts';
import { TEST_DATABASES, registerAndLogin, startTestApp, uniqueEmail, waitForJobStatus, useTestApp } from '../../test/test-app.ts';
import { FILES_GONE_MESSAGE } from './generate-rubric.job.ts';
import { SAMPLE_RUBRICS } from './rubrics.seed.ts';

const TEST_ENV = { CREATOR_EMAILS: '', LOGIN_RATE_LIMIT_PER_IP: '1000' };
const JOB_FAILURE_TIMEOUT_MS = 40_000;
const DISCOVERY = { name: 'Discovery call', description: 'A first call with a prospect to uncover needs, pain and next steps.' };

describe.each(TEST_DATABASES)('[RUBRICS] rubric routes on $name', ({ url }) => {
  const ctx = useTestApp(url, TEST_ENV);

  async function signUp(app = ctx.app) {
    const session = await registerAndLogin(app);
    const me = await app.inject({ method: 'GET', url: '/users/me', headers: { cookie: session.cookies } });
    return { ...session, userId: me.json().user.id as string };
  }

  const inject = (method: 'GET' | 'POST' | 'DELETE', path: string, cookies: string, payload?: object, app = ctx.app) =>
    app.inject({ method, url: path, headers: { cookie: cookies }, ...(payload ? { payload } : {}) });

  async function addReadyFile(userId: string, filename: string, text: string, context = ctx) {
    return (await buildFile(context.database.db, { userId, filename, extractedText: text })).id;
  }

  async function createRubric(cookies: string, payload: object, app = ctx.app) {
    const accepted = await inject('POST', '/rubrics/create', cookies, payload, app);
    expect(accepted.statusCode, accepted.body).toBe(202);
    const { jobId } = accepted.json() as { jobId: string };
    const status = await waitForJobStatus(app, `/rubrics/job-status-create/${jobId}`, cookies);
    return { jobId, status };
  }

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

  describe('access', () => {
    it('answers 401 without a session', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/rubrics/all/a@example.com' })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'POST', url: '/rubrics/create', payload: DISCOVERY })).statusCode).toBe(401);
    });

    it('answers 403 for another person’s e-mail in the list path or as organization_id, and accepts one’s own in any case', async () => {
      const { cookies, account } = await signUp();
      const list = await inject('GET', `/rubrics/all/${uniqueEmail('stranger')}`, cookies);
      expect(list.statusCode).toBe(403);
      expect(list.json()).toEqual({ message: 'You can only use your own library.' });
      const create = await inject('POST', '/rubrics/create', cookies, { ...DISCOVERY, organization_id: uniqueEmail('stranger') });
      expect(create.statusCode).toBe(403);
      expect((await inject('POST', '/rubrics/create', cookies, { ...DISCOVERY, organization_id: account.email.toUpperCase() })).statusCode).toBe(202);
      expect((await inject('POST', '/rubrics/create', cookies, { ...DISCOVERY, organization_id: null })).statusCode).toBe(202);
    });

    it('answers 404 for another person’s job status and rubric, and shows samples to everyone', async () => {
      const owner = await signUp();
      const other = await signUp();
      const { jobId, status } = await createRubric(owner.cookies, DISCOVERY);
      const rubricId = (status.result as RubricJobResult).assessment.id;
      const job = await inject('GET', `/rubrics/job-status-create/${jobId}`, other.cookies);
      expect(job.statusCode).toBe(404);
      expect(job.json()).toEqual({ message: 'Job not found.' });
      const rubric = await inject('GET', `/rubrics/rubric/${rubricId}`, other.cookies);
      expect(rubric.statusCode).toBe(404);
      expect(rubric.json()).toEqual({ message: 'Rubric not found.' });
      expect((await inject('GET', `/rubrics/rubric/${crypto.randomUUID()}`, other.cookies)).statusCode).toBe(404);
      const sample = await inject('GET', `/rubrics/rubric/${SAMPLE_RUBRICS[0].id}`, other.cookies);
      expect(sample.statusCode).toBe(200);
      expect(sample.json().data).toMatchObject({ name: SAMPLE_RUBRICS[0].name, is_sample: true });
    });

    it('lets only the people in CREATOR_EMAILS create, while everyone may still read', async () => {
      const creatorEmail = uniqueEmail('creator');
      const restricted = await startTestApp(url, { ...TEST_ENV, CREATOR_EMAILS: `someone@example.com, ${creatorEmail.toUpperCase()}` });
      try {
        const outsider = await signUp(restricted.app);
        const refused = await inject('POST', '/rubrics/create', outsider.cookies, DISCOVERY, restricted.app);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toMatch(/not allowed to create/);
        expect((await inject('GET', `/rubrics/all/${outsider.account.email}`, outsider.cookies, undefined, restricted.app)).statusCode).toBe(200);

        const creator = await registerAndLogin(restricted.app, { email: creatorEmail });
        // Waits for the job too: closing the app while its worker holds a job would cut the job off.
        const { status } = await createRubric(creator.cookies, DISCOVERY, restricted.app);
        expect(status.jobStatus).toBe('Completed');
      } finally {
        await restricted.close();
      }
    });
  });

  describe('rename a performance level', () => {
    async function ownRubric() {
      const session = await signUp();
      const { status } = await createRubric(session.cookies, DISCOVERY);
      const { assessment } = status.result as RubricJobResult;
      return { ...session, rubricId: assessment.id, levels: Object.keys(assessment.rubrics.performance_levels_summary) };
    }

    it('renames the level in the summary and in every criterion, and the list shows it', async () => {
      const { cookies, account, rubricId, levels } = await ownRubric();
      const oldName = levels.find((level) => level === 'Good') ?? levels[1]!;
      const accepted = await inject('POST', '/rubrics/rename-level', cookies, { id: rubricId, level: oldName, new_name: '  Solid  ' });
      expect(accepted.statusCode, accepted.body).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/rubrics/job-status-rename-level/${accepted.json().jobId}`, cookies);
      expect(status.jobStatus).toBe('Completed');
      const renamed = (status.result as { data: RubricListItem }).data.content;
      expect(Object.keys(renamed.performance_levels_summary)).toContain('Solid');
      expect(Object.keys(renamed.performance_levels_summary)).not.toContain(oldName);
      for (const criterion of renamed.criteria) {
        expect(Object.keys(criterion.performance_levels)).toContain('Solid');
        expect(Object.keys(criterion.performance_levels)).not.toContain(oldName);
      }
      const list = await inject('GET', `/rubrics/all/${account.email}`, cookies);
      const stored = (list.json().data as RubricListItem[]).find((item) => item.id === rubricId)!;
      expect(Object.keys(stored.content.performance_levels_summary)).toContain('Solid');
    });

    it.each([
      [{ new_name: '   ' }, 'New level name is required.'],
      [{ new_name: 'n'.repeat(41) }, 'New level name must be at most 40 characters.'],
      [{ new_name: 7 }, 'New level name must be text.'],
      [{ level: 'Nope', new_name: 'Fine' }, 'There is no level named "Nope".'],
      [{ id: 'not-a-uuid', new_name: 'Fine' }, 'Rubric id must be a rubric id.'],
    ])('answers 400 for %j', async (change, message) => {
      const { cookies, rubricId, levels } = await ownRubric();
      const response = await inject('POST', '/rubrics/rename-level', cookies, { id: rubricId, level: levels[0], ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('refuses an unchanged name and a name already used, as section 5 says', async () => {
      const { cookies, rubricId, levels } = await ownRubric();
      const same = await inject('POST', '/rubrics/rename-level', cookies, { id: rubricId, level: levels[0], new_name: levels[0] });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe('The new name is the same as the old one.');
      const taken = await inject('POST', '/rubrics/rename-level', cookies, { id: rubricId, level: levels[0], new_name: levels[1] });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().message).toBe(`A level named "${levels[1]}" already exists.`);
    });

    it("answers 404 for someone else's rubric and their job, and 403 for a sample", async () => {
      const owner = await ownRubric();
      const stranger = await signUp();
      const foreign = await inject('POST', '/rubrics/rename-level', stranger.cookies, { id: owner.rubricId, level: owner.levels[0], new_name: 'Mine now' });
      expect(foreign.statusCode).toBe(404);
      const accepted = await inject('POST', '/rubrics/rename-level', owner.cookies, { id: owner.rubricId, level: owner.levels[0], new_name: 'Top' });
      const jobId = accepted.json().jobId;
      expect((await inject('GET', `/rubrics/job-status-rename-level/${jobId}`, stranger.cookies)).statusCode).toBe(404);
      await waitForJobStatus(ctx.app, `/rubrics/job-status-rename-level/${jobId}`, owner.cookies);
      const onSample = await inject('POST', '/rubrics/rename-level', owner.cookies, { id: SAMPLE_RUBRICS[0].id, level: 'Excellent', new_name: 'Changed' });
      expect(onSample.statusCode).toBe(403);
      expect(onSample.json().message).toBe('Sample rubrics cannot be changed.');
    });
  });

  describe('edit, delete and duplicate', () => {
    const LEVELS = { Excellent: '85-100', Solid: '60-84', Weak: '0-59' };
    const describeLevels = (what: string) => ({ Excellent: `Always ${what}.`, Solid: `Mostly ${what}.`, Weak: `Rarely ${what}.` });

    /** A whole edited rubric, valid unless `change` breaks it. */
    function editedRubric(id: string, change: Partial<UpdateRubricInput> = {}): Record<string, unknown> {
      return {
        id,
        rubric_title: 'Hospital renewal call',
        description: 'Grades how the supplier wins back a sceptical hospital buyer.',
        criteria: [
          { criterion_name: 'Acknowledging the late delivery', weight: 40, performance_levels: describeLevels('owns the late delivery') },
          { criterion_name: 'Proposing a fixed delivery slot', weight: 35, performance_levels: describeLevels('offers a fixed Monday slot') },
          { criterion_name: 'Agreeing a written follow-up', weight: 25, performance_levels: describeLevels('promises the written plan by Friday') },
        ],
        performance_levels_summary: LEVELS,
        scoring_guide: { 'How to score': 'Pick the level each criterion reached.' },
        pass_mark: 75,
        ...change,
      };
    }

    async function ownRubric() {
      const session = await signUp();
      const row = await buildRubric(ctx.database.db, { userId: session.userId });
      return { ...session, rubricId: row.id, content: row.content as RubricContent };
    }

    const update = (cookies: string, payload: object) => inject('POST', '/rubrics/update', cookies, payload);

    it('replaces the owner’s rubric: title (the name too), description, criteria in their order, levels, guide and pass mark', async () => {
      const { cookies, account, rubricId, content } = await ownRubric();
      const response = await update(cookies, editedRubric(rubricId, { rubric_title: '  Hospital renewal call  ' }));
      expect(response.statusCode, response.body).toBe(200);
      const stored = response.json().data as RubricListItem;
      expect(stored).toMatchObject({ id: rubricId, name: 'Hospital renewal call', is_sample: false, pass_mark: 75 });
      expect(stored.content.rubric_title).toBe('Hospital renewal call');
      expect(stored.content.criteria.map((criterion) => [criterion.criterion_name, criterion.weight])).toEqual([
        ['Acknowledging the late delivery', 40],
        ['Proposing a fixed delivery slot', 35],
        ['Agreeing a written follow-up', 25],
      ]);
      expect(stored.content.performance_levels_summary).toEqual(LEVELS);
      expect(stored.content.scoring_guide).toEqual({ 'How to score': 'Pick the level each criterion reached.' });
      // The note is not part of the edit: it stays as generated.
      expect(stored.content.note).toBe(content.note);

      const list = await inject('GET', `/rubrics/all/${account.email}`, cookies);
      expect((list.json().data as RubricListItem[]).find((item) => item.id === rubricId)).toEqual(stored);

      // A guide left out stays as stored; a pass mark left out is the default.
      const reordered = editedRubric(rubricId, { scoring_guide: undefined, pass_mark: undefined });
      reordered.criteria = [...(reordered.criteria as object[])].reverse();
      const again = await update(cookies, reordered);
      expect(again.statusCode, again.body).toBe(200);
      const second = again.json().data as RubricListItem;
      expect(second.content.criteria.map((criterion) => criterion.criterion_name)).toEqual([
        'Agreeing a written follow-up',
        'Proposing a fixed delivery slot',
        'Acknowledging the late delivery',
      ]);
      expect(second.content.scoring_guide).toEqual({ 'How to score': 'Pick the level each criterion reached.' });
      expect(second.pass_mark).toBe(70);
    });

    it('refuses weights that do not add up to 100 and says what they add up to', async () => {
      const { cookies, rubricId } = await ownRubric();
      const body = editedRubric(rubricId);
      (body.criteria as { weight: number }[])[2]!.weight = 15;
      const response = await update(cookies, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Weights add up to 90; they must add up to 100.' });
      (body.criteria as { weight: number }[])[2]!.weight = 35;
      expect((await update(cookies, body)).json()).toEqual({ message: 'Weights add up to 110; they must add up to 100.' });
      const unchanged = await inject('GET', `/rubrics/rubric/${rubricId}`, cookies);
      expect(sumCriterionWeights((unchanged.json().data as RubricListItem).content.criteria)).toBe(100);
    });

    const criterion = (name: string, weight: number, levels: Record<string, string> = describeLevels(name)) => ({ criterion_name: name, weight, performance_levels: levels });

    it.each([
      ['two criteria with the same name', { criteria: [criterion('Listening', 50), criterion(' listening ', 50)] }, 'Two criteria are named "listening"; each criterion needs its own name.'],
      ['a criterion without a name', { criteria: [criterion('Listening', 50), criterion('  ', 50)] }, 'Every criterion needs a name.'],
      ['no criteria', { criteria: [] }, 'A rubric needs at least one criterion.'],
      ['13 criteria', { criteria: Array.from({ length: 13 }, (_, index) => criterion(`Criterion ${index + 1}`, index === 0 ? 88 : 1)) }, 'A rubric has at most 12 criteria.'],
      ['a weight of 0', { criteria: [criterion('Listening', 0), criterion('Asking', 100)] }, 'Each weight must be a whole number from 1 to 100.'],
      ['a weight with a fraction', { criteria: [criterion('Listening', 50.5), criterion('Asking', 49.5)] }, 'Each weight must be a whole number from 1 to 100.'],
      ['a weight as text', { criteria: [criterion('Listening', '50' as unknown as number), criterion('Asking', 50)] }, 'Each weight must be a whole number from 1 to 100.'],
      ['a pass mark of 101', { pass_mark: 101 }, 'Pass mark must be a whole number from 0 to 100.'],
      ['a pass mark of -1', { pass_mark: -1 }, 'Pass mark must be a whole number from 0 to 100.'],
      ['a pass mark of 70.5', { pass_mark: 70.5 }, 'Pass mark must be a whole number from 0 to 100.'],
      ['a level without a description', { criteria: [criterion('Listening', 50), criterion('Asking', 50, { ...describeLevels('asks'), Solid: ' ' })] }, 'Every criterion needs a description for every level.'],
      ['a criterion missing a level', { criteria: [criterion('Listening', 50), criterion('Asking', 50, { Excellent: 'a', Weak: 'c' })] }, 'Criterion "Asking" needs a description for the level "Solid".'],
      ['a criterion with a level the rubric lacks', { criteria: [criterion('Listening', 50), criterion('Asking', 50, { ...describeLevels('asks'), Heroic: 'x' })] }, 'Criterion "Asking" describes a level "Heroic" that the rubric does not have.'],
      ['an empty level name', { performance_levels_summary: { ...LEVELS, '': '0-0' } }, 'Every performance level needs a name.'],
      ['a level name used twice', { performance_levels_summary: { ...LEVELS, ' Solid': '50-59' } }, 'A level named "Solid" already exists.'],
      ['a level name over 40 characters', { performance_levels_summary: { ...LEVELS, ['L'.repeat(41)]: '0-0' } }, 'Level names must be at most 40 characters.'],
      ['a level without a range', { performance_levels_summary: { ...LEVELS, Weak: '  ' } }, 'Every performance level needs a range.'],
      ['an empty title', { rubric_title: '   ' }, 'Title is required.'],
      ['a title over 120 characters', { rubric_title: 't'.repeat(121) }, 'Title must be at most 120 characters.'],
      ['an empty description', { description: '' }, 'Description is required.'],
      ['a NUL in a criterion name', { criteria: [criterion('Listen\u0000ing', 50), criterion('Asking', 50)] }, 'Criterion name contains a character that is not allowed.'],
    ])('answers 400 for %s', async (_label, change, message) => {
      const { cookies, rubricId } = await ownRubric();
      const response = await update(cookies, editedRubric(rubricId, change as Partial<UpdateRubricInput>));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('renames a level when the summary and every criterion name it, as the rename does', async () => {
      const { cookies, rubricId } = await ownRubric();
      const renamed = { Excellent: '85-100', Steady: '60-84', Weak: '0-59' };
      const levels = (what: string) => ({ Excellent: `Always ${what}.`, Steady: `Mostly ${what}.`, Weak: `Rarely ${what}.` });
      const response = await update(cookies, editedRubric(rubricId, { performance_levels_summary: renamed, criteria: [criterion('Listening', 60, levels('listens')), criterion('Asking', 40, levels('asks'))] }));
      expect(response.statusCode, response.body).toBe(200);
      expect(Object.keys((response.json().data as RubricListItem).content.performance_levels_summary).sort()).toEqual(['Excellent', 'Steady', 'Weak']);
    });

    it('answers 403 for a sample and 404 for someone else’s rubric or a missing one, for every change', async () => {
      const owner = await ownRubric();
      const stranger = await signUp();
      const sampleId = SAMPLE_RUBRICS[0].id;
      for (const [method, path, body] of [
        ['POST', '/rubrics/update', editedRubric(sampleId)],
        ['GET', `/rubrics/${sampleId}/usage`, undefined],
        ['DELETE', `/rubrics/${sampleId}`, undefined],
      ] as const) {
        const response = await inject(method, path, stranger.cookies, body);
        expect(response.statusCode, `${method} ${path}`).toBe(403);
        expect(response.json()).toEqual({ message: SAMPLE_RUBRIC_READ_ONLY_MESSAGE });
      }
      for (const id of [owner.rubricId, crypto.randomUUID()]) {
        for (const [method, path, body] of [
          ['POST', '/rubrics/update', editedRubric(id)],
          ['GET', `/rubrics/${id}/usage`, undefined],
          ['DELETE', `/rubrics/${id}`, undefined],
          ['POST', `/rubrics/${id}/duplicate`, undefined],
        ] as const) {
          const response = await inject(method, path, stranger.cookies, body);
          expect(response.statusCode, `${method} ${path}`).toBe(404);
          expect(response.json()).toEqual({ message: 'Rubric not found.' });
        }
      }
      // Nothing of the owner's rubric changed.
      const kept = await inject('GET', `/rubrics/rubric/${owner.rubricId}`, owner.cookies);
      expect((kept.json().data as RubricListItem).content).toEqual(owner.content);
      expect((await inject('DELETE', '/rubrics/not-an-id', owner.cookies)).json()).toEqual({ message: 'Rubric id must be a rubric id.' });
    });

    it('deletes an unused rubric: it leaves the list and no scenario kept a copy', async () => {
      const { cookies, account, rubricId } = await ownRubric();
      expect((await inject('GET', `/rubrics/${rubricId}/usage`, cookies)).json()).toEqual({ scenarios: [] });
      const deleted = await inject('DELETE', `/rubrics/${rubricId}`, cookies);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ id: rubricId, kept_in_scenarios: [] });
      expect((await inject('GET', `/rubrics/rubric/${rubricId}`, cookies)).statusCode).toBe(404);
      const list = await inject('GET', `/rubrics/all/${account.email}`, cookies);
      expect((list.json().data as RubricListItem[]).some((item) => item.id === rubricId)).toBe(false);
      expect((await inject('DELETE', `/rubrics/${rubricId}`, cookies)).statusCode).toBe(404);
    });

    it('deletes a rubric a scenario uses: the confirm names it, and the scenario is still graded against that rubric’s copy', { timeout: 60_000 }, async () => {
      const { cookies, userId, rubricId } = await ownRubric();
      const edited = await update(cookies, editedRubric(rubricId));
      expect(edited.statusCode, edited.body).toBe(200);
      const scenario = await buildScenario(ctx.database.db, { userId, name: 'Renewing the hospital contract' });
      await ctx.database.db.update(scenarios).set({ rubricId }).where(eq(scenarios.id, scenario.id));

      const usage = await inject('GET', `/rubrics/${rubricId}/usage`, cookies);
      expect(usage.json()).toEqual({ scenarios: [{ id: scenario.id, name: 'Renewing the hospital contract' }] });

      const started = await inject('POST', '/assessment/scenario-conversation/create', cookies, { scenario_id: scenario.id, mode: 'text' });
      expect(started.statusCode, started.body).toBe(201);
      const conversationId = started.json().data.id as string;
      const said = await inject('POST', '/conversational/roleplay-chat', cookies, {
        scenario_conv_list_id: conversationId,
        message: 'I am sorry the delivery was late. I propose a fixed Monday slot and I will send the written plan by Friday.',
      });
      expect(said.statusCode, said.body).toBe(200);

      const deleted = await inject('DELETE', `/rubrics/${rubricId}`, cookies);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ id: rubricId, kept_in_scenarios: [{ id: scenario.id, name: 'Renewing the hospital contract' }] });
      const [row] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, scenario.id));
      expect(row!.rubricId).toBeNull();

      const ended = await inject('POST', `/conversations/${conversationId}/end`, cookies);
      expect(ended.statusCode, ended.body).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/conversations/job-status-grade/${ended.json().jobId}`, cookies, 30_000);
      expect(status.jobStatus, status.failedReason ?? '').toBe('Completed');
      const report = ReportSchema.parse((await inject('GET', `/conversations/${conversationId}/report`, cookies)).json());
      // The deleted rubric's criteria and pass mark, not the Sales sample's that a scenario without a rubric falls back to.
      expect(report.criteria.map((item) => item.name)).toEqual(['Acknowledging the late delivery', 'Proposing a fixed delivery slot', 'Agreeing a written follow-up']);
      expect(report.rubric).toMatchObject({ id: null, title: 'Hospital renewal call' });
      expect(report.pass_mark).toBe(75);
      const sample = await inject('GET', `/rubrics/rubric/${SAMPLE_RUBRIC_IDS_BY_CATEGORY.Sales}`, cookies);
      const sampleNames = (sample.json().data as RubricListItem).content.criteria.map((item) => item.criterion_name);
      expect(report.criteria.map((item) => item.name)).not.toEqual(sampleNames);
    });

    it('duplicates a sample into the caller’s library as "<name> (copy)", which the caller can then edit and delete', async () => {
      const { cookies, account } = await signUp();
      const sample = SAMPLE_RUBRICS[2];
      const source = (await inject('GET', `/rubrics/rubric/${sample.id}`, cookies)).json().data as RubricListItem;
      const response = await inject('POST', `/rubrics/${sample.id}/duplicate`, cookies);
      expect(response.statusCode, response.body).toBe(201);
      const copy = response.json().data as RubricListItem;
      expect(copy).toMatchObject({ name: `${sample.name} (copy)`, is_sample: false, pass_mark: source.pass_mark });
      expect(copy.id).not.toBe(sample.id);
      expect(copy.content).toEqual({ ...source.content, rubric_title: `${sample.name} (copy)` });

      const list = (await inject('GET', `/rubrics/all/${account.email}`, cookies)).json().data as RubricListItem[];
      expect(list.filter((item) => !item.is_sample).map((item) => item.id)).toEqual([copy.id]);

      const edited = await update(cookies, editedRubric(copy.id, { rubric_title: 'My discovery call' }));
      expect(edited.statusCode, edited.body).toBe(200);
      expect((edited.json().data as RubricListItem).name).toBe('My discovery call');
      // The sample itself is untouched.
      expect(((await inject('GET', `/rubrics/rubric/${sample.id}`, cookies)).json().data as RubricListItem).content).toEqual(source.content);
      expect((await inject('DELETE', `/rubrics/${copy.id}`, cookies)).statusCode).toBe(200);
    });

    it('duplicates one’s own rubric, and only a creator may duplicate', async () => {
      const { cookies, rubricId } = await ownRubric();
      const copy = await inject('POST', `/rubrics/${rubricId}/duplicate`, cookies);
      expect(copy.statusCode).toBe(201);
      expect((copy.json().data as RubricListItem).name).toBe('Discovery call (copy)');
      const twice = await inject('POST', `/rubrics/${(copy.json().data as RubricListItem).id}/duplicate`, cookies);
      expect((twice.json().data as RubricListItem).name).toBe('Discovery call (copy) (copy)');

      const restricted = await startTestApp(url, { ...TEST_ENV, CREATOR_EMAILS: 'someone@example.com' });
      try {
        const outsider = await signUp(restricted.app);
        for (const [method, path] of [
          ['POST', `/rubrics/${SAMPLE_RUBRICS[0].id}/duplicate`],
          ['DELETE', `/rubrics/${crypto.randomUUID()}`],
        ] as const) {
          const refused = await inject(method, path, outsider.cookies, undefined, restricted.app);
          expect(refused.statusCode, path).toBe(403);
          expect(refused.json().message).toMatch(/not allowed to create/);
        }
      } finally {
        await restricted.close();
      }
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
