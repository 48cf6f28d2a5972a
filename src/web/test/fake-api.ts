/**
 * The API faked at the network edge for component tests: `fetch` answers from a table of routes, and every request is
 * recorded with its parsed JSON body, so a test drives a component as a person would and checks what reached the server.
 */
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  /** The query (`?team_id=…`), when the request had one. */
  search?: string;
  /** The `Accept` header, when the request set one. */
  accept?: string;
}

/** A JSON body, plain text, or a streamed reply's events (one JSON object a line, as the chat routes answer). */
export type FakeAnswer = { status?: number; json?: unknown; text?: string; events?: readonly unknown[] };
type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApi {
  /** Answers `METHOD /path` (the path without its query) with `answer`, or what the handler returns. */
  on(route: string, answer: FakeAnswer | Handler): FakeApi;
  /** Every request made so far, in order. */
  readonly requests: FakeRequest[];
}

/** Replaces `fetch` for this test file; a request no route answers is a 404 the test will see. */
export function fakeApi(): FakeApi {
  const routes = new Map<string, Handler>();
  const requests: FakeRequest[] = [];
  const api: FakeApi = {
    requests,
    on(route, answer) {
      routes.set(route, typeof answer === 'function' ? answer : () => answer);
      return api;
    },
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? parseJson(init.body) : (init.body ?? null);
    const accept = new Headers(init.headers).get('accept') ?? undefined;
    const request: FakeRequest = { method, path: url.pathname, body, ...(url.search ? { search: url.search } : {}), ...(accept ? { accept } : {}) };
    requests.push(request);
    const handler = routes.get(`${method} ${url.pathname}`);
    const answer = handler ? await handler(request) : { status: 404, json: { message: `No fake for ${method} ${url.pathname}` } };
    const status = answer.status ?? 200;
    if (answer.text !== undefined) return new Response(answer.text, { status, headers: { 'content-type': 'text/plain' } });
    if (answer.events !== undefined) {
      const lines = answer.events.map((event) => `${JSON.stringify(event)}\n`).join('');
      return new Response(lines, { status, headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } });
    }
    return new Response(answer.json === undefined ? null : JSON.stringify(answer.json), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return api;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
