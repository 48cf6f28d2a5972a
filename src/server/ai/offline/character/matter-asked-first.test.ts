// "What did you want to talk about?", "What brings you in?": the matter the character came about, read as a want by
// its meaning ("is asking to move", "would like to"), never a fact that only says who the character is, whatever
// that fact's topic is called.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { saysAWant } from './fact-meaning.ts';
import { saysOnlyWhoTheyAre } from './knowledge.ts';

const picker = quickCharacter(
  'Moving to the day shift',
  'Warehouse picker',
  'Shift supervisor',
  'Tomasz Nowak is a warehouse picker on Team 4. He is asking to move to the early shift from 3 November so he can collect his daughter from nursery.',
);

describe('the matter asked for first', () => {
  it('is the want, not the fact of who they are', () => {
    for (const line of ['What did you want to talk about?', 'What brings you in?', 'What can I do for you?']) {
      const reply = converse(picker, [line]).replies[0]!;
      expect(reply, line).toMatch(/early shift/);
      expect(reply, line).not.toMatch(/warehouse picker/);
    }
  });

  it('reads a want by a verb that means wanting or asking for, followed by the doing', () => {
    expect(saysAWant('I am asking to move to the early shift.')).toBe(true);
    expect(saysAWant('I would like to keep my Saturday hours.')).toBe(true);
    expect(saysAWant('I asked the council about it last week.')).toBe(false);
    expect(saysAWant('I am trying to keep up.')).toBe(false);
  });

  it('knows a fact that only says who they are by its words', () => {
    expect(saysOnlyWhoTheyAre('I am a warehouse picker at Harland Distribution.')).toBe(true);
    expect(saysOnlyWhoTheyAre('I am asking to move to the early shift.')).toBe(false);
  });
});
