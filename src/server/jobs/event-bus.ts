// Delivers server events to the signed-in person's open pages, on whichever instance holds their connection:
// in process with PGlite (one process), through PostgreSQL LISTEN/NOTIFY when several instances share a database.
// Also tells every instance that logins have ended (logout, password change, stolen token, deleted account), so the
// streams those logins opened close.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { ServerEvent } from '../../shared/contracts/jobs.ts';

const CHANNEL = 'engram_events';
// A NOTIFY payload holds at most 8000 bytes; this many session ids fit with room.
const SESSION_IDS_PER_NOTICE = 100;

type Notice = { userId: string; event: ServerEvent } | { endedSessionIds: string[] } | { signal: string };

export interface EventBus {
  publish(userId: string, event: ServerEvent): Promise<void>;
  subscribe(userId: string, listener: (event: ServerEvent) => void): () => void;
  /** Tells every instance that these logins (auth sessions) have ended. */
  publishSessionsEnded(sessionIds: string[]): Promise<void>;
  /** Calls `listener` once the login ends, on whichever instance ended it; answers the unsubscribe. */
  onSessionEnded(sessionId: string, listener: () => void): () => void;
  /**
   * Tells every instance that `name` happened (a streamed reply was interrupted, and then saved): work one instance
   * holds is reached from the instance the request came to.
   */
  signal(name: string): Promise<void>;
  /** Calls `listener` each time `name` is signalled, on whichever instance; answers the unsubscribe. */
  onSignal(name: string, listener: () => void): () => void;
  close(): Promise<void>;
}

export async function createEventBus(options: { databaseUrl?: string | undefined; onError?: (error: unknown) => void }): Promise<EventBus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (notice: Notice) => {
    if ('endedSessionIds' in notice) for (const sessionId of notice.endedSessionIds) local.emit(`session-ended:${sessionId}`);
    else if ('signal' in notice) local.emit(`signal:${notice.signal}`);
    else local.emit(notice.userId, notice.event);
  };

  let listener: pg.Client | null = null;
  let publisher: pg.Pool | null = null;
  if (options.databaseUrl) {
    listener = new pg.Client({ connectionString: options.databaseUrl });
    await listener.connect();
    listener.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        deliver(JSON.parse(message.payload) as Notice);
      } catch (error) {
        options.onError?.(error);
      }
    });
    listener.on('error', (error) => options.onError?.(error));
    await listener.query(`LISTEN ${CHANNEL}`);
    publisher = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  }

  let isClosed = false;
  async function send(notice: Notice) {
    // A job can end while the server shuts down; there is nobody left to tell.
    if (isClosed) return;
    if (publisher) await publisher.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(notice)]);
    else deliver(notice);
  }

  return {
    publish: (userId, event) => send({ userId, event }),
    subscribe(userId, handler) {
      local.on(userId, handler);
      return () => local.off(userId, handler);
    },
    async publishSessionsEnded(sessionIds) {
      for (let start = 0; start < sessionIds.length; start += SESSION_IDS_PER_NOTICE) {
        await send({ endedSessionIds: sessionIds.slice(start, start + SESSION_IDS_PER_NOTICE) });
      }
    },
    onSessionEnded(sessionId, listener) {
      const name = `session-ended:${sessionId}`;
      local.once(name, listener);
      return () => local.off(name, listener);
    },
    signal: (name) => send({ signal: name }),
    onSignal(name, listener) {
      local.on(`signal:${name}`, listener);
      return () => local.off(`signal:${name}`, listener);
    },
    async close() {
      isClosed = true;
      local.removeAllListeners();
      await listener?.end().catch(() => undefined);
      await publisher?.end().catch(() => undefined);
    },
  };
}
