// An advanced scenario keeps its persona's job, but for a job the description states for the character: that one
// wins, with the background written under it; a job the generator wrote that the description does not say never does.
import { describe, expect, it } from 'vitest';
import type { GenerateScenarioOutput, ScenarioPersonaFacts } from '../../ai/contracts/generate-scenario.ts';
import { jobUnderDescription, nameUnderDescription } from './write-scenario.ts';

const PERSONA: ScenarioPersonaFacts = {
  name: 'Tomasz Wójcik',
  age: '45',
  gender: 'Male',
  occupation: 'Software Architect',
  background: 'Tomasz Wójcik is a 45-year-old Software Architect at a bank. He is calm, precise and asks for evidence.',
  hometown: 'Galway',
  nationality: 'Polish',
  language: 'English',
};

function generated(occupation: string): GenerateScenarioOutput['description'] {
  return { charactersName: 'Tomasz Wójcik', charactersGender: 'Male', charactersAge: '45', charactersOccupation: occupation, charactersBackground: 'He is calm, precise and asks for evidence.', charactersScenarioSnippet: '', charactersRelevanceToScenario: '', scenarioDetails: { Overview: 'Bikes waiting for parts.' } };
}

describe('the job an advanced scenario keeps', () => {
  it('takes the job the description states over the persona’s, with the background written under it', () => {
    const description = 'Tomasz Wójcik runs an e-bike repair shop in Leeds. Three of our bikes have waited 12 days for parts.';
    expect(jobUnderDescription(PERSONA, generated('E-bike repair shop owner'), description)).toEqual({ occupation: 'E-bike repair shop owner', background: 'He is calm, precise and asks for evidence.' });
  });

  it('keeps the persona’s job and background when the description states none, or the generator wrote another', () => {
    const description = 'Three of our bikes have waited 12 days for parts. My goal: agree a date.';
    expect(jobUnderDescription(PERSONA, generated('Software Architect'), description)).toEqual({ occupation: 'Software Architect', background: PERSONA.background });
    expect(jobUnderDescription(PERSONA, generated('Bicycle mechanic'), description)).toEqual({ occupation: 'Software Architect', background: PERSONA.background });
  });
});

describe('the name an advanced scenario keeps', () => {
  it('is the persona’s while the description uses it or names nobody', () => {
    expect(nameUnderDescription(PERSONA, 'Tomasz Wójcik', 'Tomasz runs an e-bike repair shop in Leeds.')).toBe('Tomasz Wójcik');
    expect(nameUnderDescription(PERSONA, 'Anna Berg', 'Three of our bikes have waited 12 days for parts.')).toBe('Tomasz Wójcik');
  });

  it('is the name the description gives the character when it never uses the persona’s', () => {
    expect(nameUnderDescription(PERSONA, 'Olu Bakare', 'Olu Bakare has run the night shift at our Daventry warehouse for four years.')).toBe('Olu Bakare');
  });
});
