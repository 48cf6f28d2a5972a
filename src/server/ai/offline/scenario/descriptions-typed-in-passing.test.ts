// Descriptions typed as people talk: "He's a…" says the job as "He is a…" does, describing words set after the job
// ("She's a staff nurse, tired but polite") are how the character comes across, never a fact they say; "OK this is about
// NAME, his son…" names the character and goes on with what it says of them; the fuller of two names read at one place
// is the name; a want's bracketed aside is a note on it, not part of it; "at 4.30" is a time of day; a verb set after a comma with no
// subject of its own is the character's ("…for nine years, rents a stall…" → "…and rent a stall…").
import { describe, expect, it } from 'vitest';
import { quantitiesIn } from '../../language/quantities.ts';
import { converse, IDENTITY_LINE, quickCharacter } from '../character/conversation.test-helpers.ts';
import { toCharacterVoice, type CharacterRef } from './voice.ts';

const TENANT = quickCharacter(
  'Mould in the bedroom',
  'Tenant',
  'Housing officer',
  "Maria Lopez rents a two-bed flat from us on Carver Street in Sheffield for £720 a month. Black mould came back in the children's bedroom in November, three weeks after our contractor treated it. She's a staff nurse, tired but polite. She wants the wall properly fixed and the two nights she paid for at a hotel (£95 each) back. My goal: agree a repair date.",
);

const SWIM_PARENT = quickCharacter(
  'Swimming lessons cancelled',
  'Parent',
  'Leisure centre manager',
  'OK this is about Dev Patel, his son Arjun is 7 and has had swimming lessons with us every Saturday at 9.15 for a year. We cancelled four lessons in March when the pool was shut. Dev wants the four lessons made up or refunded. My goal: book the make-up lessons.',
);

describe('descriptions typed in passing', () => {
  it('reads the job from "She\'s a…" and lifts the describing words after it as how she comes across', () => {
    expect(TENANT.identity.occupation.toLowerCase()).toContain('nurse');
    expect(TENANT.identity.personality).toContain('tired but polite');
    const said = [...TENANT.facts, ...TENANT.hiddenFacts].map((fact) => fact.answer).join(' ');
    expect(said).not.toMatch(/tired but polite/);
  });

  it('leaves a bracketed aside out of a want: a note on it, not what would settle it', () => {
    expect(TENANT.outcome.agreement).toMatch(/the two nights I paid for at a hotel back/);
    expect(TENANT.outcome.agreement).not.toMatch(/[()]|£95 each/);
  });

  it('names the one "this is about" and says what follows of them, never the frame', () => {
    expect(SWIM_PARENT.identity.name).toBe('Dev Patel');
    const said = SWIM_PARENT.facts.map((fact) => fact.answer).join(' ');
    expect(said).not.toMatch(/this is about/i);
    expect(said).toMatch(/My son Arjun is 7/);
    const { replies } = converse(SWIM_PARENT, [IDENTITY_LINE, 'What time are his lessons?']);
    expect(replies[0]).toMatch(/Dev Patel/);
    expect(replies[1]).toMatch(/9\.15/);
  });

  it('reads "at 4.30" as a time of day, and a figure with decimals elsewhere as a number', () => {
    expect(quantitiesIn('every Tuesday at 4.30')).toEqual([expect.objectContaining({ kind: 'time', value: '16:30' })]);
    expect(quantitiesIn('starts at 10.15 sharp')).toEqual([expect.objectContaining({ kind: 'time', value: '10:15' })]);
    expect(quantitiesIn('a rise of 4.30 points')[0]?.kind).not.toBe('time');
  });
});

describe('a verb set after a comma', () => {
  const ref: CharacterRef = { name: 'Olu Bakare', firstName: 'Olu', gender: 'Male', organisation: null, roleNoun: null, learnerNames: [] };

  it('is said as the character\'s own, and a list of nouns stays a list', () => {
    expect(toCharacterVoice('Olu Bakare has sold vegetables at Leeds Kirkgate Market for nine years, rents the corner stall for £410 a month.', ref)).toBe(
      'I have sold vegetables at Leeds Kirkgate Market for nine years and rent the corner stall for £410 a month.',
    );
    expect(toCharacterVoice('He keeps two vans, trailers and a forklift.', ref)).toBe('I keep two vans, trailers and a forklift.');
  });
});

describe('a place said of a thing someone used', () => {
  it('is that thing\'s, not where the character is; a place said of their job stays theirs', () => {
    const stranded = quickCharacter(
      'A cancelled train',
      'Passenger',
      'Rail customer relations adviser',
      'Kerry Mills had her 18:05 train cancelled on 4 March and paid £64 for a hotel in Crewe so she could travel the next morning. She wants the hotel paid back.',
    );
    expect(stranded.identity.location).toBe('');
    expect(stranded.facts[0]!.answer).not.toMatch(/Crewe/);
    const teacher = quickCharacter('A missed parents\' evening', 'Parent', 'Head of year', 'Dan Ives is a plumber in Crewe. His son missed his parents\' evening slot on 4 March because the booking system failed. He wants a new slot this week.');
    expect(teacher.identity.location).toBe('Crewe');
  });
});

describe('the matter named as the character says it', () => {
  it('keeps the plural of the things ordered, never their dictionary form', () => {
    const chef = quickCharacter('Late dinner plates', 'Head chef', 'Account manager at a catering supplier', "Ben Ola runs the kitchen at the Fox Inn. He ordered 40 dinner plates from us on 3 May for £600, promised for 20 May. They still haven't arrived and his staff are serving on chipped plates. He wants a firm delivery date and money off the order.");
    expect(chef.openingLine).toMatch(/\bthe plates\b/);
    expect(chef.openingLine).not.toMatch(/\bthe plate\b/);
  });
});
