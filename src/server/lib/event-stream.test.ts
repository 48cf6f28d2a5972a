// The event queue that feeds a server-sent event stream: order, wake-ups, the bound on a reader that stops, and an
// abandoned read. The streams themselves are tested on a listening server in http-stream.test.ts.
import { describe, expect, it } from 'vitest';
import { createEventQueue } from './event-stream.ts';

describe('[LIB] createEventQueue', () => {
  it('hands over pushed items in order and ends after the queued ones', async () => {
    const queue = createEventQueue<number>({ maxBuffered: 5 });
    queue.push(1);
    queue.push(2);
    queue.end();
    queue.push(3);
    const items: number[] = [];
    for await (const item of queue) items.push(item);
    expect(items).toEqual([1, 2]);
  });

  it('wakes a waiting reader on push', async () => {
    const queue = createEventQueue<string>({ maxBuffered: 5 });
    const iterator = queue[Symbol.asyncIterator]();
    const next = iterator.next();
    queue.push('job ended');
    await expect(next).resolves.toEqual({ done: false, value: 'job ended' });
  });

  it('fails the stream once more than maxBuffered items wait for a reader that is not reading', async () => {
    const queue = createEventQueue<number>({ maxBuffered: 3 });
    for (let item = 0; item < 4; item += 1) queue.push(item);
    await expect(queue[Symbol.asyncIterator]().next()).rejects.toThrow(/More than 3 events waited/);
  });

  it('answers a pending read at once when the stream stops reading', async () => {
    const queue = createEventQueue<number>({ maxBuffered: 3 });
    const iterator = queue[Symbol.asyncIterator]();
    const pending = iterator.next();
    await iterator.return?.();
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
  });
});
