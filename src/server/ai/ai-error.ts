// How a provider's failure reads: AiError (a message a person can act on, whether a retry may help, and its kind),
// made from the SDK's and the network's errors by toAiError.
import { loadedAiSdk } from './ai-sdk.ts';

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

/** A duration in seconds as a message says it. */
export function describeSeconds(ms: number): string {
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
  /** The message when the address answers, but not as an API does (a web page, or a bare 404 with no error object). */
  notAnApi?: string;
}

const MODEL_ERROR_MESSAGES: ProviderErrorMessages = {
  subject: 'The AI model',
  refusedKey: "The AI provider refused this server's key. Please tell your administrator.",
  unknownModel: "The AI provider doesn't offer the model this server is set to use. Please tell your administrator.",
  notAnApi: "The AI provider's address does not answer like an AI service. Please tell your administrator.",
};

const NOT_AN_API = "This address doesn't look like an OpenAI-compatible API. Check the base URL (it usually ends in /v1).";

/**
 * A provider's HTTP answer that was not a success (statusCode), or no answer at all (undefined: the address could not
 * be reached), from a call made without the SDK (chat-completions.ts).
 */
export class ProviderHttpError extends Error {
  constructor(
    readonly statusCode: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderHttpError';
  }
}

/** Whether a 404's body is an API's error object (`{ "error": … }`, `{ "detail": … }`), which says the model is unknown. */
function isApiErrorBody(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as unknown;
    return typeof parsed === 'object' && parsed !== null && ('error' in parsed || 'detail' in parsed || 'message' in parsed);
  } catch {
    return false;
  }
}

/**
 * What a provider's HTTP status means to a person (undefined: nothing answered). A 404 is an unknown model only when
 * the answer is an API's error; a web page or an empty 404 means the address is not the API (`isApiError` false).
 */
function errorForStatus(status: number | undefined, messages: ProviderErrorMessages, isApiError = true): AiError {
  if (status === 401 || status === 403) return new AiError(messages.refusedKey, false);
  if (status === 404) return new AiError(isApiError ? messages.unknownModel : (messages.notAnApi ?? NOT_AN_API), false);
  if (status === 429) return new AiError('The AI provider is receiving too many requests. Please try again shortly.', true, 'busy');
  if (status !== undefined && status >= 500) return new AiError(`The AI provider had an error (${status}). Please try again.`, true);
  if (status === undefined) return new AiError(messages.unreachable ?? 'The AI provider could not be reached. Please try again.', true);
  return new AiError(`The AI provider refused the request (${status}).`, false);
}

/** Turns SDK and network failures into messages a person can act on. */
export function toAiError(error: unknown, timeoutMs: number, messages: ProviderErrorMessages = MODEL_ERROR_MESSAGES): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new AiError(`${messages.subject} did not answer within ${describeSeconds(timeoutMs)}. Please try again.`, true, 'timeout');
  }
  // chat-completions.ts keeps the message of an API's error object and an empty one for anything else.
  if (error instanceof ProviderHttpError) return errorForStatus(error.statusCode, messages, error.message !== '');
  // Only a loaded SDK makes its own errors.
  const sdk = loadedAiSdk()?.ai;
  if (sdk?.APICallError.isInstance(error)) return errorForStatus(error.statusCode, messages, isApiErrorBody(error.responseBody ?? ''));
  if (sdk?.NoObjectGeneratedError.isInstance(error)) {
    return new AiError('The AI model answered in a shape that could not be used, even after one repair attempt.', false);
  }
  const cause = error instanceof Error && error.cause ? error.cause : null;
  if (error instanceof TypeError || (cause instanceof Error && 'code' in cause)) {
    return new AiError(messages.unreachable ?? 'The AI provider could not be reached. Please try again.', true);
  }
  return new AiError('The AI model could not complete the request. Please try again.', true);
}
