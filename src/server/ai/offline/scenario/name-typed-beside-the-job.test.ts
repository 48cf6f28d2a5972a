// A Quick role that types the character's name beside their job ("Market trader, Nia Okafor"): the name is the name
// and the rest the job, never the name said as part of the job.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from './generate-scenario.ts';

describe('[GENERATION] a name typed beside the job in the role', () => {
  it('is kept out of the job, after the job or before it, and a job WordNet lacks is no name', () => {
    const description = 'Nia Okafor has run a fruit stall at Kirkgate Market for six years. The market raised her pitch fee by £20 a week without notice. She wants the old fee back until the roof over her stall is repaired.';
    for (const role of ['Stallholder, Nia Okafor', 'Nia Okafor, stallholder']) {
      const { character } = generateScenarioOffline(quickScenario('Pitch fee rise', role, 'Market manager', description)).brief!;
      expect(character.identity.name).toBe('Nia Okafor');
      expect(character.identity.occupation).toBe('Stallholder');
      const said = [character.situation, ...character.facts.map((fact) => fact.answer)].join(' ');
      expect(said).not.toMatch(/stallholder,? nia|nia okafor,? stallholder/i);
      expect(said).toContain("I'm a stallholder.");
    }
  });

  it('leaves a role whose rest is no phrase alone as it was: "Son of …" is not the named person\'s job', () => {
    const { character } = generateScenarioOffline(quickScenario('Pitch fee rise', 'Son of Nia Okafor', 'Market manager', 'Nia Okafor has run a fruit stall at Kirkgate Market for six years. Her son Tunde helps on Saturdays. The market raised her pitch fee by £20 a week without notice.')).brief!;
    expect(character.identity.occupation).not.toMatch(/^Son$/);
  });
});
