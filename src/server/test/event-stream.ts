// A page's `GET /events` stream, opened over real HTTP for tests that need to see the server end it.
import { expect } from 'vitest';
import type { ServerEvent } from '../../shared/contracts/jobs.ts';

/**
 * Opens `GET /events` and reads its preamble, which arrives first: the stream is open and subscribed. Answers the reader,
 * the preamble's text and `close`.
 */
async function openEvents(baseUrl: string, cookie: string, decoder: TextDecoder) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/events`, { headers: { cookie }, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const preamble = decoder.decode((await reader.read()).value, { stream: true });
  expect(preamble).toContain('retry:');
  return { reader, preamble, close: () => controller.abort() };
}

/** Opens `GET /events` and answers `hasEnded`, which settles true when the server ends the stream (false if it has not within 10 s). */
export async function openEventStream(baseUrl: string, cookie: string) {
  const { reader, close } = await openEvents(baseUrl, cookie, new TextDecoder());
  const ended = (async () => {
    for (;;) {
      const { done } = await reader.read();
      if (done) return true;
    }
  })().catch(() => false);
  const gaveUp = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000).unref());
  return { hasEnded: () => Promise.race([ended, gaveUp]), close };
}

/** Opens `GET /events` and collects the events it receives (parsed), until `close`. */
export async function collectEventStream(baseUrl: string, cookie: string) {
  const decoder = new TextDecoder();
  const { reader, preamble, close } = await openEvents(baseUrl, cookie, decoder);
  let buffer = preamble;
  const received: ServerEvent[] = [];
  void (async () => {
    for (;;) {
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const data = buffer.slice(0, end).split('\n').find((line) => line.startsWith('data: '));
        if (data) received.push(JSON.parse(data.slice('data: '.length)) as ServerEvent);
        buffer = buffer.slice(end + 2);
      }
      const next = await reader.read();
      if (next.done) return;
      buffer += decoder.decode(next.value, { stream: true });
    }
  })().catch(() => undefined);
  return { received, close };
}
