// What the embedded local engine is asked and answers: a generation's request and result, the engine's state for the
// admin page, and the refusal when the machine lacks the memory.

export type LocalEngineStatus =
  | { state: 'not-configured' }
  | { state: 'loading'; model: string }
  | { state: 'ready'; model: string }
  | { state: 'failed'; model: string; reason: string };

/** One turn of the prompt as the engine reads it. */
export interface LocalMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LocalGenerationRequest {
  messages: LocalMessage[];
  /** The conversation whose context is kept for its next turn; without one the context is given back at the end. */
  conversationId?: string;
  temperature?: number;
  maxTokens?: number;
  /** A JSON schema the answer must follow, enforced token by token by a grammar. */
  jsonSchema?: object;
  signal?: AbortSignal;
  /** Each piece of text as it is written. */
  onText?: (text: string) => void;
  /** Called once when the request has to wait for another generation to finish. */
  onQueued?: () => void;
  /** Called when the request's turn comes and its generation begins. */
  onStart?: () => void;
}

export interface LocalGenerationResult {
  text: string;
  finishReason: 'stop' | 'length' | 'aborted';
  /** Tokens of the whole prompt, and of them the ones evaluated for this turn (the rest were kept from the last). */
  promptTokens: number;
  evaluatedTokens: number;
  outputTokens: number;
  /** How long the request waited in the queue. */
  queuedMs: number;
}

/** Refused because the machine lacks the memory, with the figures in the message. */
export class LocalEngineError extends Error {
  override name = 'LocalEngineError';
}
