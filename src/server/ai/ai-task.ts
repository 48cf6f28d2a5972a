// What a task hands the AI client: a structured-output task (`AiTask`) or a streamed chat reply (`AiStreamTask`),
// each with its prompt and its offline engine's answer.
import type { z } from 'zod';

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
  /**
   * The conversation this reply belongs to: a local model keeps its context for the conversation's next turn, so a
   * turn evaluates only its new words. Other engines ignore it.
   */
  conversationId?: string;
  /**
   * Called once when the reply has to wait for its turn before the model starts on it (a local model writing other
   * replies). The time-out does not run while it waits. Other engines never call it.
   */
  onQueued?: () => void;
}
