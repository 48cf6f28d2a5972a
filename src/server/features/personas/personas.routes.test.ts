import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Persona,
  type PersonaDetails,
  type PersonaJobResult,
  type PersonaListItem,
  type UpdatePersonaInput,
} from '../../../shared/contracts/personas.ts';
import {
  toPersonaEditValues,
  withBigFiveInRange,
} from '../../../shared/contracts/persona-details.ts';
import { PERSONA_PROMPT_MAX_LENGTH } from '../../../shared/contracts/personas-constants.ts';
import { generatePersonaOffline } from '../../ai/offline/persona/generate-persona.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { conversations, personas, scenarios } from '../../db/schema.ts';
import { buildFile, buildPersona, buildScenario } from '../../test/builders.ts';
import { fakeJsonAnswer, messageText } from '../../test/fake-openai-server.ts';
import { fakeProviderEnv, useFakeOpenAiServer } from '../../test/fake-provider.ts';
import { TEST_AUTH_SECRET, TEST_DATABASES, registerAndLogin, startTestApp, uniqueEmail, waitForJobStatus, useTestApp } from '../../test/test-app.ts';
import { toPersona } from './personas.repository.ts';
import { SAMPLE_PERSONA_IDS } from './personas.seed.ts';
import { PERSONA_GONE_MESSAGE } from './update-persona.job.ts';

const SARAH_PROMPT = 'Sarah, a 42-year-old procurement manager at a hospital who is sceptical of new vendors';
const MISSING_ID = '00000000-0000-4000-8000-000000000999';

describe.each(TEST_DATABASES)('[PERSONAS] persona routes on $name', ({ url }) => {
  // This file signs up many people from one address.
  const ctx = useTestApp(url, { CREATOR_EMAILS: '', LOGIN_RATE_LIMIT_PER_IP: '100000' });

  const post = (path: string, payload: unknown, cookies: string) =>
    ctx.app.inject({ method: 'POST', url: path, payload: payload as object, headers: { cookie: cookies } });
  const get = (path: string, cookies: string) => ctx.app.inject({ method: 'GET', url: path, headers: { cookie: cookies } });

  async function signIn() {
    const session = await registerAndLogin(ctx.app, { email: uniqueEmail('persona') });
    const me = await get('/users/me', session.cookies);
    return { ...session, userId: me.json().user.id as string };
  }

  async function createPersona(cookies: string, payload: Record<string, unknown>): Promise<Persona> {
    const created = await post('/persona/create', payload, cookies);
    expect(created.statusCode).toBe(202);
    const status = await waitForJobStatus(ctx.app, `/persona/job-status-create/${created.json().jobId}`, cookies);
    expect(status).toMatchObject({ jobStatus: 'Completed', failedReason: null });
    return (status.result as PersonaJobResult).data;
  }

  async function listPersonas(email: string, cookies: string): Promise<PersonaListItem[]> {
    const response = await get(`/persona/all/${encodeURIComponent(email)}`, cookies);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

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

  describe('access', () => {
    it('answers 401 without a session', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/persona/all/a@example.com' })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'POST', url: '/persona/create', payload: { name: 'A', persona_prompt: 'B' } })).statusCode).toBe(401);
    });

    it('refuses another person’s list with 403', async () => {
      const { cookies } = await signIn();
      const response = await get('/persona/all/someone.else%40example.com', cookies);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You can only use your own library.' });
    });

    it('hides another person’s persona (404) and job statuses (404); unknown ids are 404 too', async () => {
      const owner = await signIn();
      const intruder = await signIn();
      const created = await post('/persona/create', { name: 'Sarah', persona_prompt: SARAH_PROMPT }, owner.cookies);
      const createStatus = `/persona/job-status-create/${created.json().jobId}`;
      const persona = ((await waitForJobStatus(ctx.app, createStatus, owner.cookies)).result as PersonaJobResult).data;
      expect((await get(createStatus, intruder.cookies)).statusCode).toBe(404);

      const edit = { ...toPersonaEditValues(persona), hometown: 'Hijacked' };
      const stolen = await post('/persona/update', edit, intruder.cookies);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toEqual({ message: 'Persona not found.' });
      expect((await post('/persona/update', { ...edit, id: MISSING_ID }, owner.cookies)).statusCode).toBe(404);

      const updated = await post('/persona/update', edit, owner.cookies);
      const updateStatus = `/persona/job-status-update/${updated.json().jobId}`;
      expect((await waitForJobStatus(ctx.app, updateStatus, owner.cookies)).jobStatus).toBe('Completed');
      const hidden = await get(updateStatus, intruder.cookies);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ message: 'Job not found.' });
      // A create job id is not an update job.
      expect((await get(`/persona/job-status-update/${created.json().jobId}`, owner.cookies)).statusCode).toBe(404);
    });

    it('refuses to change a sample with 403', async () => {
      const { cookies, account } = await signIn();
      const sample = (await listPersonas(account.email, cookies)).find((item) => item.is_sample)!;
      const response = await post('/persona/update', { ...toPersonaEditValues(sample), hometown: 'Changed' }, cookies);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Sample personas cannot be changed.' });
      const [row] = await ctx.database.db.select().from(personas).where(eq(personas.id, sample.id));
      expect((row!.details as { hometown: string }).hometown).toBe(sample.persona_details.hometown);
    });

    it('seeds the samples once, however often the app starts', async () => {
      const again = await startTestApp(url, { CREATOR_EMAILS: '' });
      try {
        const { cookies, account } = await registerAndLogin(again.app, { email: uniqueEmail('reseed') });
        const response = await again.app.inject({ method: 'GET', url: `/persona/all/${account.email}`, headers: { cookie: cookies } });
        expect((response.json().data as PersonaListItem[]).filter((item) => item.is_sample)).toHaveLength(SAMPLE_PERSONA_IDS.length);
      } finally {
        await again.close();
      }
    });
  });

  describe('delete', () => {
    const del = (id: string, cookies: string) => ctx.app.inject({ method: 'DELETE', url: `/persona/${id}`, headers: { cookie: cookies } });

    it('deletes the owner’s persona; a scenario that used it still starts a session with the persona’s motivations', async () => {
      const owner = await signIn();
      const row = await buildPersona(ctx.database.db, { userId: owner.userId, name: 'Sarah' });
      const details = row.details as PersonaDetails;
      const scenario = await buildScenario(ctx.database.db, { userId: owner.userId, name: 'Hospital renewal', personaId: row.id });
      const unused = await buildPersona(ctx.database.db, { userId: owner.userId, name: 'Unused' });

      const usage = await get(`/persona/${row.id}/usage`, owner.cookies);
      expect(usage.statusCode).toBe(200);
      expect(usage.json()).toEqual({ scenarios: [{ id: scenario.id, name: 'Hospital renewal' }] });
      expect((await get(`/persona/${unused.id}/usage`, owner.cookies)).json()).toEqual({ scenarios: [] });

      const deleted = await del(row.id, owner.cookies);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ id: row.id, kept_in_scenarios: [{ id: expect.any(String), name: expect.any(String) }] });
      expect(await ctx.database.db.select().from(personas).where(eq(personas.id, row.id))).toEqual([]);
      expect((await listPersonas(owner.account.email, owner.cookies)).map((item) => item.id)).not.toContain(row.id);
      const [kept] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, scenario.id));
      expect(kept).toMatchObject({ personaId: null, sourceCopies: { persona: { name: 'Sarah', details } } });

      const started = await post('/assessment/scenario-conversation/create', { scenario_id: scenario.id, mode: 'text' }, owner.cookies);
      expect(started.statusCode).toBe(201);
      const [conversation] = await ctx.database.db.select().from(conversations).where(eq(conversations.id, started.json().data.id));
      expect(details.motivationsAndGoals.length).toBeGreaterThan(10);
      expect(conversation!.context.persona).toMatchObject({ motivationsAndGoals: details.motivationsAndGoals, skillsAndAbilities: details.skillsAndAbilities });

      // Gone means gone: a second delete and its usage answer 404.
      expect((await del(row.id, owner.cookies)).statusCode).toBe(404);
      expect((await get(`/persona/${row.id}/usage`, owner.cookies)).statusCode).toBe(404);
      expect(await del(unused.id, owner.cookies)).toMatchObject({ statusCode: 200 });
      expect((await del(unused.id, owner.cookies)).json()).toEqual({ message: 'Persona not found.' });
    });

    it('hides another person’s persona (404) and keeps it', async () => {
      const owner = await signIn();
      const intruder = await signIn();
      const row = await buildPersona(ctx.database.db, { userId: owner.userId });
      for (const response of [await del(row.id, intruder.cookies), await get(`/persona/${row.id}/usage`, intruder.cookies)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Persona not found.' });
      }
      expect(await ctx.database.db.select({ id: personas.id }).from(personas).where(eq(personas.id, row.id))).toEqual([{ id: row.id }]);
      expect((await del(MISSING_ID, owner.cookies)).statusCode).toBe(404);
      const invalid = await del('abc', owner.cookies);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ message: 'Persona id must be a persona id.' });
    });

    it('refuses to delete a sample, or list its usage, with 403', async () => {
      const { cookies } = await signIn();
      const sampleId = SAMPLE_PERSONA_IDS[0]!;
      for (const response of [await del(sampleId, cookies), await get(`/persona/${sampleId}/usage`, cookies)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'Sample personas cannot be changed.' });
      }
      expect(await ctx.database.db.select({ id: personas.id }).from(personas).where(eq(personas.id, sampleId))).toHaveLength(1);
    });
  });

  describe('duplicate', () => {
    it('copies a sample into the caller’s library as "<name> (copy)", with its details and prompt, and the copy can be edited', async () => {
      const { cookies, account, userId } = await signIn();
      const sample = (await listPersonas(account.email, cookies)).find((item) => item.is_sample)!;
      const response = await post(`/persona/${sample.id}/duplicate`, {}, cookies);
      expect(response.statusCode).toBe(201);
      const copy = response.json().data as Persona;
      expect(copy.id).not.toBe(sample.id);
      expect(copy).toMatchObject({ name: `${sample.name} (copy)`, persona_details: sample.persona_details, persona_prompt: sample.persona_prompt });
      expect(copy.persona_prompt.length).toBeGreaterThan(20);
      const [row] = await ctx.database.db.select().from(personas).where(eq(personas.id, copy.id));
      expect(row).toMatchObject({ userId, isSample: false, prompt: sample.persona_prompt });
      expect((await listPersonas(account.email, cookies)).find((item) => item.id === copy.id)).toMatchObject({ is_sample: false, name: `${sample.name} (copy)` });

      const edited = await post('/persona/update', { ...toPersonaEditValues(copy), hometown: 'Cardiff, United Kingdom' }, cookies);
      expect(edited.statusCode).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/persona/job-status-update/${edited.json().jobId}`, cookies);
      expect((status.result as PersonaJobResult).data.persona_details.hometown).toBe('Cardiff, United Kingdom');
      // The sample itself is unchanged.
      const [sampleRow] = await ctx.database.db.select().from(personas).where(eq(personas.id, sample.id));
      expect((sampleRow!.details as PersonaDetails).hometown).toBe(sample.persona_details.hometown);
    });

    it('duplicates the caller’s own persona, but not another person’s (404)', async () => {
      const owner = await signIn();
      const other = await signIn();
      const row = await buildPersona(ctx.database.db, { userId: owner.userId, name: 'S'.repeat(100) });
      const own = await post(`/persona/${row.id}/duplicate`, {}, owner.cookies);
      expect(own.statusCode).toBe(201);
      // The name limit still holds: the name is shortened to make room for the suffix.
      expect(own.json().data.name).toBe(`${'S'.repeat(93)} (copy)`);
      const stolen = await post(`/persona/${row.id}/duplicate`, {}, other.cookies);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toEqual({ message: 'Persona not found.' });
      expect((await post(`/persona/${MISSING_ID}/duplicate`, {}, owner.cookies)).statusCode).toBe(404);
    });
  });

  describe('regenerate', () => {
    it('generates the details again from the stored prompt, replacing hand edits; the name stays', async () => {
      const { cookies, account, userId } = await signIn();
      const row = await buildPersona(ctx.database.db, { userId, name: 'Sarah', prompt: SARAH_PROMPT });
      const persona = toPersona(row);
      const edited = await post('/persona/update', { ...toPersonaEditValues(persona), name: 'Sarah renamed', background: 'Written over by hand.', openness: '3' }, cookies);
      await waitForJobStatus(ctx.app, `/persona/job-status-update/${edited.json().jobId}`, cookies);

      const accepted = await post(`/persona/${row.id}/regenerate`, {}, cookies);
      expect(accepted.statusCode).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/persona/job-status-regenerate/${accepted.json().jobId}`, cookies);
      expect(status).toMatchObject({ jobStatus: 'Completed', failedReason: null });
      const regenerated = (status.result as PersonaJobResult).data;
      // The first regeneration is variation 1 of the same prompt.
      const expected = withBigFiveInRange(generatePersonaOffline({ name: 'Sarah renamed', prompt: SARAH_PROMPT, fileTexts: [], variation: 1 }));
      expect(regenerated).toMatchObject({ id: row.id, name: 'Sarah renamed', persona_prompt: SARAH_PROMPT, persona_details: expected });
      expect(regenerated.persona_details.background).not.toBe('Written over by hand.');
      const listed = (await listPersonas(account.email, cookies)).find((item) => item.id === row.id);
      expect(listed?.persona_details.background).toBe(expected.background);
    });

    it('gives a different but faithful persona each time, from an edited prompt when one is given, which is then stored', async () => {
      const { cookies, userId } = await signIn();
      const rosa = 'Rosa Almeida, 44, head nurse at a rural clinic in Portugal, skeptical of new software, hates long demos';
      const row = await buildPersona(ctx.database.db, { userId, name: 'Rosa Almeida', prompt: rosa });
      const regenerate = async (payload: object) => {
        const accepted = await post(`/persona/${row.id}/regenerate`, payload, cookies);
        expect(accepted.statusCode, accepted.body).toBe(202);
        const status = await waitForJobStatus(ctx.app, `/persona/job-status-regenerate/${accepted.json().jobId}`, cookies);
        expect(status.failedReason).toBeNull();
        return (status.result as PersonaJobResult).data;
      };
      const first = await regenerate({});
      const second = await regenerate({});
      expect(second.persona_details).not.toEqual(first.persona_details);
      for (const persona of [first, second]) {
        expect(persona.persona_details).toMatchObject({ nationality: 'Portuguese', age: '44', occupation: 'Head Nurse' });
        expect(persona.persona_details.hometown).toMatch(/, Portugal$/);
      }
      const [stored] = await ctx.database.db.select().from(personas).where(eq(personas.id, row.id));
      expect(stored?.generationSeed).toBe(2);

      const edited = `${rosa}, grew up in Mértola`;
      const third = await regenerate({ persona_prompt: edited });
      expect(third.persona_prompt).toBe(edited);
      expect(third.persona_details.hometown).toBe('Mértola, Portugal');
      expect(third.persona_details).toEqual(withBigFiveInRange(generatePersonaOffline({ name: 'Rosa Almeida', prompt: edited, fileTexts: [], variation: 3 })));
    });

    it('checks an edited prompt like a new one (400)', async () => {
      const { cookies, userId } = await signIn();
      const row = await buildPersona(ctx.database.db, { userId });
      const empty = await post(`/persona/${row.id}/regenerate`, { persona_prompt: '   ' }, cookies);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ message: 'Persona prompt is required.' });
      const long = await post(`/persona/${row.id}/regenerate`, { persona_prompt: 'x'.repeat(PERSONA_PROMPT_MAX_LENGTH + 1) }, cookies);
      expect(long.statusCode).toBe(400);
    });

    it('refuses a sample (403), another person’s persona (404) and a persona without a prompt (400)', async () => {
      const owner = await signIn();
      const other = await signIn();
      const sample = await post(`/persona/${SAMPLE_PERSONA_IDS[0]}/regenerate`, {}, owner.cookies);
      expect(sample.statusCode).toBe(403);
      expect(sample.json()).toEqual({ message: 'Sample personas cannot be changed.' });
      const row = await buildPersona(ctx.database.db, { userId: owner.userId });
      expect((await post(`/persona/${row.id}/regenerate`, {}, other.cookies)).statusCode).toBe(404);
      await ctx.database.db.update(personas).set({ prompt: '' }).where(eq(personas.id, row.id));
      const byHand = await post(`/persona/${row.id}/regenerate`, {}, owner.cookies);
      expect(byHand.statusCode).toBe(400);
      expect(byHand.json()).toEqual({ message: 'This persona was written by hand, so there is no prompt to regenerate it from.' });
    });
  });

  describe('Big Five bounds', () => {
    let cookies: string;
    let editable: UpdatePersonaInput;
    beforeAll(async () => {
      const session = await signIn();
      cookies = session.cookies;
      editable = toPersonaEditValues(toPersona(await buildPersona(ctx.database.db, { userId: session.userId })));
    });

    it.each([
      [{ openness: '250' }, 'Openness must be between 1 and 100.'],
      [{ agreeableness: '101' }, 'Agreeableness must be between 1 and 100.'],
      [{ extraversion: '0' }, 'Extraversion must be between 1 and 100.'],
      [{ conscientiousness: '000' }, 'Conscientiousness must be between 1 and 100.'],
    ])('refuses an update with %j with 400 and keeps the persona', async (change, message) => {
      const response = await post('/persona/update', { ...editable, ...change }, cookies);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('saves the edges of the range, 1 and 100', async () => {
      const accepted = await post('/persona/update', { ...editable, openness: '1', neuroticism: '100' }, cookies);
      expect(accepted.statusCode).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/persona/job-status-update/${accepted.json().jobId}`, cookies);
      expect((status.result as PersonaJobResult).data.persona_details.personalityTraits.bigFive).toMatchObject({ openness: '1', neuroticism: '100' });
    });
  });

  describe('outside the creators list', () => {
    const restricted = useTestApp(url, { CREATOR_EMAILS: 'boss@example.com' });

    it('may not delete, duplicate or regenerate (403)', async () => {
      const { cookies, account } = await registerAndLogin(restricted.app, { email: uniqueEmail('viewer') });
      const headers = { cookie: cookies };
      const sample = (await restricted.app.inject({ method: 'GET', url: `/persona/all/${account.email}`, headers })).json().data[0] as PersonaListItem;
      for (const [method, path] of [['DELETE', `/persona/${sample.id}`], ['POST', `/persona/${sample.id}/duplicate`], ['POST', `/persona/${sample.id}/regenerate`]] as const) {
        const response = await restricted.app.inject({ method, url: path, headers });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toMatch(/not allowed to create/);
      }
    });

    it('may list but not create or update (403)', async () => {
      const { cookies, account } = await registerAndLogin(restricted.app, { email: uniqueEmail('viewer') });
      const headers = { cookie: cookies };
      const list = await restricted.app.inject({ method: 'GET', url: `/persona/all/${account.email}`, headers });
      expect(list.statusCode).toBe(200);
      const create = await restricted.app.inject({ method: 'POST', url: '/persona/create', payload: { name: 'Sarah', persona_prompt: SARAH_PROMPT }, headers });
      expect(create.statusCode).toBe(403);
      expect(create.json().message).toMatch(/not allowed to create/);
      const sample = (list.json().data as PersonaListItem[])[0]!;
      const update = await restricted.app.inject({ method: 'POST', url: '/persona/update', payload: toPersonaEditValues(sample), headers });
      expect(update.statusCode).toBe(403);
      expect(update.json().message).toMatch(/not allowed to create/);
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

// A model may write any three digits; what is saved is kept to 1-100. Run on PGlite only: on a shared PostgreSQL,
// other test files' offline workers could take these jobs.
describe('[PERSONAS] Big Five scores from a model are kept to 1-100 on save', () => {
  const fake = useFakeOpenAiServer();
  const ctx = useTestApp(undefined, () => ({ CREATOR_EMAILS: '', ...fakeProviderEnv(fake.url), AI_TIMEOUT_MS: '5000' }));

  const withScores = (details: PersonaDetails, bigFive: PersonaDetails['personalityTraits']['bigFive'], background: string): PersonaDetails => ({
    ...details,
    background,
    personalityTraits: { ...details.personalityTraits, bigFive },
  });

  it('clamps a created and a regenerated persona’s scores, and regenerates from the stored prompt', async () => {
    const { cookies } = await registerAndLogin(ctx.app, { email: uniqueEmail('clamp') });
    const generated = generatePersonaOffline({ name: 'Sarah', prompt: SARAH_PROMPT, fileTexts: [] });
    fake.respondWith(fakeJsonAnswer(withScores(generated, { openness: '250', conscientiousness: '0', extraversion: '999', agreeableness: '55', neuroticism: '100' }, 'First background.')));
    const created = await ctx.app.inject({ method: 'POST', url: '/persona/create', payload: { name: 'Sarah', persona_prompt: SARAH_PROMPT }, headers: { cookie: cookies } });
    const createStatus = await waitForJobStatus(ctx.app, `/persona/job-status-create/${created.json().jobId}`, cookies);
    const persona = (createStatus.result as PersonaJobResult).data;
    expect(persona.persona_details.personalityTraits.bigFive).toEqual({ openness: '100', conscientiousness: '1', extraversion: '100', agreeableness: '55', neuroticism: '100' });

    fake.respondWith(fakeJsonAnswer(withScores(generated, { openness: '40', conscientiousness: '101', extraversion: '000', agreeableness: '1', neuroticism: '64' }, 'Second background.')));
    const accepted = await ctx.app.inject({ method: 'POST', url: `/persona/${persona.id}/regenerate`, headers: { cookie: cookies } });
    expect(accepted.statusCode).toBe(202);
    const status = await waitForJobStatus(ctx.app, `/persona/job-status-regenerate/${accepted.json().jobId}`, cookies);
    const regenerated = (status.result as PersonaJobResult).data;
    expect(regenerated.persona_details.background).toBe('Second background.');
    expect(regenerated.persona_details.personalityTraits.bigFive).toEqual({ openness: '40', conscientiousness: '100', extraversion: '1', agreeableness: '1', neuroticism: '64' });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.body.messages.map(messageText).join('\n')).toContain(SARAH_PROMPT);
  });
});
