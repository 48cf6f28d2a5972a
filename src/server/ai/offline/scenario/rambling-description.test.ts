// A description written as one long ramble by the learner: the character is named as "The tenant is NAME, she's…"
// or "NAME, he's…", speaks of themselves in whole first-person English ("I'm", "I have", never "I's"), leaves the
// writer's own hedges ("from Leeds I think, or somewhere up north") out, and speaks of the family it travelled with as
// "we". Descriptions of this file's own, in fields and wordings of their own.
import { describe, expect, it } from 'vitest';
import { quickCharacter } from '../character/conversation.test-helpers.ts';
import { namedPeopleIn } from './named-person.ts';
import { toCharacterVoice, inCharacterVoiceInTurn } from './voice.ts';
import { withoutWritersAsides } from './writer-asides.ts';
import { expandPronounContractions } from '../../language/contractions.ts';

const FLAT =
  "Right so basically the tenant is Marisol Quintero, she's a primary school teacher from Sheffield I believe, or somewhere near there anyway, and she's rented our flat on Abbey Lane for three years. The boiler broke on 3 January and nobody came for nine days. She's asked for a month's rent back. My goal is to agree a fair rebate.";

const answersOf = (description: string, aiRole: string, myRole: string) =>
  quickCharacter('Boiler left broken', aiRole, myRole, description);

describe('a name introduced in a ramble', () => {
  it('is the person a role noun is said to be, or the one a pronoun takes up again', () => {
    expect(namedPeopleIn('OK so the tenant is Marisol Quintero, she has rented the flat for years.')).toEqual(['Marisol Quintero']);
    expect(namedPeopleIn('We hired a driver last week. Anyway Tomasz Wiśniewski, he drove the van for us in May.')).toEqual(['Tomasz Wiśniewski']);
    // A place or a firm after "is" is nobody's name.
    expect(namedPeopleIn('The venue is Harbour House, which overlooks the bay.')).toEqual([]);
  });

  it('is the character of a quick scenario, never a made-up name', () => {
    const character = answersOf(FLAT, 'Tenant', 'Letting agent');
    expect(character.identity.name).toBe('Marisol Quintero');
  });
});

describe('the character’s own voice', () => {
  it('writes a pronoun’s contraction out whole, by the verb after it', () => {
    expect(expandPronounContractions("she's rented the flat and she's a teacher")).toBe('she has rented the flat and she is a teacher');
    expect(expandPronounContractions("he'd already paid, and he'd like it back; they've gone")).toBe('he had already paid, and he would like it back; they have gone');
  });

  it('reads an "\'s" before a describing participle as how the person is, and one with an object as done', () => {
    expect(expandPronounContractions("she's concerned it will delay the move and she's annoyed that nobody rang")).toBe('she is concerned it will delay the move and she is annoyed that nobody rang');
    expect(expandPronounContractions("she's tired of chasing it; she's lost the receipt; he's gone to Leeds")).toBe('she is tired of chasing it; she has lost the receipt; he has gone to Leeds');
    expect(expandPronounContractions("she'd worried about it for weeks")).toBe('she had worried about it for weeks');
  });

  it('never says "I\'s", and says what the contraction was', () => {
    const ref = { name: 'Marisol Quintero', firstName: 'Marisol', gender: 'Female' as const };
    const voiced = toCharacterVoice("She's rented the flat for three years and she's a teacher.", ref);
    expect(voiced).toBe('I have rented the flat for three years and I am a teacher.');
    expect(toCharacterVoice("Marisol Quintero, she's asked for a month's rent back.", ref)).toBe("I have asked for a month's rent back.");
    expect(toCharacterVoice("The tenant is Marisol Quintero, she's a teacher.", ref)).toBe('I am a teacher.');
  });

  it('says a name\'s "\'s" as the verb it stands for, never "my", and keeps the name\'s own', () => {
    const ref = { name: 'Tomás Ortega', firstName: 'Tomás', gender: 'Male' as const };
    expect(toCharacterVoice("Tomás's been waiting since May for the refund, and Tomás's daughter has rung twice.", ref)).toBe('I have been waiting since May for the refund, and my daughter has rung twice.');
    expect(toCharacterVoice("Tomás's not been told why.", ref)).toBe('I have not been told why.');
  });

  it('leaves out the writer’s hedge and the alternative it leaves open', () => {
    expect(withoutWritersAsides('She works at a bakery in Hull I think, or something like that, and wants a refund.')).toBe('She works at a bakery in Hull, and wants a refund.');
    expect(withoutWritersAsides('He has paid twice, I reckon.')).toBe('He has paid twice.');
    expect(withoutWritersAsides('Right, before you meet Hannah Byrne: she has run the café for ten years.')).toBe('She has run the café for ten years.');
    expect(withoutWritersAsides('She told you: no refunds after 30 days.')).toBe('She told you: no refunds after 30 days.');
    expect(withoutWritersAsides('I will be blunt before you call her: she owes £300.')).toBe('I will be blunt before you call her: she owes £300.');
    // The writer's own doings and what someone says are kept.
    expect(withoutWritersAsides('He said I paid.')).toBe('He said I paid.');
    expect(withoutWritersAsides('It was what I wanted.')).toBe('It was what I wanted.');
    const character = answersOf(FLAT, 'Tenant', 'Letting agent');
    const said = character.facts.map((fact) => fact.answer).join(' ');
    expect(said).not.toMatch(/\bI's\b|\byou (?:believe|think)\b|somewhere near there/);
  });

  it('speaks of the family it travelled with as "we", up to another group', () => {
    const ref = { name: 'Kofi Boateng', firstName: 'Kofi', gender: 'Male' as const };
    const voiced = inCharacterVoiceInTurn(
      [
        'Kofi booked the lodge for him, his partner, their twins and his father.',
        'When they arrived the lights were off, so they waited in the café.',
        'The builders said they would be back later.',
      ],
      (sentence) => toCharacterVoice(sentence, ref),
    );
    expect(voiced[0]).toBe('I booked the lodge for me, my partner, our twins and my father.');
    expect(voiced[1]).toBe('When we arrived the lights were off, so we waited in the café.');
    expect(voiced[2]).toBe('The builders said they would be back later.');
  });
});
