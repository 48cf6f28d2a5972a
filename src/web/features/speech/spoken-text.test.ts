import { describe, expect, it } from 'vitest';
import { isEchoOfReply, spokenOffset } from './spoken-text.ts';

describe('spokenOffset', () => {
  const reply = 'Fine. We can talk about the discount tomorrow.';
  const sentence = { text: 'We can talk about the discount tomorrow.', start: 6, end: 46 };

  it('is the sentence start when nothing was said and its end when all of it was', () => {
    expect(spokenOffset(sentence, 0)).toBe(6);
    expect(spokenOffset(sentence, 1)).toBe(46);
    expect(spokenOffset(sentence, Number.NaN)).toBe(6);
    expect(spokenOffset(sentence, 3)).toBe(46);
  });

  it('rounds forward to the end of the word under way', () => {
    // Half of the sentence lands inside "the", 60% inside "discount": the kept text ends on a whole word.
    expect(reply.slice(0, spokenOffset(sentence, 0.5))).toBe('Fine. We can talk about the');
    expect(reply.slice(0, spokenOffset(sentence, 0.6))).toBe('Fine. We can talk about the discount');
    expect(reply.slice(0, spokenOffset(sentence, 0.1))).toBe('Fine. We can');
  });
});

describe('isEchoOfReply', () => {
  const reply = 'I can offer you a five percent discount if you sign this week.';

  it('recognises the character’s own words coming back through the microphone', () => {
    expect(isEchoOfReply('five percent discount', reply)).toBe(true);
    expect(isEchoOfReply('', reply)).toBe(true);
  });

  it('tells the learner speaking over the character apart from an echo', () => {
    expect(isEchoOfReply('wait that is not what we agreed', reply)).toBe(false);
    expect(isEchoOfReply('no stop', reply)).toBe(false);
  });
});
