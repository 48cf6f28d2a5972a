import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { JobAccepted } from '../../../../shared/contracts/jobs.ts';
import type { Twin, TwinSummary } from '../../../../shared/contracts/twin.ts';
import type { TwinMemoriesList, TwinMemory } from '../../../../shared/contracts/twin-memories.ts';
import { TWIN_QUESTIONS } from '../../../../shared/twin-questions.ts';
import { buildWav } from '../../../test/audio-files.ts';
import { multipart } from '../../../test/multipart.ts';
import { TEST_DATABASES, waitForJobStatus } from '../../../test/test-app.ts';
import { useTwinRoutes } from './twin.test-helpers.ts';

describe.each(TEST_DATABASES)('[TWIN] digital twin routes on $name', ({ url }) => {
  const { ctx, person, answer, getTwin, textMemory, activity } = useTwinRoutes(url);

  it('answers 401 on every /twin route without a sign-in', async () => {
    for (const [method, path] of [
      ['GET', '/twin'],
      ['PATCH', '/twin'],
      ['DELETE', '/twin'],
      ['GET', '/twin/questions'],
      ['PUT', '/twin/answers/1'],
      ['POST', '/twin/summary'],
      ['POST', '/twin/chat'],
      ['GET', '/twin/memories'],
      ['GET', '/twin/heirs'],
      ['GET', '/twin/activity'],
      ['GET', '/twin/export'],
    ] as const) {
      const response = await ctx.app.inject({ method, url: path, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('saves answers as they are given and resumes them; skipping and clearing are allowed', async () => {
    const sam = await person();
    expect(await getTwin(sam)).toBeNull();
    expect((await sam.call('GET', '/twin/questions')).json().questions).toHaveLength(20);

    expect((await answer(sam, 1, 'My sister Anna is a nurse.')).statusCode).toBe(200);
    expect((await answer(sam, 3, 'My father taught me to fix bicycles.')).statusCode).toBe(200);
    expect((await answer(sam, 1, 'My sister Anna is a nurse in Lisbon.')).statusCode).toBe(200);

    // Another device: the same account reads back exactly what was said, skipped question 2 absent.
    const twin = (await getTwin(sam))!;
    expect(twin.username).toMatch(/^sam/);
    expect(twin.answers.map((saved) => [saved.number, saved.text])).toEqual([
      [1, 'My sister Anna is a nurse in Lisbon.'],
      [3, 'My father taught me to fix bicycles.'],
    ]);
    expect(twin.answers[0]!.question).toBe(TWIN_QUESTIONS[0]!.text);
    expect(twin.answered_count).toBe(2);

    // An empty answer clears it.
    expect((await answer(sam, 3, '  ')).json()).toEqual({ answer: null });
    expect((await getTwin(sam))!.answers.map((saved) => saved.number)).toEqual([1]);

    expect((await answer(sam, 21, 'x')).statusCode).toBe(400);
    expect((await answer(sam, 0, 'x')).statusCode).toBe(400);
    const tooLong = await answer(sam, 2, 'x'.repeat(5001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Answer must be at most 5,000 characters.');
    expect((await activity(sam)).map((entry) => entry.detail)).toContain('Answered question 1');
  });

  it('keeps a spoken answer as a voice memory and says when no engine can transcribe it', async () => {
    const sam = await person();
    const wav = buildWav({ seconds: 0.5 });
    const body = multipart([{ name: 'audio', filename: 'answer.wav', content: wav, contentType: 'audio/wav' }]);
    const response = await ctx.app.inject({ method: 'POST', url: '/twin/answers/4/audio', payload: body.payload, headers: { ...body.headers, cookie: sam.cookies } });
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved.transcription).toBe('no_engine');
    expect(saved.answer.audio_memory_id).toEqual(expect.any(String));
    const memories = ((await sam.call('GET', '/twin/memories')).json() as TwinMemoriesList).memories;
    expect(memories).toEqual([expect.objectContaining({ id: saved.answer.audio_memory_id, kind: 'voice', size_bytes: wav.length })]);

    const notAudio = multipart([{ name: 'audio', filename: 'answer.wav', content: 'just text' }]);
    const refused = await ctx.app.inject({ method: 'POST', url: '/twin/answers/4/audio', payload: notAudio.payload, headers: { ...notAudio.headers, cookie: sam.cookies } });
    expect(refused.statusCode).toBe(415);
  });

  it('enforces the username rules and their uniqueness', async () => {
    const first = await person('Alex Kim');
    const second = await person('Alex Kim');
    for (const bad of ['ab', 'a'.repeat(21), 'bad-name', 'with space', 'émile']) {
      const response = await first.call('PATCH', '/twin', { username: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toBe('Username must be 3–20 characters: lowercase letters a–z, digits 0–9 and _.');
    }
    const name = `alex_${randomBytes(3).toString('hex')}`;
    const created = await first.call('PATCH', '/twin', { username: name.toUpperCase() });
    expect(created.statusCode).toBe(200);
    expect((created.json() as Twin).username).toBe(name);
    expect((created.json() as Twin).onchain.status).toEqual(expect.stringMatching(/^(not_configured|pending|confirmed|failed)$/));

    const taken = await second.call('PATCH', '/twin', { username: name });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('That username is taken. Try another one.');

    // Two people with the same nickname get different usernames made from it.
    await answer(second, 1, 'Hello');
    const third = await person('Alex Kim');
    await answer(third, 1, 'Hello');
    const [secondName, thirdName] = [(await getTwin(second))!.username, (await getTwin(third))!.username];
    expect(secondName).toMatch(/^[a-z0-9_]{3,20}$/);
    expect(thirdName).toMatch(/^[a-z0-9_]{3,20}$/);
    expect(secondName).not.toBe(thirdName);

    // Changing it keeps the old one reserved for its owner while its links lead to the new page (twin-publish tests).
    expect((await first.call('PATCH', '/twin', { username: `${name}_2` })).statusCode).toBe(200);
    expect((await second.call('PATCH', '/twin', { username: name })).statusCode).toBe(409);
    // Taking it back is a second change the same day (username-limits tests).
    expect((await first.call('PATCH', '/twin', { username: name })).statusCode).toBe(429);
  });

  it('writes the summary from at least five answers, citing only them; an empty section says so', async () => {
    const sam = await person();
    await answer(sam, 1, 'My sister Anna is a nurse and my brother Tom plays the cello.');
    await answer(sam, 4, 'My best friend Priya and I met at university in Leeds.');
    const tooFew = await sam.call('POST', '/twin/summary');
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json().message).toContain('Answer 3 more questions');

    await answer(sam, 8, 'On a free afternoon I go fishing at the lake.');
    await answer(sam, 12, 'I work as a carpenter and love making tables.');
    await answer(sam, 15, 'Honesty matters most to me.');
    // A private memory: the summary is shown to visitors, so it must never draw on it.
    const secret = (await textMemory(sam, 'Diary', 'My secret passion is collecting antique clocks.')).json() as TwinMemory;

    const accepted = await sam.call('POST', '/twin/summary');
    expect(accepted.statusCode).toBe(202);
    const { jobId } = accepted.json() as JobAccepted;
    const status = await waitForJobStatus(ctx.app, `/twin/job-status-summary/${jobId}`, sam.cookies);
    expect(status.jobStatus).toBe('Completed');
    const summary = status.result as TwinSummary;

    const given = new Set(['answer:1', 'answer:4', 'answer:8', 'answer:12', 'answer:15']);
    for (const [name, section] of Object.entries(summary.sections)) {
      for (const source of section.sources) expect(given.has(source), `${name} cites ${source}`).toBe(true);
      expect(section.sources).not.toContain(`memory:${secret.id}`);
      expect(section.text).not.toMatch(/clocks/i);
    }
    expect(summary.sections.family.is_empty).toBe(false);
    expect(summary.sections.family.sources).toContain('answer:1');
    expect(summary.sections.loved_ones).toEqual({ text: expect.stringContaining('Nothing about loved ones'), sources: [], is_empty: true });
    // By meaning: the sister's job stays with the family, the person's own under Work-Life, what matters under Values.
    expect(summary.sections.family.text).toBe('My sister Anna is a nurse and my brother Tom plays the cello.');
    expect(summary.sections.work_life).toEqual({ text: 'I work as a carpenter and love making tables.', sources: ['answer:12'], is_empty: false });
    expect(summary.sections.values).toEqual({ text: 'Honesty matters most to me.', sources: ['answer:15'], is_empty: false });
    // Every tag stands on a sentence the person said; the coverage counts what the summary had to go on.
    expect(summary.tags.length).toBeGreaterThanOrEqual(3);
    expect(summary.tag_evidence.map((entry) => entry.tag)).toEqual(summary.tags);
    const said = ['My sister Anna is a nurse and my brother Tom plays the cello.', 'My best friend Priya and I met at university in Leeds.', 'On a free afternoon I go fishing at the lake.', 'I work as a carpenter and love making tables.', 'Honesty matters most to me.'];
    for (const entry of summary.tag_evidence) expect(said).toContain(entry.sentence);
    expect(summary.tag_evidence).toContainEqual({ tag: 'honest', sentence: 'Honesty matters most to me.', source: 'answer:15' });
    expect(summary.coverage).toEqual({ answered_areas: 5, total_areas: 20, memories_with_text: 0 });
    expect((await getTwin(sam))!.summary).toEqual(summary);

    // The owner edits it.
    const edited = structuredClone(summary);
    edited.tags = ['honest', 'carpenter'];
    edited.sections.hobby.text = 'Sam goes fishing at the lake.';
    const patched = await sam.call('PATCH', '/twin', { summary: edited });
    expect(patched.statusCode).toBe(200);
    expect((patched.json() as Twin).summary_edited).toBe(true);
    expect((patched.json() as Twin).summary?.tags).toEqual(['honest', 'carpenter']);
    // The kept tag keeps its sentence; the typed one is the owner's own word. A six-section edit leaves Values empty.
    expect((patched.json() as Twin).summary?.tag_evidence).toEqual([{ tag: 'honest', sentence: 'Honesty matters most to me.', source: 'answer:15' }]);
    const { values: _values, ...sixSections } = edited.sections;
    const older = await sam.call('PATCH', '/twin', { summary: { tags: [], sections: sixSections } });
    expect(older.statusCode).toBe(200);
    expect((older.json() as Twin).summary?.sections.values).toMatchObject({ sources: [], is_empty: true });

    // Reset Personality clears the summary and the answers, and keeps the memories.
    const reset = await sam.call('DELETE', '/twin/summary');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ summary: null, answers: [], answered_count: 0 });
    expect(((await sam.call('GET', '/twin/memories')).json() as TwinMemoriesList).memories).toHaveLength(1);
    expect((await activity(sam)).map((entry) => entry.kind)).toEqual(expect.arrayContaining(['summary', 'summary_edited', 'reset', 'memory_added']));
  });

  it('streams the twin’s chat, speaking from what it was told and saying it does not know the rest', async () => {
    const sam = await person();
    await answer(sam, 8, 'On a free afternoon I go fishing at the lake with my dog Biscuit.');
    const known = await sam.call('POST', '/twin/chat', { messages: [{ role: 'user', content: 'What do you do on a free afternoon?' }] });
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-type']).toContain('text/plain');
    expect(known.body).toMatch(/fishing/i);

    const unknown = await sam.call('POST', '/twin/chat', { messages: [{ role: 'user', content: 'What is the name of your first car?' }] });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toMatch(/never really talked about/i);
    expect(unknown.body).not.toMatch(/fishing/i);

    const bad = await sam.call('POST', '/twin/chat', { messages: [{ role: 'twin', content: 'Hi' }] });
    expect(bad.statusCode).toBe(400);
  });
});
