import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, isAbortError, postForBody, readable } from './api-client.ts';
import type * as Session from './session.ts';
import { readTextStream } from './text-stream.ts';

const ended = vi.hoisted(() => vi.fn());
vi.mock('./session.ts', async (importOriginal) => ({ ...(await importOriginal<typeof Session>()), endClientSession: ended }));

/** A small API on a real port: the client's requests go over HTTP as in the browser (same origin, relative paths). */
let server: Server;
let origin = '';
let refreshes = 0;
let isTokenFresh = false;
let countedReads = 0;
let isRefreshCut = false;

beforeAll(async () => {
  server = createServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/users/refresh') {
      // The renewal's connection cut before any answer, as when the page is reloaded while it is under way.
      if (isRefreshCut) return request.socket.destroy();
      refreshes += 1;
      isTokenFresh = true;
      return json(200, { success: true });
    }
    if (request.url === '/answer') return json(200, { value: 42 });
    if (request.url === '/counted') return json(200, { read: ++countedReads });
    if (request.url === '/refused') return json(400, { message: 'Error: Name is required.' });
    if (request.url === '/expiring') return isTokenFresh ? json(200, { renewed: true }) : json(401, { message: 'Token expired.' });
    if (request.url === '/proxy-page') {
      response.writeHead(502, { 'content-type': 'text/html' });
      return response.end('<html>Bad gateway</html>');
    }
    if (request.url === '/stream') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      response.write('Hello, ');
      return setTimeout(() => response.end('there.'), 10);
    }
    if (request.url === '/slow') return setTimeout(() => json(200, {}), 5_000);
    json(404, { message: 'Not found.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, origin), init));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('[WEB] the API client', () => {
  it('answers the JSON body of a successful request', async () => {
    expect(await apiRequest<{ value: number }>('/answer')).toEqual({ value: 42 });
  });

  it('turns an error answer into an ApiError carrying the server message without its exception prefix', async () => {
    const error = await apiRequest('/refused', { method: 'POST', body: { name: '' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Name is required.' });
    expect(readable(error)).toBe('Name is required.');
  });

  it('renews the session once on a 401 and repeats the request', async () => {
    isTokenFresh = false;
    refreshes = 0;
    expect(await apiRequest('/expiring')).toEqual({ renewed: true });
    expect(refreshes).toBe(1);
  });

  it('does not renew a visitor’s streamed request, and words a non-JSON error answer by its status', async () => {
    isTokenFresh = false;
    refreshes = 0;
    const expired = await postForBody('/expiring', {}, { canRenewSession: false }).catch((caught: unknown) => caught);
    expect(expired).toMatchObject({ status: 401, message: 'Token expired.' });
    expect(refreshes).toBe(0);
    const proxied = await postForBody('/proxy-page', {}).catch((caught: unknown) => caught);
    expect(proxied).toMatchObject({ status: 502, message: 'The reply could not be fetched (status 502). Please try again.' });
  });

  it('hands a streamed body over unread, for readTextStream', async () => {
    const response = await postForBody('/stream', { line: 'hi' });
    const pieces: string[] = [];
    expect(await readTextStream(response.body, { brokenMessage: 'broken', onChunk: (_chunk, soFar) => pieces.push(soFar) })).toBe('Hello, there.');
    expect(pieces.at(-1)).toBe('Hello, there.');
  });

  it('rethrows an abort as it is, and reports a server it cannot reach as status 0', async () => {
    const controller = new AbortController();
    const pending = apiRequest('/slow', { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    const aborted = await pending;
    expect(isAbortError(aborted)).toBe(true);
    expect(aborted).not.toBeInstanceOf(ApiError);

    const unreachable = await apiRequest('http://127.0.0.1:1/answer').catch((caught: unknown) => caught);
    expect(unreachable).toMatchObject({ status: 0, message: 'The server could not be reached. Check your connection and try again.' });
  });
});

describe('[WEB] the reads a page started as it opened (lib/early-requests.ts)', () => {
  /** Runs `body` with `window.engramEarlyRequests` as the page's inline script leaves it. */
  async function withEarlyReads(reads: Record<string, Promise<Response>>, body: () => Promise<void>) {
    const scope = globalThis as { window?: unknown };
    scope.window = { engramEarlyRequests: reads };
    try {
      await body();
    } finally {
      delete scope.window;
    }
  }

  it('answers the first request of a path from its early read, and asks the server for the next', async () => {
    countedReads = 0;
    await withEarlyReads({ '/counted': fetch('/counted') }, async () => {
      expect(await apiRequest('/counted')).toEqual({ read: 1 });
      expect(countedReads).toBe(1);
      expect(await apiRequest('/counted')).toEqual({ read: 2 });
    });
  });

  it('keeps the session when its renewal got no answer: the request fails as unreachable, and only a refusal ends it', async () => {
    isTokenFresh = false;
    isRefreshCut = true;
    ended.mockClear();
    // The page's address, which a session that ended is reported with.
    Object.assign(globalThis, { window: { location: { pathname: '/showcase', search: '' } } });
    try {
      const error = await apiRequest('/expiring').catch((caught: unknown) => caught);
      expect(error).toMatchObject({ status: 0 });
      expect(ended).not.toHaveBeenCalled();
    } finally {
      isRefreshCut = false;
      Reflect.deleteProperty(globalThis, 'window');
    }
  });

  it('asks again in the usual way when the early read was refused: a 401 still renews the session', async () => {
    isTokenFresh = false;
    refreshes = 0;
    await withEarlyReads({ '/expiring': fetch('/expiring') }, async () => {
      expect(await apiRequest('/expiring')).toEqual({ renewed: true });
      expect(refreshes).toBe(1);
    });
  });

  it('leaves a write and a request for another form of answer to the server', async () => {
    countedReads = 0;
    await withEarlyReads({ '/counted': fetch('/counted') }, async () => {
      await apiRequest('/counted', { method: 'POST', body: {} });
      expect(countedReads).toBe(2);
      await apiRequest('/counted', { accept: 'application/x-ndjson' });
      expect(countedReads).toBe(3);
      expect(await apiRequest('/counted')).toEqual({ read: 1 });
    });
  });
});

describe('[WEB] readable(error)', () => {
  it('shows an error’s message without its exception prefix, else the fallback', () => {
    expect(readable(new ApiError(409, 'That username is taken.', null))).toBe('That username is taken.');
    expect(readable(new TypeError('TypeError: Failed to fetch'))).toBe('Failed to fetch');
    expect(readable('Plain words.')).toBe('Plain words.');
    expect(readable(new Error(''), 'The file could not be downloaded.')).toBe('The file could not be downloaded.');
    expect(readable(undefined)).toBe('Something went wrong. Please try again.');
  });

  it('tells an abort from other failures', () => {
    expect(isAbortError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('AbortError'))).toBe(false);
    expect(isAbortError(new ApiError(0, 'The server could not be reached. Check your connection and try again.', null))).toBe(false);
  });
});
