import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { GlossaryJobResult, GlossaryListAnswer } from '../../../shared/contracts/glossaries.ts';
import { glossaries, scenarios, users } from '../../db/schema.ts';
import { buildGlossary, buildScenario } from '../../test/builders.ts';
import { TEST_DATABASES, registerAndLogin, uniqueEmail, waitForJobStatus, type TestContext, useTestApp } from '../../test/test-app.ts';
import { SAMPLE_GLOSSARIES, seedGlossaries } from './glossaries.seed.ts';
import { SAMPLE_GLOSSARY_READ_ONLY_MESSAGE } from './glossaries.service.ts';
import { GLOSSARY_DELETED_REASON } from './update-glossary.job.ts';

// Each test registers its own people; the default per-IP login limit would stop them.
const TEST_ENV = { CREATOR_EMAILS: '', LOGIN_RATE_LIMIT_PER_IP: '1000' };
const SAMPLE_NAMES = ['Customer Service Glossary', 'Leadership Glossary', 'Sales Glossary', 'HR Glossary', 'Project Management Glossary'];

describe.each(TEST_DATABASES)('[GLOSSARY] glossary routes on $name', ({ url }) => {
  const ctx = useTestApp(url, TEST_ENV);

  const post = (path: string, cookies: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: path, headers: { cookie: cookies }, payload: payload as object });
  const get = (path: string, cookies: string) => ctx.app.inject({ method: 'GET', url: path, headers: { cookie: cookies } });
  const remove = (path: string, cookies: string) => ctx.app.inject({ method: 'DELETE', url: path, headers: { cookie: cookies } });
  const userIdOf = async (email: string) => {
    const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return user!.id;
  };

  async function listGlossaries(email: string, cookies: string): Promise<GlossaryListAnswer> {
    const response = await get(`/glossary/all/${encodeURIComponent(email)}`, cookies);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** Creates a glossary through the route and its job, and answers the job's result. */
  async function createGlossary(cookies: string, payload: { name: string; glossary: string }) {
    const response = await post('/glossary/create', cookies, payload);
    expect(response.statusCode).toBe(202);
    const status = await waitForJobStatus(ctx.app, `/glossary/job-status-create/${response.json().jobId}`, cookies);
    expect(status).toMatchObject({ jobStatus: 'Completed', failedReason: null });
    return (status.result as GlossaryJobResult).data;
  }

  describe('create and list', () => {
    it('creates a glossary through a job, normalising line endings and trimming, and lists it above the samples', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const response = await post('/glossary/create', cookies, {
        name: '  Negotiation terms  ',
        glossary: '\r\n  BATNA: best alternative to a negotiated agreement\r\nZOPA: zone of possible agreement\rAnchor: the first offer  \n\n',
        organization_id: account.email,
      });
      expect(response.statusCode).toBe(202);
      const { jobId } = response.json();
      expect(jobId).toEqual(expect.any(String));

      const status = await waitForJobStatus(ctx.app, `/glossary/job-status-create/${jobId}`, cookies);
      expect(status.jobStatus).toBe('Completed');
      expect(status.failedReason).toBeNull();
      const created = (status.result as GlossaryJobResult).data;
      expect(created).toEqual({
        id: expect.any(String),
        name: 'Negotiation terms',
        glossary: 'BATNA: best alternative to a negotiated agreement\nZOPA: zone of possible agreement\nAnchor: the first offer',
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });

      const [stored] = await ctx.database.db.select().from(glossaries).where(eq(glossaries.id, created.id));
      expect(stored).toMatchObject({ name: 'Negotiation terms', content: created.glossary, isSample: false });

      const { data } = await listGlossaries(account.email, cookies);
      expect(data[0]).toEqual({ ...created, is_sample: false });
      expect(data.filter((item) => item.is_sample).map((item) => item.name).sort()).toEqual([...SAMPLE_NAMES].sort());
      expect(data).toHaveLength(1 + SAMPLE_NAMES.length);
    });

    it('lists only the samples for someone new, newest first, and accepts the e-mail in any case', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const { data } = await listGlossaries(account.email.toUpperCase(), cookies);
      expect(data.map((item) => item.name).sort()).toEqual([...SAMPLE_NAMES].sort());
      for (const sample of data) {
        expect(sample.is_sample).toBe(true);
        const terms = sample.glossary.split('\n');
        expect(terms.length).toBeGreaterThanOrEqual(8);
        expect(terms.length).toBeLessThanOrEqual(15);
        for (const term of terms) expect(term).toMatch(/^[^:\n]+: \S/);
      }
    });

    it('keeps newest first when someone has several glossaries', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const first = await createGlossary(cookies, { name: 'First', glossary: 'A: one' });
      const second = await createGlossary(cookies, { name: 'Second', glossary: 'B: two' });
      const { data } = await listGlossaries(account.email, cookies);
      expect(data.slice(0, 2).map((item) => item.id)).toEqual([second.id, first.id]);
      const timestamps = data.map((item) => item.timestamp);
      expect([...timestamps].sort().reverse()).toEqual(timestamps);
    });

    it('seeds the samples once, however often the app starts', async () => {
      await seedGlossaries(ctx.database.db);
      const rows = await ctx.database.db.select().from(glossaries).where(eq(glossaries.isSample, true));
      expect(rows.map((row) => row.id).sort()).toEqual(SAMPLE_GLOSSARIES.map((sample) => sample.id).sort());
      expect(rows.every((row) => row.userId === null)).toBe(true);
    });

    it('does not show one person’s glossaries to another', async () => {
      const owner = await registerAndLogin(ctx.app);
      const created = await createGlossary(owner.cookies, { name: 'Private terms', glossary: 'Secret: kept' });
      const other = await registerAndLogin(ctx.app);
      const { data } = await listGlossaries(other.account.email, other.cookies);
      expect(data.map((item) => item.id)).not.toContain(created.id);
    });
  });

  describe('update', () => {
    it('updates the glossary through a job and keeps its creation date', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const created = await createGlossary(cookies, { name: 'Support words', glossary: 'SLA: service level agreement' });

      const response = await post('/glossary/update', cookies, { id: created.id, name: ' Support vocabulary ', glossary: 'SLA: service level agreement\r\nFCR: first contact resolution ' });
      expect(response.statusCode).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/glossary/job-status-update/${response.json().jobId}`, cookies);
      expect(status.jobStatus).toBe('Completed');
      expect(status.result).toEqual({
        data: { id: created.id, name: 'Support vocabulary', glossary: 'SLA: service level agreement\nFCR: first contact resolution', timestamp: created.timestamp },
      });

      const { data } = await listGlossaries(account.email, cookies);
      expect(data.find((item) => item.id === created.id)).toEqual({
        id: created.id,
        name: 'Support vocabulary',
        glossary: 'SLA: service level agreement\nFCR: first contact resolution',
        timestamp: created.timestamp,
        is_sample: false,
      });
    });

    it('answers 404 for another person’s glossary and for an unknown id, and changes nothing', async () => {
      const owner = await registerAndLogin(ctx.app);
      const created = await createGlossary(owner.cookies, { name: 'Mine', glossary: 'Term: definition' });
      const other = await registerAndLogin(ctx.app);

      const foreign = await post('/glossary/update', other.cookies, { id: created.id, name: 'Taken', glossary: 'Hijacked: yes' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'Glossary not found.' });
      const unknown = await post('/glossary/update', other.cookies, { id: '00000000-0000-4000-8000-000000000000', name: 'X', glossary: 'Y: z' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Glossary not found.' });

      const [stored] = await ctx.database.db.select().from(glossaries).where(eq(glossaries.id, created.id));
      expect(stored).toMatchObject({ name: 'Mine', content: 'Term: definition' });
    });

    it('answers 403 for a sample glossary', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const sample = SAMPLE_GLOSSARIES[0]!;
      const response = await post('/glossary/update', cookies, { id: sample.id, name: 'Mine now', glossary: 'Term: definition' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Sample glossaries cannot be changed.' });
      const [stored] = await ctx.database.db.select().from(glossaries).where(eq(glossaries.id, sample.id));
      expect(stored?.name).toBe(sample.name);
    });

    it('ends the job Failed with a readable reason when the glossary was deleted before the job ran', async () => {
      const { status } = await updateWhileRowIsLockedThenDelete(ctx, url);
      expect(status).toEqual({ jobStatus: 'Failed', result: null, failedReason: GLOSSARY_DELETED_REASON });
    });
  });

  describe('line checks', () => {
    it('refuses content whose lines are not terms, naming the lines as written, on create and update', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const one = await post('/glossary/create', cookies, { name: 'Terms', glossary: 'SLA: service level agreement\n\nremember to smile\nFCR - first contact resolution' });
      expect(one.statusCode).toBe(400);
      expect(one.json()).toEqual({ message: 'Line 3 is not a term: write it as “Term: definition”.' });

      const several = await post('/glossary/create', cookies, { name: 'Terms', glossary: '\njust words\nSLA: agreement\nmore words\nCSAT:' });
      expect(several.statusCode).toBe(400);
      expect(several.json()).toEqual({ message: 'Lines 2, 4 and 5 are not terms: write each as “Term: definition”.' });

      const created = await createGlossary(cookies, { name: 'Terms', glossary: 'SLA: agreement' });
      const update = await post('/glossary/update', cookies, { id: created.id, name: 'Terms', glossary: 'SLA: agreement\nno separator here' });
      expect(update.statusCode).toBe(400);
      expect(update.json()).toEqual({ message: 'Line 2 is not a term: write it as “Term: definition”.' });
      const [stored] = await ctx.database.db.select().from(glossaries).where(eq(glossaries.id, created.id));
      expect(stored?.content).toBe('SLA: agreement');
    });

    it('accepts every separator, bullets and blank lines', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const created = await createGlossary(cookies, { name: 'Separators', glossary: 'SLA: agreement\n\nChurn - leaving\n• Upsell — a bigger plan\nLead – interested person' });
      expect(created.glossary.split('\n')).toHaveLength(5);
    });
  });

  describe('usage, delete and duplicate', () => {
    it('deletes a glossary a scenario uses: the usage named it, the scenario keeps the terms and its sessions still use them', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const userId = await userIdOf(account.email);
      const glossary = await buildGlossary(ctx.database.db, { userId, name: 'Hospital terms', content: 'Renewal window: the thirty days before the contract ends, when prices can change.' });
      const scenario = await buildScenario(ctx.database.db, { userId, name: 'Renewing the hospital contract', glossaryId: glossary.id });
      const unused = await buildGlossary(ctx.database.db, { userId, name: 'Unused' });

      const usage = await get(`/glossary/${glossary.id}/usage`, cookies);
      expect(usage.statusCode).toBe(200);
      expect(usage.json()).toEqual({ scenarios: [{ id: scenario.id, name: 'Renewing the hospital contract' }] });
      expect((await get(`/glossary/${unused.id}/usage`, cookies)).json()).toEqual({ scenarios: [] });

      const deleted = await remove(`/glossary/${glossary.id}`, cookies);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ id: glossary.id, kept_in_scenarios: [{ id: scenario.id, name: 'Renewing the hospital contract' }] });
      expect(await ctx.database.db.select().from(glossaries).where(eq(glossaries.id, glossary.id))).toEqual([]);
      const [kept] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, scenario.id));
      expect(kept?.glossaryId).toBeNull();
      expect(kept?.sourceCopies).toMatchObject({ glossary: { name: 'Hospital terms', content: glossary.content } });

      // The character still knows the term from the scenario's copy.
      const reply = await post('/conversational/vibes-check', cookies, {
        scenario_id: scenario.id,
        messages: [{ role: 'learner', content: 'Can we talk about the renewal window?' }],
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('the thirty days before the contract ends');

      const { data } = await listGlossaries(account.email, cookies);
      expect(data.map((item) => item.id)).not.toContain(glossary.id);
      expect((await remove(`/glossary/${glossary.id}`, cookies)).statusCode).toBe(404);
      expect((await remove(`/glossary/${unused.id}`, cookies)).json()).toEqual({ id: unused.id, kept_in_scenarios: [] });
    });

    it('refuses to delete a sample (403) or another person’s glossary (404), and shows neither’s usage', async () => {
      const owner = await registerAndLogin(ctx.app);
      const foreign = await buildGlossary(ctx.database.db, { userId: await userIdOf(owner.account.email), name: 'Not yours' });
      const { cookies } = await registerAndLogin(ctx.app);
      const sample = SAMPLE_GLOSSARIES[0]!;

      const sampleDelete = await remove(`/glossary/${sample.id}`, cookies);
      expect(sampleDelete.statusCode).toBe(403);
      expect(sampleDelete.json()).toEqual({ message: SAMPLE_GLOSSARY_READ_ONLY_MESSAGE });
      expect((await get(`/glossary/${sample.id}/usage`, cookies)).statusCode).toBe(403);

      for (const id of [foreign.id, '00000000-0000-4000-8000-000000000000']) {
        const response = await remove(`/glossary/${id}`, cookies);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Glossary not found.' });
        expect((await get(`/glossary/${id}/usage`, cookies)).statusCode).toBe(404);
        expect((await post(`/glossary/${id}/duplicate`, cookies, {})).statusCode).toBe(404);
      }
      expect((await remove('/glossary/not-an-id', cookies)).json()).toEqual({ message: 'Glossary id is not valid.' });
      expect(await ctx.database.db.select().from(glossaries).where(eq(glossaries.id, sample.id))).toHaveLength(1);
      expect(await ctx.database.db.select().from(glossaries).where(eq(glossaries.id, foreign.id))).toHaveLength(1);
    });

    it('duplicates a sample into the caller’s own library as "<name> (copy)", which the caller may then edit', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const sample = SAMPLE_GLOSSARIES[2]!;
      const response = await post(`/glossary/${sample.id}/duplicate`, cookies, {});
      expect(response.statusCode).toBe(201);
      const copy = (response.json() as GlossaryJobResult).data;
      expect(copy).toEqual({ id: expect.any(String), name: `${sample.name} (copy)`, glossary: sample.content, timestamp: expect.any(String) });

      const { data } = await listGlossaries(account.email, cookies);
      expect(data[0]).toEqual({ ...copy, is_sample: false });
      const [stored] = await ctx.database.db.select().from(glossaries).where(eq(glossaries.id, copy.id));
      expect(stored).toMatchObject({ userId: await userIdOf(account.email), isSample: false });

      const update = await post('/glossary/update', cookies, { id: copy.id, name: 'My sales words', glossary: 'Lead: someone interested' });
      expect(update.statusCode).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/glossary/job-status-update/${update.json().jobId}`, cookies);
      expect(status.jobStatus).toBe('Completed');
      // The sample itself is untouched.
      const [original] = await ctx.database.db.select().from(glossaries).where(eq(glossaries.id, sample.id));
      expect(original?.content).toBe(sample.content);
    });

    it('keeps every sample glossary valid under the line checks, so a copy can be saved as it is', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      for (const sample of SAMPLE_GLOSSARIES) {
        const response = await post('/glossary/create', cookies, { name: sample.name, glossary: sample.content });
        expect(response.statusCode, sample.name).toBe(202);
      }
    });
  });

  describe('job status', () => {
    it('answers 404 for another person’s job and for a job of the other kind', async () => {
      const owner = await registerAndLogin(ctx.app);
      const response = await post('/glossary/create', owner.cookies, { name: 'Owned job', glossary: 'Term: definition' });
      const { jobId } = response.json();
      await waitForJobStatus(ctx.app, `/glossary/job-status-create/${jobId}`, owner.cookies);

      const other = await registerAndLogin(ctx.app);
      const foreign = await get(`/glossary/job-status-create/${jobId}`, other.cookies);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'Job not found.' });
      expect((await get(`/glossary/job-status-update/${jobId}`, owner.cookies)).statusCode).toBe(404);
      const malformed = await get('/glossary/job-status-create/not-a-job', owner.cookies);
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('validation and access', () => {
    /** A new person posts `payload` to `path`: the answer is a 400 with `message`. */
    async function expectRefused(path: string, payload: unknown, message: string) {
      const { cookies } = await registerAndLogin(ctx.app);
      const response = await post(path, cookies, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }

    it.each([
      ['a missing name', { glossary: 'Term: definition' }, 'Name is required.'],
      ['a blank name', { name: '   ', glossary: 'Term: definition' }, 'Name is required.'],
      ['a name that is not text', { name: 42, glossary: 'Term: definition' }, 'Name must be text.'],
      ['an overlong name', { name: 'n'.repeat(121), glossary: 'Term: definition' }, 'Name must be at most 120 characters.'],
      ['missing content', { name: 'Terms' }, 'Content is required.'],
      ['blank content', { name: 'Terms', glossary: ' \n\t ' }, 'Content is required.'],
      ['content that is not text', { name: 'Terms', glossary: ['Term: definition'] }, 'Content must be text.'],
      ['oversize content', { name: 'Terms', glossary: 'x'.repeat(50_001) }, 'Content must be at most 50,000 characters.'],
      ['an organization id that is not text', { name: 'Terms', glossary: 'Term: definition', organization_id: 7 }, 'Organization id must be text.'],
    ])('create answers 400 for %s', async (_case, payload, message) => {
      await expectRefused('/glossary/create', payload, message);
    });

    it('accepts content of exactly 50,000 characters and a name of 120', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const created = await createGlossary(cookies, { name: 'n'.repeat(120), glossary: `Term: ${'x'.repeat(50_000 - 6)}` });
      expect(created.glossary).toHaveLength(50_000);
      expect(created.name).toHaveLength(120);
    });

    it.each([
      ['a missing id', { name: 'Terms', glossary: 'Term: definition' }, 'Glossary id is required.'],
      ['an id that is not a uuid', { id: 'glossary-1', name: 'Terms', glossary: 'Term: definition' }, 'Glossary id is not valid.'],
      ['an id that is not text', { id: 12, name: 'Terms', glossary: 'Term: definition' }, 'Glossary id is not valid.'],
      ['a blank name', { id: '00000000-0000-4000-8000-000000000000', name: '', glossary: 'Term: definition' }, 'Name is required.'],
      ['content that is not text', { id: '00000000-0000-4000-8000-000000000000', name: 'Terms', glossary: { term: 'x' } }, 'Content must be text.'],
      ['oversize content', { id: '00000000-0000-4000-8000-000000000000', name: 'Terms', glossary: 'x'.repeat(50_001) }, 'Content must be at most 50,000 characters.'],
    ])('update answers 400 for %s', async (_case, payload, message) => {
      await expectRefused('/glossary/update', payload, message);
    });

    it('answers 400 when the body is not a JSON object', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/glossary/create',
        headers: { cookie: cookies, 'content-type': 'application/json' },
        payload: '["Term: definition"]',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request body must be a JSON object.' });
    });

    it('answers 403 for another person’s e-mail in the list path and in organization_id', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const list = await get(`/glossary/all/${encodeURIComponent(uniqueEmail('someone-else'))}`, cookies);
      expect(list.statusCode).toBe(403);
      expect(list.json()).toEqual({ message: 'You can only use your own library.' });
      const create = await post('/glossary/create', cookies, { name: 'Terms', glossary: 'Term: definition', organization_id: uniqueEmail('someone-else') });
      expect(create.statusCode).toBe(403);
      expect(create.json()).toEqual({ message: 'You can only use your own library.' });
    });

    it('answers 401 without a session', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/glossary/all/a@example.com' })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'POST', url: '/glossary/create', payload: { name: 'A', glossary: 'B: c' } })).statusCode).toBe(401);
    });
  });

  describe('with CREATOR_EMAILS that leave the caller out', () => {
    const restricted = useTestApp(url, { ...TEST_ENV, CREATOR_EMAILS: 'curator@example.com' });

    it('refuses delete and duplicate with 403', async () => {
      const { account, cookies } = await registerAndLogin(restricted.app);
      const [user] = await restricted.database.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
      const own = await buildGlossary(restricted.database.db, { userId: user!.id });
      for (const [method, path] of [['DELETE', `/glossary/${own.id}`], ['POST', `/glossary/${SAMPLE_GLOSSARIES[0]!.id}/duplicate`]] as const) {
        const response = await restricted.app.inject({ method, url: path, headers: { cookie: cookies } });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toMatch(/not allowed to create/);
      }
      expect(await restricted.database.db.select().from(glossaries).where(eq(glossaries.id, own.id))).toHaveLength(1);
    });

    it('refuses create and update with 403 but still lists', async () => {
      const { account, cookies } = await registerAndLogin(restricted.app);
      const create = await restricted.app.inject({ method: 'POST', url: '/glossary/create', headers: { cookie: cookies }, payload: { name: 'Terms', glossary: 'Term: definition' } });
      expect(create.statusCode).toBe(403);
      expect(create.json().message).toMatch(/not allowed to create/);
      const update = await restricted.app.inject({
        method: 'POST',
        url: '/glossary/update',
        headers: { cookie: cookies },
        payload: { id: '00000000-0000-4000-8000-000000000000', name: 'Terms', glossary: 'Term: definition' },
      });
      expect(update.statusCode).toBe(403);
      const list = await restricted.app.inject({ method: 'GET', url: `/glossary/all/${encodeURIComponent(account.email)}`, headers: { cookie: cookies } });
      expect(list.statusCode).toBe(200);
      expect((list.json() as GlossaryListAnswer).data).toHaveLength(SAMPLE_NAMES.length);
    });
  });
});

/**
 * The app's workers pick the job up at once, so the glossary row is locked first:
 * whichever worker runs the job waits for the lock and then finds the row gone.
 */
async function updateWhileRowIsLockedThenDelete(ctx: TestContext, url: string) {
  const { cookies } = await registerAndLogin(ctx.app);
  const create = await ctx.app.inject({ method: 'POST', url: '/glossary/create', headers: { cookie: cookies }, payload: { name: 'Soon gone', glossary: 'Term: definition' } });
  const created = await waitForJobStatus(ctx.app, `/glossary/job-status-create/${create.json().jobId}`, cookies);
  const glossaryId = (created.result as GlossaryJobResult).data.id;

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select id from glossaries where id = $1 for update', [glossaryId]);
    const response = await ctx.app.inject({ method: 'POST', url: '/glossary/update', headers: { cookie: cookies }, payload: { id: glossaryId, name: 'Edited', glossary: 'Term: changed' } });
    expect(response.statusCode).toBe(202);
    await client.query('delete from glossaries where id = $1', [glossaryId]);
    await client.query('commit');
    return { status: await waitForJobStatus(ctx.app, `/glossary/job-status-update/${response.json().jobId}`, cookies) };
  } finally {
    await client.end();
  }
}
