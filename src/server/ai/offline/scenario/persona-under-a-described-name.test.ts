// An advanced scenario played from a library persona whose name the description never uses, where the description
// opens on the person it is about ("Olu Bakare runs…"): the character is that person, told of in the first person, with
// the description's name and gender; a description that uses the persona's own name keeps the persona's.
import { describe, expect, it } from 'vitest';
import { advancedScenario, libraryPersona } from './advanced-scenario.test-helpers.ts';

const LIBRARY_PERSONA = libraryPersona('Helen Marsh', 'Helen Marsh, 55, events coordinator for a charity in Bath, calm but firm, expects things in writing.');
const DESCRIPTION =
  'Olu Bakare has run the night shift at our Daventry warehouse for four years. He has had 11 pickers off sick this month and he says the agency staff we sent him on Monday had no forklift licences. He wants two licensed drivers on every night shift from next week.';

describe('[GENERATION] a library persona played as the person the description names', () => {
  it('takes the name and gender the description states, and says its facts in the first person', () => {
    const { brief, description } = advancedScenario(LIBRARY_PERSONA, 'Night shift short of drivers', DESCRIPTION);
    const character = brief!.character;
    expect(character.identity.name).toBe('Olu Bakare');
    expect(description.charactersName).toBe('Olu Bakare');
    expect(character.identity.gender).toBe('Male');
    const said = [...character.facts.map((fact) => fact.answer), character.openingLine].join(' ');
    expect(said).not.toMatch(/\bOlu\b|\bHe (?:has|says|wants)\b|\bhis\b|\bhim\b/);
    expect(said).toMatch(/\bI have had 11 pickers off sick\b/);
    // The persona's own story, told of "her", is no part of him.
    expect(said).not.toMatch(/\b(?:She|she|her)\b/);
  });

  it('keeps the persona as it is when the description uses its name', () => {
    const { brief } = advancedScenario(LIBRARY_PERSONA, 'Night shift short of drivers', DESCRIPTION.replace('Olu Bakare', 'Helen Marsh').replaceAll(/\bHe\b/g, 'She').replaceAll(/\bhe\b/g, 'she').replaceAll(/\bhim\b/g, 'her'));
    expect(brief!.character.identity.name).toBe('Helen Marsh');
    expect(brief!.character.identity.gender).toBe('Female');
  });
});
