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
});
