// A spoken interview answer is transcribed by the speech provider in one of the person's transcription slots, so it
// counts with their other transcriptions (SPEECH_CONCURRENT_PER_PERSON) on every instance.
import { describe, expect, it } from 'vitest';
import { createLimitsRepository } from '../../../db/limits.repository.ts';
import { buildWav } from '../../../test/audio-files.ts';
import { fakeProviderEnv, useFakeOpenAiServer } from '../../../test/fake-provider.ts';
import { multipart } from '../../../test/multipart.ts';
import { signUpPerson, useTestApp } from '../../../test/test-app.ts';

describe('[TWIN] a spoken interview answer through the speech provider', () => {
  const fake = useFakeOpenAiServer();
  const ctx = useTestApp(undefined, () => ({ ...fakeProviderEnv(fake.url), AI_MODEL: 'fake-chat', AI_API_KEY: 'sk-fake-key', SPEECH_CONCURRENT_PER_PERSON: '1' }));

  const sendAnswer = (cookies: string) => {
    const body = multipart([{ name: 'audio', filename: 'answer.wav', content: buildWav({ seconds: 0.5 }), contentType: 'audio/wav' }]);
    return ctx.app.inject({ method: 'POST', url: '/twin/answers/4/audio', payload: body.payload, headers: { ...body.headers, cookie: cookies } });
  };

  it('is transcribed in a free slot, and kept untranscribed while the person’s slots are all taken', async () => {
    const person = await signUpPerson(ctx);
    fake.answerTranscriptionsWith(() => ' I worked as a pharmacist in Lisbon. ');
    const transcribed = await sendAnswer(person.cookies);
    expect(transcribed.statusCode).toBe(200);
    expect(transcribed.json()).toMatchObject({ transcription: 'transcribed', answer: { text: 'I worked as a pharmacist in Lisbon.' } });
    expect(fake.transcriptions).toHaveLength(1);

    // Another instance holds the person's one transcription slot: the recording is kept, the provider hears nothing.
    const held = await createLimitsRepository(ctx.database.db).openSpeechLease(person.userId, 'transcribe', 1, 60_000);
    expect(held).not.toBeNull();
    const waiting = await sendAnswer(person.cookies);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toMatchObject({ transcription: 'failed', answer: { audio_memory_id: expect.any(String) } });
    expect(waiting.json().message).toMatch(/^The recording is kept and will be transcribed again shortly; it could not be transcribed now: /);
    expect(fake.transcriptions).toHaveLength(1);
  });
});
