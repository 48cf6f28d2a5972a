// What a character wants is read whole and met as it is meant: a sum or a share taken off ("£120 off the bill", "15%
// off") is the money wanted off, not a price short of the whole bill; "anything else?" after a part of it is given is
// answered with the rest; a want said as a second predicate ("thinks the boiler was badly serviced and wants it checked
// again") is the character's, its "it" (or "them") the thing named before; leave asked for two doings joined by "and" is two
// things asked. Characters of this file's own.
import { describe, expect, it } from 'vitest';
import { IDENTITY_LINE, converse, quickCharacter } from './conversation.test-helpers.ts';

const AGREES = /\b(?:agreed|let's do that|works for me|deal|that is what I was asking for)\b/i;
// What a reply says of a want an offer left out: "The thing I'm missing…", "what I'm waiting for is…".
const LEFT_OUT = /\b(?:missing|waiting for|still need)\b/i;

describe('a want of money off is met by a sum or a share taken off', () => {
  const guest = () =>
    quickCharacter(
      'Room not cleaned',
      'Hotel guest',
      'Front desk manager',
      'Priya Shah is staying three nights at a city hotel. Her bill for the three nights comes to £540. Her room was not cleaned on the second day. She wants the room cleaned today and money off the bill.',
    );
  const answer = (...lines: string[]) => converse(guest(), [IDENTITY_LINE, ...lines]).replies.at(-1);

  // Each offered alone, the other want left: the reply names this one as met and the other as still missing.
  it('is met by a sum taken off the bill, though the sum is below the bill', () => {
    expect(answer("I'm sorry. We will take £120 off the bill.")).toMatch(/asking for: money off the bill/i);
  });

  it('is met by a share taken off the bill', () => {
    expect(answer("I'm sorry. We will take 15% off the bill.")).toMatch(/asking for: money off the bill/i);
  });

  it('is met by a discount of a sum', () => {
    expect(answer("I'm sorry. We will give you a £60 discount on the bill.")).toMatch(/asking for: money off the bill/i);
  });

  it('is answered with the rest when asked for anything else after a part is given', () => {
    expect(answer("I'm sorry. We will clean your room by 3pm today.", 'Is there anything else?')).toMatch(/money off the bill/i);
  });
});

describe('a want said as a second predicate of the character', () => {
  const owner = () =>
    quickCharacter(
      'Boiler service',
      'Homeowner',
      'Heating firm manager',
      'Gareth Lloyd paid £85 for a boiler service in September. He thinks the boiler was badly serviced and wants it checked again free of charge.',
    );

  it('is the condition of agreeing, its "it" the thing named before', () => {
    expect(owner().outcome.requires.map((requirement) => requirement.label)).toContain('the boiler checked again free of charge');
  });

  it('is agreed to when the offer gives it', () => {
    const reply = converse(owner(), [IDENTITY_LINE, 'We will send an engineer to check the boiler again free of charge on Monday.']).replies.at(-1);
    expect(reply).toMatch(AGREES);
    expect(reply).not.toMatch(LEFT_OUT);
  });
});

describe('a want of "them" named in the sentence before', () => {
  it('names the things the sentence before named', () => {
    const tradesman = quickCharacter(
      'Borrowed ladders',
      'Roofer',
      'Site manager',
      'Dev Patel is a self-employed roofer. He lent the site team two extension ladders in May for the scaffold job. He wants them returned this week.',
    );
    expect(tradesman.outcome.requires.map((requirement) => requirement.label)).toContain('the extension ladders returned this week');
  });
});

describe('leave asked for two doings joined by "and"', () => {
  it('is two things asked', () => {
    const nurse = quickCharacter(
      'Friday finish',
      'Nurse',
      'Ward manager',
      'Aisha Bello is a nurse on a surgical ward. Her daughter starts at a new nursery in March. She has asked to leave at 3pm on Fridays and make up the hours on Mondays.',
    );
    expect(nurse.outcome.requires.map((requirement) => requirement.label)).toEqual(['your word that I can leave at 3pm on Fridays', 'your word that I can make up the hours on Mondays']);
  });
});

describe('a sum named without a doing of giving it', () => {
  it('gives nothing back, whatever the character did with the sum', () => {
    const traveller = quickCharacter(
      'Taxi after a cancelled coach',
      'Coach passenger',
      'Coach company customer service adviser',
      'Ben Cole had his 07:10 coach to Leeds cancelled on 2 May without warning. He had to pay £64 for a taxi to get to his job interview. He wants the £64 paid back.',
    );
    const replies = converse(traveller, [IDENTITY_LINE, 'The £64 is not our problem.']).replies;
    expect(replies.at(-1)).not.toMatch(AGREES);
  });
});
