import { stripExceptionPrefix } from '../../shared/display.ts';
import { createSessionRefresher, REFRESH_CHANNEL_NAME } from './session-refresh.ts';
import { endClientSession, signOutMark, wasSignedOutSince } from './session.ts';

export const SERVER_UNREACHABLE_MESSAGE = 'The server could not be reached. Check your connection and try again.';

/** An error answer from the API, with the server's message already readable. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let onSignedOut: () => void = () => window.location.assign('/auth/login?session=ended');

/** Where to go when the session cannot be renewed (the login page, which says so); main.tsx sets a client-side navigation. */
export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

// One renewal at a time across the browser's tabs (session-refresh.ts).
const sessionRefresher = createSessionRefresher({
  refresh: () =>
    fetch('/users/refresh', { method: 'POST', credentials: 'same-origin' })
      .then((response) => response.ok)
      .catch(() => false),
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
  channel: typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(REFRESH_CHANNEL_NAME) : undefined,
});

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return response.json().catch(() => null);
  const text = await response.text();
  return text.length > 0 ? text : null;
}

function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return stripExceptionPrefix(body.message);
  }
  if (status === 0) return SERVER_UNREACHABLE_MESSAGE;
  return `Request failed with status ${status}.`;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Authentication calls must not trigger a refresh-and-retry. */
  skipRefresh?: boolean;
}

/** Calls the API on the same origin; on a 401 it renews the session once, and signs out if that fails. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, skipRefresh = false } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: body === undefined || isForm ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
  };

  let response: Response;
  try {
    const sentAt = Date.now();
    const mark = signOutMark();
    response = await fetch(path, init);
    // A 401 that answers a logout under way is the logout itself, not a session that ended: nothing to renew or report.
    if (response.status === 401 && !skipRefresh && !wasSignedOutSince(mark)) {
      if (await sessionRefresher.renew(sentAt)) {
        response = await fetch(path, init);
      }
      if (response.status === 401 && !wasSignedOutSince(mark)) {
        endClientSession(`${window.location.pathname}${window.location.search}`);
        onSignedOut();
      }
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, messageOf(null, 0), null);
  }

  const payload = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, messageOf(payload, response.status), payload);
  return payload as T;
}

/**
 * Makes sure the access cookie is fresh before the browser fetches something by itself (a download link),
 * since such a request cannot renew the session on a 401.
 */
export async function ensureFreshSession(): Promise<void> {
  await apiRequest('/users/me');
}

function postJson(path: string, body: unknown, signal: AbortSignal | undefined): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  }).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, SERVER_UNREACHABLE_MESSAGE, null);
  });
}

/** A failed answer that is not JSON-only (a streamed reply, audio) as an `ApiError` carrying the server's readable message. */
export async function errorOfResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text || null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: a proxy's page or plain text; the status speaks instead.
  }
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim() !== ''
      ? stripExceptionPrefix(body.message)
      : `The reply could not be fetched (status ${response.status}). Please try again.`;
  return new ApiError(response.status, message, body);
}

export type ResponseWithBody = Response & { body: ReadableStream<Uint8Array> };

export interface PostForBodyOptions {
  signal?: AbortSignal | undefined;
  /** False where there is no session to renew (a visitor's chat). */
  canRenewSession?: boolean;
}

/**
 * Posts JSON and answers the successful response with its body unread, for answers that cannot go through
 * `apiRequest` (a streamed reply, audio). An expired access token is renewed once, the same way.
 */
export async function postForBody(path: string, body: unknown, { signal, canRenewSession = true }: PostForBodyOptions = {}): Promise<ResponseWithBody> {
  let response = await postJson(path, body, signal);
  if (response.status === 401 && canRenewSession) {
    await ensureFreshSession();
    response = await postJson(path, body, signal);
  }
  if (!response.ok || !response.body) throw await errorOfResponse(response);
  return response as ResponseWithBody;
}
