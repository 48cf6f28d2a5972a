// A streamed chat reply as typed events (NDJSON, `REPLY_EVENTS_MEDIA_TYPE`): the pieces of the reply (`text`) and,
// per chat, the events that say what the server saved or decided. A reader skips a type it does not know, so a
// stream may carry new kinds of events without breaking an older page.
import { z } from 'zod';
import type { ReplyTextEvent } from './reply-events-constants.ts';

export { REPLY_EVENTS_MEDIA_TYPE, type ReplyTextEvent } from './reply-events-constants.ts';

export const ReplyTextEventSchema = z.object({ type: z.literal('text'), text: z.string() }) satisfies z.ZodType<ReplyTextEvent>;
