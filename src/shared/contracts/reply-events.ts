// Events inside a streamed reply (a character's or a twin's, `text/plain`): besides the reply's text, the server may
// say how the reply is getting on. An event is one record of a JSON text sequence (RFC 7464): the record separator
// U+001E, one JSON object, a line feed. Everything outside records is the reply's text, which never holds U+001E
// (a model's control characters are dropped before anyone sees them).
import { z } from 'zod';

export const REPLY_EVENT_SEPARATOR = '\u001e';

/**
 * `queued`: the reply waits for its turn on a model that is busy with other replies (the local engine runs a few at
 * a time); the page says the character is thinking until the text comes. Sent at most once, before any text.
 */
export const ReplyEventSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('queued') })]);
export type ReplyEvent = z.infer<typeof ReplyEventSchema>;

/** The event as it travels in the stream. */
export function encodeReplyEvent(event: ReplyEvent): string {
  return `${REPLY_EVENT_SEPARATOR}${JSON.stringify(event)}\n`;
}

/**
 * Reads a streamed reply piece by piece: `push` answers the text of a piece and the events it completed; an event
 * cut between two pieces is held until its end arrives. A record that is not a known event is left out.
 */
export function createReplyEventReader(): { push(piece: string): { text: string; events: ReplyEvent[] } } {
  let held = '';
  return {
    push(piece) {
      let rest = held + piece;
      held = '';
      let text = '';
      const events: ReplyEvent[] = [];
      for (;;) {
        const start = rest.indexOf(REPLY_EVENT_SEPARATOR);
        if (start < 0) {
          text += rest;
          break;
        }
        text += rest.slice(0, start);
        const end = rest.indexOf('\n', start);
        if (end < 0) {
          held = rest.slice(start);
          break;
        }
        const parsed = parseEvent(rest.slice(start + 1, end));
        if (parsed) events.push(parsed);
        rest = rest.slice(end + 1);
      }
      return { text, events };
    },
  };
}

function parseEvent(json: string): ReplyEvent | null {
  try {
    const result = ReplyEventSchema.safeParse(JSON.parse(json));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
