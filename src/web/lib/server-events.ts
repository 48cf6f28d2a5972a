// One EventSource per tab on `GET /events`; pages subscribe to the jobs they wait for.
import { ServerEventSchema, type ServerEvent } from '../../shared/contracts/jobs.ts';

/** Called with each event, and with `null` whenever the channel opens (a chance to catch up). */
type Listener = (event: ServerEvent | null) => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;

function ensureConnected(): EventSource | null {
  if (typeof EventSource === 'undefined') return null;
  if (source && source.readyState !== EventSource.CLOSED) return source;
  source = new EventSource('/events', { withCredentials: true });
  source.addEventListener('open', () => {
    for (const listener of listeners) listener(null);
  });
  source.addEventListener('job', (message) => {
    let parsed;
    try {
      parsed = ServerEventSchema.safeParse(JSON.parse((message as MessageEvent<string>).data));
    } catch {
      return;
    }
    if (!parsed.success) return;
    for (const listener of listeners) listener(parsed.data);
  });
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

/** Closes the channel (on logout). */
export function disconnectServerEvents(): void {
  source?.close();
  source = null;
  listeners.clear();
}
