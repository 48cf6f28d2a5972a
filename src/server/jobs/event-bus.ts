// Delivers server events to the signed-in person's open pages, on whichever instance holds their connection:
// in process with PGlite (one process), through PostgreSQL LISTEN/NOTIFY when several instances share a database.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { ServerEvent } from '../../shared/contracts/jobs.ts';

const CHANNEL = 'engram_events';

export interface EventBus {
  publish(userId: string, event: ServerEvent): Promise<void>;
  subscribe(userId: string, listener: (event: ServerEvent) => void): () => void;
  close(): Promise<void>;
}

export async function createEventBus(options: { databaseUrl?: string | undefined; onError?: (error: unknown) => void }): Promise<EventBus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (userId: string, event: ServerEvent) => local.emit(userId, event);

  let listener: pg.Client | null = null;
  let publisher: pg.Pool | null = null;
  if (options.databaseUrl) {
    listener = new pg.Client({ connectionString: options.databaseUrl });
    await listener.connect();
    listener.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const { userId, event } = JSON.parse(message.payload) as { userId: string; event: ServerEvent };
        deliver(userId, event);
      } catch (error) {
        options.onError?.(error);
      }
    });
    listener.on('error', (error) => options.onError?.(error));
    await listener.query(`LISTEN ${CHANNEL}`);
    publisher = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  }

  let isClosed = false;
  return {
    async publish(userId, event) {
      // A job can end while the server shuts down; there is nobody left to tell.
      if (isClosed) return;
      if (publisher) {
        await publisher.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ userId, event })]);
      } else {
        deliver(userId, event);
      }
    },
    subscribe(userId, handler) {
      local.on(userId, handler);
      return () => local.off(userId, handler);
    },
    async close() {
      isClosed = true;
      local.removeAllListeners();
      await listener?.end().catch(() => undefined);
      await publisher?.end().catch(() => undefined);
    },
  };
}
