// How a streamed chat reply travels as typed events, without zod (the pages' stream reader imports this;
// reply-events.ts and the chats' contracts hold the schemas).

/**
 * The media type a page asks for (`Accept`) to read a streamed reply as typed events: one JSON object a line
 * (NDJSON), each with a `type`. Without it the chat routes answer the reply as plain text, as they always have.
 */
export const REPLY_EVENTS_MEDIA_TYPE = 'application/x-ndjson';

/** A piece of the reply as it is written; every stream of events carries these. */
export interface ReplyTextEvent {
  type: 'text';
  text: string;
}
