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

describe('[GENERATION] the name typed in the role over another person the description names', () => {
  const firstPerson = (description: string, role: string) => {
    const { character } = generateScenarioOffline(quickScenario('A prescription nobody priced', role, 'Practice manager', description)).brief!;
    return { name: character.identity.name, said: character.facts.map((fact) => fact.answer).join(' ') };
  };

  it('keeps the role\'s person when another is named with a title written without its full stop ("Dr Okafor")', () => {
    const description = 'Hannah Price brought her son, Leo, to the clinic on 3 March for a rash. The doctor, Dr Okafor, prescribed a cream that cost £40, and Hannah says nobody told her the price.';
    for (const role of ['Patient', 'Patient, Hannah Price']) {
      const { name, said } = firstPerson(description, role);
      expect(name).toBe('Hannah Price');
      expect(said).not.toMatch(/Hannah(?: Price)? (?:brought|says)\b/);
    }
  });

  it('is the character for a role typed "job, name" or "job name" when the description names someone else first', () => {
    const description = 'The letting agent, Mr Okafor, kept £450 of the £1,200 deposit for a stained carpet. The flat at 14 Mill Lane was rented for three years. The carpet was stained at the start of the tenancy.';
    for (const role of ['Former tenant, Hannah Price', 'Former tenant Hannah Price']) expect(firstPerson(description, role).name).toBe('Hannah Price');
  });

  it('reads no place typed beside the job as a name', () => {
    const description = 'The letting agent, Mr Okafor, kept £450 of the £1,200 deposit for a stained carpet.';
    expect(firstPerson(description, 'Tenant, Mill Lane').name).not.toBe('Mill Lane');
  });
});
