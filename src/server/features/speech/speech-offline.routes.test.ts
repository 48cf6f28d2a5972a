import { beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart.ts';
import { buildSessionWithLines } from '../../test/builders.ts';
import { signUpPerson, TEST_DATABASES, useTestApp } from '../../test/test-app.ts';
import { OPERATOR_WORDS } from '../../test/operator-words.ts';
import { SPEECH_MESSAGES } from './speech-messages.ts';
import { audioPart, readWav, spokenWav } from './speech.test-helpers.ts';

const LONG_LINE =
  'Good morning. Thank you for meeting me today. I would like to talk about the delivery that arrived two weeks late, and what we can do so that it does not happen again.';
const SPOKEN_LINES = ['Good morning.', LONG_LINE, 'Selamat pagi, apa kabar?', '--help -v xx -w /etc/passwd', `${'word '.repeat(199)}ends`];

for (const { name, url } of TEST_DATABASES) {
  describe(`[SPEECH] the offline voice, without transcription (${name})`, () => {
    const ctx = useTestApp(url);
    let cookies: string;
    let conversationId: string;
    beforeAll(async () => {
      const person = await signUpPerson(ctx);
      cookies = person.cookies;
      conversationId = await buildSessionWithLines(ctx.database.db, person.userId, SPOKEN_LINES.map((content) => ({ content })));
    });

    /** Speaks a line of the person's session (the character's lines are SPOKEN_LINES). */
    const synthesize = (payload: object, headers: Record<string, string> = { cookie: cookies }) =>
      ctx.app.inject({ method: 'POST', url: '/speech/synthesize', payload: { conversation_id: conversationId, ...payload }, headers });

    it('says what it can do: speak with eSpeak NG as WAV, and in plain words that it cannot transcribe', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/speech/capabilities', headers: { cookie: cookies } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        transcribe: { available: false, engine: null, message: SPEECH_MESSAGES.transcribeOff },
        synthesize: { available: true, engine: 'espeak-ng', message: null, content_type: 'audio/wav' },
      });
      expect(response.body).not.toMatch(OPERATOR_WORDS);
    });

    it('speaks English as a 16-bit mono PCM WAV whose length grows with the text', async () => {
      const short = await synthesize({ text: 'Good morning.', gender: 'Female', language: 'en-US' });
      expect(short.statusCode).toBe(200);
      expect(short.headers['content-type']).toBe('audio/wav');
      expect(short.headers['cache-control']).toBe('no-store');
      const shortWav = readWav(short.rawPayload);
      expect(shortWav).toMatchObject({ audioFormat: 1, channels: 1, sampleRate: 22_050, bitsPerSample: 16 });
      expect(shortWav.seconds).toBeGreaterThan(0.4);
      expect(shortWav.seconds).toBeLessThan(5);
      // Not silence: speech has samples far from zero.
      let loudest = 0;
      for (let offset = 44; offset + 1 < short.rawPayload.length; offset += 2) loudest = Math.max(loudest, Math.abs(short.rawPayload.readInt16LE(offset)));
      expect(loudest).toBeGreaterThan(3000);

      const long = await synthesize({ text: LONG_LINE, gender: 'Female' });
      expect(long.statusCode).toBe(200);
      expect(readWav(long.rawPayload).seconds).toBeGreaterThan(shortWav.seconds * 4);
    });

    it('speaks Indonesian and English in both voices, each differently', async () => {
      const answers = new Map<string, Buffer>();
      for (const language of ['id-ID', 'en-US'] as const) {
        for (const gender of ['Female', 'Male'] as const) {
          const response = await synthesize({ text: 'Selamat pagi, apa kabar?', language, gender });
          expect(response.statusCode).toBe(200);
          const wav = readWav(response.rawPayload);
          expect(wav).toMatchObject({ audioFormat: 1, sampleRate: 22_050 });
          expect(wav.seconds).toBeGreaterThan(0.5);
          answers.set(`${language} ${gender}`, response.rawPayload);
        }
      }
      const distinct = new Set([...answers.values()].map((bytes) => bytes.toString('base64')));
      expect(distinct.size).toBe(4);
    });

    it('speaks text that looks like command-line options instead of obeying it', async () => {
      const response = await synthesize({ text: '--help -v xx -w /etc/passwd' });
      expect(response.statusCode).toBe(200);
      expect(readWav(response.rawPayload).seconds).toBeGreaterThan(1);
    });

    it('refuses empty, too long, NUL-carrying or misdescribed text with 400', async () => {
      const cases = [
        { body: { text: '' }, message: 'Text is required.' },
        { body: { text: '   \n ' }, message: 'Text is required.' },
        { body: { text: 'a'.repeat(1001) }, message: 'Text must be at most 1,000 characters.' },
        { body: { text: 'Hello\u0000there' }, message: 'Text contains a character that is not allowed.' },
        { body: { text: 'Hello', language: 'fr-FR' }, message: 'Language must be "en-US" or "id-ID".' },
        { body: { text: 'Hello', gender: 'Robot' }, message: 'Gender must be "Male" or "Female".' },
        { body: {}, message: 'Text is required.' },
        { body: { text: 42 }, message: 'Text must be text.' },
      ];
      for (const { body, message } of cases) {
        const response = await synthesize(body);
        expect({ status: response.statusCode, body: response.json() }, JSON.stringify(body)).toEqual({ status: 400, body: { message } });
      }
      // Exactly the limit is fine.
      expect((await synthesize({ text: `${'word '.repeat(199)}ends` })).statusCode).toBe(200);
    });

    it('answers a recording with 501 in plain words, and a non-multipart one with 415', async () => {
      const form = multipart([audioPart(spokenWav()), { name: 'language', value: 'en-US' }]);
      const response = await ctx.app.inject({ method: 'POST', url: '/speech/transcribe', payload: form.payload, headers: { ...form.headers, cookie: cookies } });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 501, body: { message: SPEECH_MESSAGES.transcribeOff } });
      expect(response.body).not.toMatch(OPERATOR_WORDS);
      const json = await ctx.app.inject({ method: 'POST', url: '/speech/transcribe', payload: { audio: 'x' }, headers: { cookie: cookies } });
      expect({ status: json.statusCode, body: json.json() }).toEqual({ status: 415, body: { message: SPEECH_MESSAGES.notMultipart } });
    });

    it('documents the three routes at /docs under the speech tag', async () => {
      const spec = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
      expect(spec.paths['/speech/capabilities']?.get?.tags).toEqual(['speech']);
      expect(spec.paths['/speech/synthesize']?.post?.tags).toEqual(['speech']);
      expect(spec.paths['/speech/transcribe']?.post?.tags).toEqual(['speech']);
    });

    it('answers 401 to a signed-out caller on every speech route', async () => {
      const form = multipart([audioPart(spokenWav())]);
      const answers = [
        await ctx.app.inject({ method: 'GET', url: '/speech/capabilities' }),
        await synthesize({ text: 'Hello' }, {}),
        await ctx.app.inject({ method: 'POST', url: '/speech/transcribe', payload: form.payload, headers: form.headers }),
      ];
      for (const response of answers) expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 401, body: { message: 'Please log in to continue.' } });
    });
  });
}
