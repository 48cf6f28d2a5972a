// For tests: a speech recognition the test drives in place of the browser's (recognition.test.ts and
// the speech-session-controller-*.test.ts files).
import type { RecognitionLike } from './recognition.ts';

type Results = Parameters<NonNullable<RecognitionLike['onresult']>>[0]['results'];

/** Results as the browser gives them, from `[transcript, isFinal]` pairs. */
export function recognitionResults(...parts: [string, boolean][]): Results {
  return parts.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal }));
}

/**
 * Records what was asked of it (`calls`) and fires the events the test says. Its settings start opposite to what
 * `startRecognizer` sets, so a test can see that they were set.
 */
export class FakeRecognition implements RecognitionLike {
  /** Every recognition made since the last `reset`, the newest last. */
  static instances: FakeRecognition[] = [];
  /** The error each new recognition fails with (then ends) 10 ms after it starts; null to listen normally. */
  static failWith: string | null = null;
  /** Ends by itself as a browser does (10 ms after `stop`, and at once after a final result); otherwise only the test ends it. */
  static endsBySelf = false;

  static reset({ endsBySelf = false }: { endsBySelf?: boolean } = {}) {
    FakeRecognition.instances = [];
    FakeRecognition.failWith = null;
    FakeRecognition.endsBySelf = endsBySelf;
  }

  lang = '';
  continuous = true;
  interimResults = false;
  maxAlternatives = 5;
  calls: string[] = [];
  onresult: RecognitionLike['onresult'] = null;
  onerror: RecognitionLike['onerror'] = null;
  onend: RecognitionLike['onend'] = null;

  constructor() {
    FakeRecognition.instances.push(this);
  }

  start() {
    this.calls.push('start');
    const failure = FakeRecognition.failWith;
    if (failure)
      setTimeout(() => {
        this.onerror?.({ error: failure });
        this.onend?.();
      }, 10);
  }

  stop() {
    this.calls.push('stop');
    if (FakeRecognition.endsBySelf) setTimeout(() => this.onend?.(), 10);
  }

  abort() {
    this.calls.push('abort');
  }

  /** The browser recognises these parts (`[transcript, isFinal]`). */
  hear(...parts: [string, boolean][]) {
    this.onresult?.({ resultIndex: 0, results: recognitionResults(...parts) });
    if (FakeRecognition.endsBySelf && parts.at(-1)?.[1]) this.onend?.();
  }
}
