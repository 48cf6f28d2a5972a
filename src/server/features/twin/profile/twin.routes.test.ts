import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobAccepted } from '../../../../shared/contracts/jobs.ts';
import type { Twin, TwinActivity, TwinEnvelope, TwinSummary } from '../../../../shared/contracts/twin.ts';
import type { TwinHeirInvitation } from '../../../../shared/contracts/twin-heirs.ts';
import type { TwinMemoriesList, TwinMemory } from '../../../../shared/contracts/twin-memories.ts';
import type { PublicTwin } from '../../../../shared/contracts/twin-public.ts';
import { TWIN_QUESTIONS } from '../../../../shared/twin-questions.ts';
import { twinMemories, twins } from '../../../db/schema.ts';
import { buildWav } from '../../../test/audio-files.ts';
import { multipart, storedBlobs, type MultipartPart } from '../../../test/multipart.ts';
import { TEST_DATABASES, userIdOf, waitForJobStatus, useTestApp, signedInCaller, type SignedInCaller as Person } from '../../../test/test-app.ts';
import { unzip } from '../../../test/zip-entries.ts';
import { releaseInactiveTwins } from '../heirs/release-inactive-twins.job.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);

describe.each(TEST_DATABASES)('[TWIN] digital twin routes on $name', ({ url }) => {
  // Many accounts register from one test address.
  const ctx = useTestApp(url, { AI_OFFLINE_STREAM_DELAY_MS: '0', TWIN_PUBLIC_CHAT_PER_MINUTE: '5', LOGIN_RATE_LIMIT_PER_IP: '1000' });

  // Each test's visitors come from their own address, so the public chat's per-address limit counts them apart.
  let addressCounter = 0;
  const nextAddress = () => `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

  const person = (name?: string) => signedInCaller(ctx.app, name);

  const answer = (who: Person, number: number, text: string, visibility?: 'private' | 'family' | 'public') =>
    who.call('PUT', `/twin/answers/${number}`, visibility ? { text, visibility } : { text });
  /** The owner names `heir` and `heir` accepts the invitation link, as the only way to become an heir. */
  const inviteAndAccept = async (owner: Person, heir: Person, email = heir.email) => {
    const added = await owner.call('POST', '/twin/heirs', { email });
    expect(added.statusCode).toBe(201);
    const token = new URL((added.json() as TwinHeirInvitation).invite_url, 'http://localhost').searchParams.get('token')!;
    const accepted = await heir.call('POST', '/twin/heirs/accept', { token });
    expect(accepted.statusCode).toBe(200);
    return { heir: added.json() as TwinHeirInvitation, token };
  };
  const getTwin = async (who: Person) => ((await who.call('GET', '/twin')).json() as TwinEnvelope).twin;
  const uploadMemory = (who: Person, parts: MultipartPart[]) => {
    const body = multipart(parts);
    return ctx.app.inject({ method: 'POST', url: '/twin/memories', payload: body.payload, headers: { ...body.headers, cookie: who.cookies } });
  };
  const textMemory = (who: Person, title: string, text: string, visibility = 'private') =>
    uploadMemory(who, [
      { name: 'kind', value: 'text' },
      { name: 'title', value: title },
      { name: 'visibility', value: visibility },
      { name: 'text', value: text },
    ]);
  const chatPublic = (username: string, message: string, options: { cookies?: string; address?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/public/twins/${username}/chat`,
      remoteAddress: options.address ?? nextAddress(),
      headers: options.cookies ? { cookie: options.cookies } : {},
      payload: { messages: [{ role: 'user', content: message }] },
    });
  const readPublic = (username: string, cookies?: string) =>
    ctx.app.inject({ method: 'GET', url: `/public/twins/${username}`, headers: cookies ? { cookie: cookies } : {} });
  const activity = async (who: Person) => ((await who.call('GET', '/twin/activity')).json() as { activity: TwinActivity[] }).activity;

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
    expect((await first.call('PATCH', '/twin', { username: name })).statusCode).toBe(200);
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

  it('keeps memories: upload, search, sort, delete, and refuses past the allowance with 413', async () => {
    const sam = await person();
    const blobsBefore = storedBlobs(ctx.filesDir).length;
    expect((await textMemory(sam, 'Zebra trip', 'We saw zebras in Kenya in 2010.', 'family')).statusCode).toBe(201);
    const document = await uploadMemory(sam, [
      { name: 'kind', value: 'document' },
      { name: 'title', value: 'Apple pie recipe' },
      { name: 'date', value: '1998-10-04' },
      { name: 'file', filename: 'recipe.txt', content: 'Grandma used cinnamon and brown sugar.' },
    ]);
    expect(document.statusCode).toBe(201);
    const documentMemory = document.json() as TwinMemory;
    expect(documentMemory).toMatchObject({ kind: 'document', date: '1998-10-04', visibility: 'private', text_status: 'pending' });
    const photo = await uploadMemory(sam, [
      { name: 'kind', value: 'photo' },
      { name: 'title', value: 'Middle photo' },
      { name: 'file', filename: 'beach.png', content: PNG, contentType: 'image/png' },
    ]);
    expect(photo.statusCode).toBe(201);
    expect(storedBlobs(ctx.filesDir).length).toBe(blobsBefore + 2);

    // Refused by content, not by name.
    const fake = await uploadMemory(sam, [
      { name: 'kind', value: 'photo' },
      { name: 'title', value: 'Not a photo' },
      { name: 'file', filename: 'fake.png', content: 'hello' },
    ]);
    expect(fake.statusCode).toBe(415);
    expect((await uploadMemory(sam, [{ name: 'kind', value: 'text' }, { name: 'title', value: 'Empty' }])).statusCode).toBe(400);
    expect((await uploadMemory(sam, [{ name: 'kind', value: 'song' }, { name: 'title', value: 'x' }, { name: 'text', value: 'x' }])).statusCode).toBe(400);

    // The document's text is extracted by a job, then found by search.
    const deadline = Date.now() + 15_000;
    let list: TwinMemoriesList;
    for (;;) {
      list = (await sam.call('GET', '/twin/memories')).json() as TwinMemoriesList;
      if (list.memories.find((memory) => memory.id === documentMemory.id)?.text_status !== 'pending' || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(list.memories.find((memory) => memory.id === documentMemory.id)).toMatchObject({ text_status: 'ready', excerpt: 'Grandma used cinnamon and brown sugar.' });

    const search = async (query: string) => ((await sam.call('GET', `/twin/memories?q=${encodeURIComponent(query)}`)).json() as TwinMemoriesList).memories.map((memory) => memory.title);
    expect(await search('cinnamon')).toEqual(['Apple pie recipe']);
    expect(await search('ZEBRA')).toEqual(['Zebra trip']);
    expect(await search('%')).toEqual([]);
    const titles = async (sort: string) => ((await sam.call('GET', `/twin/memories?sort=${sort}`)).json() as TwinMemoriesList).memories.map((memory) => memory.title);
    expect(await titles('title')).toEqual(['Apple pie recipe', 'Middle photo', 'Zebra trip']);
    expect(await titles('oldest')).toEqual(['Zebra trip', 'Apple pie recipe', 'Middle photo']);
    expect(await titles('newest')).toEqual(['Middle photo', 'Apple pie recipe', 'Zebra trip']);
    expect((await sam.call('GET', '/twin/memories?sort=size')).statusCode).toBe(400);

    const used = list.storage.used_bytes;
    expect(used).toBe(Buffer.byteLength('We saw zebras in Kenya in 2010.') + Buffer.byteLength('Grandma used cinnamon and brown sugar.') + PNG.length);
    expect(list.storage.allowance_bytes).toBe(1024 * 1024 * 1024);

    // Delete takes the row and the bytes.
    expect((await sam.call('DELETE', `/twin/memories/${documentMemory.id}`)).statusCode).toBe(204);
    expect((await sam.call('DELETE', `/twin/memories/${documentMemory.id}`)).statusCode).toBe(404);
    expect((await sam.call('DELETE', '/twin/memories/not-an-id')).statusCode).toBe(404);
    expect(storedBlobs(ctx.filesDir).length).toBe(blobsBefore + 1);
    expect(await search('cinnamon')).toEqual([]);

    // Past the allowance: 413 with what is left, and nothing stored.
    const twinId = (await getTwin(sam))!.id;
    await ctx.database.db.update(twins).set({ storageAllowanceBytes: 2048 }).where(eq(twins.id, twinId));
    const tooBig = await uploadMemory(sam, [
      { name: 'kind', value: 'photo' },
      { name: 'title', value: 'Too big' },
      { name: 'file', filename: 'big.png', content: Buffer.concat([PNG, randomBytes(3000)]) },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/^Not enough room in your locker/);
    expect(storedBlobs(ctx.filesDir).length).toBe(blobsBefore + 1);
    expect(((await sam.call('GET', '/twin/memories')).json() as TwinMemoriesList).storage).toEqual({ used_bytes: used - Buffer.byteLength('Grandma used cinnamon and brown sugar.'), allowance_bytes: 2048 });
  });

  it('gives heirs access only once released, and takes it back when revoked', async () => {
    const owner = await person('Maria Lopez');
    const heir = await person('Ana Lopez');
    const stranger = await person('Stan Ger');
    await answer(owner, 1, 'My daughter Ana loves horses.', 'family');
    const { username } = (await owner.call('PATCH', '/twin', { visibility: 'family', release: 'manual' })).json() as Twin;

    expect((await owner.call('POST', '/twin/heirs', { email: 'not-an-email' })).statusCode).toBe(400);
    expect((await owner.call('POST', '/twin/heirs', { email: owner.email })).statusCode).toBe(400);
    const { heir: added } = await inviteAndAccept(owner, heir, heir.email.toUpperCase());
    expect(added.email).toBe(heir.email);
    expect((await owner.call('POST', '/twin/heirs', { email: heir.email })).statusCode).toBe(409);

    // Named but not released: nothing to see.
    expect((await readPublic(username, heir.cookies)).statusCode).toBe(404);
    expect((await chatPublic(username, 'Hi', { cookies: heir.cookies })).statusCode).toBe(404);
    expect((await heir.call('GET', '/twin/inherited')).json()).toEqual({ twins: [] });

    expect((await owner.call('PATCH', '/twin', { released: true })).json()).toMatchObject({ released: true });
    const seen = await readPublic(username, heir.cookies);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ username, name: 'Maria Lopez', visibility: 'family', is_owner: false });
    const chat = await chatPublic(username, 'Tell me about your daughter', { cookies: heir.cookies });
    expect(chat.statusCode).toBe(200);
    expect(chat.body).toMatch(/horses/);
    expect((await heir.call('GET', '/twin/inherited')).json().twins).toEqual([expect.objectContaining({ username })]);
    expect((await readPublic(username, stranger.cookies)).statusCode).toBe(404);

    expect((await owner.call('PATCH', '/twin', { released: false })).json()).toMatchObject({ released: false });
    expect((await readPublic(username, heir.cookies)).statusCode).toBe(404);

    // "Now" releases at once; removing the heir ends it.
    expect((await owner.call('PATCH', '/twin', { release: 'now' })).json()).toMatchObject({ release: 'now', released: true });
    expect((await readPublic(username, heir.cookies)).statusCode).toBe(200);
    const heirId = ((await owner.call('GET', '/twin/heirs')).json().heirs as { id: string }[])[0]!.id;
    expect((await owner.call('DELETE', `/twin/heirs/${heirId}`)).statusCode).toBe(204);
    expect((await readPublic(username, heir.cookies)).statusCode).toBe(404);

    const log = await activity(owner);
    expect(log.map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([`${heir.email} chatted`, 'Released to heirs', 'Heirs’ access revoked', `Heir named: ${heir.email}`, `${heir.email} accepted the invitation as ${heir.email}`]),
    );
    expect(new Date(log[0]!.at).getTime()).toBeGreaterThanOrEqual(new Date(log.at(-1)!.at).getTime());

    // At most ten heirs.
    for (let index = 0; index < 10; index += 1) expect((await owner.call('POST', '/twin/heirs', { email: `heir${index}.${randomBytes(3).toString('hex')}@example.com` })).statusCode).toBe(201);
    const eleventh = await owner.call('POST', '/twin/heirs', { email: `one.more.${randomBytes(3).toString('hex')}@example.com` });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe('You can name at most 10 heirs.');
  });

  it('releases a twin after the owner’s chosen months without a sign-in, checked by the daily job', async () => {
    const owner = await person();
    const heir = await person();
    await answer(owner, 1, 'Family first.');
    const { username, id } = (await owner.call('PATCH', '/twin', { visibility: 'family', release: 'inactivity', inactivity_months: 3 })).json() as Twin;
    await inviteAndAccept(owner, heir);

    const now = new Date();
    const inTwoMonths = new Date(now.getTime() + 61 * 24 * 3600 * 1000);
    const inFourMonths = new Date(now.getTime() + 125 * 24 * 3600 * 1000);
    expect(await releaseInactiveTwins(ctx.database.db, inTwoMonths)).not.toContain(id);
    expect((await readPublic(username, heir.cookies)).statusCode).toBe(404);
    expect(await releaseInactiveTwins(ctx.database.db, inFourMonths)).toContain(id);
    expect((await readPublic(username, heir.cookies)).statusCode).toBe(200);
    // Idempotent: a second run releases nothing again.
    expect(await releaseInactiveTwins(ctx.database.db, inFourMonths)).not.toContain(id);
    expect((await activity(owner)).find((entry) => entry.kind === 'released')).toMatchObject({ actor: 'system', detail: expect.stringContaining('3 months') });
  });

  it('applies the visibility rules for the owner, an heir, a stranger and no account', async () => {
    const owner = await person();
    const heir = await person();
    const stranger = await person();
    await answer(owner, 1, 'My family loves board games.');
    const { username } = (await owner.call('PATCH', '/twin', { release: 'now' })).json() as Twin;
    await inviteAndAccept(owner, heir);

    const matrix = async () => ({
      owner: (await readPublic(username, owner.cookies)).statusCode,
      heir: (await readPublic(username, heir.cookies)).statusCode,
      stranger: (await readPublic(username, stranger.cookies)).statusCode,
      anonymous: (await readPublic(username)).statusCode,
    });
    expect(await matrix()).toEqual({ owner: 404, heir: 404, stranger: 404, anonymous: 404 });
    await owner.call('PATCH', '/twin', { visibility: 'family' });
    expect(await matrix()).toEqual({ owner: 200, heir: 200, stranger: 404, anonymous: 404 });
    await owner.call('PATCH', '/twin', { visibility: 'public' });
    expect(await matrix()).toEqual({ owner: 200, heir: 200, stranger: 200, anonymous: 200 });
    const page = (await readPublic(username)).json() as PublicTwin;
    expect(Object.keys(page).sort()).toEqual(['is_owner', 'name', 'onchain', 'photos', 'summary', 'username', 'visibility']);
    expect((await readPublic(username, owner.cookies)).json()).toMatchObject({ is_owner: true });
    expect((await readPublic('nobody_here_at_all')).statusCode).toBe(404);
  });

  it('never uses private or family memories in a public chat, and limits each visitor’s rate', async () => {
    const owner = await person();
    await answer(owner, 8, 'I like walking in the hills.');
    await textMemory(owner, 'Secret', 'The secret word is zanzibarquokka.', 'private');
    await textMemory(owner, 'Family code', 'The family password word is marmaladepelican.', 'family');
    await textMemory(owner, 'Garden', 'The old oak tree in my garden is my favourite tree.', 'public');
    const { username } = (await owner.call('PATCH', '/twin', { visibility: 'public' })).json() as Twin;

    // The owner's own chat hears the private memory (so the word is findable when allowed).
    expect((await owner.call('POST', '/twin/chat', { messages: [{ role: 'user', content: 'What is the secret word?' }] })).body).toContain('zanzibarquokka');

    const secret = await chatPublic(username, 'What is the secret word?');
    expect(secret.statusCode).toBe(200);
    expect(secret.body).not.toContain('zanzibarquokka');
    const family = await chatPublic(username, 'What is the family password word?');
    expect(family.body).not.toContain('marmaladepelican');
    const tree = await chatPublic(username, 'What is your favourite tree?');
    expect(tree.body).toMatch(/oak/);
    expect((await activity(owner)).map((entry) => entry.detail)).toContain('A visitor chatted');

    const address = nextAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await chatPublic(username, 'Hello', { address })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await chatPublic(username, 'Hello', { address });
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
    expect(limited.json().message).toMatch(/Too many requests/);
  });

  it('exports everything as a ZIP', async () => {
    const sam = await person();
    await answer(sam, 1, 'My sister Anna is a nurse.');
    await answer(sam, 2, 'Sunday pancakes.');
    await textMemory(sam, 'Note', 'A typed memory.');
    await uploadMemory(sam, [
      { name: 'kind', value: 'photo' },
      { name: 'title', value: 'Beach' },
      { name: 'file', filename: 'beach.png', content: PNG },
    ]);
    const response = await sam.call('GET', '/twin/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('.zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const entries = unzip(response.rawPayload);
    expect([...entries.keys()]).toEqual(expect.arrayContaining(['twin.json', 'answers.json', 'summary.json', 'memories.json', 'activity.json']));
    const answers = JSON.parse(entries.get('answers.json')!.toString()) as { number: number; text: string }[];
    expect(answers.map((saved) => [saved.number, saved.text])).toEqual([
      [1, 'My sister Anna is a nurse.'],
      [2, 'Sunday pancakes.'],
    ]);
    const memories = JSON.parse(entries.get('memories.json')!.toString()) as { title: string; file: string; text: string | null }[];
    expect(memories.map((memory) => memory.title)).toEqual(['Note', 'Beach']);
    expect(entries.get(memories[1]!.file)).toEqual(PNG);
    expect(entries.get(memories[0]!.file)!.toString()).toBe('A typed memory.');
    expect(JSON.parse(entries.get('activity.json')!.toString()).length).toBeGreaterThanOrEqual(4);
  });

  it('deletes the twin and everything in it, only with its username confirmed', async () => {
    const sam = await person();
    const heir = await person();
    await answer(sam, 1, 'Hello');
    await uploadMemory(sam, [
      { name: 'kind', value: 'photo' },
      { name: 'title', value: 'Beach' },
      { name: 'file', filename: 'beach.png', content: PNG },
    ]);
    await inviteAndAccept(sam, heir);
    const { id, username } = (await sam.call('PATCH', '/twin', { visibility: 'public' })).json() as Twin;
    const blobsBefore = storedBlobs(ctx.filesDir).length;

    const wrong = await sam.call('DELETE', '/twin', { confirm: 'something_else' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Type your Engram’s username to confirm.');
    expect(await getTwin(sam)).not.toBeNull();

    expect((await sam.call('DELETE', '/twin', { confirm: username })).statusCode).toBe(204);
    expect(await getTwin(sam)).toBeNull();
    expect(storedBlobs(ctx.filesDir).length).toBe(blobsBefore - 1);
    const { rows } = await ctx.database.executeSql(
      `select
        (select count(*) from twins where id = $1)::int as twins,
        (select count(*) from twin_memories where twin_id = $1)::int as memories,
        (select count(*) from twin_answers where twin_id = $1)::int as answers,
        (select count(*) from twin_heirs where twin_id = $1)::int as heirs,
        (select count(*) from twin_activity where twin_id = $1)::int as activity`,
      [id],
    );
    const counts = rows[0];
    expect(counts).toEqual({ twins: 0, memories: 0, answers: 0, heirs: 0, activity: 0 });
    expect((await readPublic(username)).statusCode).toBe(404);
    expect((await sam.call('GET', '/twin/memories')).json().memories).toEqual([]);
    // The username is free again.
    const other = await person();
    expect((await other.call('PATCH', '/twin', { username })).statusCode).toBe(200);
  });

  it('deletes a person’s twin with their account', async () => {
    const sam = await person();
    await answer(sam, 1, 'Hello');
    const userId = await userIdOf(ctx.database.db, sam.email);
    const twin = (await getTwin(sam))!;
    await ctx.database.executeSql('delete from users where id = $1', [userId]);
    expect(await ctx.database.db.select().from(twins).where(eq(twins.id, twin.id))).toEqual([]);
    expect(await ctx.database.db.select().from(twinMemories).where(eq(twinMemories.twinId, twin.id))).toEqual([]);
  });
});
