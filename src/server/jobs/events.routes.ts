import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../plugins/auth.ts';
import type { EventBus } from './event-bus.ts';

const HEARTBEAT_MS = 25_000;

/** `GET /events`: server-sent events for the signed-in person (job endings), with a heartbeat through proxies. */
export const eventsRoutes: FastifyPluginAsync<{ events: EventBus }> = async (app, { events }) => {
  const open = new Set<ServerResponse>();
  const heartbeat = setInterval(() => {
    for (const res of open) res.write(': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const res of open) res.end();
  });

  app.get('/events', { schema: { tags: ['jobs'], hide: true } }, (request, reply) => {
    const { userId } = requireAuth(request);
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
