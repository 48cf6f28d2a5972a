// A want whose subject is someone else ("Her trustees want a decision by Friday", "the board expects a refund") stays
// that party's: the character may tell it as theirs, but never takes it as a concern of its own ("I want a decision
// by Friday, and I'm not leaving without it") nor says it is what it came for.
import { describe, expect, it } from 'vitest';
import { statedConcerns } from './stated-concerns.ts';
import { quickCharacter } from '../character/conversation.test-helpers.ts';

describe('someone else’s want', () => {
  it('is no concern of the character’s, whoever holds it', () => {
    expect(statedConcerns(['Her trustees want a decision by Friday.'])).toEqual([]);
    expect(statedConcerns(['The parish council also expects a full refund of the deposit.'])).toEqual([]);
    expect(statedConcerns(["He insists on a fixed price, but his accountant is waiting for the signed quote."]).map((concern) => concern.objection)).toEqual(['I need a fixed price, and I won\'t move on that.']);
    expect(statedConcerns(['She wants a decision by Friday.'])).toHaveLength(1);
  });

  it('is told as theirs and never said as what the character came for', () => {
    const brief = quickCharacter(
      'Summer fair marquee',
      'Fair organiser, Helen Ward',
      'Events manager at Canvas Hire',
      "Helen Ward organises the Ashby summer fair for the village hall committee. The marquee we hired her last year leaked during the fair. Helen's committee wants a decision on this year's booking by 20 April. She would book again if we supply a new marquee and take £200 off the price.",
    );
    const said = [...brief.objections.flatMap((objection) => [objection.objection, objection.resolvedLine]), brief.outcome.agreementLine].join(' ');
    expect(said).not.toMatch(/\bdecision\b/);
    expect(brief.facts.map((fact) => fact.answer).join(' ')).toMatch(/\bMy committee wants a decision on this year's booking by 20 April\b/);
  });
});
