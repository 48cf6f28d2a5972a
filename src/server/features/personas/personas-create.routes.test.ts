import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PersonaJobResult, type UpdatePersonaInput } from '../../../shared/contracts/personas.ts';
import { toPersonaEditValues } from '../../../shared/contracts/persona-details.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { personas } from '../../db/schema.ts';
import { buildFile, buildPersona } from '../../test/builders.ts';
import { TEST_AUTH_SECRET, TEST_DATABASES, registerAndLogin, uniqueEmail, waitForJobStatus } from '../../test/test-app.ts';
import { toPersona } from './personas.repository.ts';
import { SAMPLE_PERSONA_IDS } from './personas.seed.ts';
import { PERSONA_GONE_MESSAGE } from './update-persona.job.ts';
import { MISSING_ID, SARAH_PROMPT, usePersonaRoutes } from './personas.test-helpers.ts';

describe.each(TEST_DATABASES)('[PERSONAS] persona routes on $name', ({ url }) => {
  const { ctx, post, signIn, createPersona, listPersonas } = usePersonaRoutes(url);

  describe('create, list and update', () => {
    it('generates a persona that keeps the prompt’s facts, and the status route returns it as result.data', async () => {
      const { cookies, account } = await signIn();
      const persona = await createPersona(cookies, { name: 'Sarah', persona_prompt: SARAH_PROMPT, organization_id: account.email, file_ids: [] });
      expect(persona).toMatchObject({ id: expect.any(String), name: 'Sarah', timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
      expect(persona.persona_details).toMatchObject({ name: 'Sarah', age: '42', gender: 'Female', occupation: 'Procurement Manager' });
      expect(persona.persona_details.background).toContain('Sarah is sceptical of new vendors.');
      expect(persona.persona_details.industryRelevance).toMatch(/^Healthcare:/);
      expect(Number(persona.persona_details.personalityTraits.bigFive.agreeableness)).toBeLessThan(45);
      expect(persona.persona_details.physicalDescription.typicalAttire.length).toBeGreaterThan(10);
    });

    it('lists the caller’s own personas newest first, then the read-only samples', async () => {
      const { cookies, account } = await signIn();
      const first = await createPersona(cookies, { name: 'First', persona_prompt: 'An anxious junior accountant.' });
      const second = await createPersona(cookies, { name: 'Second', persona_prompt: SARAH_PROMPT });
      const list = await listPersonas(account.email, cookies);
      expect(list.slice(0, 2).map((item) => item.id)).toEqual([second.id, first.id]);
      expect(list[0]).toMatchObject({ name: 'Second', is_sample: false, persona_details: { age: '42' } });
      const samples = list.filter((item) => item.is_sample);
      expect(samples.map((item) => item.id).sort()).toEqual([...SAMPLE_PERSONA_IDS].sort());
      expect(samples.map((item) => item.name)).toEqual(expect.arrayContaining(['Sales: Sceptical Buyer', 'Customer Service: Upset Customer']));
      for (const sample of samples) expect(sample.persona_details.background.length).toBeGreaterThan(50);
      // Another person sees the samples but none of this person's personas.
      const other = await signIn();
      const otherList = await listPersonas(other.account.email, other.cookies);
      expect(otherList.some((item) => item.id === first.id || item.id === second.id)).toBe(false);
      expect(otherList.filter((item) => item.is_sample)).toHaveLength(SAMPLE_PERSONA_IDS.length);
    });

    it('saves the edited fields: persona_name goes into the details, name is the list name', async () => {
      const { cookies, account } = await signIn();
      const persona = await createPersona(cookies, { name: 'Sarah', persona_prompt: SARAH_PROMPT });
      const edited: UpdatePersonaInput = { ...toPersonaEditValues(persona), name: 'Sarah (edited)', persona_name: 'Sarah Lopez', hometown: 'Bristol, United Kingdom', openness: '12', age: '43' };
      const accepted = await post('/persona/update', edited, cookies);
      expect(accepted.statusCode).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/persona/job-status-update/${accepted.json().jobId}`, cookies);
      expect(status.jobStatus).toBe('Completed');
      const updated = (status.result as PersonaJobResult).data;
      expect(updated).toMatchObject({ id: persona.id, name: 'Sarah (edited)', timestamp: persona.timestamp });
      expect(updated.persona_details).toMatchObject({ name: 'Sarah Lopez', hometown: 'Bristol, United Kingdom', age: '43', occupation: 'Procurement Manager' });
      expect(updated.persona_details.personalityTraits.bigFive.openness).toBe('12');
      const listed = (await listPersonas(account.email, cookies)).find((item) => item.id === persona.id);
      expect(listed).toMatchObject({ name: 'Sarah (edited)', persona_details: { hometown: 'Bristol, United Kingdom', name: 'Sarah Lopez' } });
    });

    it('grounds the persona in the text of the chosen files', async () => {
      const { cookies, userId } = await signIn();
      const file = await buildFile(ctx.database.db, {
        userId,
        filename: 'q3-review.txt',
        extractedText: 'Quarterly procurement review\n\nSupplier scorecards show late deliveries of infusion pumps.\nSupplier scorecards are reviewed monthly.',
      });
      const persona = await createPersona(cookies, { name: 'Sarah', persona_prompt: SARAH_PROMPT, file_ids: [file.id, file.id] });
      // The file gives its facts and terms, never its name or title.
      expect(persona.persona_details.background).toContain('late deliveries of infusion pumps');
      expect(persona.persona_details.industryRelevance).toMatch(/Supplier scorecards/);
      expect(JSON.stringify(persona.persona_details)).not.toMatch(/q3-review|Quarterly procurement review/);
    });
  });

  describe('validation', () => {
    let cookies: string;
    let email: string;
    let editable: UpdatePersonaInput;
    beforeAll(async () => {
      const session = await signIn();
      cookies = session.cookies;
      email = session.account.email;
      editable = toPersonaEditValues(await createPersona(cookies, { name: 'Sarah', persona_prompt: SARAH_PROMPT }));
    });

    it.each([
      [{ persona_prompt: 'x' }, 'Name is required.'],
      [{ name: '   ', persona_prompt: 'x' }, 'Name is required.'],
      [{ name: 'Sarah' }, 'Persona prompt is required.'],
      [{ name: 'Sarah', persona_prompt: '' }, 'Persona prompt is required.'],
      [{ name: 42, persona_prompt: 'x' }, 'Name must be text.'],
      [{ name: 'Sarah', persona_prompt: ['x'] }, 'Persona prompt must be text.'],
      [{ name: 'Sarah', persona_prompt: 'x'.repeat(4001) }, 'Persona prompt must be at most 4000 characters.'],
      [{ name: 'S'.repeat(101), persona_prompt: 'x' }, 'Name must be at most 100 characters.'],
      [{ name: 'Sarah', persona_prompt: 'x', file_ids: 'abc' }, 'File ids must be a list of file ids.'],
      [{ name: 'Sarah', persona_prompt: 'x', file_ids: ['not-a-uuid'] }, 'Each file id must be a file id.'],
      [{ name: 'Sarah', persona_prompt: 'x', organization_id: 7 }, 'Organization id must be text.'],
      [{ name: 'Sarah', persona_prompt: 'x', file_ids: Array.from({ length: 11 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`) }, 'Choose at most 10 files.'],
    ])('refuses a create body %j with 400', async (payload, message) => {
      const response = await post('/persona/create', payload, cookies);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('refuses unknown or foreign file ids with 400 before queueing anything', async () => {
      const response = await post('/persona/create', { name: 'Sarah', persona_prompt: 'x', file_ids: [MISSING_ID] }, cookies);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Some selected files were not found.' });
    });

    it('refuses an organization_id that is not the caller’s own e-mail with 403', async () => {
      const response = await post('/persona/create', { name: 'Sarah', persona_prompt: 'x', organization_id: 'someone.else@example.com' }, cookies);
      expect(response.statusCode).toBe(403);
      const own = await post('/persona/create', { name: 'Sarah', persona_prompt: SARAH_PROMPT, organization_id: email.toUpperCase() }, cookies);
      expect(own.statusCode).toBe(202);
    });

    it.each([
      [{ age: '4a2' }, 'Age must contain digits only.'],
      [{ age: '1234' }, 'Age must be at most 3 digits.'],
      [{ age: '' }, 'Age is required.'],
      [{ openness: '7.5' }, 'Openness must contain digits only.'],
      [{ neuroticism: '1000' }, 'Neuroticism must be at most 3 digits.'],
      [{ hometown: '' }, 'Hometown is required.'],
      [{ background: '   ' }, 'Background is required.'],
      [{ persona_name: '' }, 'Persona name is required.'],
      [{ challengesAndGrowthAreas: undefined }, 'Challenges and growth areas is required.'],
      [{ mbtiType: undefined }, 'MBTI type is required.'],
      [{ gender: 3 }, 'Gender must be text.'],
      [{ eyeColor: null }, 'Eye colour is required.'],
      [{ id: 'abc' }, 'Persona id must be a persona id.'],
      [{ id: undefined }, 'Persona id is required.'],
    ])('refuses an update with %j with 400', async (change, message) => {
      const response = await post('/persona/update', { ...editable, ...change }, cookies);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });
  });

  it('fails an update whose persona was deleted before the job ran, with a readable reason', { timeout: 45_000 }, async () => {
    const filesDir = mkdtempSync(join(tmpdir(), 'engram-persona-files-'));
    const env = { LOG_LEVEL: 'silent', AUTH_SECRET: TEST_AUTH_SECRET, WEB_DIR: './.tmp/no-web-build', DATA_DIR: 'memory://', CREATOR_EMAILS: '', LOGIN_RATE_LIMIT_PER_IP: '100000', ...(url ? { DATABASE_URL: url } : {}) };
    const database = url ? null : await openDatabase({ dataDir: 'memory://' });
    // On PGlite the job waits in a worker-less app until the row is gone. PostgreSQL is shared with other test files'
    // workers, so there the test holds a row lock instead: the job's UPDATE waits for it, then finds the row deleted.
    const api = await buildApp(loadConfig({ ...env, WORKER: url ? 'true' : 'false' }), { ...(database ? { database } : {}), filesDir });
    const lockClient = url ? new pg.Client({ connectionString: url }) : null;
    let worker: Awaited<ReturnType<typeof buildApp>> | null = null;
    try {
      await api.ready();
      const { cookies } = await registerAndLogin(api, { email: uniqueEmail('gone') });
      const me = await api.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } });
      const db = database?.db ?? ctx.database.db;
      const row = await buildPersona(db, { userId: me.json().user.id, name: 'Doomed', prompt: SARAH_PROMPT });
      if (lockClient) {
        await lockClient.connect();
        await lockClient.query('begin');
        await lockClient.query('select id from personas where id = $1 for update', [row.id]);
      }
      const accepted = await api.inject({ method: 'POST', url: '/persona/update', payload: toPersonaEditValues(toPersona(row)), headers: { cookie: cookies } });
      expect(accepted.statusCode).toBe(202);
      if (lockClient) {
        await lockClient.query('delete from personas where id = $1', [row.id]);
        await lockClient.query('commit');
      } else {
        await db.delete(personas).where(eq(personas.id, row.id));
        worker = await buildApp(loadConfig({ ...env, WORKER: 'true' }), { database: database!, filesDir });
        await worker.ready();
      }
      // Generous: the queue currently retries even a PermanentJobError (2 s, then 4 s) before it reports Failed.
      const status = await waitForJobStatus(api, `/persona/job-status-update/${accepted.json().jobId}`, cookies, 25_000);
      expect(status).toEqual({ jobStatus: 'Failed', result: null, failedReason: PERSONA_GONE_MESSAGE });
    } finally {
      await lockClient?.end().catch(() => undefined);
      await worker?.close();
      await api.close();
      await database?.close();
      rmSync(filesDir, { recursive: true, force: true });
    }
  });
});
