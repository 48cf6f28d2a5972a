// The AI layer: one interface over the offline engine and every provider of the Vercel AI SDK.
// The only file that imports @ai-sdk/*. Tasks live in tasks/<name>/ with their prompt, schema and offline answer.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateObject, generateText, NoObjectGeneratedError, type LanguageModel } from 'ai';
import type { z } from 'zod';
import type { Config } from '../config.ts';

export type AiProviderName = Config['ai']['provider'];

/** One structured-output task: what to ask a model, what shape the answer has, and the offline engine's answer. */
export interface AiTask<Input, Output> {
  name: string;
  schema: z.ZodType<Output>;
  prompt(input: Input): { system: string; prompt: string };
  offline(input: Input): Output;
}

/** A failure of the AI provider, with a message a person can read and whether trying again may help. */
export class AiError extends Error {
  constructor(
    message: string,
    readonly isRetryable: boolean,
  ) {
    super(message);
    this.name = 'AiError';
  }
}

export interface AiClient {
  provider: AiProviderName;
  isOffline: boolean;
  /** The model in use, for the UI ("offline engine" when no provider is configured). */
  modelLabel: string;
  generate<Input, Output>(task: AiTask<Input, Output>, input: Input): Promise<Output>;
}

const DEFAULT_MODELS: Partial<Record<AiProviderName, string>> = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' };

/** The provider's language model as `generate` uses it; exported so tests can stream through the same model. */
export function createLanguageModel(config: Config['ai']): LanguageModel {
  const model = config.model ?? DEFAULT_MODELS[config.provider] ?? '';
  switch (config.provider) {
    case 'openai':
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl })(model);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl })(model);
    case 'ollama':
      return createOpenAICompatible({ name: 'ollama', baseURL: config.baseUrl ?? 'http://127.0.0.1:11434/v1' }).chatModel(model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseUrl ?? '',
        apiKey: config.apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(model);
    case 'offline':
      throw new Error('The offline engine has no provider model.');
  }
}

// Rounding to whole seconds would tell someone with a 1.5 s limit that the model had 2 s.
function describeSeconds(ms: number): string {
  const seconds = Number((ms / 1000).toFixed(1));
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

/** Turns SDK and network failures into messages a person can act on. */
export function toAiError(error: unknown, timeoutMs: number): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new AiError(`The AI model did not answer within ${describeSeconds(timeoutMs)}. Please try again.`, true);
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 401 || status === 403) return new AiError('The AI provider refused the API key. Check AI_API_KEY.', false);
    if (status === 404) return new AiError('The AI provider does not know the configured model. Check AI_MODEL.', false);
    if (status === 429) return new AiError('The AI provider is receiving too many requests. Please try again shortly.', true);
    if (status !== undefined && status >= 500) return new AiError(`The AI provider had an error (${status}). Please try again.`, true);
    if (status === undefined) return new AiError('The AI provider could not be reached. Please try again.', true);
    return new AiError(`The AI provider refused the request (${status}).`, false);
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    return new AiError('The AI model answered in a shape that could not be used, even after one repair attempt.', false);
  }
  const cause = error instanceof Error && error.cause ? error.cause : null;
  if (error instanceof TypeError || (cause instanceof Error && 'code' in cause)) {
    return new AiError('The AI provider could not be reached. Please try again.', true);
  }
  return new AiError('The AI model could not complete the request. Please try again.', true);
}

export function createAiClient(config: Config['ai']): AiClient {
  if (config.provider === 'offline') {
    return {
      provider: 'offline',
      isOffline: true,
      modelLabel: 'offline engine',
      async generate(task, input) {
        return task.schema.parse(task.offline(input));
      },
    };
  }

  const model = createLanguageModel(config);
  return {
    provider: config.provider,
    isOffline: false,
    modelLabel: `${config.provider}: ${config.model ?? DEFAULT_MODELS[config.provider] ?? ''}`,
    async generate(task, input) {
      const { system, prompt } = task.prompt(input);
      try {
        const { object } = await generateObject({
          model,
          schema: task.schema,
          schemaName: task.name.replaceAll(/[^a-zA-Z0-9_]/g, '_'),
          system,
          prompt,
          // Retries belong to the job queue, which backs off between attempts.
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(config.timeoutMs),
          // One repair attempt: show the model its answer and what was wrong with it.
          experimental_repairText: async ({ text, error }) => {
            const repaired = await generateText({
              model,
              maxRetries: 0,
              abortSignal: AbortSignal.timeout(config.timeoutMs),
              system: 'You fix JSON so that it matches a schema. Answer with the corrected JSON only, no prose, no code fences.',
              prompt: `This JSON was rejected: ${error.message}\n\nJSON:\n${text}\n\nThe task was:\n${prompt}`,
            });
            return repaired.text.replace(/^```(?:json)?\s*|\s*```$/g, '');
          },
        });
        return object as z.infer<typeof task.schema>;
      } catch (error) {
        throw toAiError(error, config.timeoutMs);
      }
    },
  };
}
