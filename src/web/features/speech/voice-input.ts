// Can this browser and this server hear the learner? Asked on the Meet page before a spoken session is paid for,
// and remembered (per language, for the browser tab) so the session does not try what is known not to work.
// Chrome's recognition exists even where it cannot run (it needs Google's servers), so its presence proves
// nothing: only a recognition that listened without failing, or that understood words, counts.
import type { SessionLanguage } from '@shared/contracts/conversations.ts';
import type { SpeechCapabilitiesAnswer } from '@shared/contracts/speech.ts';
import { startRecognizer, type RecognitionConstructor } from './recognition.ts';
import { i18n } from '@/i18n/i18n.ts';

/** How long a recognition must listen without failing to count as running. */
export const RECOGNITION_PROBE_MS = 1_500;
/** How long the microphone test listens for "hello". */
export const WORDS_CHECK_MS = 8_000;

/** What is known about the browser's recognition in this tab: it understood words, or it cannot run here. */
export type RecognitionVerdict = 'works' | 'unavailable';

const storageKey = (language: SessionLanguage) => `engram.recognition.${language}`;

/** What this tab learned about the browser's recognition for `language`; null when nothing yet. */
export function recalledRecognition(language: SessionLanguage, storage: Pick<Storage, 'getItem'> | null = sessionStorageOrNull()): RecognitionVerdict | null {
  try {
    const value = storage?.getItem(storageKey(language));
    return value === 'works' || value === 'unavailable' ? value : null;
  } catch {
    return null;
  }
}

export function rememberRecognition(language: SessionLanguage, verdict: RecognitionVerdict, storage: Pick<Storage, 'setItem'> | null = sessionStorageOrNull()): void {
  try {
    storage?.setItem(storageKey(language), verdict);
  } catch {
    // Storage refused (a private window): the session finds out again by itself.
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Starts the browser's recognition without asking for words: 'failed' when it fails (no network for Chrome's
 * service, refused, no microphone), 'listening' when it is still listening after `ms`. Call it only where the
 * microphone is already allowed, so no permission prompt appears unasked.
 */
export function probeRecognition(Recognition: RecognitionConstructor, language: SessionLanguage, ms = RECOGNITION_PROBE_MS): Promise<'failed' | 'listening'> {
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (outcome: 'failed' | 'listening') => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      recognizer.cancel();
      resolve(outcome);
    };
    const recognizer = startRecognizer(Recognition, language, {
      onTranscript: () => undefined,
      // Words before the time is up: it runs.
      onFinal: () => settle('listening'),
      onFailure: () => settle('failed'),
    });
    const timer = setTimeout(() => settle('listening'), ms);
  });
}

export type WordsCheck = { outcome: 'heard'; text: string } | { outcome: 'nothing-heard' } | { outcome: 'failed' };

/** Listens up to `ms` for the learner's words ("hello"): what was understood, nothing, or a recognition that cannot run. */
export function listenForWords(Recognition: RecognitionConstructor, language: SessionLanguage, ms = WORDS_CHECK_MS): { result: Promise<WordsCheck>; cancel: () => void } {
  let cancel = () => undefined as void;
  const result = new Promise<WordsCheck>((resolve) => {
    let isSettled = false;
    const settle = (check: WordsCheck) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      resolve(check);
    };
    const recognizer = startRecognizer(Recognition, language, {
      onTranscript: () => undefined,
      onFinal: (text) => settle(text ? { outcome: 'heard', text } : { outcome: 'nothing-heard' }),
      onFailure: () => settle({ outcome: 'failed' }),
    });
    // Time is up: what was heard so far arrives through onFinal.
    const timer = setTimeout(() => {
      recognizer.finish();
      setTimeout(() => {
        recognizer.cancel();
        settle({ outcome: 'nothing-heard' });
      }, 1_000);
    }, ms);
    cancel = () => {
      recognizer.cancel();
      settle({ outcome: 'nothing-heard' });
    };
  });
  return { result, cancel: () => cancel() };
}

export interface VoiceInputFacts {
  /** The browser has a SpeechRecognition (which may still not run). */
  hasRecognition: boolean;
  recognition: RecognitionVerdict | 'listening' | null;
  /** The browser can record (MediaRecorder). */
  canRecord: boolean;
  /** Null while unknown or unreadable. */
  capabilities: SpeechCapabilitiesAnswer | null;
  /** The browser has a voice for the session's language. */
  hasBrowserVoice: boolean;
  characterName: string;
}

export interface VoiceInputVerdict {
  /** 'voice': the learner talks; 'typing': they type in a spoken session; 'unknown': only the microphone test can tell. */
  kind: 'voice' | 'typing' | 'unknown';
  text: string;
}

/**
 * Known not to hear the learner here: the server does not transcribe recordings from this browser, and the browser
 * has no recognition or it was found not to run. Unknown (a recognition never tried) is not "cannot".
 */
export function cannotHearLearner(facts: Pick<VoiceInputFacts, 'hasRecognition' | 'recognition' | 'canRecord' | 'capabilities'>): boolean {
  const serverHears = facts.canRecord && facts.capabilities?.transcribe.available === true;
  return !serverHears && (!facts.hasRecognition || facts.recognition === 'unavailable');
}

/** What a spoken session will be like here, in words for the learner (no engine or setting names), in the interface's language. */
export function describeVoiceInput(facts: VoiceInputFacts): VoiceInputVerdict {
  const { characterName: name } = facts;
  const canSpeak = facts.hasBrowserVoice || facts.capabilities?.synthesize.available === true;
  const serverHears = facts.canRecord && facts.capabilities?.transcribe.available === true;
  if (facts.hasRecognition && facts.recognition === 'works') {
    return { kind: 'voice', text: i18n.t('voiceInput.voiceTested') };
  }
  // The browser's recognition listened without failing, or the server transcribes recordings.
  if (serverHears || (facts.hasRecognition && facts.recognition === 'listening')) {
    return { kind: 'voice', text: i18n.t('voiceInput.voice') };
  }
  if (!cannotHearLearner(facts)) {
    return { kind: 'unknown', text: i18n.t('voiceInput.unknown') };
  }
  return {
    kind: 'typing',
    text: i18n.t(canSpeak ? 'voiceInput.typingSpoken' : 'voiceInput.typingSilent', { name }),
  };
}
