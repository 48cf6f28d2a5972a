// A streamed reply started at once, which knows whether it waits for its turn on a busy model (the local engine runs
// a few generations at a time): the chat routes then tell the page with the reply stream's `queued` event, so the
// person sees that the character is thinking while the reply waits, however long the queue.
import type { ReplyQueuedEvent } from '../../shared/contracts/reply-events.ts';
import { readAhead } from '../lib/read-ahead.ts';
import type { AiStreamOptions } from './ai-task.ts';

export interface StartedReply extends AsyncIterable<string> {
  /** True as soon as the reply is known to wait for its turn; false once its first words (or its end) came first. */
  readonly waitsForTurn: Promise<boolean>;
}

/** The event a chat yields, before the reply's first words, when the reply waits for its turn. */
export const QUEUED_EVENT: ReplyQueuedEvent = { type: 'queued' };

/** Starts the reply `start` makes (with the `onQueued` it passes to `ai.stream`) at once, before anyone reads it. */
export function startReply(start: (onQueued: NonNullable<AiStreamOptions['onQueued']>) => AsyncIterable<string>): StartedReply {
  let onQueued: () => void = () => undefined;
  const queued = new Promise<true>((resolve) => {
    onQueued = () => resolve(true);
  });
  const reply = readAhead(start(() => onQueued()));
  return {
    waitsForTurn: Promise.race([queued, reply.firstSettled.then(() => false)]),
    [Symbol.asyncIterator]: () => reply[Symbol.asyncIterator](),
  };
}
