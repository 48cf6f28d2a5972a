import { describe, expect, it } from 'vitest';
import type { SpeechCapabilitiesAnswer } from '@shared/contracts/speech.ts';
import { chooseListeningMode, chooseVoiceSource } from './speech-modes.ts';

function capabilities(transcribe: string | null, synthesize: string | null): SpeechCapabilitiesAnswer {
  return {
    transcribe: { available: transcribe !== null, engine: transcribe, message: transcribe ? null : 'Speech to text is off.' },
    synthesize: { available: synthesize !== null, engine: synthesize, message: synthesize ? null : 'Text to speech is off.', content_type: synthesize ? 'audio/wav' : null },
  };
}

describe('chooseVoiceSource', () => {
  it('prefers a provider voice on the server, then the browser’s voice, then the offline voice', () => {
    expect(chooseVoiceSource(true, capabilities(null, 'openai-compatible'))).toBe('server');
    expect(chooseVoiceSource(true, capabilities(null, 'espeak-ng'))).toBe('browser');
    expect(chooseVoiceSource(false, capabilities(null, 'espeak-ng'))).toBe('server');
  });

  it('answers none when neither can speak, or the server could not be asked', () => {
    expect(chooseVoiceSource(false, capabilities(null, null))).toBe('none');
    expect(chooseVoiceSource(false, null)).toBe('none');
    expect(chooseVoiceSource(true, null)).toBe('browser');
  });
});

describe('chooseListeningMode', () => {
  it('uses the browser’s recognition where it works', () => {
    expect(chooseListeningMode({ hasRecognition: true, canRecord: true, capabilities: capabilities(null, null) })).toBe('recognition');
  });

  it('records for the server where recognition is missing or failed and the server can transcribe', () => {
    expect(chooseListeningMode({ hasRecognition: false, canRecord: true, capabilities: capabilities('openai-compatible', null) })).toBe('recording');
  });

  it('falls back to the text box when the server cannot transcribe or the microphone cannot record', () => {
    expect(chooseListeningMode({ hasRecognition: false, canRecord: true, capabilities: capabilities(null, 'espeak-ng') })).toBe('text');
    expect(chooseListeningMode({ hasRecognition: false, canRecord: false, capabilities: capabilities('openai', null) })).toBe('text');
    expect(chooseListeningMode({ hasRecognition: false, canRecord: true, capabilities: null })).toBe('text');
  });
});
