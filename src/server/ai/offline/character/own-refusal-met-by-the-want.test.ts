// "I'm not going to pin this on the fish supplier": what the learner says they will not do is their position. The
// character meets it with what worries it or what it wants, never with a fact the line did not ask for (who it is).
import { describe, expect, it } from 'vitest';
import { statesWhatTheyWillNotDo } from './acts.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const CHEF = quickCharacter(
  'Spoiled fish at The Larder',
  'Head chef, Kofi Mensah',
  'Restaurant manager',
  'Kofi Mensah runs the kitchen at The Larder in Bath. The fish supplier delivered spoiled hake on 2 May and two tables sent their plates back. The owner has asked for a written account by Friday. He wants the manager to back him when the owner asks what went wrong.',
);

describe('[CHARACTER] what the learner will not do', () => {
  it('reads a negated plan of the learner as one, and nothing else', () => {
    expect(statesWhatTheyWillNotDo("I'm not going to pin this on the fish supplier when I talk to the owner.")).toBe(true);
    expect(statesWhatTheyWillNotDo("We won't be charging the two tables.")).toBe(true);
    expect(statesWhatTheyWillNotDo("I didn't get the supplier's invoice.")).toBe(false);
    expect(statesWhatTheyWillNotDo('The supplier will not be paid this month.')).toBe(false);
    expect(statesWhatTheyWillNotDo('I will call the supplier today.')).toBe(false);
  });

  it('is met by what the character wants, not by who it is', () => {
    const { replies } = converse(CHEF, ['Hello Kofi.', "I'm not going to pin this on the fish supplier when I talk to the owner."]);
    expect(replies[1]).not.toMatch(/\bI run the kitchen\b|\bhead chef\b/i);
    expect(replies[1]).not.toMatch(/spoiled hake|written account/);
    expect(replies[1]).toMatch(/\bwant|\bneed/i);
  });
});
