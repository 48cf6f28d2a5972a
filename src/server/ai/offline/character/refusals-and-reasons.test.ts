// A learner line that refuses what the character wants is answered as a refusal (why, and the want held to), never
// with the want said again as though nothing was said; and a need for a means to a doing ("she needs the van for
// her rounds") is why the character wants something, not the thing it asks for. Characters of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { matterFormsOf, matterOf } from './stock-lines.ts';

describe('a refusal of what the character wants', () => {
  const tenant = () =>
    quickCharacter(
      'Deposit dispute',
      'Tenant',
      'Letting agent',
      'Jonas Berg moved out of his flat on 30 June and left it clean. The agency kept his deposit of 1,200 euros. He wants his deposit returned in full.',
    );

  it('is met with why, not the want said as a fact', () => {
    const { replies } = converse(tenant(), ['Hello Jonas, how can I help?', "We won't be returning the deposit."]);
    expect(replies[1]).toMatch(/\b(?:why|reason|stopping)\b/i);
    expect(replies[1]).not.toMatch(/^I want my deposit returned in full\./);
  });

  it('is read whatever doing the learner denies that the want names', () => {
    const { replies } = converse(tenant(), ['Hello Jonas, how can I help?', "I'm afraid we can't give the deposit back."]);
    expect(replies[1]).toMatch(/\b(?:why|reason|stopping)\b/i);
  });

  it('is no refusal when the learner offers something beside it', () => {
    const { replies } = converse(tenant(), ['Hello Jonas, how can I help?', "We can't return all of it, but we can return 800 euros today."]);
    expect(replies[1]).not.toMatch(/\bwhy not\b/i);
  });
});

describe('a need for a means to a doing', () => {
  const nurse = () =>
    quickCharacter(
      'Shift swap',
      'Staff nurse',
      'Ward manager',
      'Maya Osei has worked nights on the ward for two years. She needs her evenings free for her course. She wants her shifts moved to days from September.',
    );

  it('is no condition of agreeing when a want is stated beside it', () => {
    expect(nurse().outcome.requires.map((requirement) => requirement.label)).toEqual(['my shifts moved to days from September']);
  });

  it('is not what the character says it wants', () => {
    const { replies } = converse(nurse(), ['What would you like from me?']);
    expect(replies[0]).toMatch(/shifts moved to days/i);
    expect(replies[0]).not.toMatch(/evenings free/i);
  });
});

describe('a matter named with the date something was done to it', () => {
  it('is the thing alone in the stock lines; the date stays a fact', () => {
    const brief = quickCharacter(
      'Disputed invoice',
      'Small business owner',
      'Supplier account manager',
      'Rosa Lind received the invoice on 3 April for 40 chairs she never ordered. She wants the invoice withdrawn.',
    );
    const matter = matterOf(brief, 'Disputed invoice');
    expect(matter).toBe('the invoice');
    expect(matterFormsOf(brief, matter)).not.toContain('the invoice on 3 April');
    const { replies } = converse(brief, ['Hi.', 'OK.', 'Right.', 'Hmm.', 'I see.']);
    expect(replies.join(' ')).not.toMatch(/invoice on 3 April[^.]*\b(?:settle|comes down|matters)/i);
  });
});
