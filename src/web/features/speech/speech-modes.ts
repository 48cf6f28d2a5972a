// Which voice speaks the character and how the learner's words are heard, from what the browser and the
// server can do (`GET /speech/capabilities`).
import type { SpeechCapabilitiesAnswer } from '@shared/contracts/speech.ts';

export type VoiceSource = 'browser' | 'server' | 'none';
export type ListeningMode = 'recognition' | 'recording' | 'text';

/** Server engines whose voices beat a browser's system voice (the offline eSpeak NG does not). */
const PROVIDER_ENGINES = new Set(['openai', 'openai-compatible']);

/**
 * A provider voice on the server first (natural speech is worth the request), then the browser's own voice for
 * the language, then the server's offline voice; none when neither can speak.
 */
export function chooseVoiceSource(hasBrowserVoice: boolean, capabilities: SpeechCapabilitiesAnswer | null): VoiceSource {
  const synthesize = capabilities?.synthesize;
  if (synthesize?.available && synthesize.engine && PROVIDER_ENGINES.has(synthesize.engine)) return 'server';
  if (hasBrowserVoice) return 'browser';
  return synthesize?.available ? 'server' : 'none';
}

export interface ListeningAbilities {
  /** The browser has speech recognition and it has not failed in this session. */
  hasRecognition: boolean;
  /** The microphone is open and the browser can record it. */
  canRecord: boolean;
  capabilities: SpeechCapabilitiesAnswer | null;
}

/** The browser's recognition where it works; else a recording transcribed by the server; else the text box. */
export function chooseListeningMode({ hasRecognition, canRecord, capabilities }: ListeningAbilities): ListeningMode {
  if (hasRecognition) return 'recognition';
  if (canRecord && capabilities?.transcribe.available) return 'recording';
  return 'text';
}
