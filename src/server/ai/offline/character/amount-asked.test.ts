// "How many days off did you take?", "How much work did you miss?": the amount of a thing asked for is answered by the
// fact that counts that thing ("I took a day off work each time", "lost two days' work"), not by one that counts
// something else ("missed two delivery slots", "two missed payments"), and a count said again keeps what it counts.
// Briefs of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const SOFA_BUYER = quickCharacter(
  'Customer whose sofa delivery keeps slipping',
  'Customer',
  'Customer service manager',
  'Priya Nair ordered a green velvet sofa for £1,240 on 3 March. It was promised for 20 March and has now missed two delivery slots. She took a day off work each time. She wants a firm delivery date and her costs covered.',
);

const DECORATOR = quickCharacter(
  'Decorator locked out of his van park',
  'Customer',
  'Car park manager',
  'Dev Mistry rents a bay at Northgate Van Park for £60 a month. On Monday the barrier would not open because the system wrongly showed three unpaid invoices, and he lost two days of work as a painter and decorator. He wants the invoices cleared and his lost work paid for.',
);

describe('the amount of a thing asked for', () => {
  it('is answered by the fact that counts that thing, one each time as said', () => {
    const { replies } = converse(SOFA_BUYER, ['How many days off did you take?']);
    expect(replies[0]).toMatch(/day off work each time/i);
    expect(replies[0]).not.toMatch(/delivery slots|exact number/i);
  });

  it('is not the count of something else the question shares a word with', () => {
    const { replies } = converse(DECORATOR, ['How much work did you miss?']);
    expect(replies[0]).toMatch(/two days of work/i);
  });

  it('keeps what it counts when said again', () => {
    const { replies } = converse(DECORATOR, ['Why would the barrier not open?', 'How much work did you miss?']);
    expect(replies[0]).toMatch(/two days of work/i);
    expect(replies[1]).toMatch(/\btwo days\b/i);
    const slots = converse(SOFA_BUYER, ['What has gone wrong with the delivery?', 'Sorry, how many slots was that again?']).replies;
    expect(slots[1]).toMatch(/two delivery slots/i);
  });
});
