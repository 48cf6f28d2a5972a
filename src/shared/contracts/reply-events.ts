// A streamed chat reply as typed events (NDJSON, `REPLY_EVENTS_MEDIA_TYPE`): the pieces of the reply (`text`) and,
// per chat, the events that say what the server saved or decided. A reader skips a type it does not know, so a
// stream may carry new kinds of events without breaking an older page.
import { z } from 'zod';
import type { ReplyTextEvent } from './reply-events-constants.ts';

export { REPLY_EVENTS_MEDIA_TYPE, type ReplyTextEvent } from './reply-events-constants.ts';

export const ReplyTextEventSchema = z.object({ type: z.literal('text'), text: z.string() }) satisfies z.ZodType<ReplyTextEvent>;

/**
 * The reply waits for its turn on a model that is busy with other replies (the local engine writes a few at a time):
 * the page says the character is thinking until the text comes. Sent at most once, before the reply's first words.
 * A plain-text answer leaves it out.
 */
export const ReplyQueuedEventSchema = z.object({ type: z.literal('queued') });
export type ReplyQueuedEvent = z.infer<typeof ReplyQueuedEventSchema>;
