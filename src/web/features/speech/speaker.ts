// Speaks a reply sentence by sentence as it streams in, in order, with the next sentence's audio fetched while
// the current one plays; stops at once when the learner cuts in and tells how much of the reply was said.
import type { ReplySentence } from '@shared/sentence-splitter.ts';
import { spokenOffset } from './spoken-text.ts';

/** One sentence made ready to play by an engine (a browser utterance, or audio fetched from the server). */
export interface SpeechPlayback {
  /** Plays it; resolves when it has ended or was stopped (never rejects for a stop). */
  play(): Promise<void>;
  stop(): void;
  /** How much of the sentence has been said, 0 to 1. */
  progress(): number;
  /** Frees what it holds (an object URL). Called once, after it played or when it will not be. */
  dispose(): void;
}

/** Turns a sentence into something playable; `signal` aborts a fetch when the speaker stops. */
export interface SpeechEngine {
  prepare(text: string, signal: AbortSignal): Promise<SpeechPlayback>;
}

export interface SpeakOutcome {
  /** False when `stop` cut the line short. */
  isComplete: boolean;
  /** Characters of the line said: whole sentences plus the share of the one under way (a reply offset). */
  spokenCharacters: number;
}

export interface SpeakerOptions {
  /** Called with true when a line starts to be heard and false when it has ended or was stopped. */
  onSpeakingChange?: (isSpeaking: boolean) => void;
  /** A sentence could not be prepared or played; it is skipped (its text is on screen) and the rest goes on. */
  onError?: (error: unknown) => void;
}

export interface Speaker {
  /** Starts a new line (a reply, or a saved line read aloud), stopping one still under way. */
  begin(): void;
  /** Adds the line's next sentence; it is spoken after those before it. */
  say(sentence: ReplySentence): void;
  /** No more sentences for this line; resolves once all were said, or when `stop` cuts the line short. */
  finish(): Promise<SpeakOutcome>;
  /** Stops at once; answers how many characters of the line were said (0 without a line). */
  stop(): number;
  /** The engine for the lines that follow (null: lines are not voiced, only shown). */
  setEngine(engine: SpeechEngine | null): void;
  readonly isSpeaking: boolean;
}

interface QueuedSentence {
  sentence: ReplySentence;
  prepared?: Promise<SpeechPlayback | null>;
}

interface Line {
  /** The engine the line started with; a change of engine applies to the next line. */
  engine: SpeechEngine | null;
  queue: QueuedSentence[];
  index: number;
  isEnded: boolean;
  isStopped: boolean;
  controller: AbortController;
  current: { sentence: ReplySentence; playback: SpeechPlayback } | null;
  spokenCharacters: number;
  wake: (() => void) | null;
  outcome: Promise<SpeakOutcome>;
  settle: (outcome: SpeakOutcome) => void;
}

export function createSpeaker(initialEngine: SpeechEngine | null, options: SpeakerOptions = {}): Speaker {
  let engine = initialEngine;
  let line: Line | null = null;
  let isSpeaking = false;

  function setSpeaking(value: boolean): void {
    if (isSpeaking === value) return;
    isSpeaking = value;
    options.onSpeakingChange?.(value);
  }

  function prepare(current: Line, item: QueuedSentence | undefined): void {
    if (!item || item.prepared) return;
    if (!current.engine) {
      item.prepared = Promise.resolve(null);
      return;
    }
    item.prepared = current.engine.prepare(item.sentence.text, current.controller.signal).then(
      (playback) => {
        // Stopped while it was being fetched: nobody will play it.
        if (current.isStopped) {
          playback.dispose();
          return null;
        }
        return playback;
      },
      (error: unknown) => {
        if (!current.isStopped) options.onError?.(error);
        return null;
      },
    );
  }

  async function run(current: Line): Promise<void> {
    for (;;) {
      if (current.isStopped) return;
      const item = current.queue[current.index];
      if (!item) {
        if (current.isEnded) break;
        await new Promise<void>((resolve) => (current.wake = resolve));
        current.wake = null;
        continue;
      }
      prepare(current, item);
      // The next sentence's audio is fetched while this one plays.
      prepare(current, current.queue[current.index + 1]);
      const playback = await item.prepared;
      if (current.isStopped) {
        playback?.dispose();
        return;
      }
      if (playback) {
        current.current = { sentence: item.sentence, playback };
        setSpeaking(true);
        try {
          await playback.play();
        } catch (error) {
          if (!current.isStopped) options.onError?.(error);
        } finally {
          playback.dispose();
        }
        current.current = null;
        if (current.isStopped) return;
      }
      current.spokenCharacters = item.sentence.end;
      current.index += 1;
    }
    if (line === current) line = null;
    setSpeaking(false);
    current.settle({ isComplete: true, spokenCharacters: current.spokenCharacters });
  }

  function stop(): number {
    const current = line;
    if (!current) return 0;
    line = null;
    current.isStopped = true;
    let spoken = current.spokenCharacters;
    if (current.current) {
      spoken = Math.max(spoken, spokenOffset(current.current.sentence, current.current.playback.progress()));
      current.current.playback.stop();
    }
    current.controller.abort();
    // Prepared but never played: free what they hold.
    for (const item of current.queue.slice(current.index + 1)) void item.prepared?.then((playback) => playback?.dispose());
    current.wake?.();
    setSpeaking(false);
    current.settle({ isComplete: false, spokenCharacters: spoken });
    return spoken;
  }

  return {
    begin() {
      stop();
      let settle: (outcome: SpeakOutcome) => void = () => undefined;
      const outcome = new Promise<SpeakOutcome>((resolve) => (settle = resolve));
      const current: Line = {
        engine,
        queue: [],
        index: 0,
        isEnded: false,
        isStopped: false,
        controller: new AbortController(),
        current: null,
        spokenCharacters: 0,
        wake: null,
        outcome,
        settle,
      };
      line = current;
      void run(current);
    },
    say(sentence) {
      const current = line;
      if (!current || current.isEnded) return;
      current.queue.push({ sentence });
      // Arrived while the sentence before it plays: fetch it now rather than when that one ends.
      if (current.current && current.queue.length === current.index + 2) prepare(current, current.queue[current.index + 1]);
      current.wake?.();
    },
    finish() {
      const current = line;
      if (!current) return Promise.resolve({ isComplete: false, spokenCharacters: 0 });
      current.isEnded = true;
      current.wake?.();
      return current.outcome;
    },
    stop,
    setEngine(next) {
      engine = next;
    },
    get isSpeaking() {
      return isSpeaking;
    },
  };
}
