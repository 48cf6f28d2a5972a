// The AI layer: one interface over the offline engines and every provider of the Vercel AI SDK, for structured
// answers (`generate`) and streamed replies (`stream`). The SDK comes through ai-sdk.ts, loaded at the first provider
// call; how to add a task is in README.md beside it.
import type { LanguageModel, LanguageModelUsage } from 'ai';
import type { z } from 'zod';
import type { AiTaskGroup } from '../../shared/contracts/admin.ts';
import type { Config } from '../config.ts';
import type { AiCallOutcome } from '../db/schema/ai-calls.ts';
import type { AiCallRecorder } from './ai-call-recorder.ts';
import { loadAiSdk, loadedAiSdk } from './ai-sdk.ts';
import { taskGroupOf, type AiSettings, type AiSettingsSource } from './ai-settings.ts';

export type AiProviderName = Config['ai']['provider'];

/** One structured-output task: what to ask a model, what shape the answer has, and the offline engine's answer. */
export interface AiTask<Input, Output> {
  name: string;
  schema: z.ZodType<Output>;
  prompt(input: Input): { system: string; prompt: string };
  offline(input: Input): Output;
  /** Sampling temperature; 0 where the same input must give the same judgement (grading). Provider default when unset. */
  temperature?: number;
}

/** One turn of a conversation as a streamed task sends it. */
export interface AiMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** One streamed-text task (a chat reply): what to ask a model, and the offline engine's whole reply. */
export interface AiStreamTask<Input> {
  name: string;
  prompt(input: Input): { system: string; messages: AiMessage[] };
  /** The offline reply: deterministic for the same input; the client streams it word by word. */
  offline(input: Input): string;
  temperature?: number;
  /** What a model's streamed reply passes through before anyone sees it (checks code can make on the output). */
  guard?(chunks: AsyncIterable<string>, input: Input): AsyncIterable<string>;
}

export interface AiStreamOptions {
  /** Aborts the model call (for example when the person closes the page); the stream then throws the signal's reason. */
  signal?: AbortSignal;
  /**
   * False when the caller awaits the whole text and nobody watches it grow (a session's opening line): the offline
   * engine's reply then comes in one piece instead of word by word. Providers stream as they write either way.
   */
  paced?: boolean;
}

/** What went wrong: the engine failed or refused ('failed'), was busy ('busy'), or was too slow ('timeout'). */
export type AiErrorKind = 'failed' | 'busy' | 'timeout';

/**
 * A failure of the AI provider, with a message a person can read, whether trying again may help, and its kind
 * (the error plugin answers a route's AiError by its kind).
 */
export class AiError extends Error {
  constructor(
    message: string,
    readonly isRetryable: boolean,
    readonly kind: AiErrorKind = 'failed',
  ) {
    super(message);
    this.name = 'AiError';
  }
}

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
}

const DEFAULT_MODELS: Partial<Record<AiProviderName, string>> = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' };

/** The model a task group uses: its own, else the one model, else the provider's default. */
export function modelFor(settings: Pick<AiSettings, 'provider' | 'model'> & { models?: AiSettings['models'] }, group: AiTaskGroup | undefined): string {
  return (group && settings.models?.[group]) || settings.model || DEFAULT_MODELS[settings.provider] || '';
}

/** The model name the built-in engine goes by, in labels and in the record of calls. */
const OFFLINE_MODEL_LABEL = 'offline engine';

function engineOf(settings: AiSettings, group: AiTaskGroup | undefined): AiEngine {
  if (settings.provider === 'offline') return { provider: 'offline', isOffline: true, modelLabel: OFFLINE_MODEL_LABEL };
  return { provider: settings.provider, isOffline: false, modelLabel: `${settings.provider}: ${modelFor(settings, group)}` };
}

/** A provider's model as this file builds it (every provider package here speaks the v3 model interface). */
type ProviderModel = Extract<LanguageModel, { specificationVersion: 'v3' }>;
type ModelPrompt = Parameters<ProviderModel['doStream']>[0]['prompt'];

/** The provider's language model as `generate` uses it; exported so tests can stream through the same model. */
export async function createLanguageModel(config: Config['ai']): Promise<ProviderModel> {
  const model = config.model ?? DEFAULT_MODELS[config.provider] ?? '';
  const {
    anthropic: { createAnthropic },
    openai: { createOpenAI },
    openaiCompatible: { createOpenAICompatible },
  } = await loadAiSdk();
  switch (config.provider) {
    case 'openai':
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl })(model);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl })(model);
    case 'ollama':
      // includeUsage asks for the token counts at the end of a streamed reply (the Usage page reads them).
      return createOpenAICompatible({ name: 'ollama', baseURL: config.baseUrl ?? 'http://127.0.0.1:11434/v1', includeUsage: true }).chatModel(model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseUrl ?? '',
        apiKey: config.apiKey,
        supportsStructuredOutputs: true,
        includeUsage: true,
      }).chatModel(model);
    case 'offline':
      throw new Error('The offline engine has no provider model.');
  }
}

const MODEL_CACHE_SIZE = 16;
const cachedModels = new Map<string, ProviderModel>();

/**
 * `createLanguageModel`, built once per provider, address, key and model: a provider's model builds its answer
 * schemas when it is made, which cost a streamed reply about as much CPU as reading the whole reply did.
 */
async function languageModelFor(config: Config['ai']): Promise<ProviderModel> {
  const key = JSON.stringify([config.provider, config.baseUrl ?? null, config.apiKey ?? null, config.model ?? null]);
  let model = cachedModels.get(key);
  if (!model) {
    model = await createLanguageModel(config);
    // Settings change rarely; a bound keeps an operator trying many of them from growing the map.
    if (cachedModels.size >= MODEL_CACHE_SIZE) cachedModels.clear();
    cachedModels.set(key, model);
  }
  return model;
}

// Rounding to whole seconds would tell someone with a 1.5 s limit that the model had 2 s.
function describeSeconds(ms: number): string {
  const seconds = Number((ms / 1000).toFixed(1));
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

/** What a failure says where it depends on the service called: the language model, or the speech provider. */
export interface ProviderErrorMessages {
  /** What the timeout message names, e.g. "The AI model". */
  subject: string;
  /** The message for a refused API key (401, 403). */
  refusedKey: string;
  /** The message for an unknown model (404). */
  unknownModel: string;
  /** The message when the provider's address does not answer at all. */
  unreachable?: string;
}

const MODEL_ERROR_MESSAGES: ProviderErrorMessages = {
  subject: 'The AI model',
  refusedKey: "The AI provider refused this server's key. Please tell your administrator.",
  unknownModel: "The AI provider doesn't offer the model this server is set to use. Please tell your administrator.",
};

/** Turns SDK and network failures into messages a person can act on. */
export function toAiError(error: unknown, timeoutMs: number, messages: ProviderErrorMessages = MODEL_ERROR_MESSAGES): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new AiError(`${messages.subject} did not answer within ${describeSeconds(timeoutMs)}. Please try again.`, true, 'timeout');
  }
  // Only a loaded SDK makes its own errors.
  const sdk = loadedAiSdk()?.ai;
  if (sdk?.APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 401 || status === 403) return new AiError(messages.refusedKey, false);
    if (status === 404) return new AiError(messages.unknownModel, false);
    if (status === 429) return new AiError('The AI provider is receiving too many requests. Please try again shortly.', true, 'busy');
    if (status !== undefined && status >= 500) return new AiError(`The AI provider had an error (${status}). Please try again.`, true);
    if (status === undefined) return new AiError(messages.unreachable ?? 'The AI provider could not be reached. Please try again.', true);
    return new AiError(`The AI provider refused the request (${status}).`, false);
  }
  if (sdk?.NoObjectGeneratedError.isInstance(error)) {
    return new AiError('The AI model answered in a shape that could not be used, even after one repair attempt.', false);
  }
  const cause = error instanceof Error && error.cause ? error.cause : null;
  if (error instanceof TypeError || (cause instanceof Error && 'code' in cause)) {
    return new AiError(messages.unreachable ?? 'The AI provider could not be reached. Please try again.', true);
  }
  return new AiError('The AI model could not complete the request. Please try again.', true);
}

/** Word-sized pieces that keep every space and line break, so they concatenate to exactly `text`. */
export function splitIntoWordChunks(text: string): string[] {
  return text.match(/\s*\S+\s*|\s+/g) ?? [];
}

/** Waits `ms`, or rejects with the signal's reason as soon as it is aborted. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The offline engine's reply, paced like a fast model so the streaming path is exercised and a person sees it grow. */
async function* streamOfflineReply(reply: string, delayMs: number, signal: AbortSignal | undefined): AsyncGenerator<string, void, undefined> {
  const chunks = splitIntoWordChunks(reply);
  for (const [index, chunk] of chunks.entries()) {
    if (index > 0 && delayMs > 0) await pause(delayMs, signal);
    signal?.throwIfAborted();
    yield chunk;
  }
}

/**
 * Runs a task's offline engine: given the task's name and input, answers what `inline()` would, possibly
 * elsewhere (the app runs the engines in worker threads, off the event loop). Without one they run inline.
 */
export type OfflineRunner = (taskName: string, input: unknown, inline: () => unknown) => Promise<unknown>;

/** The tokens a call used, as far as the provider told. */
type CallUsage = Pick<LanguageModelUsage, 'inputTokens' | 'outputTokens'>;

function addUsage(first: CallUsage | undefined, second: CallUsage | undefined): CallUsage | undefined {
  if (!first || !second) return first ?? second;
  const sum = (a: number | undefined, b: number | undefined) => (a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0));
  return { inputTokens: sum(first.inputTokens, second.inputTokens), outputTokens: sum(first.outputTokens, second.outputTokens) };
}

/** Times one call of `task` and reports it to the recorder once, when it ends. */
interface CallMeter {
  end(outcome: AiCallOutcome, usage?: CallUsage): void;
}

function startCallMeter(recorder: AiCallRecorder | undefined, task: string, settings: AiSettings): CallMeter {
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

/** Answers one tiny call through `settings` (unsaved ones, from the AI page): the model's words, or an AiError. */
export async function testConnection(settings: AiSettings, messages: ProviderErrorMessages): Promise<string> {
  if (settings.provider === 'offline') return 'The built-in engine is ready.';
  try {
    const model = await createLanguageModel({ ...settings, model: modelFor(settings, undefined) });
    const { generateText } = (await loadAiSdk()).ai;
    const { text } = await generateText({
      model,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(settings.timeoutMs),
      maxOutputTokens: 20,
      prompt: 'Answer with the single word: ready',
    });
    return text.trim();
  } catch (error) {
    throw toAiError(error, settings.timeoutMs, messages);
  }
}

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
      return engineOf(await current(), group);
    },
    reloadSettings() {
      options.settings?.invalidate();
    },
    settings: current,
    async generate(task, input) {
      const settings = await current();
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
  };

  async function* streamReply<Input>(task: AiStreamTask<Input>, input: Input, streamOptions: AiStreamOptions): AsyncGenerator<string, void, undefined> {
    streamOptions.signal?.throwIfAborted();
    const settings = await current();
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

async function generateWithModel<Input, Output>(settings: AiSettings, task: AiTask<Input, Output>, input: Input, meter: CallMeter): Promise<Output> {
  const { system, prompt } = task.prompt(input);
  // One deadline for the call and its repair, so a job's expiry can rest on AI_TIMEOUT_MS (jobs/define-job.ts).
  const deadline = AbortSignal.timeout(settings.timeoutMs);
  let repairUsage: CallUsage | undefined;
  try {
    const model = await languageModelFor({ ...settings, model: modelFor(settings, taskGroupOf(task.name)) });
    const { generateObject, generateText } = (await loadAiSdk()).ai;
    const { object, usage } = await generateObject({
      model,
      schema: task.schema,
      schemaName: task.name.replaceAll(/[^a-zA-Z0-9_]/g, '_'),
      system,
      prompt,
      temperature: task.temperature,
      // Retries belong to the job queue, which backs off between attempts.
      maxRetries: 0,
      abortSignal: deadline,
      // One repair attempt: show the model its answer and what was wrong with it.
      experimental_repairText: async ({ text, error }) => {
        const repaired = await generateText({
          model,
          maxRetries: 0,
          abortSignal: deadline,
          system: 'You fix JSON so that it matches a schema. Answer with the corrected JSON only, no prose, no code fences.',
          prompt: `This JSON was rejected: ${error.message}\n\nJSON:\n${text}\n\nThe task was:\n${prompt}`,
        });
        repairUsage = repaired.usage;
        return repaired.text.replace(/^```(?:json)?\s*|\s*```$/g, '');
      },
    });
    meter.end('completed', addUsage(usage, repairUsage));
    return object as z.infer<typeof task.schema>;
  } catch (error) {
    // A shape the schema refused still cost the tokens the provider counted.
    meter.end('failed', addUsage(loadedAiSdk()?.ai.NoObjectGeneratedError.isInstance(error) ? error.usage : undefined, repairUsage));
    throw toAiError(error, settings.timeoutMs);
  }
}

/** The task's system prompt and turns as a model's prompt, as streamText would have written them. */
function toModelPrompt(system: string, messages: readonly AiMessage[]): ModelPrompt {
  return [
    { role: 'system', content: system },
    ...messages.map((message) => ({ role: message.role, content: [{ type: 'text' as const, text: message.content }] })),
  ];
}

/**
 * The model's reply read from its own stream (`doStream`), not through `streamText`: a chat reply needs none of
 * streamText's steps, tools or telemetry, whose stream layers cost more CPU per reply than the provider's parsing.
 */
async function* streamFromModel<Input>(
  config: AiSettings,
  task: AiStreamTask<Input>,
  input: Input,
  { signal }: AiStreamOptions,
  usage: { value?: CallUsage },
): AsyncGenerator<string, void, undefined> {
  signal?.throwIfAborted();
  const { system, messages } = task.prompt(input);
  // Aborted by the caller's signal, by the idle timer, or by the consumer leaving early (finally below).
  const upstream = new AbortController();
  const onCallerAbort = () => upstream.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  let hasText = false;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let reader: ReadableStreamDefaultReader<unknown> | undefined;
  // The time-out covers the wait for the first chunk and every gap after it, not the whole reply, which may
  // rightly take longer. It is paused while the consumer holds a chunk, so a slow reader is not a slow model.
  const startIdleTimer = () => {
    idleTimer = setTimeout(() => {
      const limit = describeSeconds(config.timeoutMs);
      upstream.abort(
        hasText
          ? new AiError(`The AI model stopped answering for ${limit} in the middle of its reply. Please try again.`, true, 'timeout')
          : new AiError(`The AI model did not answer within ${limit}. Please try again.`, true, 'timeout'),
      );
    }, config.timeoutMs);
  };
  try {
    startIdleTimer();
    const model = await languageModelFor({ ...config, model: modelFor(config, taskGroupOf(task.name)) });
    const { stream } = await model.doStream({
      prompt: toModelPrompt(system, messages),
      temperature: task.temperature,
      abortSignal: upstream.signal,
      includeRawChunks: false,
    });
    const parts = stream.getReader();
    reader = parts;
    for (;;) {
      const { value: part, done } = await parts.read();
      clearTimeout(idleTimer);
      if (done) break;
      if (part.type === 'error') throw part.error;
      if (part.type === 'finish') usage.value = { inputTokens: part.usage.inputTokens.total, outputTokens: part.usage.outputTokens.total };
      if (part.type === 'text-delta' && part.delta) {
        hasText = true;
        yield part.delta;
      }
      startIdleTimer();
    }
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    // The idle timer's own message, however the provider surfaced the abort it caused.
    if (upstream.signal.reason instanceof AiError) throw upstream.signal.reason;
    throw toAiError(error, config.timeoutMs);
  } finally {
    clearTimeout(idleTimer);
    signal?.removeEventListener('abort', onCallerAbort);
    // Closes the upstream request when the consumer stopped early; does nothing after a complete reply.
    upstream.abort();
    void reader?.cancel().catch(() => undefined);
  }
}
