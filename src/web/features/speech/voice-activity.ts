// Tells from the microphone level when the learner starts and stops speaking: the end of a recorded answer,
// and the learner cutting in while the character talks.
import { MIC_LEVEL_MAX, MIC_SILENCE_THRESHOLD } from '@/lib/use-microphone-level.ts';

/** The level of one analyser reading, as the mic test shows it: the mean of the frequency bins, capped at 100. */
export function micLevel(bins: ArrayLike<number>): number {
  if (bins.length === 0) return 0;
  let sum = 0;
  for (let index = 0; index < bins.length; index += 1) sum += bins[index] as number;
  return Math.min(MIC_LEVEL_MAX, Math.round(sum / bins.length));
}

/** A recorded answer ends after this much quiet following speech. */
export const END_OF_SPEECH_SILENCE_MS = 1_200;
/** The learner cuts in when their level stays above this… */
export const BARGE_IN_LEVEL = 12;
/** …for this long (a cough or a door is shorter). */
export const BARGE_IN_HOLD_MS = 300;

export interface VoiceActivityOptions {
  /** Readings at or above this level count as voice. */
  threshold: number;
  /** Voice must go on this long before it counts as speech. */
  onsetMs: number;
  /** Quiet gaps shorter than this do not interrupt the onset (syllables have gaps). */
  gapMs?: number;
  /** Quiet this long after speech ends it; omit to never report an end. */
  silenceMs?: number;
}

export type VoiceActivityEvent = 'speech' | 'silence';

/** What a detector has heard so far, as data (the speech session's state machine keeps it in its state). */
export interface VoiceActivity {
  onsetAt: number | null;
  lastVoiceAt: number | null;
  /** True once speech has begun. */
  hasSpeech: boolean;
  hasEnded: boolean;
}

/** Nothing heard yet. */
export const QUIET: VoiceActivity = { onsetAt: null, lastVoiceAt: null, hasSpeech: false, hasEnded: false };

/** Feeds one reading: the activity after it, and 'speech' once when speech begins, 'silence' once when it has ended. */
export function stepVoiceActivity(
  { threshold, onsetMs, gapMs = 250, silenceMs }: VoiceActivityOptions,
  activity: VoiceActivity,
  level: number,
  nowMs: number,
): { activity: VoiceActivity; event: VoiceActivityEvent | null } {
  let { onsetAt } = activity;
  const { lastVoiceAt, hasSpeech } = activity;
  if (level >= threshold) {
    if (onsetAt === null || (lastVoiceAt !== null && nowMs - lastVoiceAt > gapMs && !hasSpeech)) onsetAt = nowMs;
    if (!hasSpeech && nowMs - onsetAt >= onsetMs) return { activity: { ...activity, onsetAt, lastVoiceAt: nowMs, hasSpeech: true }, event: 'speech' };
    return { activity: { ...activity, onsetAt, lastVoiceAt: nowMs }, event: null };
  }
  if (!hasSpeech) {
    if (lastVoiceAt !== null && nowMs - lastVoiceAt > gapMs) return { activity: { ...activity, onsetAt: null }, event: null };
    return { activity, event: null };
  }
  if (!activity.hasEnded && silenceMs !== undefined && lastVoiceAt !== null && nowMs - lastVoiceAt >= silenceMs) {
    return { activity: { ...activity, hasEnded: true }, event: 'silence' };
  }
  return { activity, event: null };
}

/** Speech was heard by other means (the learner cut in): from now on, quiet ends it. */
export function markSpeech(activity: VoiceActivity, nowMs: number): VoiceActivity {
  return { ...activity, hasSpeech: true, hasEnded: false, lastVoiceAt: nowMs };
}

export interface VoiceActivityDetector {
  /** Feeds one reading; answers 'speech' once when speech begins and 'silence' once when it has ended. */
  update(level: number, nowMs: number): VoiceActivityEvent | null;
  /** True once speech has begun. */
  readonly hasSpeech: boolean;
  /** Speech was heard by other means (the learner cut in): from now on, quiet ends it. */
  markSpeech(nowMs: number): void;
  /** Forgets everything heard, for the next answer. */
  reset(): void;
}

export function createVoiceActivityDetector(options: VoiceActivityOptions): VoiceActivityDetector {
  let activity = QUIET;
  return {
    update(level, nowMs) {
      const step = stepVoiceActivity(options, activity, level, nowMs);
      activity = step.activity;
      return step.event;
    },
    get hasSpeech() {
      return activity.hasSpeech;
    },
    markSpeech(nowMs) {
      activity = markSpeech(activity, nowMs);
    },
    reset() {
      activity = QUIET;
    },
  };
}

/** The end of a recorded answer: speech at the mic test's threshold, then 1.2 s under it. */
export const END_OF_SPEECH: VoiceActivityOptions = { threshold: MIC_SILENCE_THRESHOLD, onsetMs: 100, silenceMs: END_OF_SPEECH_SILENCE_MS };
/** The learner speaking over the character. */
export const BARGE_IN: VoiceActivityOptions = { threshold: BARGE_IN_LEVEL, onsetMs: BARGE_IN_HOLD_MS, gapMs: 150 };

/** Detects the end of a recorded answer: speech at the mic test's threshold, then 1.2 s under it. */
export function createEndOfSpeechDetector(): VoiceActivityDetector {
  return createVoiceActivityDetector(END_OF_SPEECH);
}

/** Detects the learner speaking over the character. */
export function createBargeInDetector(): VoiceActivityDetector {
  return createVoiceActivityDetector(BARGE_IN);
}
