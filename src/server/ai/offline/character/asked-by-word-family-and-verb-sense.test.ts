import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

describe('a noun asked whose word family only the fact’s verb reaches', () => {
  // "complaint" in its commonest senses is an ailment or a cry (and so an "upset"); "complain", the fact's verb, derives to it.
  const landlord = quickCharacter('Noise from the flat below', 'Landlord', 'Tenant', 'Mark Owen owns a block of six flats in Bristol. Neighbours complained to him twice in June about music from flat 2 after midnight. He wants the tenant to keep noise down after 11pm.');

  it('answers with the fact that tells the doing, not a feeling kept back', () => {
    const { replies } = converse(landlord, ['Hi Mark.', 'What was the complaint?']);
    expect(replies[1]).toMatch(/complained .*twice in June about music from flat 2/);
  });
});

describe('whether a doing was done, asked by a verb that means the fact’s', () => {
  const member = quickCharacter('Gym fee after cancelling', 'Gym member', 'Gym manager', 'Dan Ross cancelled his membership at FitZone Didsbury by phone on 2 June. The gym still took £40 from his account on 1 July. He wants the £40 back.');
  const resident = quickCharacter('Broken streetlight', 'Resident', 'Council customer services officer', 'Ayesha Malik lives on Elm Close in Derby. The streetlight outside her house has been out since 3 January. She reported it by email in the first week and again in February. She wants it mended before the clocks change.');

  it('reads "call" and "ring" as the phoning a fact does by phone', () => {
    for (const line of ['Did you call us?', 'Did you ring anyone here?']) {
      const { replies } = converse(member, ['Hi Dan, what can I do for you?', line]);
      expect(replies[1]).toBe('I cancelled my membership at FitZone Didsbury by phone on 2 June.');
    }
  });

  it('reads "mentioned" as a telling like the fact’s "reported"', () => {
    const { replies } = converse(resident, ['Good afternoon, how can I help?', 'Have you mentioned it to us before?']);
    expect(replies[1]).toBe('I reported it by email in the first week and again in February.');
  });
});

describe('how things have gone with a thing of the matter', () => {
  // Another firm's years at the place are the matter, not the character's own experience.
  const manager = quickCharacter('Surgery cleaning contract', 'Practice manager, Ruth Lowe', 'Account manager at Brightway Cleaning', 'Ruth Lowe is practice manager at Elm Tree Surgery. Brightway has cleaned the surgery for six years. Two consulting rooms were missed three times in March. She wants a named supervisor on every shift.');

  it('labels years another party has spent there as no experience of the character’s', () => {
    expect(manager.facts.find((fact) => fact.answer.startsWith('Brightway'))?.topic).not.toMatch(/experience/i);
  });

  it('answers with what happened, not as small talk nor with the job', () => {
    for (const line of ['How have things been at the surgery lately?', 'How have the cleaners been this year?']) {
      const { replies } = converse(manager, ['Hello Ruth, thanks for coming in.', line]);
      expect(replies[1]).toBe('Two consulting rooms were missed three times in March.');
    }
  });
});

describe('sympathy alone', () => {
  const tenant = quickCharacter('Mould in the bathroom', 'Tenant, Joe Pike', 'Housing officer', 'Joe Pike rents a two-bedroom flat from Northgate Homes. Black mould has grown on the bathroom ceiling since October. He has sent three emails and nobody has replied. He wants the ceiling treated and an extractor fan fitted within two weeks.');
  // A concern that names "sorry" among the words that settle it, as a stock one may.
  const owned = {
    ...tenant,
    objections: [
      {
        objection: 'On the ceiling, I want someone to take charge of this, not pass me around.',
        keywords: ['explain', 'again', 'details'],
        resolvedBy: 'someone who takes charge and sees it through',
        resolveKeywords: ['sorry', 'apologise', 'I will personally'],
        resolvedLine: 'Thank you. That is what I needed to hear about the ceiling.',
      },
    ],
  };

  it('acknowledges the character without settling what they want settled', () => {
    const { replies } = converse(owned, ['Hi Joe.', 'Can you explain the details again?', 'I am really sorry to hear that.']);
    expect(replies[1]).toContain('I want someone to take charge of this');
    expect(replies[2]).not.toContain('That is what I needed to hear');
  });

  it('is settled by an apology that also takes charge', () => {
    const { replies } = converse(owned, ['Hi Joe.', 'Can you explain the details again?', 'I am sorry; I will personally see the ceiling treated this week.']);
    expect(replies[2]).toContain('That is what I needed to hear');
  });
});

describe('how a time of the character’s own went', () => {
  // The facts name "the autumn term": "half-term" is read whole, not as its "term".
  const parent = quickCharacter('Piano lesson fees', 'Parent, Claire Moss', 'Piano teacher', "Claire Moss pays £120 a term for her daughter Ella's piano lessons. Three lessons were cancelled in the autumn term with less than a day's notice. She wants those three lessons made up before Christmas or £45 back.");

  it('is small talk, answered in role with a way back, not a fact as if asked', () => {
    const { replies } = converse(parent, ['Hello Claire.', 'So how was your half-term?']);
    expect(replies[1]).not.toMatch(/^Three lessons were cancelled/);
    expect(replies[1]).toMatch(/piano lesson/);
  });
});

describe('a noun of a fact that is also a verb', () => {
  const customer = quickCharacter('Boiler plan refused', 'Customer', 'Claims handler', 'Ravi Shah pays HomeHeat £15 a month for a boiler service plan and has done for four years. His boiler failed on 3 February and the repair was refused.');

  it('tells a doing only as the means it was done by: "a service plan" tells nothing of planning', () => {
    const { replies } = converse(customer, ['Hello, how can I help?', 'What do you pay us each month?', 'Have you got anything planned for the weekend?']);
    expect(replies[1]).toContain('£15 a month');
    expect(replies[2]).not.toContain('£15 a month');
  });
});
