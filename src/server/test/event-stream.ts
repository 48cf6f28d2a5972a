// A page's `GET /events` stream, opened over real HTTP for tests that need to see the server end it.
import { expect } from 'vitest';

/** Opens `GET /events` and answers `hasEnded`, which settles true when the server ends the stream (false if it has not within 10 s). */
export async function openEventStream(baseUrl: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/events`, { headers: { cookie }, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  // The preamble arrives first: the stream is open and subscribed.
  expect(new TextDecoder().decode((await reader.read()).value)).toContain('retry:');
  const ended = (async () => {
    for (;;) {
      const { done } = await reader.read();
      if (done) return true;
    }
  })().catch(() => false);
  const gaveUp = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000).unref());
  return { hasEnded: () => Promise.race([ended, gaveUp]), close: () => controller.abort() };
}
