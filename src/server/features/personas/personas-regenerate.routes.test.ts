import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PersonaDetails, type PersonaJobResult, type UpdatePersonaInput } from '../../../shared/contracts/personas.ts';
import { PERSONA_PROMPT_MAX_LENGTH } from '../../../shared/contracts/personas-constants.ts';
import { toPersonaEditValues, withBigFiveInRange } from '../../../shared/contracts/persona-details.ts';
import { generatePersonaOffline } from '../../ai/offline/persona/generate-persona.ts';
import { personas } from '../../db/schema.ts';
import { buildPersona } from '../../test/builders.ts';
import { fakeJsonAnswer, messageText } from '../../test/fake-openai-server.ts';
import { fakeProviderEnv, useFakeOpenAiServer } from '../../test/fake-provider.ts';
import { TEST_DATABASES, registerAndLogin, uniqueEmail, waitForJobStatus, useTestApp } from '../../test/test-app.ts';
import { toPersona } from './personas.repository.ts';
import { SAMPLE_PERSONA_IDS } from './personas.seed.ts';
import { SARAH_PROMPT, usePersonaRoutes } from './personas.test-helpers.ts';

describe.each(TEST_DATABASES)('[PERSONAS] persona routes on $name', ({ url }) => {
  const { ctx, post, signIn, listPersonas } = usePersonaRoutes(url);

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
