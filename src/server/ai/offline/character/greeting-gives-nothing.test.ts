// "Good to see you" greets; it says nothing of the matter, so it settles no concern, whatever word it shares with what
// would ("someone who owns this and sees it through").
import { describe, expect, it } from 'vitest';
import { afterGreeting, isGreetingOnly } from './acts.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const QUICK = quickCharacter(
  'Broken lift at Carver House',
  'Tenant, Ola Bankole',
  'Housing officer',
  'Ola Bankole lives on the ninth floor of Carver House. The lift has been out of order since 2 March, and she carries her shopping up nine flights. She wants the lift fixed by Friday.',
);
// The concern a brief gets when the character wants someone to take the matter on.
const TENANT = {
  ...QUICK,
  objections: [
    ...QUICK.objections,
    {
      objection: 'On the lift, I want someone to own this, not pass me from one person to the next.',
      keywords: ['explain', 'again', 'details'],
      resolvedBy: 'someone who owns this and sees it through',
      resolveKeywords: ['sorry', 'apologise', 'I will personally', 'I understand'],
      resolvedLine: 'Thank you. That is what I needed to hear about the lift.',
    },
  ],
};

describe('[CHARACTER] a greeting settles nothing', () => {
  it('reads a sentence of greeting formulas and names as a greeting only', () => {
    expect(isGreetingOnly('Hi Ola, good to see you.')).toBe(true);
    expect(isGreetingOnly('Good to see you again, Mrs Bankole!')).toBe(true);
    expect(isGreetingOnly('Hi Ola, I will see the repair through myself.')).toBe(false);
  });

  it('answers the question after "good to see you" without settling a concern', () => {
    const { replies } = converse(TENANT, ['Hi Ola, good to see you. When did the lift stop working?']);
    const reply = replies.at(-1)!;
    expect(reply).toContain('2 March');
    for (const objection of TENANT.objections) expect(reply).not.toContain(objection.resolvedLine.split(/[.:]/)[0]!);
  });
});

describe('[CHARACTER] a question after the greeting it opens with', () => {
  const CHAIR = quickCharacter(
    'Leaking roof at the community hall',
    'Hall committee chair, Pat Grey',
    'Property manager at Eastside Council',
    'Pat Grey chairs the committee of Eastside Community Hall. The council has leased the hall to the committee for ten years. Water came through the roof onto the stage twice in February. She wants the roof repaired before the summer fair.',
  );

  it('reads what follows the greeting as the question it is', () => {
    expect(afterGreeting('Morning Pat, nice to see you again - how has the hall been this winter?')).toBe('how has the hall been this winter?');
    expect(afterGreeting('How has the hall been this winter?')).toBe('How has the hall been this winter?');
    const { replies } = converse(CHAIR, ['Sorry, before we start, could you tell me your name and what you do?', 'Morning Pat, nice to see you again - how has the hall been this winter?']);
    expect(replies[1]).toContain('Water came through the roof onto the stage twice in February.');
  });
});
