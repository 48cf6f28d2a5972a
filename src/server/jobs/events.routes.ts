import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { tooManyRequests } from '../lib/http-errors.ts';
import { requireAuth } from '../plugins/auth.ts';
import type { EventBus } from './event-bus.ts';

const HEARTBEAT_MS = 25_000;
// Each stream holds a socket and a subscription; one person's tabs never need more.
export const MAX_STREAMS_PER_PERSON = 10;

/** `GET /events`: server-sent events for the signed-in person (job endings), with a heartbeat through proxies. */
export const eventsRoutes: FastifyPluginAsync<{ events: EventBus }> = async (app, { events }) => {
  const open = new Set<ServerResponse>();
  const streamsPerPerson = new Map<string, number>();
  const heartbeat = setInterval(() => {
    for (const res of open) res.write(': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const res of open) res.end();
  });

  app.get('/events', { config: { skipTurn: true }, schema: { tags: ['jobs'], hide: true } }, (request, reply) => {
    const { userId } = requireAuth(request);
    const streams = streamsPerPerson.get(userId) ?? 0;
    if (streams >= MAX_STREAMS_PER_PERSON) {
      throw tooManyRequests(`Too many open event streams (at most ${MAX_STREAMS_PER_PERSON}). Close another tab and try again.`);
    }
    streamsPerPerson.set(userId, streams + 1);
    reply.raw.once('close', () => {
      const left = (streamsPerPerson.get(userId) ?? 1) - 1;
      if (left > 0) streamsPerPerson.set(userId, left);
      else streamsPerPerson.delete(userId);
    });
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    open.add(res);
    const unsubscribe = events.subscribe(userId, (event) => {
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    request.raw.on('close', () => {
      unsubscribe();
      open.delete(res);
    });
  });
};
