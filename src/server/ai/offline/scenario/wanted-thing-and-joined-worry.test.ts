// A want asked for as one of its kind ("a ten-day extension to the deadline") names what the character came about,
// and a worry joined after a want ("…and is worried it will cut his pay") is a worry of its own: told as a fact and
// raised as a concern, never read as how the character comes across.
import { describe, expect, it } from 'vitest';
import { quickCharacter } from '../character/conversation.test-helpers.ts';

describe('a want asked for as one of its kind', () => {
  const translator = quickCharacter(
    'Deadline for a translation',
    'Freelance translator',
    'Agency project manager',
    'Lucia Ferrante is a freelance translator. The agency sent her a 40,000-word manual on 2 May. Her mother went into hospital last week. She wants a ten-day extension to the deadline.',
  );

  it('is the matter, named without what only sorts it', () => {
    expect(translator.openingLine).toContain('the extension');
    expect(translator.openingLine).not.toMatch(/\bthe agency\b|ten-day extension/);
  });
});

describe('a worry joined after a want', () => {
  const picker = quickCharacter(
    'Day shifts',
    'Warehouse picker',
    'Shift manager',
    'Dev Patel is a warehouse picker. He has worked nights for three years. He takes his children to school since his wife started a new job in January. He wants a move to day shifts and is worried it will cut his pay.',
  );

  it('leaves the want whole and is told as a worry of its own', () => {
    const answers = picker.facts.map((fact) => fact.answer);
    expect(answers).toContain('I want a move to day shifts.');
    expect(answers).toContain('I am worried it will cut my pay.');
  });

  it('is a concern of the character, settled by an answer to it', () => {
    const worry = picker.objections.find((objection) => /worried/.test(objection.objection));
    expect(worry?.objection).toBe('I am worried it will cut my pay.');
    expect(worry?.resolvedBy).toBe('an answer on whether it will cut my pay');
  });

  it('is not taken for how the character comes across', () => {
    expect(`${picker.identity.personality} ${picker.identity.tone}`).not.toMatch(/\bpay\b|\bwill\b/);
  });

  it('is not split from a sentence whose second verb says what was done to its subject', () => {
    const owner = quickCharacter('A vet bill higher than quoted', 'Dog owner', 'Practice manager', 'Colin Mercer brought his spaniel Bramble to Oakfield Vets on 3 June. He was quoted £420 and was billed £690 after two extractions.');
    expect(owner.facts.map((fact) => fact.answer)).toContain('I was quoted £420 and was billed £690 after two extractions.');
  });
});
