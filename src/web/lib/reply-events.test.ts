import { describe, expect, it } from 'vitest';
import { REPLY_EVENTS_MEDIA_TYPE } from '@shared/contracts/reply-events-constants.ts';
import { readReplyEvents } from './reply-events.ts';

function answerOf(pieces: string[], contentType: string): Response & { body: ReadableStream<Uint8Array> } {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': contentType } }) as Response & { body: ReadableStream<Uint8Array> };
}

describe('readReplyEvents', () => {
  it('hands over the queued event before the text, also when the lines arrive cut between pieces', async () => {
    const stream = ['{"type":"queued"}', '{"type":"text","text":"Good "}', '{"type":"text","text":"morning."}', '{"type":"done"}'].map((line) => `${line}\n`).join('');
    for (let cut = 0; cut <= stream.length; cut += 7) {
      const seen: string[] = [];
      const reply = await readReplyEvents<{ type: 'queued' } | { type: 'text'; text: string } | { type: 'done' }>(
        answerOf([stream.slice(0, cut), stream.slice(cut)], `${REPLY_EVENTS_MEDIA_TYPE}; charset=utf-8`),
        { brokenMessage: 'broken', onText: (text) => seen.push(text), onEvent: (event) => seen.push(event.type) },
      );
      expect(reply).toBe('Good morning.');
      expect(seen).toEqual(['queued', 'Good ', 'morning.', 'done']);
    }
  });

  it('reads a plain-text answer as its text, with no events', async () => {
    const events: string[] = [];
    const reply = await readReplyEvents(answerOf(['Good ', 'morning.'], 'text/plain; charset=utf-8'), { brokenMessage: 'broken', onEvent: (event) => events.push(event.type) });
    expect(reply).toBe('Good morning.');
    expect(events).toEqual([]);
  });
});
