// A want to keep a thing ("She wants to keep her allotment plot") is what the character asks to agree, read by WordNet's
// senses of the verb (holding on to a thing), never the stock wants of the kind of conversation; wanting to be or to
// go on doing something still asks nothing.
import { describe, expect, it } from 'vitest';
import { generateScenarioOffline } from './generate-scenario.ts';
import { quickScenario } from '../faithfulness-case.ts';

const brief = (description: string) => generateScenarioOffline(quickScenario('Allotment plots cut back', 'Allotment holder', 'Parks officer', description)).brief.character;

describe('a want to keep a thing', () => {
  it('is the requirement, not a stock one', () => {
    const holder = brief('Ruth Okafor has rented plot 12 at Millbrook Allotments for nine years. The council plans to halve every plot from April. She wants to keep her whole plot.');
    expect(holder.outcome.requires.map((requirement) => requirement.label)).toEqual(['your word that I can keep my whole plot']);
  });

  it('leaves wanting to be something out', () => {
    const holder = brief('Ruth Okafor has rented plot 12 at Millbrook Allotments for nine years. The council plans to halve every plot from April. She wants to be treated fairly.');
    expect(holder.outcome.requires.map((requirement) => requirement.label).join(' ')).not.toMatch(/your word that I can be/);
  });
});
