// A created character asked what brought them ("What can I do for you?", "What brings you in today?", "Can I ask what
// has changed for you?") says what they came about, never a small-talk way back; a question about what the character
// or another did ("What did you do at the weekend?", "What did they tell you?") is no such invitation.
import { describe, expect, it } from 'vitest';
import { readLine } from './acts.ts';
import { buildKnowledge } from './knowledge.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { startsWithStockLine } from './stock-lines.ts';
import { splitSentences } from '../../language/text.ts';

const choir = quickCharacter(
  'Leaving a community choir',
  'Choir member',
  'Choir secretary',
  'Agnes Byrne, 52, has sung with Westgate Community Choir in Exeter since 2016 and pays £60 a term. Her shifts at the bakery moved to evenings in April and she wants to leave at the end of term. She would stay if the choir let her come to the Saturday rehearsals only.',
);
const knowledge = buildKnowledge({ brief: choir, glossary: [], facts: [] });
const givesAWayBack = (reply: string) => splitSentences(reply).some((sentence) => startsWithStockLine('smallTalk', sentence));

describe('an invitation to say why they came', () => {
  it('is read as asking for the matter, not as small talk', () => {
    for (const line of ['Hi Agnes, what can I do for you?', 'What brings you in today?', 'How can I help you?', 'Can I ask what has changed for you?', 'What made you come in?']) {
      const acts = readLine(line, knowledge).acts;
      expect(acts.has('concern'), line).toBe(true);
      expect(acts.has('offTopic'), line).toBe(false);
    }
  });

  it('is answered with what they came about, then with what they have not said yet', () => {
    const { replies } = converse(choir, ['Hi Agnes, what can I do for you?', 'Can I ask what has changed for you?']);
    expect(replies[0]).toMatch(/shifts/);
    expect(replies[1]).not.toMatch(/shifts/);
    for (const reply of replies) expect(givesAWayBack(reply), reply).toBe(false);
  });

  it('names no fact by its verb of saying, though a fact says the same verb', () => {
    const organist = quickCharacter(
      'Organ lessons for the new organist',
      'Church organist',
      'Parish administrator',
      'Father Declan asked Ruth Kemble to play the organ at St Mary\'s on Sundays from September. Last month she gave a talk on Bach to the parish history group. She wants the parish to pay for ten organ lessons at £40 each before she starts.',
    );
    for (const line of ['What did you want to talk about?', 'What would you like to discuss?']) {
      const reply = converse(organist, [line]).replies[0]!;
      expect(reply, line).toMatch(/organ lessons/);
      expect(reply, line).not.toMatch(/Bach/);
    }
  });

  it('needs no "you" after the learner offers to do something', () => {
    for (const line of ['How can I help?', 'Hello, what can I do today?']) {
      const reply = converse(choir, [line]).replies[0]!;
      expect(reply, line).toMatch(/leave at the end of term/);
      expect(givesAWayBack(reply), reply).toBe(false);
    }
  });

  it('is not a question after what the character or another did', () => {
    for (const line of ['What did you do at the weekend?', 'What did they tell you?', 'What are you singing?', 'What do you do?', 'How are you?']) {
      expect(readLine(line, knowledge).acts.has('concern'), line).toBe(false);
    }
  });
});
