// A count said twice in one fact, once in a length of time and once of something else ("arrived two weeks late, so
// two of my shops ran out"): "How many shops…?" asks for the one that counts shops, said with what it counts.
import { describe, expect, it } from 'vitest';
import { quickCharacter, replyTo } from './conversation.test-helpers.ts';

const CAFES =
  'Nadia Rahman owns a chain of cafés in Leeds and has bought our bread since 2020. Her Saturday delivery came three hours late, so three of her cafés opened with no bread. She wants the Saturday delivery refunded.';

describe('a count asked of a thing, when the fact also counts time', () => {
  const owner = quickCharacter('Late Saturday bread delivery', 'Café owner', 'Bakery account manager', CAFES);

  it('is the count of that thing, with what it counts', () => {
    const told = 'What happened on Saturday?';
    const reply = replyTo(owner, 'How many cafés opened without bread?', [told]);
    expect(reply).toMatch(/\bthree of my cafés\b/i);
    expect(reply).not.toMatch(/^(?:[^.]*\s)?three hours\b/i);
  });
});
