// The AI layer: one interface over the offline engines and every provider of the Vercel AI SDK, for structured
// answers (`generate`) and streamed replies (`stream`). A provider's model is built in language-models.ts and asked in
// model-calls.ts; how to add a task is in README.md beside it.
import type { AiTaskGroup } from '../../shared/contracts/admin.ts';
import type { Config } from '../config.ts';
import type { AiCallOutcome } from '../db/schema/ai-calls.ts';
import type { AiCallRecorder } from './ai-call-recorder.ts';
import { startCallMeter, type CallUsage } from './ai-call-meter.ts';
import { taskGroupOf, type AiSettings, type AiSettingsSource } from './ai-settings.ts';
import type { AiStreamOptions, AiStreamTask, AiTask } from './ai-task.ts';
import { localEngineOf, modelFor, OFFLINE_MODEL_LABEL, type AiProviderName } from './language-models.ts';
import { currentLocalEngine } from './local/local-engine.ts';
import { generateWithModel, streamFromModel } from './model-calls.ts';
import { streamOfflineReply } from './offline-reply-stream.ts';

/** Which engine answers right now: the built-in one, or a provider's model. */
export interface AiEngine {
  provider: AiProviderName;
  isOffline: boolean;
  /** The model in use, for the UI and a result's `generatedBy` ("offline engine" when no provider is configured). */
  modelLabel: string;
}

export interface AiClient {
  /** The engine that answers the next call of a task in `group` (the one model when no group is given). */
  engine(group?: AiTaskGroup): Promise<AiEngine>;
  /** Forgets the cached settings, so the next call reads what was just saved. */
  reloadSettings(): void;
  /**
   * The settings the next call uses, key included: for work that hands them to an app of its own (the evaluation).
   * Never send them to a browser or a log.
   */
  settings(): Promise<AiSettings>;
  generate<Input, Output>(task: AiTask<Input, Output>, input: Input): Promise<Output>;
  /**
   * The reply as it is written, in chunks that concatenate to the whole text. Nothing is sent until the first chunk
   * is read. The iteration ends when the reply is complete and throws an AiError when the model fails, or the
   * signal's reason when the caller aborts. Stopping early (break, return) closes the model call too.
   */
  stream<Input>(task: AiStreamTask<Input>, input: Input, options?: AiStreamOptions): AsyncIterable<string>;
  /** Gives back what an engine keeps for a conversation between turns (a local model's context) once it has ended. */
  releaseConversation(conversationId: string): void;
}

/** The built-in engine's settings in place of a provider's (a local model that could not be loaded). */
function builtInInstead(settings: AiSettings): AiSettings {
  return { ...settings, provider: 'offline' };
}

/**
 * The settings a call runs on. A local model is loaded on its first call; when it cannot be (no file, too little
 * memory), the built-in engine answers instead and the reason stays on the admin page (localEngineStatus).
 */
async function runnable(settings: AiSettings, group: AiTaskGroup | undefined): Promise<AiSettings> {
  if (settings.provider !== 'local') return settings;
  try {
    await localEngineOf({ ...settings, model: modelFor(settings, group) }).ensureLoaded();
    return settings;
  } catch {
    return builtInInstead(settings);
  }
}

/** The engine as it stands, without waiting for a local model to load (its load starts here if it had not). */
function currentSettings(settings: AiSettings, group: AiTaskGroup | undefined): AiSettings {
  if (settings.provider !== 'local') return settings;
  try {
    const engine = localEngineOf({ ...settings, model: modelFor(settings, group) });
    engine.ensureLoaded().catch(() => undefined);
    return engine.status().state === 'failed' ? builtInInstead(settings) : settings;
  } catch {
    return builtInInstead(settings);
  }
}

function engineOf(settings: AiSettings, group: AiTaskGroup | undefined): AiEngine {
  if (settings.provider === 'offline') return { provider: 'offline', isOffline: true, modelLabel: OFFLINE_MODEL_LABEL };
  return { provider: settings.provider, isOffline: false, modelLabel: `${settings.provider}: ${modelFor(settings, group)}` };
}

/**
 * Runs a task's offline engine: given the task's name and input, answers what `inline()` would, possibly
 * elsewhere (the app runs the engines in worker threads, off the event loop). Without one they run inline.
 */
export type OfflineRunner = (taskName: string, input: unknown, inline: () => unknown) => Promise<unknown>;

/**
 * The AI client. Without `settings` it uses `config` as it is (tests, the evaluation); with them it reads the
 * current settings at every call, so what an admin saves applies to the next request. With a `recorder`, every
 * call is reported once it ends (a streamed reply when its stream ends, when the provider's token counts arrive).
 */
export function createAiClient(
  config: Config['ai'],
  options: { runOffline?: OfflineRunner; settings?: AiSettingsSource; /** Where every call is reported (the Usage page). */ recorder?: AiCallRecorder } = {},
): AiClient {
  const runOffline: OfflineRunner = options.runOffline ?? (async (_name, _input, inline) => inline());
  const fixed: AiSettings = { ...config, models: {} };
  const current = async (): Promise<AiSettings> => (options.settings ? options.settings.get() : fixed);

  return {
    async engine(group) {
      return engineOf(currentSettings(await current(), group), group);
    },
    reloadSettings() {
      options.settings?.invalidate();
    },
    settings: current,
    async generate(task, input) {
      const settings = await runnable(await current(), taskGroupOf(task.name));
      const meter = startCallMeter(options.recorder, task.name, settings);
      if (settings.provider !== 'offline') return generateWithModel(settings, task, input, meter);
      try {
        const output = task.schema.parse(await runOffline(task.name, input, () => task.offline(input)));
        meter.end('completed');
        return output;
      } catch (error) {
        meter.end('failed');
        throw error;
      }
    },
    stream(task, input, streamOptions = {}) {
      return streamReply(task, input, streamOptions);
    },
    releaseConversation(conversationId) {
      void currentLocalEngine()?.releaseConversation(conversationId);
    },
  };

  async function* streamReply<Input>(task: AiStreamTask<Input>, input: Input, streamOptions: AiStreamOptions): AsyncGenerator<string, void, undefined> {
    streamOptions.signal?.throwIfAborted();
    const settings = await runnable(await current(), taskGroupOf(task.name));
    const meter = startCallMeter(options.recorder, task.name, settings);
    // The provider's token counts arrive with the stream's last part.
    const usage: { value?: CallUsage } = {};
    // Stays 'stopped' when the consumer stops reading early (the generator is returned, not thrown into).
    let outcome: AiCallOutcome = 'stopped';
    try {
      if (settings.provider === 'offline') {
        const reply = String(await runOffline(task.name, input, () => task.offline(input)));
        yield* streamOfflineReply(reply, streamOptions.paced === false ? 0 : (settings.offlineStreamDelayMs ?? 0), streamOptions.signal);
      } else {
        // A model's words pass the task's guard (whole sentences that keep to the role); the built-in engine's need none.
        const written = streamFromModel(settings, task, input, streamOptions, usage);
        yield* task.guard ? task.guard(written, input) : written;
      }
      outcome = 'completed';
    } catch (error) {
      outcome = streamOptions.signal?.aborted ? 'stopped' : 'failed';
      throw error;
    } finally {
      meter.end(outcome, usage.value);
    }
  }
}
