// A brief's agreement or walk-away line counts as said when each of its sentences is in the reply, also when the reply
// joins it to other sentences and says a shared opening ("All right.") only once.
import { describe, expect, it } from 'vitest';
import { saysLine } from './state.ts';

describe('saysLine', () => {
  const agreement = 'All right. Works for me. Agreed.';

  it('finds the line said in one piece or interleaved with what the reply says about the offer', () => {
    expect(saysLine('All right. Works for me. Agreed.', agreement)).toBe(true);
    expect(saysLine('All right. At least I know where I stand now on the booking. Works for me. Agreed.', agreement)).toBe(true);
  });

  it('finds the line without its "All right." after a reply that took its turn already', () => {
    expect(saysLine('Right. If I have that in writing, I can stop worrying about the booking. Works for me. Agreed.', agreement)).toBe(true);
  });

  it('needs every sentence, whole', () => {
    expect(saysLine('All right. I still need the date in writing.', agreement)).toBe(false);
    expect(saysLine('That works for me, but nothing is agreed yet.', agreement)).toBe(false);
    expect(saysLine('It works for meetings. Agreed?', agreement)).toBe(false);
  });

  it('takes a sentence the character said earlier and does not say twice as said', () => {
    expect(saysLine('Works for me. Agreed.', agreement, 'All right. Tell me more about the booking.')).toBe(true);
    expect(saysLine('Tell me more.', agreement, 'All right. Works for me. Agreed.')).toBe(false);
  });

  it('never finds an empty line', () => {
    expect(saysLine('Anything at all.', '')).toBe(false);
  });
});
