// A Quick scenario whose role names the character and, later, someone or something else (a dog, a child): the brief's
// identity is the person named first, with their own job, and no organisation made of a possessive.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from './generate-scenario.ts';
import { asPhrase } from '../../language/text.ts';

describe('[GENERATION] the character a Quick role names', () => {
  it('is the owner, not the dog: name, job and no "Bramble\'s" workplace', () => {
    const { brief } = generateScenarioOffline(quickScenario('A vet bill higher than the estimate', 'Gareth Evans, a retired postman and owner of a spaniel called Bramble', 'Practice manager at a veterinary clinic', "Gareth was quoted £650 for Bramble's knee surgery but the bill came to £910 because the vet found a second torn ligament during the operation. He wants the bill cut back to the estimate. My goal: agree a payment plan."));
    const { identity } = brief.character;
    expect(identity.name).toBe('Gareth Evans');
    expect(identity.occupation).toMatch(/Postman/);
    expect(identity.organisation ?? '').not.toMatch(/Bramble/);
    expect(brief.character.facts.map((fact) => fact.answer).join(' ')).toContain('I was quoted £650');
  });

  it('is what the description says they do for a living when the role only says what they are to the learner', () => {
    const { brief } = generateScenarioOffline(quickScenario('Buying a second-hand piano', 'Seller', 'Buyer', 'Wen Hao is a hospital porter selling his late aunt’s upright piano for £900. It was tuned in January. I want to pay £700 and collect it myself.'));
    expect(brief.character.identity.occupation).toMatch(/^Hospital Porter$/);
    // A role that is a trade stays the job.
    const { brief: dealer } = generateScenarioOffline(quickScenario('Buying a piano from a shop', 'Piano dealer', 'Buyer', 'Wen Hao sells second-hand pianos from a unit in Leeds. He wants £900 for an upright. I want to pay £700.'));
    expect(dealer.character.identity.occupation).toMatch(/Piano Dealer/);
  });

  it('says a job in lower case, a hyphenated word too, and keeps a name after a preposition', () => {
    expect(asPhrase('Self-Employed Electrician')).toBe('self-employed electrician');
    expect(asPhrase('Product Specialist from RotaCare')).toBe('product specialist from RotaCare');
    expect(asPhrase('Nurse at Saint-Denis')).toBe('nurse at Saint-Denis');
    expect(asPhrase('E-bike repair shop owner')).toBe('e-bike repair shop owner');
    expect(asPhrase('Year 6 teacher')).toBe('Year 6 teacher');
    expect(asPhrase('IT analyst')).toBe('IT analyst');
    expect(asPhrase('X-Ray Technician')).toBe('x-ray technician');
  });
});
