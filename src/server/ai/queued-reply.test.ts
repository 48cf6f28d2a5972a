import { describe, expect, it } from 'vitest';
import { startReply } from './queued-reply.ts';

async function all(chunks: AsyncIterable<string>): Promise<string[]> {
  const read: string[] = [];
  for await (const chunk of chunks) read.push(chunk);
  return read;
}

describe('a reply started at once', () => {
  it('asks for its first words before anyone reads it', async () => {
    let isAsked = false;
    const reply = startReply(() =>
      (async function* () {
        isAsked = true;
        yield 'Hello.';
      })(),
    );
    await Promise.resolve();
    expect(isAsked).toBe(true);
    expect(await reply.waitsForTurn).toBe(false);
    expect(await all(reply)).toEqual(['Hello.']);
  });

  it('knows it waits for its turn before its first words, and reads them once its turn comes', async () => {
    let start: () => void = () => undefined;
    const turn = new Promise<void>((resolve) => {
      start = resolve;
    });
    const reply = startReply((onQueued) =>
      (async function* () {
        onQueued();
        await turn;
        yield 'At last.';
      })(),
    );
    expect(await reply.waitsForTurn).toBe(true);
    start();
    expect(await all(reply)).toEqual(['At last.']);
  });

  it('keeps a failure before anyone reads it for the first read', async () => {
    const failing: AsyncIterable<string> = { [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('The model failed.')) }) };
    const reply = startReply(() => failing);
    expect(await reply.waitsForTurn).toBe(false);
    await expect(all(reply)).rejects.toThrow('The model failed.');
  });
});
