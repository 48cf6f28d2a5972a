// A character who has asked leave to do something ("has asked to switch to morning routes") came with a request: the
// opening names it, the stock lines speak of what was asked for, not of a worry beside it, and an offer that names the
// thing as people say it ("mornings" for "morning routes", the head dropped) gives it. A noun that qualifies another
// ("morning routes", "the evening allowance") is part of the thing, never a date asked for. A brief of this file's own.
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../shared/contracts/scenarios.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { knowledgeOf } from './knowledge.ts';
import { addGiven, alternativesOf, meets, nothingGiven, offersByMeaning } from './offer-reading.ts';
import { replayConversation } from './state.ts';
import { matterOf } from './stock-lines.ts';

const DRIVER = quickCharacter(
  'Changing routes for the school run',
  'Bus driver',
  'Depot manager',
  'Owen Price has driven buses for Redline Coaches in Swindon for nine years. His son starts at a new school in March, and he has asked to switch to morning routes for two months so he can collect him at 3pm. He is worried that leaving evening routes will cost him the £1.50 an hour evening allowance. My goal: agree a plan that keeps the evening timetable covered.',
);
const WANT = 'your word that I can switch to morning routes for two months';

function given(line: string): ReturnType<typeof nothingGiven> {
  const found = nothingGiven();
  addGiven(found, line, (sentence) => offersByMeaning(sentence), { empathy: false, asked: false, isHostile: false });
  return found;
}

describe('a noun that qualifies another', () => {
  it('is part of the thing the want names, not a date asked for', () => {
    const [alternative] = alternativesOf(WANT);
    expect(alternative!.parts.has('date')).toBe(false);
    expect(alternative!.things).toMatch(/\bmorning routes$/);
    expect(alternativesOf('the evening allowance kept')[0]!.parts.has('date')).toBe(false);
  });

  it.each(['We can put you on mornings from March for two months.', 'I can switch you to morning routes for two months.'])('is given by the compound or by its first noun alone: "%s"', (line) => {
    expect(meets(given(line), WANT)).toBe(true);
  });

  it.each(['We can look at your routes for two months.', 'I can give you two mornings off in March.', 'We can switch you for two weeks.'])('is not given by its head alone, a span or another phrase: "%s"', (line) => {
    expect(meets(given(line), WANT)).toBe(false);
  });
});

describe('a character who has asked leave to do something', () => {
  it('opens by naming the request, and its stock lines speak of what was asked for', () => {
    expect(DRIVER.openingLine).toMatch(/my request to switch to morning routes/i);
    expect(DRIVER.openingLine).not.toMatch(/\?/);
    expect(matterOf(DRIVER, 'Changing routes for the school run')).toBe('the morning routes');
    expect(DRIVER.objections.map((objection) => objection.objection).filter((objection) => /^On /.test(objection))).toEqual([expect.stringMatching(/^On my request to switch to morning routes, /)]);
  });

  it('agrees once the request is given and the worry answered', () => {
    const lines = ['Hi Owen, thanks for coming in. What did you want to talk about?', 'We can put you on mornings from March for two months.', 'You will keep the £1.50 evening allowance for those two months.'];
    const { messages, replies } = converse(DRIVER, lines);
    expect(replies[1]).toMatch(/what I was asking for/i);
    const after: ChatMessage[] = [...messages, { role: 'learner', content: 'Does that work for you?' }];
    const knowledge = knowledgeOf({ brief: DRIVER, glossary: [], facts: [] });
    expect(replayConversation(after, DRIVER, knowledge).state.hasAgreed, replies.join('\n')).toBe(true);
  });

  it('does not agree to the worry answered alone', () => {
    const lines = ['Hi Owen, thanks for coming in.', 'You will keep the £1.50 evening allowance whatever happens.'];
    const { messages, replies } = converse(DRIVER, lines);
    const after: ChatMessage[] = [...messages, { role: 'learner', content: 'Does that work for you?' }];
    expect(replayConversation(after, DRIVER, knowledgeOf({ brief: DRIVER, glossary: [], facts: [] })).state.hasAgreed, replies.join('\n')).toBe(false);
  });
});
