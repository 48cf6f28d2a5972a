// A description written in the learner's first person ("I'm phoning Sandra Kowalski, head of finance at…"): the
// writer's "I" is nobody's name, and the person named after it is the character.
import { describe, expect, it } from 'vitest';
import { quickCharacter } from '../character/conversation.test-helpers.ts';

describe('[GENERATION] a description in the writer’s first person', () => {
  it('names the character the writer phones, never "I\'m" or "I\'ve"', () => {
    const character = quickCharacter(
      'Catering contract',
      'Head of finance',
      'Sales executive',
      "I'm phoning Sandra Kowalski, head of finance at Ridgeway Foods, about the catering contract that ends in March. I've offered a 5% discount already.",
    );
    expect(character.identity.name).toBe('Sandra Kowalski');
    expect(character.situation).not.toMatch(/\bI['’](?:m|ve)\s+is\b/);
  });

  it('gives the character what the writer says they are, with no article: their job and their organisation', () => {
    const character = quickCharacter(
      'Lab equipment service',
      'Lab manager',
      'Service engineer',
      "I'm phoning Marek Novak, lab manager at Halden Biosciences, about the centrifuge service that lapsed in May. Two centrifuges are out of use.",
    );
    expect(character.identity.name).toBe('Marek Novak');
    expect(character.identity.organisation).toBe('Halden Biosciences');
    const said = character.facts.map((fact) => fact.answer).join(' ');
    expect(said).toContain('Halden Biosciences');
    expect(said).not.toMatch(/\bme, lab manager\b/);
  });

  it('says "their" after the character in the learner’s sentence as their organisation’s "our", unless others stand between', () => {
    const lab = (description: string) => quickCharacter('Lab equipment service', 'Lab manager', 'Service engineer', description).facts.map((fact) => fact.answer).join(' ');
    expect(lab("I'm phoning Marek Novak, lab manager at Halden Biosciences, about renewing their centrifuge service, which lapsed in May.")).toMatch(/\bour centrifuge service\b/);
    expect(lab("I'm phoning Marek Novak, lab manager at Halden Biosciences, about the technicians and their rota, which changed in May.")).not.toMatch(/\bour rota\b/);
  });
});
