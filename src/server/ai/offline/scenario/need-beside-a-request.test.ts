// "She now needs to take her daughter to school at 8.30" beside "She is asking to start at 9.30": what the character
// must do is why they ask, not a second thing asked of the other side. Alone, a need to do something is still leave
// asked for. A character of this file's own.
import { describe, expect, it } from 'vitest';
import { IDENTITY_LINE, converse, quickCharacter } from '../character/conversation.test-helpers.ts';

const AGREES = /\b(?:agreed|let's do that|works for me|deal|that is what I was asking for)\b/i;

describe('a need beside a request', () => {
  const picker = () =>
    quickCharacter(
      'Later start',
      'Warehouse picker',
      'Shift manager',
      "Tomás Ruiz has been a picker at the Daventry warehouse for four years. His wife's shifts have changed and he now needs to take his daughter to school at 8.30. He is asking to start at 9.30 on weekdays.",
    );

  it('is why the request is made, not a want of its own', () => {
    expect(picker().outcome.agreement).not.toMatch(/school/i);
  });

  it('leaves the request granted as the whole of what is asked', () => {
    const { replies } = converse(picker(), [IDENTITY_LINE, 'Thanks for explaining, Tomás. Yes, you can start at 9.30 on weekdays from next Monday; I will put it in writing today.']);
    expect(replies.at(-1)).toMatch(AGREES);
  });

  it('is still what is asked when nothing else is', () => {
    const alone = quickCharacter('School run', 'Warehouse picker', 'Shift manager', "Tomás Ruiz has been a picker at the Daventry warehouse for four years. He now needs to take his daughter to school at 8.30 on weekdays.");
    expect(alone.outcome.agreement).toMatch(/school/i);
  });
});
