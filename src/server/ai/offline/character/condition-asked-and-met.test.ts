// Asked what it would take, a character with a stated condition of agreeing says that condition in its own words
// ("I'd renew for two years if…"), and asked again names every part still missing, not the first as if it were all;
// an offer that names the time the condition names ("next season", "from April") gives it.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { knowledgeOf } from './knowledge.ts';
import { replayConversation } from './state.ts';

const secretary = quickCharacter(
  'Pitch hire for the under-12s',
  'Club secretary, Dylan Price',
  'Youth league organiser',
  'Dylan Price is secretary of Fernhill Cricket Club, whose pitch the youth league hires on Sunday mornings. He would renew the hire for next season if the league pays for the pitch repairs and the fee stays at £60 a morning with no increase next season.',
);

describe('a stated condition asked after and met', () => {
  it('is what the character says when asked what it would take', () => {
    const [reply] = converse(secretary, ['What would it take for you to renew the hire?']).replies;
    expect(reply).toMatch(/\bI would renew the hire for next season if\b/);
  });

  it('asked again, names every part still missing', () => {
    const replies = converse(secretary, ['What would it take for you to renew the hire?', 'And what would you need from us?']).replies;
    expect(replies[1]).toMatch(/pitch repairs/);
    expect(replies[1]).toMatch(/£60 a morning/);
  });

  it('is met by offers that give each part, the time it names said in the offer', () => {
    const lines = ["I'm glad we can talk about next season. How has the pitch held up?", 'We will pay for the pitch repairs this spring.', 'And we will keep the fee at £60 a morning with no increase next season.'];
    const { messages } = converse(secretary, lines);
    const knowledge = knowledgeOf({ brief: secretary, glossary: [], facts: [] });
    expect(replayConversation([...messages, { role: 'learner', content: 'Thanks, Dylan.' }], secretary, knowledge).state.hasAgreed).toBe(true);
    expect(replayConversation([...messages.slice(0, 5), { role: 'learner', content: 'Thanks, Dylan.' }], secretary, knowledge).state.hasAgreed).toBe(false);
  });
});
