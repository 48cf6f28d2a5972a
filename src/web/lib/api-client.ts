import { currentLanguage, i18n } from '@/i18n/i18n.ts';
import { stripExceptionPrefix } from '@shared/display.ts';
import { takeEarlyResponse } from './early-requests.ts';
import { createSessionRefresher, REFRESH_CHANNEL_NAME } from './session-refresh.ts';
import { endClientSession, signOutMark, wasSignedOutSince } from './session.ts';

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
    fetch('/users/refresh', { method: 'POST', credentials: 'same-origin' }).then((response) => response.ok),
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
  channel: typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(REFRESH_CHANNEL_NAME) : undefined,
});

/** True for the rejection of a request, or of a body being read, that its AbortSignal stopped. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * What a person is shown for a failure: an ApiError's message (the server's own words), another error's message
 * without its exception prefix, or `fallback`. Every feature words its errors through this.
 */
export function readable(error: unknown, fallback = i18n.t('clientMessages.somethingWrong')): string {
  if (error instanceof Error) {
    const message = stripExceptionPrefix(error.message);
    if (message !== '') return message;
  }
  if (typeof error === 'string' && error.trim() !== '') return error.trim();
  return fallback;
}

/** The server's readable message in an error answer's body, when it has one. */
function messageOfBody(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('message' in body) || typeof body.message !== 'string') return null;
  const message = stripExceptionPrefix(body.message);
  return message === '' ? null : message;
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return response.json().catch(() => null);
  const text = await response.text();
  return text.length > 0 ? text : null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Authentication calls, and a visitor with no session, must not trigger a refresh-and-retry. */
  skipRefresh?: boolean;
  /** The `Accept` header: the form of answer asked for (a streamed reply as events). */
  accept?: string | undefined;
}

/**
 * The one way a request reaches the API: same origin, JSON or form body; on a 401 the session is renewed once and the
 * request repeated, and a session that cannot be renewed signs out. An abort rethrows as it is; a network failure is
 * an ApiError with status 0. Answers the response with its body unread.
 */
async function send(path: string, { method = 'GET', body, signal, skipRefresh = false, accept }: RequestOptions): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    // The interface's language, so the server's messages come in it (the browser's own header says its preferences).
    headers: { ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }), ...(accept ? { accept } : {}), 'accept-language': currentLanguage() },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
  };
  try {
    const sentAt = Date.now();
    const mark = signOutMark();
    // A plain read the page started as it opened (lib/early-requests.ts) is answered from there, once.
    let response = (method === 'GET' && body === undefined && !accept ? await takeEarlyResponse(path) : null) ?? (await fetch(path, init));
    // A 401 that answers a logout under way is the logout itself, not a session that ended: nothing to renew or report.
    if (response.status === 401 && !skipRefresh && !wasSignedOutSince(mark)) {
      const renewed = await sessionRefresher.renew(sentAt);
      // No answer to the renewal (the page is being left or reloaded, or the network is down) says nothing of the
      // session: the readable cookies every tab shares stay, and the request fails as unreachable.
      if (renewed === null) throw new ApiError(0, i18n.t('clientMessages.serverUnreachable'), null);
      if (renewed) response = await fetch(path, init);
      if (response.status === 401 && !wasSignedOutSince(mark)) {
        endClientSession(`${window.location.pathname}${window.location.search}`);
        onSignedOut();
      }
    }
    return response;
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, i18n.t('clientMessages.serverUnreachable'), null);
  }
}

/** Calls the API and answers its JSON (or text) body; an error answer throws an ApiError with the server's message. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  const payload = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, messageOfBody(payload) ?? i18n.t('clientMessages.requestFailed', { status: response.status }), payload);
  return payload as T;
}

/**
 * Makes sure the access cookie is fresh before the browser fetches something by itself (a download link),
 * since such a request cannot renew the session on a 401.
 */
export async function ensureFreshSession(): Promise<void> {
  await apiRequest('/users/me');
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
  return new ApiError(response.status, messageOfBody(body) ?? i18n.t('clientMessages.replyNotFetched', { status: response.status }), body);
}

export type ResponseWithBody = Response & { body: ReadableStream<Uint8Array> };

export interface PostForBodyOptions {
  signal?: AbortSignal | undefined;
  /** False where there is no session to renew (a visitor's chat). */
  canRenewSession?: boolean;
  /** The `Accept` header: the form of answer asked for (a streamed reply as events). */
  accept?: string;
}

/**
 * Posts JSON and answers the successful response with its body unread, for answers that cannot go through
 * `apiRequest` (a streamed reply, audio). Renewal, aborts and errors go the same way as `apiRequest`'s.
 */
export async function postForBody(path: string, body: unknown, { signal, canRenewSession = true, accept }: PostForBodyOptions = {}): Promise<ResponseWithBody> {
  const response = await send(path, { method: 'POST', body, signal, skipRefresh: !canRenewSession, accept });
  if (!response.ok || !response.body) throw await errorOfResponse(response);
  return response as ResponseWithBody;
}
