// A fact said again keeps the time phrase that ends it: when what it says held is part of what it says.
import { describe, expect, it } from 'vitest';
import { gistFor } from './restating.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

describe('[AI] built-in character: a restated fact keeps its time phrase', () => {
  it('says the clause with the date or time that ends it, not cut before it', () => {
    const lift = 'The rent went up in May, but the lift in our block has been stuck since 3 March and I carry the shopping up six floors.';
    expect(gistFor('Which lift is stuck?', lift)).toMatch(/since 3 March$/);
    const heater = 'The school wants the fee now, but the heater in the music room has not worked since the autumn half term.';
    expect(gistFor('Which heater has not worked?', heater)).toMatch(/since the autumn half term$/);
    const kiln = 'The college wants the fee now, but the kiln in the pottery room has been broken since the start of term.';
    expect(gistFor('Which kiln is broken?', kiln)).toMatch(/since the start of term$/);
  });

  it('keeps it when the character says the fact again in a conversation', () => {
    const brief = quickCharacter('Service charge query', 'Leaseholder, Omar Haddad', 'Block manager', 'Omar Haddad owns flat 22 at Riverside Court. The managing agent has billed him £140 for lift maintenance, but the lift in his block has been stuck since 3 March and he has carried shopping up six floors. He refuses to pay the lift charge until it is repaired.');
    const { replies } = converse(brief, ['What has the managing agent billed you?', 'Which lift is stuck?']);
    expect(replies.at(-1)).toMatch(/since 3 March/);
  });
});
