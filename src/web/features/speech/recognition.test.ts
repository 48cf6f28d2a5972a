import { describe, expect, it } from 'vitest';
import { FakeRecognition, recognitionResults } from './fake-recognition.ts';
import { getRecognitionConstructor, isRecognitionFailure, startRecognizer, transcriptOf } from './recognition.ts';

function listen() {
  FakeRecognition.reset();
  const events: string[] = [];
  const recognizer = startRecognizer(FakeRecognition, 'id-ID', {
    onTranscript: (text) => events.push(`transcript:${text}`),
    onFinal: (text) => events.push(`final:${text}`),
    onFailure: (error) => events.push(`failure:${error}`),
  });
  return { recognizer, events, current: () => FakeRecognition.instances.at(-1) as FakeRecognition };
}

describe('getRecognitionConstructor', () => {
  it('finds the standard or the webkit-prefixed constructor, or none', () => {
    expect(getRecognitionConstructor({ SpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(getRecognitionConstructor({ webkitSpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(getRecognitionConstructor({})).toBeNull();
  });
});

describe('isRecognitionFailure', () => {
  it('gives up on network, permission, language and microphone errors, not on silence or our own abort', () => {
    for (const error of ['network', 'not-allowed', 'service-not-allowed', 'language-not-supported', 'audio-capture']) expect(isRecognitionFailure(error)).toBe(true);
    expect(isRecognitionFailure('no-speech')).toBe(false);
    expect(isRecognitionFailure('aborted')).toBe(false);
  });
});

describe('transcriptOf', () => {
  it('separates the final words from those still being guessed', () => {
    expect(transcriptOf(recognitionResults([' I would like ', true], ['a discount', false]))).toEqual({ final: 'I would like', interim: 'a discount' });
  });
});

describe('startRecognizer', () => {
  it('listens in the session language with interim results and reports the words as they come, then the answer', () => {
    const { events, current } = listen();
    expect(current()).toMatchObject({ lang: 'id-ID', interimResults: true, continuous: false });
    current().hear(['Saya mau', false]);
    current().hear(['Saya mau diskon', true]);
    current().onend?.();
    expect(events).toEqual(['transcript:Saya mau', 'transcript:Saya mau diskon', 'final:Saya mau diskon']);
  });

  it('listens again when the browser stops by itself before anything was said', () => {
    const { events, current } = listen();
    const first = current();
    first.onerror?.({ error: 'no-speech' });
    first.onend?.();
    expect(FakeRecognition.instances).toHaveLength(2);
    expect(current().calls).toEqual(['start']);
    expect(events).toEqual([]);
  });

  it('gives up on a recognition that ends at once every time, rather than starting it again forever', () => {
    const { events, current } = listen();
    for (let attempt = 0; attempt < 10 && events.length === 0; attempt += 1) current().onend?.();
    expect(events).toEqual(['failure:service-not-allowed']);
    expect(FakeRecognition.instances).toHaveLength(5);
  });

  it('delivers what was heard so far when the learner finishes, even if nothing was final', () => {
    const { recognizer, events, current } = listen();
    current().hear(['half a sentence', false]);
    recognizer.finish();
    expect(current().calls).toContain('stop');
    current().onend?.();
    expect(events.at(-1)).toBe('final:half a sentence');
  });

  it('reports a failure once and does not listen again', () => {
    const { events, current } = listen();
    current().onerror?.({ error: 'network' });
    current().onend?.();
    expect(events).toEqual(['failure:network']);
    expect(FakeRecognition.instances).toHaveLength(1);
  });

  it('says nothing after a cancel', () => {
    const { recognizer, events, current } = listen();
    recognizer.cancel();
    expect(current().calls).toContain('abort');
    current().onerror?.({ error: 'aborted' });
    current().onend?.();
    expect(events).toEqual([]);
  });
});
