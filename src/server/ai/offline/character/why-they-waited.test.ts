// "Why didn't you report it sooner?", "Why did you wait until now?": the character knows its own reasons. It says the
// fact of time and cause, or owns the delay, never "I'm not sure". A "her" after the character's own verb is someone
// else ("I have been caring for her"). Characters of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const NOT_SURE = /\b(?:not sure|no idea|couldn't tell you|beyond what I)\b/i;

describe('asked why they waited', () => {
  const boiler = () =>
    quickCharacter(
      'Broken boiler',
      'Tenant',
      'Letting agent',
      'Chen Wei has rented a flat on Park Street for two years. The boiler broke on 2 November but he was working abroad until last week. He wants it repaired by Friday.',
    );

  it('says the fact of time and cause', () => {
    const { replies } = converse(boiler(), ["Why didn't you report it sooner?"]);
    expect(replies[0]).toMatch(/working abroad/);
    expect(replies[0]).not.toMatch(NOT_SURE);
  });

  it('with the fact told, says its cause again and owns the delay', () => {
    const { replies } = converse(boiler(), ["Why didn't you report it sooner?", 'Why did you wait until now?']);
    expect(replies[1]).toMatch(/should have come to you sooner|left it late/);
    expect(replies[1]).not.toMatch(NOT_SURE);
  });

  it('with no such fact, owns it', () => {
    const brief = quickCharacter('Refund for a coat', 'Customer', 'Shop manager', 'Lena Fischer bought a wool coat for £180 in October. The lining has torn. She wants a full refund.');
    const { replies } = converse(brief, ['Why did you wait until now?']);
    expect(replies[0]).toMatch(/should have come to you sooner|left it late/);
  });
});

describe('a "her" after the character\'s own verb', () => {
  it('is someone else', () => {
    const brief = quickCharacter('Shift change', 'Care assistant', 'Ward manager', 'Nadia Rahman works nights on Ward 6. Her sister is in hospital and Nadia has been caring for her since Monday. She wants day shifts for a month.');
    expect(brief.facts.map((fact) => fact.answer).join(' ')).toMatch(/I have been caring for her\b/);
  });
});
