/**
 * The API faked at the network edge for component tests: `fetch` answers from a table of routes, and every request is
 * recorded with its parsed JSON body, so a test drives a component as a person would and checks what reached the server.
 */
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

export type FakeAnswer = { status?: number; json?: unknown; text?: string };
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
    const request = { method, path: url.pathname, body };
    requests.push(request);
    const handler = routes.get(`${method} ${url.pathname}`);
    const answer = handler ? await handler(request) : { status: 404, json: { message: `No fake for ${method} ${url.pathname}` } };
    const status = answer.status ?? 200;
    if (answer.text !== undefined) return new Response(answer.text, { status, headers: { 'content-type': 'text/plain' } });
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
