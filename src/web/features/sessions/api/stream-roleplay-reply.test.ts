import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConversationMessage, TurnSavedEvent } from '@shared/contracts/conversations.ts';
import { ApiError } from '@/lib/api-client.ts';
import { streamRoleplayReply } from './stream-roleplay-reply.ts';

const CONVERSATION_ID = '5b0c2f4e-3a57-4c39-9d67-1f2e3d4c5b6a';
const REPLY_ID = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;
let handler: Handler = (_request, response) => response.end();
let server: Server;
let base = '';
const requests: { method: string; path: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', path: request.url ?? '', body });
      handler(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The browser resolves the client's same-origin paths against the page; here, against the test server.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (path: string, init?: RequestInit) => realFetch(`${base}${path}`, init));
});

afterEach(() => {
  requests.length = 0;
});

afterAll(async () => {
  vi.unstubAllGlobals();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const LEARNER: ConversationMessage = { id: '1c2b3a49-5867-4a5b-8c7d-6e5f4a3b2c1d', role: 'learner', content: 'Hi', created_at: '2026-01-01T00:01:00.000Z', interrupted: false };
const savedAfter = (reply: string): TurnSavedEvent => ({
  type: 'saved',
  learner: LEARNER,
  reply: { id: REPLY_ID, role: 'character', content: reply, created_at: '2026-01-01T00:01:00.000Z', interrupted: false },
  character_ended_message_id: null,
  turns_left: 29,
});

/**
 * Streams the turn as the server does when asked for events: started, the pieces as text events (a pause between
 * them, so they arrive as separate chunks), then saved; `breakOff` ends the connection after the pieces instead.
 */
function streamPieces(response: ServerResponse, pieces: string[], options: { breakOff?: boolean; isQueued?: boolean } = {}) {
  response.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8' });
  const line = (event: unknown) => `${JSON.stringify(event)}\n`;
  if (options.isQueued) response.write(line({ type: 'queued' }));
  response.write(line({ type: 'started', learner: LEARNER, reply_id: REPLY_ID }));
  let index = 0;
  const next = () => {
    if (index === pieces.length) {
      if (options.breakOff) response.socket?.destroy();
      else response.end(line(savedAfter(pieces.join(''))));
      return;
    }
    response.write(line({ type: 'text', text: pieces[index] }));
    index += 1;
    setTimeout(next, 20);
  };
  next();
}

describe('streamRoleplayReply', () => {
  it('posts the line asking for events, names the reply once it has begun, hands over every piece and what was saved', async () => {
    const accepts: (string | undefined)[] = [];
    handler = (request, response) => {
      accepts.push(request.headers.accept);
      streamPieces(response, ['Well, ', 'that depends ', 'on the price.']);
    };
    const seen: [string, string][] = [];
    const ids: string[] = [];
    const answer = await streamRoleplayReply({
      conversationId: CONVERSATION_ID,
      message: 'Can we talk about the renewal?',
      onStarted: (started) => ids.push(started.reply_id),
      onChunk: (chunk, soFar) => seen.push([chunk, soFar]),
    });
    expect(answer).toEqual({ reply: 'Well, that depends on the price.', saved: savedAfter('Well, that depends on the price.') });
    expect(ids).toEqual([REPLY_ID]);
    expect(accepts).toEqual(['application/x-ndjson']);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.at(-1)?.[1]).toBe('Well, that depends on the price.');
    expect(seen.map(([chunk]) => chunk).join('')).toBe('Well, that depends on the price.');
    expect(requests).toEqual([
      { method: 'POST', path: '/conversational/roleplay-chat', body: JSON.stringify({ scenario_conv_list_id: CONVERSATION_ID, message: 'Can we talk about the renewal?' }) },
    ]);
  });

  it('says the reply waits for its turn on a busy model before it names the reply', async () => {
    handler = (_request, response) => streamPieces(response, ['At last.'], { isQueued: true });
    const seen: string[] = [];
    const answer = await streamRoleplayReply({
      conversationId: CONVERSATION_ID,
      message: 'Hello?',
      onQueued: () => seen.push('queued'),
      onStarted: () => seen.push('started'),
      onChunk: (chunk) => seen.push(chunk),
    });
    expect(seen).toEqual(['queued', 'started', 'At last.']);
    expect(answer).toEqual({ reply: 'At last.', saved: savedAfter('At last.') });
  });

  it('keeps a character split across two chunks whole, in events as in a plain-text answer', async () => {
    const event = Buffer.from(`${JSON.stringify({ type: 'text', text: 'Café ☕ time' })}\n`, 'utf8');
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8' });
      // Split inside the three bytes of the cup, in the middle of the event's line.
      const cup = event.indexOf(0xe2);
      response.write(event.subarray(0, cup + 1));
      setTimeout(() => response.end(event.subarray(cup + 1)), 20);
    };
    expect(await streamRoleplayReply({ conversationId: CONVERSATION_ID, message: 'Hi' })).toEqual({ reply: 'Café ☕ time', saved: null });

    const bytes = Buffer.from('Café ☕ time', 'utf8');
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      // Split inside the three bytes of the cup.
      response.write(bytes.subarray(0, 7));
      setTimeout(() => response.end(bytes.subarray(7)), 20);
    };
    const answer = await streamRoleplayReply({ conversationId: CONVERSATION_ID, message: 'Hi' });
    expect(answer.reply).toBe('Café ☕ time');
  });

  it('rejects with the server\'s message when the session is over (409), without reading a reply', async () => {
    handler = (_request, response) => json(response, 409, { message: "This conversation's time is up." });
    const onChunk = vi.fn();
    const failure = await streamRoleplayReply({ conversationId: CONVERSATION_ID, message: 'One more thing', onChunk }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, message: "This conversation's time is up." });
    expect(onChunk).not.toHaveBeenCalled();
  });

  it('says something readable when the error answer is not JSON', async () => {
    handler = (_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html>Bad gateway</html>');
    };
    await expect(streamRoleplayReply({ conversationId: CONVERSATION_ID, message: 'Hi' })).rejects.toMatchObject({
      status: 502,
      message: 'The reply could not be fetched (status 502). Please try again.',
    });
  });

  it('renews an expired session once and sends the line again', async () => {
    let isFresh = false;
    handler = (request, response) => {
      if (request.url === '/users/refresh') {
        isFresh = true;
        return json(response, 200, { success: true });
      }
      if (!isFresh) return json(response, 401, { message: 'Sign in again.' });
      streamPieces(response, ['Hello again.']);
    };
    const answer = await streamRoleplayReply({ conversationId: CONVERSATION_ID, message: 'Hi' });
    expect(answer.reply).toBe('Hello again.');
    // The same renewal as every other request: the refresh, then the line again, with no detour through /users/me.
    expect(requests.map((request) => request.path)).toEqual(['/conversational/roleplay-chat', '/users/refresh', '/conversational/roleplay-chat']);
  });

  it('rejects readably when the reply breaks off, after handing over what arrived', async () => {
    handler = (_request, response) => streamPieces(response, ['I was about to say '], { breakOff: true });
    const seen: string[] = [];
    const failure = await streamRoleplayReply({ conversationId: CONVERSATION_ID, message: 'Hi', onChunk: (_chunk, soFar) => seen.push(soFar) }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toMatch(/broke off/);
    expect(seen.at(-1)).toBe('I was about to say ');
  });

  it('stops reading when aborted, with an AbortError', async () => {
    handler = (_request, response) => streamPieces(response, Array.from({ length: 50 }, (_, index) => `word${index} `));
    const controller = new AbortController();
    const seen: string[] = [];
    const reading = streamRoleplayReply({
      conversationId: CONVERSATION_ID,
      message: 'Hi',
      signal: controller.signal,
      onChunk: (_chunk, soFar) => {
        seen.push(soFar);
        if (seen.length === 2) controller.abort();
      },
    });
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(2);
  });

  it('says the server could not be reached when nothing answers', async () => {
    handler = (request) => request.socket.destroy();
    await expect(streamRoleplayReply({ conversationId: CONVERSATION_ID, message: 'Hi' })).rejects.toMatchObject({
      status: 0,
      message: 'The server could not be reached. Check your connection and try again.',
    });
  });
});
