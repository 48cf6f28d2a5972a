// Days named together with their month said once ("on 3, 4 and 5 May") are one answer to "when", said whole when the
// fact is asked for again, never as its last day alone.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const hirer = quickCharacter(
  'Marquee for the village show',
  'Show committee chair',
  'Marquee hire manager',
  'Joan Whitlock chairs the Ashby village show committee. The show runs on 3, 4 and 5 May. She wants the 12-metre marquee put up by 2 May and a refund of the £150 deposit if it rains off.',
);

describe('days named together', () => {
  it('are said whole when asked for again', () => {
    const replies = converse(hirer, ['When does the show run?', 'Sorry, when is the show again?']).replies;
    expect(replies[1]).toMatch(/3, 4 and 5 May/);
    expect(replies[1]).not.toMatch(/^(?:Again, )?5 May\.$/);
  });
});
