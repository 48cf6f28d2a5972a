// The memory locker's words and media: captions, edits after saving (PATCH /twin/memories/{id}), videos, byte
// ranges on a memory's file, search over captions and transcripts, and transcription by twin.read-memory through
// the fake OpenAI-compatible server (retried), or none without an engine.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type TwinEnvelope } from '../../../../shared/contracts/twin.ts';
import { type TwinMemoriesList, type TwinMemory } from '../../../../shared/contracts/twin-memories.ts';
import { TWIN_MEMORY_CAPTION_MAX_LENGTH, TWIN_MEMORY_TRANSCRIPT_MAX_LENGTH } from '../../../../shared/contracts/twin-constants.ts';
import { buildWav } from '../../../test/audio-files.ts';
import { fakeProviderEnv, useFakeOpenAiServer } from '../../../test/fake-provider.ts';
import { multipart, type MultipartPart } from '../../../test/multipart.ts';
import { TEST_DATABASES, eventually, signUpPerson, useTestApp, type TestContext } from '../../../test/test-app.ts';
import { loadTwinMaterial } from '../profile/twin-material.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
/** The start of an MP4: a box size, then `ftyp` and a brand. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), randomBytes(300)]);
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(300)]);

async function ownerOf(ctx: TestContext) {
  const person = await signUpPerson(ctx);
  const call = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', path: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method, url: path, headers: { cookie: person.cookies, ...headers }, ...(payload ? { payload } : {}) });
  const upload = (parts: MultipartPart[]) => {
    const body = multipart(parts);
    return ctx.app.inject({ method: 'POST', url: '/twin/memories', payload: body.payload, headers: { ...body.headers, cookie: person.cookies } });
  };
  const list = async (q?: string) => ((await call('GET', `/twin/memories${q ? `?q=${encodeURIComponent(q)}` : ''}`)).json() as TwinMemoriesList).memories;
  return { ...person, call, upload, list };
}

const filePart = (filename: string, content: Buffer, contentType: string): MultipartPart => ({ name: 'file', filename, content, contentType });

describe.each(TEST_DATABASES)('[TWIN] memories: captions, edits, videos and ranges on $name', ({ url }) => {
  const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '1000' });

  async function photoOf(owner: Awaited<ReturnType<typeof ownerOf>>, caption = 'Grandma on the pier, the summer the boat was painted blue') {
    const response = await owner.upload([
      { name: 'kind', value: 'photo' },
      { name: 'title', value: 'The pier' },
      { name: 'date', value: '1987-07-14' },
      { name: 'caption', value: caption },
      filePart('pier.png', PNG, 'image/png'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as TwinMemory;
  }

  it('keeps a photo’s caption and date, and lets the owner edit title, date, caption and visibility afterwards', async () => {
    const sam = await ownerOf(ctx);
    const photo = await photoOf(sam);
    expect(photo).toMatchObject({ kind: 'photo', title: 'The pier', date: '1987-07-14', caption: 'Grandma on the pier, the summer the boat was painted blue', transcript: null, mime_type: 'image/png' });

    const edited = await sam.call('PATCH', `/twin/memories/${photo.id}`, { title: '  The old pier ', date: '1988-08-01', caption: 'Grandma and the blue boat', visibility: 'family' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: photo.id, title: 'The old pier', date: '1988-08-01', caption: 'Grandma and the blue boat', visibility: 'family' });
    expect((await sam.list())[0]).toMatchObject({ title: 'The old pier', caption: 'Grandma and the blue boat' });

    // Empty date and caption clear them; fields not sent stay.
    const cleared = (await sam.call('PATCH', `/twin/memories/${photo.id}`, { date: '', caption: '' })).json() as TwinMemory;
    expect(cleared).toMatchObject({ title: 'The old pier', date: null, caption: null, visibility: 'family' });
    const activity = (await sam.call('GET', '/twin/activity')).json() as { activity: { kind: string; detail: string }[] };
    expect(activity.activity.filter((entry) => entry.kind === 'memory_edited').map((entry) => entry.detail)).toEqual(['Memory edited: The old pier', 'Memory edited: The old pier']);
  });

  it('refuses bad edits with a message, and answers 404 for another person’s memory or an unknown one', async () => {
    const sam = await ownerOf(ctx);
    const other = await ownerOf(ctx);
    const photo = await photoOf(sam);
    const bad: [object, string][] = [
      [{}, 'Send at least one of title, date, caption, visibility or transcript.'],
      [{ title: '   ' }, 'Title is required.'],
      [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters.'],
      [{ date: '1987-13-40' }, 'Date must be a day as YYYY-MM-DD.'],
      [{ date: 'yesterday' }, 'Date must be a day as YYYY-MM-DD.'],
      [{ caption: 'x'.repeat(TWIN_MEMORY_CAPTION_MAX_LENGTH + 1) }, `Caption must be at most ${TWIN_MEMORY_CAPTION_MAX_LENGTH.toLocaleString('en-US')} characters.`],
      [{ caption: 'a\u0000b' }, 'Caption contains a character that is not allowed.'],
      [{ visibility: 'everyone' }, 'Visibility must be "private", "family" or "public".'],
      [{ transcript: 'She said hello.' }, 'Only a voice note or a video has a transcript.'],
      [{ transcript: 'x'.repeat(TWIN_MEMORY_TRANSCRIPT_MAX_LENGTH + 1) }, `Transcript must be at most ${TWIN_MEMORY_TRANSCRIPT_MAX_LENGTH.toLocaleString('en-US')} characters.`],
    ];
    for (const [body, message] of bad) {
      const response = await sam.call('PATCH', `/twin/memories/${photo.id}`, body);
      expect({ status: response.statusCode, message: response.json().message }, JSON.stringify(body).slice(0, 60)).toEqual({ status: 400, message });
    }
    // Someone without an Engram is told they have none; with one, someone else's memory is not found.
    expect((await other.call('PATCH', `/twin/memories/${photo.id}`, { title: 'Mine now' })).statusCode).toBe(404);
    await other.call('PUT', '/twin/answers/1', { text: 'I grew up inland.' });
    for (const path of [`/twin/memories/${photo.id}`, '/twin/memories/00000000-0000-4000-8000-000000000000', '/twin/memories/not-an-id']) {
      const response = await other.call('PATCH', path, { title: 'Mine now' });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: { message: 'Memory not found.' } });
    }
    expect((await other.call('GET', `/twin/memories/${photo.id}/file`)).statusCode).toBe(404);
    expect((await sam.list())[0]!.title).toBe('The pier');
    const anonymous = await ctx.app.inject({ method: 'PATCH', url: `/twin/memories/${photo.id}`, payload: { title: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes MP4 and WebM videos checked by content, and serves them with their type and byte ranges', async () => {
    const sam = await ownerOf(ctx);
    const mp4 = await sam.upload([{ name: 'kind', value: 'video' }, { name: 'title', value: 'Birthday' }, filePart('birthday.mp4', MP4, 'video/mp4')]);
    expect(mp4.statusCode, mp4.body).toBe(201);
    // Without a speech engine nothing is transcribed: the owner can type what was said.
    expect(mp4.json()).toMatchObject({ kind: 'video', mime_type: 'video/mp4', text_status: 'none', transcript: null });
    const webm = await sam.upload([{ name: 'kind', value: 'video' }, { name: 'title', value: 'Garden' }, filePart('garden.webm', WEBM, 'video/webm')]);
    expect(webm.json()).toMatchObject({ kind: 'video', mime_type: 'video/webm' });
    const disguised = await sam.upload([{ name: 'kind', value: 'video' }, { name: 'title', value: 'Fake' }, filePart('fake.mp4', PNG, 'video/mp4')]);
    expect({ status: disguised.statusCode, body: disguised.json() }).toEqual({ status: 415, body: { message: 'A video must be one of: MP4, WEBM (checked by its content).' } });
    const wrongName = await sam.upload([{ name: 'kind', value: 'video' }, { name: 'title', value: 'Mov' }, filePart('clip.mov', MP4, 'video/quicktime')]);
    expect(wrongName.statusCode).toBe(415);

    const id = (mp4.json() as TwinMemory).id;
    const whole = await sam.call('GET', `/twin/memories/${id}/file`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'content-length': String(MP4.length) });
    expect(Buffer.compare(whole.rawPayload, MP4)).toBe(0);

    const part = await sam.call('GET', `/twin/memories/${id}/file`, undefined, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({ 'content-type': 'video/mp4', 'content-range': `bytes 4-11/${MP4.length}`, 'content-length': '8' });
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const tail = await sam.call('GET', `/twin/memories/${id}/file`, undefined, { range: 'bytes=-10' });
    expect({ status: tail.statusCode, range: tail.headers['content-range'] }).toEqual({ status: 206, range: `bytes ${MP4.length - 10}-${MP4.length - 1}/${MP4.length}` });
    expect(Buffer.compare(tail.rawPayload, MP4.subarray(-10))).toBe(0);
    const open = await sam.call('GET', `/twin/memories/${id}/file`, undefined, { range: `bytes=${MP4.length - 3}-` });
    expect(open.rawPayload.length).toBe(3);
    const past = await sam.call('GET', `/twin/memories/${id}/file`, undefined, { range: `bytes=${MP4.length}-` });
    expect({ status: past.statusCode, range: past.headers['content-range'], body: past.json() }).toEqual({
      status: 416,
      range: `bytes */${MP4.length}`,
      body: { message: 'The requested range is past the end of the file.' },
    });
    // Several ranges at once, or another unit: the whole file.
    expect((await sam.call('GET', `/twin/memories/${id}/file`, undefined, { range: 'bytes=0-1,4-5' })).statusCode).toBe(200);
    expect((await sam.call('GET', `/twin/memories/${id}/file`, undefined, { range: 'items=0-1' })).statusCode).toBe(200);
  });

  it('lets the owner type a recording’s transcript, which the search and the twin’s material then read', async () => {
    const sam = await ownerOf(ctx);
    const voice = await sam.upload([{ name: 'kind', value: 'voice' }, { name: 'title', value: 'Evening note' }, filePart('note.wav', buildWav({ seconds: 0.3 }), 'audio/wav')]);
    expect(voice.json()).toMatchObject({ kind: 'voice', text_status: 'none', transcript: null });
    const id = (voice.json() as TwinMemory).id;
    const typed = await sam.call('PATCH', `/twin/memories/${id}`, { transcript: ' We sailed to Skye in the old ketch. ' });
    expect(typed.json()).toMatchObject({ transcript: 'We sailed to Skye in the old ketch.', text_status: 'ready', excerpt: 'We sailed to Skye in the old ketch.' });
    await photoOf(sam, 'Lighthouse keeper’s cottage at dawn');

    expect((await sam.list('ketch')).map((memory) => memory.title)).toEqual(['Evening note']);
    expect((await sam.list('LIGHTHOUSE')).map((memory) => memory.title)).toEqual(['The pier']);
    expect(await sam.list('submarine')).toEqual([]);

    const twin = ((await sam.call('GET', '/twin')).json() as TwinEnvelope).twin!;
    const material = await loadTwinMaterial(ctx.database.db, twin.id, 'owner');
    expect(material.memories.map((memory) => [memory.title, memory.text]).sort()).toEqual([
      ['Evening note', 'We sailed to Skye in the old ketch.'],
      ['The pier', 'Lighthouse keeper’s cottage at dawn'],
    ]);
    // Private memories never reach another listener's material.
    expect((await loadTwinMaterial(ctx.database.db, twin.id, 'public')).memories).toEqual([]);

    const clearedTranscript = (await sam.call('PATCH', `/twin/memories/${id}`, { transcript: '' })).json() as TwinMemory;
    expect(clearedTranscript).toMatchObject({ transcript: null, text_status: 'none' });
  });
});

describe('[TWIN] memories transcribed through the fake OpenAI-compatible server', () => {
  const fake = useFakeOpenAiServer();
  const ctx = useTestApp(TEST_DATABASES[0]!.url, () => ({ ...fakeProviderEnv(fake.url), AI_MODEL: 'fake-chat', AI_API_KEY: 'sk-fake-key', JOB_RETRY_DELAY_SECONDS: '0', LOGIN_RATE_LIMIT_PER_IP: '1000' }));

  const settled = async (owner: Awaited<ReturnType<typeof ownerOf>>, id: string) =>
    eventually(
      async () => (await owner.list()).find((memory) => memory.id === id)!,
      (memory) => memory.text_status !== 'pending',
    );

  it('transcribes a voice note and a video in a job, and a typed correction then stands', async () => {
    fake.answerTranscriptionsWith((request) => (request.file?.bytes.length === MP4.length ? 'Happy birthday, Maya!' : 'The tide was out when we left.'));
    const sam = await ownerOf(ctx);
    const voice = await sam.upload([{ name: 'kind', value: 'voice' }, { name: 'title', value: 'Tide' }, filePart('tide.wav', buildWav({ seconds: 0.3 }), 'audio/wav')]);
    expect(voice.json()).toMatchObject({ text_status: 'pending' });
    const video = await sam.upload([{ name: 'kind', value: 'video' }, { name: 'title', value: 'Party' }, filePart('party.mp4', MP4, 'video/mp4')]);
    expect(video.json()).toMatchObject({ text_status: 'pending' });

    expect(await settled(sam, (voice.json() as TwinMemory).id)).toMatchObject({ text_status: 'ready', transcript: 'The tide was out when we left.' });
    expect(await settled(sam, (video.json() as TwinMemory).id)).toMatchObject({ text_status: 'ready', transcript: 'Happy birthday, Maya!' });
    expect(fake.transcriptions).toHaveLength(2);
    expect((await sam.list('birthday')).map((memory) => memory.title)).toEqual(['Party']);

    const corrected = await sam.call('PATCH', `/twin/memories/${(video.json() as TwinMemory).id}`, { transcript: 'Happy birthday, Maia!' });
    expect(corrected.json()).toMatchObject({ transcript: 'Happy birthday, Maia!', text_status: 'ready' });
  });

  it('tries again after the provider fails, and marks the text failed (the recording kept) when it keeps failing', async () => {
    let calls = 0;
    fake.answerTranscriptionsWith(() => (++calls === 1 ? { status: 503, message: 'Busy, try later.' } : 'Second time lucky.'));
    const sam = await ownerOf(ctx);
    const voice = await sam.upload([{ name: 'kind', value: 'voice' }, { name: 'title', value: 'Retry' }, filePart('retry.wav', buildWav({ seconds: 0.3 }), 'audio/wav')]);
    expect(await settled(sam, (voice.json() as TwinMemory).id)).toMatchObject({ text_status: 'ready', transcript: 'Second time lucky.' });
    expect(calls).toBe(2);

    fake.answerTranscriptionsWith(() => ({ status: 503, message: 'Still busy.' }));
    const failing = await sam.upload([{ name: 'kind', value: 'voice' }, { name: 'title', value: 'Never' }, filePart('never.wav', buildWav({ seconds: 0.3 }), 'audio/wav')]);
    const id = (failing.json() as TwinMemory).id;
    expect(await settled(sam, id)).toMatchObject({ text_status: 'failed', transcript: null, size_bytes: expect.any(Number) });
    // The owner types what was said instead.
    expect((await sam.call('PATCH', `/twin/memories/${id}`, { transcript: 'What I meant to say.' })).json()).toMatchObject({ text_status: 'ready' });
  });

  it('retries a spoken answer whose transcription failed, and gives the answer its words', async () => {
    let calls = 0;
    fake.answerTranscriptionsWith(() => (++calls === 1 ? { status: 500, message: 'Hiccup.' } : 'I was born in Leith.'));
    const sam = await ownerOf(ctx);
    const body = multipart([{ name: 'audio', filename: 'answer.wav', content: buildWav({ seconds: 0.3 }), contentType: 'audio/wav' }]);
    const response = await ctx.app.inject({ method: 'POST', url: '/twin/answers/1/audio', payload: body.payload, headers: { ...body.headers, cookie: sam.cookies } });
    expect(response.json()).toMatchObject({ transcription: 'failed', answer: { text: '' } });
    const answer = await eventually(
      async () => ((await sam.call('GET', '/twin')).json() as TwinEnvelope).twin!.answers.find((each) => each.number === 1),
      (found) => found?.text !== '',
    );
    expect(answer?.text).toBe('I was born in Leith.');
  });
});
