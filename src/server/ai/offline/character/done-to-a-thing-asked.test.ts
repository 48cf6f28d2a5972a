// "What got damaged?" asks what a doing was done to: a fact that says it actively ("the porters … dented the fridge
// door") tells it as surely as one in the passive ("the fridge was dented"), by the doing asked or a kind of it, so the
// character says it rather than "I don't know". Found on a tree surgeon's crew ("What got damaged?"); tested on a removals firm.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { saysDontKnow } from '../../../eval/created/checks.ts';
import { splitSentences } from '../../language/text.ts';

describe('[CHARACTER] what a doing was done to, asked in the passive', () => {
  it('tells what was harmed when the fact says the doing actively', () => {
    const customer = quickCharacter(
      'House move gone wrong',
      'Customer',
      'Removals manager',
      'Colin Webb hired Swiftmove Removals to move him from Derby to Nottingham on 14 August for £1,150. On the way up the stairs the two porters dropped his grandfather clock and cracked its case. He has had a repair quote of £420 from a clockmaker in Newark.',
    );
    const { replies } = converse(customer, ['Hello Colin, thanks for coming in.', 'Sorry, what got broken?']);
    expect(saysDontKnow(replies[1]!), replies[1]).toBe(false);
    // The answer first, not a way back from small talk ("Another day, perhaps; …") before it.
    expect(splitSentences(replies[1]!)[0]).toMatch(/clock/);
  });
});
