// A Quick scenario whose role names the character and, later, someone or something else (a dog, a child): the brief's
// identity is the person named first, with their own job, and no organisation made of a possessive.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from './generate-scenario.ts';

describe('[GENERATION] the character a Quick role names', () => {
  it('is the owner, not the dog: name, job and no "Bramble\'s" workplace', () => {
    const { brief } = generateScenarioOffline(quickScenario('A vet bill higher than the estimate', 'Gareth Evans, a retired postman and owner of a spaniel called Bramble', 'Practice manager at a veterinary clinic', "Gareth was quoted £650 for Bramble's knee surgery but the bill came to £910 because the vet found a second torn ligament during the operation. He wants the bill cut back to the estimate. My goal: agree a payment plan."));
    const { identity } = brief.character;
    expect(identity.name).toBe('Gareth Evans');
    expect(identity.occupation).toMatch(/Postman/);
    expect(identity.organisation ?? '').not.toMatch(/Bramble/);
    expect(brief.character.facts.map((fact) => fact.answer).join(' ')).toContain('I was quoted £650');
  });
});
