// A provider's model asked for a structured answer (with one repair) or a streamed chat reply, with the time limits,
// the record of the call and the readable errors that go with each.
import type { z } from 'zod';
import { addUsage, type CallMeter, type CallUsage } from './ai-call-meter.ts';
import { AiError, describeSeconds, toAiError } from './ai-error.ts';
import { loadAiSdk, loadedAiSdk } from './ai-sdk.ts';
import { taskGroupOf, type AiSettings } from './ai-settings.ts';
import type { AiMessage, AiStreamOptions, AiStreamTask, AiTask } from './ai-task.ts';
import { type ChatCompletionsPart, streamChatCompletions } from './chat-completions.ts';
import { languageModelFor, modelFor, OLLAMA_BASE_URL, type ModelPrompt } from './language-models.ts';
import type { LocalQueuePart } from './local/local-language-model.ts';

export async function generateWithModel<Input, Output>(settings: AiSettings, task: AiTask<Input, Output>, input: Input, meter: CallMeter): Promise<Output> {
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

/** Providers whose chat replies are read from their `/chat/completions` stream directly (chat-completions.ts). */
const CHAT_COMPLETIONS_BASE_URLS: Partial<Record<AiSettings['provider'], (settings: AiSettings) => string>> = {
  'openai-compatible': (settings) => settings.baseUrl ?? '',
  ollama: (settings) => settings.baseUrl ?? OLLAMA_BASE_URL,
};

/** A reply's parts: its text and token counts, and the local engine's word that the reply waits for its turn. */
type ReplyPart = ChatCompletionsPart | LocalQueuePart;

function isLocalQueuePart(value: unknown): value is LocalQueuePart {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'queued' || type === 'started';
}

/**
 * The reply's parts from the SDK's model, read from its own stream (`doStream`), not through `streamText`: a chat
 * reply needs none of streamText's steps, tools or telemetry.
 */
async function* sdkReplyParts(
  settings: AiSettings,
  model: string,
  system: string,
  messages: readonly AiMessage[],
  temperature: number | undefined,
  signal: AbortSignal,
  conversationId: string | undefined,
): AsyncGenerator<ReplyPart, void, undefined> {
  const languageModel = await languageModelFor({ ...settings, model });
  const { stream } = await languageModel.doStream({
    prompt: toModelPrompt(system, messages),
    temperature,
    abortSignal: signal,
    includeRawChunks: false,
    // The local engine keeps the conversation's context between turns.
    providerOptions: conversationId === undefined ? undefined : { local: { conversationId } },
  });
  const reader = stream.getReader();
  try {
    for (;;) {
      const { value: part, done } = await reader.read();
      if (done) return;
      if (part.type === 'error') throw part.error;
      if (part.type === 'finish') yield { type: 'usage', usage: { inputTokens: part.usage.inputTokens.total, outputTokens: part.usage.outputTokens.total } };
      if (part.type === 'text-delta' && part.delta) yield { type: 'text', text: part.delta };
      if (part.type === 'raw' && isLocalQueuePart(part.rawValue)) yield { type: part.rawValue.type };
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

// The reason every finished reply gives its upstream request: made once, as a DOMException captures a stack.
const REPLY_OVER = new DOMException('The reply is over.', 'AbortError');

/** The model's reply as it is written, with an idle time-out, the caller's signal, and the record's token counts. */
export async function* streamFromModel<Input>(
  config: AiSettings,
  task: AiStreamTask<Input>,
  input: Input,
  { signal, conversationId, onQueued }: AiStreamOptions,
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
    const model = modelFor(config, taskGroupOf(task.name));
    const baseUrl = CHAT_COMPLETIONS_BASE_URLS[config.provider]?.(config);
    const parts: AsyncIterable<ReplyPart> =
      baseUrl === undefined
        ? sdkReplyParts(config, model, system, messages, task.temperature, upstream.signal, conversationId)
        : streamChatCompletions({ baseUrl, apiKey: config.apiKey, model, system, messages, temperature: task.temperature, signal: upstream.signal });
    for await (const part of parts) {
      clearTimeout(idleTimer);
      // A reply waiting for its turn is not a model that stopped answering: the time-out starts again with its turn.
      if (part.type === 'queued') {
        onQueued?.();
        continue;
      }
      if (part.type === 'started') {
        startIdleTimer();
        continue;
      }
      if (part.type === 'usage') usage.value = part.usage;
      else {
        hasText = true;
        yield part.text;
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
    upstream.abort(REPLY_OVER);
  }
}
