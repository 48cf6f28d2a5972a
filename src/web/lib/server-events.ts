// One EventSource per tab on `GET /events`; pages subscribe to the events they wait for (job endings, credits...).
import type { ServerEvent, ServerEventOfType, ServerEventSchema, ServerEventType } from '@shared/contracts/jobs.ts';
import { SERVER_EVENT_TYPES } from '@shared/contracts/jobs-constants.ts';

/** Called with each event, and with `null` whenever the channel opens (a chance to catch up). */
type Listener = (event: ServerEvent | null) => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;
/** The events' schema (and zod with it) loads with the first event, not with the page. */
let loadingSchema: Promise<typeof ServerEventSchema> | null = null;
/** Events are handed on in the order they came, each after the one before. */
let delivered: Promise<void> = Promise.resolve();

function ensureConnected(): EventSource | null {
  if (typeof EventSource === 'undefined') return null;
  if (source && source.readyState !== EventSource.CLOSED) return source;
  source = new EventSource('/events', { withCredentials: true });
  source.addEventListener('open', () => {
    for (const listener of listeners) listener(null);
  });
  const onMessage = (message: MessageEvent<string>) => {
    loadingSchema ??= import('@shared/contracts/jobs.ts').then((contract) => contract.ServerEventSchema);
    const schema = loadingSchema;
    delivered = delivered.then(async () => {
      let parsed;
      try {
        parsed = (await schema).safeParse(JSON.parse(message.data));
      } catch {
        return;
      }
      // The SSE event name and the payload's type agree; anything else is not an event this client knows.
      if (!parsed.success || parsed.data.type !== message.type) return;
      for (const listener of listeners) listener(parsed.data);
    });
  };
  for (const type of SERVER_EVENT_TYPES) source.addEventListener(type, onMessage);
  return source;
}

/** True while the push channel is open; otherwise callers poll. */
export function isPushConnected(): boolean {
  return source?.readyState === EventSource.OPEN;
}

export function subscribeToServerEvents(listener: Listener): () => void {
  ensureConnected();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` with each event of one type, and with `null` whenever the channel opens (a chance to catch up). */
export function subscribeToServerEvent<Type extends ServerEventType>(type: Type, listener: (event: ServerEventOfType<Type> | null) => void): () => void {
  return subscribeToServerEvents((event) => {
    if (event === null) listener(null);
    else if (event.type === type) listener(event as ServerEventOfType<Type>);
  });
}

/** Closes the channel (on logout). */
export function disconnectServerEvents(): void {
  source?.close();
  source = null;
  listeners.clear();
}
