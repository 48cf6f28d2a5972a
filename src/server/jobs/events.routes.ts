import type { FastifyPluginAsync } from 'fastify';
import type { SessionStatusCache } from '../auth/session-status-cache.ts';
import { createEventQueue, sendEventStream, type ServerSentEvent } from '../lib/event-stream.ts';
import { tooManyRequests } from '../lib/http-errors.ts';
import { requireAuth } from '../auth/permissions.ts';
import type { EventBus } from './event-bus.ts';

const HEARTBEAT_MS = 25_000;
const RECONNECT_AFTER_MS = 3_000;
// Each stream holds a socket and a subscription; one person's tabs never need more.
export const MAX_STREAMS_PER_PERSON = 10;
// A page that stops reading is dropped rather than buffered for; its EventSource reconnects.
const MAX_BUFFERED_EVENTS = 100;
/**
 * An open stream's slot is a lease in PostgreSQL, so the cap holds across instances; the instance renews its streams'
 * leases while they are open, and a dead instance's streams stop counting once their leases run out.
 */
const STREAM_LEASE_MS = 60_000;
const STREAM_LEASE_RENEW_MS = 20_000;
/** How often an open stream asks whether its login still stands, should the "login ended" notice be missed. */
export const SESSION_RECHECK_MS = 30_000;

/** A person's open streams, counted across instances (app.ts gives the limits repository, db/limits.repository.ts). */
export interface StreamLeases {
  /** A new lease for `userId`'s stream, or null when `max` are open already. */
  openStreamLease(userId: string, max: number, ttlMs: number): Promise<string | null>;
  renewStreamLeases(ids: string[], ttlMs: number): Promise<void>;
  closeStreamLease(id: string): Promise<void>;
}

/**
 * `GET /events`: server-sent events for the signed-in person (job endings, credits), with a heartbeat through proxies.
 * A stream ends with its login: at once on the bus's "login ended" notice, at the latest after SESSION_RECHECK_MS.
 */
export const eventsRoutes: FastifyPluginAsync<{
  events: EventBus;
  sessions: Pick<SessionStatusCache, 'isActive'>;
  limits: StreamLeases;
  sessionRecheckMs?: number;
}> = async (app, { events, sessions, limits, sessionRecheckMs = SESSION_RECHECK_MS }) => {
  // The leases of the streams this instance holds open.
  const leases = new Set<string>();
  const renewal = setInterval(() => {
    limits.renewStreamLeases([...leases], STREAM_LEASE_MS).catch((error: unknown) => app.log.warn({ err: error }, 'could not renew event-stream leases'));
  }, STREAM_LEASE_RENEW_MS);
  renewal.unref();
  // Ends open streams, so closing the server does not wait for browsers to hang up.
  const closing = new AbortController();
  app.addHook('onClose', async () => {
    clearInterval(renewal);
    closing.abort();
  });

  app.get('/events', { config: { skipTurn: true }, schema: { tags: ['jobs'], hide: true } }, async (request, reply) => {
    const { userId, sessionId } = requireAuth(request);
    const leaseId = await limits.openStreamLease(userId, MAX_STREAMS_PER_PERSON, STREAM_LEASE_MS);
    if (!leaseId) throw tooManyRequests(`Too many open event streams (at most ${MAX_STREAMS_PER_PERSON}). Close another tab and try again.`);
    const source = (signal: AbortSignal) => {
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
      // Fires however the stream ends: the one place to let go of the subscriptions and the timer.
      signal.addEventListener(
        'abort',
        () => {
          unsubscribe();
          stopWatching();
          clearInterval(recheck);
        },
        { once: true },
      );
      return queue;
    };
    leases.add(leaseId);
    try {
      await sendEventStream(request, reply, source, { heartbeatMs: HEARTBEAT_MS, retryMs: RECONNECT_AFTER_MS, signal: closing.signal });
    } finally {
      // However the stream ended (even before its first byte), its slot is free again on every instance.
      leases.delete(leaseId);
      await limits.closeStreamLease(leaseId).catch((error: unknown) => request.log.warn({ err: error }, 'could not close an event-stream lease'));
    }
  });
};
