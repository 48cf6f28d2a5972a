import type { FastifyPluginAsync } from 'fastify';
import type { SessionStatusCache } from '../auth/session-status-cache.ts';
import { createEventQueue, sendEventStream, type ServerSentEvent } from '../lib/http-stream.ts';
import { tooManyRequests } from '../lib/http-errors.ts';
import { requireAuth } from '../auth/permissions.ts';
import type { EventBus } from './event-bus.ts';

const HEARTBEAT_MS = 25_000;
const RECONNECT_AFTER_MS = 3_000;
// Each stream holds a socket and a subscription; one person's tabs never need more.
export const MAX_STREAMS_PER_PERSON = 10;
// A page that stops reading is dropped rather than buffered for; its EventSource reconnects.
const MAX_BUFFERED_EVENTS = 100;
/** How often an open stream asks whether its login still stands, should the "login ended" notice be missed. */
export const SESSION_RECHECK_MS = 30_000;

/**
 * `GET /events`: server-sent events for the signed-in person (job endings, credits), with a heartbeat through proxies.
 * A stream ends with its login: at once on the bus's "login ended" notice, at the latest after SESSION_RECHECK_MS.
 */
export const eventsRoutes: FastifyPluginAsync<{ events: EventBus; sessions: Pick<SessionStatusCache, 'isActive'>; sessionRecheckMs?: number }> = async (
  app,
  { events, sessions, sessionRecheckMs = SESSION_RECHECK_MS },
) => {
  const streamsPerPerson = new Map<string, number>();
  // Ends open streams, so closing the server does not wait for browsers to hang up.
  const closing = new AbortController();
  app.addHook('onClose', async () => closing.abort());

  app.get('/events', { config: { skipTurn: true }, schema: { tags: ['jobs'], hide: true } }, (request, reply) => {
    const { userId, sessionId } = requireAuth(request);
    const streams = streamsPerPerson.get(userId) ?? 0;
    if (streams >= MAX_STREAMS_PER_PERSON) {
      throw tooManyRequests(`Too many open event streams (at most ${MAX_STREAMS_PER_PERSON}). Close another tab and try again.`);
    }
    streamsPerPerson.set(userId, streams + 1);
    return sendEventStream(
      request,
      reply,
      (signal) => {
        const queue = createEventQueue<ServerSentEvent>({ maxBuffered: MAX_BUFFERED_EVENTS });
        const unsubscribe = events.subscribe(userId, (event) => queue.push({ event: event.type, data: event }));
        const stopWatching = events.onSessionEnded(sessionId, () => queue.end());
        const recheck = setInterval(() => {
          void sessions.isActive(sessionId).then(
            (isActive) => {
              if (!isActive) queue.end();
            },
            (error: unknown) => request.log.warn({ err: error }, 'could not check the login of an event stream'),
          );
        }, sessionRecheckMs);
        recheck.unref();
        // Fires however the stream ends: the one place to let go of the subscriptions, the timer and the slot.
        signal.addEventListener(
          'abort',
          () => {
            unsubscribe();
            stopWatching();
            clearInterval(recheck);
            const left = (streamsPerPerson.get(userId) ?? 1) - 1;
            if (left > 0) streamsPerPerson.set(userId, left);
            else streamsPerPerson.delete(userId);
          },
          { once: true },
        );
        return queue;
      },
      { heartbeatMs: HEARTBEAT_MS, retryMs: RECONNECT_AFTER_MS, signal: closing.signal },
    );
  });
};
