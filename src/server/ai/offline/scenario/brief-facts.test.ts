// The facts a created brief holds: the description's matter first, in whole first-person sentences with every name
// as written; another person's "his" and "her" left theirs; the persona's background a fact only where it states a
// figure, and marked as background; its habits and manner never a fact.
import { describe, expect, it } from 'vitest';
import { BACKGROUND_TOPIC } from '../../../../shared/contracts/character-brief.ts';
import type { GenerateScenarioInput } from '../../contracts/generate-scenario.ts';
import { generateScenarioOffline } from './generate-scenario.ts';
import { toCharacterVoice } from './voice.ts';

const FIONA = { name: 'Fiona Reid', firstName: 'Fiona', gender: 'Female' as const };
const COLIN = { name: 'Colin Baird', firstName: 'Colin', gender: 'Male' as const };

function input(overrides: Partial<GenerateScenarioInput>): GenerateScenarioInput {
  return { mode: 'Quick', title: 'A complaint about the allotment', aiRole: 'Allotment holder', myRole: 'Parish clerk', description: '', persona: null, rubric: null, glossary: null, fileTexts: [], ...overrides };
}

describe('the character’s own sentences', () => {
  it('leaves "his" and "her" to the person a clause is about', () => {
    expect(toCharacterVoice('Colin says his grandson Euan was helping his friend Ross, and he has photos of the shed.', COLIN)).toBe(
      'My grandson Euan was helping his friend Ross, and I have photos of the shed.',
    );
  });

  it('drops an age with the description after the name', () => {
    expect(toCharacterVoice('Fiona Reid, 68, a retired librarian, lost her plot after a letter from the council.', FIONA)).toBe('I lost my plot after a letter from the council.');
  });

  it('drops an age after a name set beside what the character is, and turns a verb after "and" and an adverb', () => {
    expect(toCharacterVoice('My lodger, Fiona Reid, 68, teaches piano and has rented the attic room since 2019.', FIONA)).toBe('I teach piano and have rented the attic room since 2019.');
    expect(toCharacterVoice('Colin paid nothing in March and now owes £480.', COLIN)).toBe('I paid nothing in March and now owe £480.');
  });

  it('reads "her" before a figure as hers', () => {
    expect(toCharacterVoice('Fiona is selling her 2011 camper van for £7,000.', FIONA)).toBe('I am selling my 2011 camper van for £7,000.');
    // Who receives after a verb of giving is the character even when the sentence spoke of her before.
    expect(toCharacterVoice('Fiona wants a transfer to the Leeds office, and two other councils have offered her band 6.', FIONA)).toBe('I want a transfer to the Leeds office, and two other councils have offered me band 6.');
  });

  it('reads "her" after a preposition as hers, even before a word that is also a verb', () => {
    expect(toCharacterVoice('Fiona wants to leave the plot to the allotment society in her will.', FIONA)).toBe('I want to leave the plot to the allotment society in my will.');
  });
});

describe('the facts of a brief written from a persona and a description', () => {
  const persona = {
    name: 'Colin Baird',
    age: '71',
    gender: 'Male',
    occupation: 'Retired Joiner',
    background: 'Colin Baird has 40 years of experience in joinery. He keeps a diary of everything. He says what he thinks and expects a straight answer.',
  };
  const { brief } = generateScenarioOffline(
    input({
      mode: 'Advanced',
      aiRole: null,
      persona,
      description: 'Colin has rented plot 14 at Mill Lane Allotments for nine years. The council wants to end his tenancy on 30 April to build a car park. He pays £45 a year.',
    }),
  );
  const facts = brief!.character.facts;

  it('keeps the persona’s figure as a background fact, after the description’s matter', () => {
    const background = facts.findIndex((fact) => fact.topic === BACKGROUND_TOPIC);
    expect(facts[background]?.answer).toBe('I have 40 years of experience in joinery.');
    const matter = facts.findIndex((fact) => fact.answer.includes('plot 14'));
    expect(matter).toBeGreaterThan(0);
    expect(matter).toBeLessThan(background);
  });

  it('never makes a habit or a manner of the persona a fact', () => {
    const said = facts.map((fact) => fact.answer).join(' ');
    expect(said).not.toMatch(/diary|straight answer|what I think/);
    expect(said).toContain('30 April');
    expect(said).toContain('£45 a year');
  });
});
