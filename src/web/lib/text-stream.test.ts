import { describe, expect, it } from 'vitest';
import { encodeReplyEvent, type ReplyEvent } from '@shared/contracts/reply-events.ts';
import { readTextStream } from './text-stream.ts';

function streamOf(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

describe('readTextStream', () => {
  it("takes the server's events out of the reply and hands them over, the text unchanged", async () => {
    const event = encodeReplyEvent({ type: 'queued' });
    const events: ReplyEvent[] = [];
    const chunks: string[] = [];
    const text = await readTextStream(streamOf([event.slice(0, 5), `${event.slice(5)}Good `, 'morning.']), {
      brokenMessage: 'broken',
      onEvent: (received) => events.push(received),
      onChunk: (chunk) => chunks.push(chunk),
    });
    expect(text).toBe('Good morning.');
    expect(chunks).toEqual(['Good ', 'morning.']);
    expect(events).toEqual([{ type: 'queued' }]);
  });
});
