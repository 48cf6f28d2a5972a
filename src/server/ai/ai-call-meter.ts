// The record of every AI call (the Usage page): its task, model, tokens, duration and outcome, reported once when it ends.
import type { LanguageModelUsage } from 'ai';
import type { AiCallOutcome } from '../db/schema/ai-calls.ts';
import type { AiCallRecorder } from './ai-call-recorder.ts';
import { taskGroupOf, type AiSettings } from './ai-settings.ts';
import { modelFor, OFFLINE_MODEL_LABEL } from './language-models.ts';

/** The tokens a call used, as far as the provider told. */
export type CallUsage = Pick<LanguageModelUsage, 'inputTokens' | 'outputTokens'>;

export function addUsage(first: CallUsage | undefined, second: CallUsage | undefined): CallUsage | undefined {
  if (!first || !second) return first ?? second;
  const sum = (a: number | undefined, b: number | undefined) => (a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0));
  return { inputTokens: sum(first.inputTokens, second.inputTokens), outputTokens: sum(first.outputTokens, second.outputTokens) };
}

/** Times one call of `task` and reports it to the recorder once, when it ends. */
export interface CallMeter {
  end(outcome: AiCallOutcome, usage?: CallUsage): void;
}

export function startCallMeter(recorder: AiCallRecorder | undefined, task: string, settings: AiSettings): CallMeter {
  const startedAt = new Date();
  const start = performance.now();
  const group = taskGroupOf(task) ?? null;
  let hasEnded = false;
  return {
    end(outcome, usage) {
      if (hasEnded || !recorder) return;
      hasEnded = true;
      // The record is a side matter: nothing about it may fail the call.
      try {
        recorder.record({
          task,
          taskGroup: group,
          provider: settings.provider,
          model: settings.provider === 'offline' ? OFFLINE_MODEL_LABEL : modelFor(settings, group ?? undefined),
          inputTokens: usage?.inputTokens ?? null,
          outputTokens: usage?.outputTokens ?? null,
          durationMs: performance.now() - start,
          outcome,
          startedAt,
        });
      } catch {
        // The recorder logs its own failures.
      }
    },
  };
}
