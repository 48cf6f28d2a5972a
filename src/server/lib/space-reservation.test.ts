import { describe, expect, it } from 'vitest';
import { HttpError } from './http-errors.ts';
import { RESERVATION_STEP_BYTES, reserveSpace, type SpaceCounter } from './space-reservation.ts';

/** A counter with the database's semantics: each conditional add is atomic, and every call yields to the others first. */
function fakeCounter(limit: number) {
  const state = { used: 0, adds: 0 };
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  const counter: SpaceCounter = {
    async tryAdd(bytes) {
      await tick();
      state.adds += 1;
      if (state.used + bytes > limit) return false;
      state.used += bytes;
      return true;
    },
    async subtract(bytes) {
      await tick();
      state.used = Math.max(0, state.used - bytes);
    },
    noRoom: async () => new HttpError(413, 'No room.'),
  };
  return { counter, state };
}

/** One upload: reserve, cover its bytes as they "arrive" in 1 KB chunks, settle; release on failure. */
async function upload(counter: SpaceCounter, size: number, options: { upfrontBytes: number; maxBytes: number }): Promise<boolean> {
  let reservation;
  try {
    reservation = await reserveSpace(counter, options);
    for (let total = 1024; total < size + 1024; total += 1024) await reservation.cover(Math.min(total, size));
    await reservation.settle(size);
    return true;
  } catch (error) {
    await reservation?.release();
    if (error instanceof HttpError && error.statusCode === 413) return false;
    throw error;
  }
}

describe('[STORAGE] reserveSpace', () => {
  it('never holds more than the limit: twelve uploads sized by Content-Length with room for four → four', async () => {
    const { counter, state } = fakeCounter(20 * 1024);
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => upload(counter, 4608, { upfrontBytes: 4900, maxBytes: 8192 })));
    expect(outcomes.filter(Boolean)).toHaveLength(4);
    expect(state.used).toBe(4 * 4608);
  });

  it('grows step by step without a size hint and gives everything back on failure', async () => {
    const { counter, state } = fakeCounter(3 * RESERVATION_STEP_BYTES);
    // Upfront the per-upload maximum does not fit, so it grows as bytes arrive.
    const size = 2 * RESERVATION_STEP_BYTES + 10;
    expect(await upload(counter, size, { upfrontBytes: 10 * RESERVATION_STEP_BYTES, maxBytes: 10 * RESERVATION_STEP_BYTES })).toBe(true);
    expect(state.used).toBe(size);
    // The next one runs out of room half way: nothing of it stays held.
    expect(await upload(counter, 2 * RESERVATION_STEP_BYTES, { upfrontBytes: 10 * RESERVATION_STEP_BYTES, maxBytes: 10 * RESERVATION_STEP_BYTES })).toBe(false);
    expect(state.used).toBe(size);
  });

  it('refuses at once when not even the minimum fits, holding nothing', async () => {
    const { counter, state } = fakeCounter(100);
    await expect(reserveSpace(counter, { upfrontBytes: 101, maxBytes: 101, minimumBytes: 101 })).rejects.toMatchObject({ statusCode: 413 });
    expect(state.used).toBe(0);
    const reservation = await reserveSpace(counter, { upfrontBytes: 60, maxBytes: 60, minimumBytes: 60 });
    expect(reservation.heldBytes).toBe(60);
    await reservation.release();
    await reservation.release();
    expect(state.used).toBe(0);
  });
});
