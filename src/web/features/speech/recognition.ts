// The browser's own speech recognition (Chrome, Edge, Safari): the learner's words as they are spoken.
// Browsers without it, or whose recognition cannot run here, fall back to recording (see listening-mode.ts).

/** The parts of the Web Speech API's SpeechRecognition this app uses (TypeScript's DOM library has none). */
export interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((event: { error: string; message?: string }) => void) | null;
  onend: (() => void) | null;
}

export type RecognitionConstructor = new () => RecognitionLike;

/** The browser's SpeechRecognition (or its webkit-prefixed form), or null where there is none. */
export function getRecognitionConstructor(scope: object = globalThis): RecognitionConstructor | null {
  const candidate = (scope as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown }).SpeechRecognition ??
    (scope as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
  return typeof candidate === 'function' ? (candidate as RecognitionConstructor) : null;
}

/**
 * Errors after which recognition is no use for this session: Chrome's recognition needs Google's servers
 * (`network`), the page or the browser refuses it, it cannot take the language, or it cannot reach the
 * microphone. `no-speech` (nothing said for a while) and `aborted` (we stopped it) are not failures.
 */
export function isRecognitionFailure(error: string): boolean {
  return error !== 'no-speech' && error !== 'aborted';
}

/** The transcript of a recognition's results: the final words and the words still being guessed. */
export function transcriptOf(results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>): { final: string; interim: string } {
  let final = '';
  let interim = '';
  for (let index = 0; index < results.length; index += 1) {
    const result = results[index];
    const transcript = result?.[0]?.transcript ?? '';
    if (result?.isFinal) final += transcript;
    else interim += transcript;
  }
  return { final: final.trim(), interim: interim.trim() };
}

/** A recognition that ends within this time of starting, this many times in a row, is taken not to work here. */
const QUICK_END_MS = 300;
const QUICK_END_LIMIT = 5;

export interface RecognizerCallbacks {
  /** The words heard so far in this answer (final and interim together), every time they change. */
  onTranscript: (text: string) => void;
  /** The answer is complete (the browser heard the learner stop, or `finish` was called); '' when nothing was heard. */
  onFinal: (text: string) => void;
  /** Recognition cannot work here (see isRecognitionFailure). */
  onFailure: (error: string) => void;
}

export interface Recognizer {
  /** Ends the answer now: what was heard so far is delivered through onFinal. */
  finish(): void;
  /** Stops without delivering anything. */
  cancel(): void;
}

/**
 * Listens for one answer in `lang`. While nothing has been said it keeps listening (the browser gives up after
 * a few silent seconds); an answer ends when the browser hears the learner stop, or on `finish`.
 */
export function startRecognizer(Recognition: RecognitionConstructor, lang: string, callbacks: RecognizerCallbacks): Recognizer {
  let isCancelled = false;
  let isFinishing = false;
  let heard = { final: '', interim: '' };
  let recognition: RecognitionLike;
  /** Ends that came at once after a start, in a row: a recognition that never listens (and would spin). */
  let quickEnds = 0;
  let openedAt = 0;

  const open = () => {
    openedAt = Date.now();
    recognition = new Recognition();
    recognition.lang = lang;
    recognition.continuous = false;
    recognition.interimResults = true;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      heard = transcriptOf(event.results);
      callbacks.onTranscript(`${heard.final} ${heard.interim}`.trim());
    };
    recognition.onerror = (event) => {
      if (isCancelled || !isRecognitionFailure(event.error)) return;
      isCancelled = true;
      callbacks.onFailure(event.error);
    };
    recognition.onend = () => {
      if (isCancelled) return;
      const text = `${heard.final} ${heard.interim}`.trim();
      if (text || isFinishing) {
        isCancelled = true;
        callbacks.onFinal(text);
        return;
      }
      quickEnds = Date.now() - openedAt < QUICK_END_MS ? quickEnds + 1 : 0;
      if (quickEnds >= QUICK_END_LIMIT) {
        isCancelled = true;
        callbacks.onFailure('service-not-allowed');
        return;
      }
      // Nothing heard yet: the browser stopped listening by itself, so listen again.
      try {
        open();
      } catch {
        isCancelled = true;
        callbacks.onFailure('not-allowed');
      }
    };
    recognition.start();
  };

  try {
    open();
  } catch {
    isCancelled = true;
    queueMicrotask(() => callbacks.onFailure('not-allowed'));
  }

  return {
    finish() {
      if (isCancelled) return;
      isFinishing = true;
      recognition.stop();
    },
    cancel() {
      if (isCancelled) return;
      isCancelled = true;
      recognition.abort();
    },
  };
}
