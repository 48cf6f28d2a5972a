// A condition of agreeing whose parts each have a subject of their own ("if the hotel waives the room hire and the bar
// stays open until midnight") is a want per part, each promised with its own doer; a thing that changes by itself ("the
// rent rises") stays that thing, never "you", and a part whose verb the tagger reads as a plural noun is still one.
import { describe, expect, it } from 'vitest';
import { statedWants } from './stated-wants.ts';
import type { CharacterRef } from './voice.ts';
import { quickCharacter } from '../character/conversation.test-helpers.ts';

const carla: CharacterRef = { name: 'Carla Mendes', firstName: 'Carla', gender: 'Female' };
const omar: CharacterRef = { name: 'Omar Haddad', firstName: 'Omar', gender: 'Male' };

describe('a condition in clauses of its own', () => {
  it('is a want per clause, each with its own doer', () => {
    expect(statedWants(['Carla would sign the booking provided that the hotel waives the room hire fee and the bar stays open until midnight.'], carla)).toEqual([
      'your word that you will waive the room hire fee',
      'your word that the bar will stay open until midnight',
    ]);
  });

  it('keeps a second part whose subject is the other side, after "and we…", in the condition', () => {
    expect(statedWants(['Omar will renew the sponsorship as long as his logo goes on the away shirts and we give him four match tickets.'], omar)).toEqual([
      'your word that my logo will go on the away shirts',
      'your word that you will give me four match tickets',
    ]);
  });

  it('reads a verb the tagger took for a plural noun, and leaves a thing that changes by itself as that thing', () => {
    expect(statedWants(['Omar will stay on as long as we fix the floodlights and the fee drops to £900 a season.'], omar)).toEqual([
      'your word that you will fix the floodlights',
      'your word that the fee will drop to £900 a season',
    ]);
  });

  it('says each part back whole when it is given: a thing done to something with that thing, a count with its noun', () => {
    const brief = quickCharacter(
      'Choir hall hire',
      'Choir secretary, Ruth Ellis',
      'Hall manager',
      'Ruth Ellis books the church hall for the Oakfield Choir every Tuesday. She would book the hall for another year if the rent is held at £40 an evening and we commit to two extra Saturdays.',
    );
    const lines = brief.objections.map((objection) => objection.resolvedLine).join(' ');
    expect(lines).toMatch(/the rent to be held at £40/);
    expect(lines).toMatch(/to commit to two extra Saturdays\./);
    expect(lines).not.toMatch(/the hold at/);
  });

  it('reads each thing to be got done after "get" or "have" as a thing got, in the voice it was written in', () => {
    expect(statedWants(['Carla would book again if she gets her deposit back and the cleaning charge waived.'], carla)).toEqual(['my deposit back', 'the cleaning charge waived']);
  });
});
