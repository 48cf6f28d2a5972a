import { describe, expect, it } from 'vitest';
import { share, sum } from './tally.ts';

describe('adding up the evaluation figures', () => {
  it('sums one figure over the entries, 0 over none', () => {
    expect(sum([{ n: 2 }, { n: 3 }], (entry) => entry.n)).toBe(5);
    expect(sum([] as { n: number }[], (entry) => entry.n)).toBe(0);
  });

  it('takes a share of a whole, 1 when there is no whole', () => {
    expect(share(1, 4)).toBe(0.25);
    expect(share(0, 0)).toBe(1);
  });
});
