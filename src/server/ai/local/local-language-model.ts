// The local engine as an AI SDK language model (the v3 interface every provider here speaks): `doGenerate` for whole
// answers, `doStream` for replies as they are written, JSON answers held to the call's schema by a grammar, and the
// caller's abort signal honoured mid-reply. A call may name its conversation (providerOptions.local.conversationId)
// so the engine keeps that conversation's context for its next turn. A streamed reply that has to wait for its turn
// in the engine's queue says so with a `raw` part, `{ type: 'queued' }`, and `{ type: 'started' }` when it begins.
import type { ProviderModel } from '../language-models.ts';
import type { LocalEngine } from './local-engine.ts';
import type { LocalGenerationResult, LocalMessage } from './local-generation.ts';

type LanguageModelV3 = ProviderModel;
type LanguageModelV3CallOptions = Parameters<ProviderModel['doStream']>[0];
type LanguageModelV3StreamResult = Awaited<ReturnType<ProviderModel['doStream']>>;
type LanguageModelV3StreamPart = LanguageModelV3StreamResult['stream'] extends ReadableStream<infer Part> ? Part : never;
type LanguageModelV3Usage = Awaited<ReturnType<ProviderModel['doGenerate']>>['usage'];

/** The provider options a call may carry for the local engine. */
export interface LocalProviderOptions {
  conversationId?: string;
}

const JSON_INSTRUCTION = 'Answer with one JSON value only, no prose and no code fences, that follows this JSON schema:';

/** What the `raw` parts of a streamed reply carry: the reply waits in the engine's queue, or its generation began. */
export type LocalQueuePart = { type: 'queued' } | { type: 'started' };

/** The call's prompt as the engine's messages: text parts only; a JSON call's schema joins the system message. */
export function toLocalMessages(options: Pick<LanguageModelV3CallOptions, 'prompt' | 'responseFormat'>): LocalMessage[] {
  const messages: LocalMessage[] = [];
  for (const message of options.prompt) {
    if (message.role === 'system') messages.push({ role: 'system', content: message.content });
    else if (message.role === 'user' || message.role === 'assistant') {
      const text = message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
      messages.push({ role: message.role, content: text });
    }
  }
  const format = options.responseFormat;
  if (format?.type === 'json' && format.schema) {
    const instruction = `${JSON_INSTRUCTION}\n${JSON.stringify(format.schema)}`;
    const system = messages.find((message) => message.role === 'system');
    if (system) system.content = `${system.content}\n\n${instruction}`;
    else messages.unshift({ role: 'system', content: instruction });
  }
  return messages;
}

// Control characters other than tabs and line breaks: a model can write them, and no reply or JSON needs them (the
// database refuses NUL in text).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** The model's text as it may be shown and stored. */
export function cleanModelText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

function usageOf(result: Pick<LocalGenerationResult, 'promptTokens' | 'evaluatedTokens' | 'outputTokens'>): LanguageModelV3Usage {
  return {
    inputTokens: { total: result.promptTokens, noCache: result.evaluatedTokens, cacheRead: Math.max(result.promptTokens - result.evaluatedTokens, 0), cacheWrite: undefined },
    outputTokens: { total: result.outputTokens, text: result.outputTokens, reasoning: undefined },
  };
}

function conversationOf(options: LanguageModelV3CallOptions): string | undefined {
  const local = options.providerOptions?.local as LocalProviderOptions | undefined;
  return typeof local?.conversationId === 'string' ? local.conversationId : undefined;
}

function requestOf(options: LanguageModelV3CallOptions) {
  return {
    messages: toLocalMessages(options),
    conversationId: conversationOf(options),
    temperature: options.temperature,
    maxTokens: options.maxOutputTokens,
    jsonSchema: options.responseFormat?.type === 'json' ? (options.responseFormat.schema ?? { type: 'object' }) : undefined,
    signal: options.abortSignal,
  };
}

/** The language model over `engine`; `modelId` is what the Usage page and labels show. */
export function createLocalLanguageModel(engine: () => LocalEngine, modelId: string): LanguageModelV3 {
  return {
    specificationVersion: 'v3',
    provider: 'local',
    modelId,
    supportedUrls: {},

    async doGenerate(options) {
      const result = await engine().generate(requestOf(options));
      options.abortSignal?.throwIfAborted();
      return {
        content: [{ type: 'text', text: cleanModelText(result.text) }],
        finishReason: { unified: result.finishReason === 'length' ? 'length' : 'stop', raw: result.finishReason },
        usage: usageOf(result),
        warnings: [],
      };
    },

    async doStream(options) {
      const request = requestOf(options);
      // Stops the generation when the reader cancels the stream, as when the caller's signal aborts.
      const stop = new AbortController();
      const signal = request.signal ? AbortSignal.any([request.signal, stop.signal]) : stop.signal;
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          let isOpen = false;
          // The caller's abort ends the stream at once, dropping any piece not yet read.
          request.signal?.addEventListener('abort', () => !stop.signal.aborted && controller.error(request.signal?.reason), { once: true });
          engine()
            .generate({
              ...request,
              signal,
              onQueued() {
                if (!signal.aborted) controller.enqueue({ type: 'raw', rawValue: { type: 'queued' } satisfies LocalQueuePart });
              },
              onStart() {
                if (!signal.aborted) controller.enqueue({ type: 'raw', rawValue: { type: 'started' } satisfies LocalQueuePart });
              },
              onText(written) {
                const text = cleanModelText(written);
                if (signal.aborted || !text) return;
                if (!isOpen) {
                  controller.enqueue({ type: 'text-start', id: 'text' });
                  isOpen = true;
                }
                controller.enqueue({ type: 'text-delta', id: 'text', delta: text });
              },
            })
            .then(
              (result) => {
                if (signal.aborted) return;
                if (isOpen) controller.enqueue({ type: 'text-end', id: 'text' });
                controller.enqueue({ type: 'finish', usage: usageOf(result), finishReason: { unified: result.finishReason === 'length' ? 'length' : 'stop', raw: result.finishReason } });
                controller.close();
              },
              (error: unknown) => {
                if (!signal.aborted) controller.error(error);
              },
            );
        },
        cancel(reason) {
          stop.abort(reason);
        },
      });
      return { stream };
    },
  };
}
