// Records every call of the AI layer for the Usage page (/admin/usage), off the reply path: calls are queued in memory
// and written in batches a moment later, so a slow or failing database never slows or fails an AI call (a failed
// write is logged and dropped). Old rows are pruned at most once an hour, after a write.
import type { AiCallsRepository, NewAiCall } from '../db/ai-calls.repository.ts';
import type { AiCallOutcome } from '../db/schema/ai-calls.ts';

/** How long the Usage page's history reaches back; older calls are deleted. */
export const AI_CALLS_KEPT_DAYS = 90;
/** How long a call waits in memory before its batch is written. */
export const AI_CALLS_FLUSH_DELAY_MS = 250;
/** A batch is written at once when it reaches this size; calls beyond MAX_QUEUED are dropped (and logged). */
const FLUSH_SIZE = 100;
const MAX_QUEUED = 5000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One finished call, as the AI client reports it. */
export interface AiCallRecord {
  task: string;
  taskGroup: string | null;
  provider: string;
  model: string;
  /** What the provider reported; null when it reported nothing (and for the built-in engine). */
  inputTokens: number | null;
  outputTokens: number | null;
  durationMs: number;
  outcome: AiCallOutcome;
  startedAt: Date;
}

export interface AiCallRecorder {
  /** Queues the call; never throws, never waits. */
  record(call: AiCallRecord): void;
  /** Writes what is queued (at shutdown, before the database closes). */
  flush(): Promise<void>;
}

interface Logger {
  warn(object: object, message: string): void;
}

/** A token count as stored: a whole non-negative number, or null. */
function tokens(value: number | null): number | null {
  return value !== null && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
}

export function createAiCallRecorder({ repository, log, now = () => new Date() }: { repository: AiCallsRepository; log: Logger; now?: () => Date }): AiCallRecorder {
  let queued: NewAiCall[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  let lastPrunedAt = 0;

  async function write(batch: NewAiCall[]): Promise<void> {
    try {
      await repository.insertAiCalls(batch);
      const time = now().getTime();
      if (time - lastPrunedAt >= PRUNE_EVERY_MS) {
        lastPrunedAt = time;
        await repository.deleteAiCallsBefore(new Date(time - AI_CALLS_KEPT_DAYS * DAY_MS));
      }
    } catch (error) {
      log.warn({ err: error, calls: batch.length }, 'could not record AI calls for the usage page');
    }
  }

  function flushNow(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = queued;
    queued = [];
    // One write at a time, in order.
    if (batch.length > 0) writing = writing.then(() => write(batch));
    return writing;
  }

  return {
    record(call) {
      try {
        if (queued.length >= MAX_QUEUED) {
          log.warn({ task: call.task }, 'too many AI calls waiting to be recorded; this one is not');
          return;
        }
        queued.push({
          task: call.task,
          taskGroup: call.taskGroup,
          provider: call.provider,
          model: call.model,
          inputTokens: tokens(call.inputTokens),
          outputTokens: tokens(call.outputTokens),
          durationMs: Math.max(0, Math.round(call.durationMs)),
          outcome: call.outcome,
          createdAt: call.startedAt,
        });
        if (queued.length >= FLUSH_SIZE) void flushNow();
        else timer ??= setTimeout(() => void flushNow(), AI_CALLS_FLUSH_DELAY_MS);
      } catch (error) {
        log.warn({ err: error }, 'could not queue an AI call for the usage page');
      }
    },
    flush: flushNow,
  };
}
