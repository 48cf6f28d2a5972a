// The character-reply prompt over a long session: the conversation fits its token budget, the latest turns are sent
// verbatim and the earlier ones are summarised in the system prompt.
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../shared/contracts/scenarios.ts';
import { buildCharacterReplyPrompt, buildCharacterSystemPrompt, CONVERSATION_TOKEN_BUDGET, estimateTokens } from './prompt.ts';
import type { CharacterReplyInput } from '../../contracts/character-reply.ts';
import { buildCharacterInput } from '../../../test/character-input.ts';

function buildInput(messages: ChatMessage[]): CharacterReplyInput {
  return buildCharacterInput({}, messages);
}

/** Turn n: the learner's line and the character's answer, each a few sentences long. */
function buildTurns(count: number): ChatMessage[] {
  const messages: ChatMessage[] = [];
  for (let turn = 1; turn <= count; turn += 1) {
    messages.push({
      role: 'learner',
      content: `Learner point ${turn} about the delivery schedule. ${'We could look at the options in more detail together. '.repeat(3)}What do you think?`,
    });
    messages.push({ role: 'character', content: `Character answer ${turn} on the schedule. ${'I need more than promises before I change my mind on this. '.repeat(3)}` });
  }
  return messages;
}

const conversationTokens = (messages: { content: string }[]) => messages.reduce((sum, message) => sum + estimateTokens(message.content), 0);

describe('[AI] character-reply prompt', () => {
  it('sends a short conversation whole, with no summary', () => {
    const messages = buildTurns(3);
    messages.push({ role: 'learner', content: 'So where do we stand?' });
    const prompt = buildCharacterReplyPrompt(buildInput(messages));
    expect(prompt.system).toBe(buildCharacterSystemPrompt(buildInput(messages)));
    expect(prompt.system).not.toMatch(/Earlier in this conversation/);
    expect(prompt.messages).toEqual(messages.map((message) => ({ role: message.role === 'learner' ? 'user' : 'assistant', content: message.content })));
  });

  it('keeps a 200-turn conversation within the budget: the latest turns verbatim, the earliest summarised', () => {
    const messages = buildTurns(200);
    const lastLine = `Final question: ${'can we agree on a delivery window for the spring orders? '.repeat(20)}`;
    messages.push({ role: 'learner', content: lastLine });
    expect(conversationTokens(messages)).toBeGreaterThan(CONVERSATION_TOKEN_BUDGET * 3);

    const prompt = buildCharacterReplyPrompt(buildInput(messages));
    const base = buildCharacterSystemPrompt(buildInput(messages));
    expect(prompt.system.startsWith(base)).toBe(true);
    const summary = prompt.system.slice(base.length);
    expect(estimateTokens(summary) + conversationTokens(prompt.messages)).toBeLessThanOrEqual(CONVERSATION_TOKEN_BUDGET);
    expect(estimateTokens(prompt.system) + conversationTokens(prompt.messages)).toBeLessThanOrEqual(estimateTokens(base) + CONVERSATION_TOKEN_BUDGET);

    // The last learner line whole, and the turns before it exactly as they were said.
    expect(prompt.messages.at(-1)).toEqual({ role: 'user', content: lastLine });
    const kept = messages.slice(messages.length - prompt.messages.length);
    expect(prompt.messages).toEqual(kept.map((message) => ({ role: message.role === 'learner' ? 'user' : 'assistant', content: message.content })));
    expect(prompt.messages.length).toBeGreaterThanOrEqual(10);
    expect(prompt.messages[0]!.role).toBe('user');

    // The summary: labelled first sentences, the start of the conversation, and the lines just before the kept ones.
    expect(summary).toMatch(/Earlier in this conversation/);
    expect(summary).toContain('- them: Learner point 1 about the delivery schedule.');
    expect(summary).toContain('- you: Character answer 1 on the schedule.');
    expect(summary).not.toContain('We could look at the options');
    const lastSummarised = messages.length - prompt.messages.length - 1;
    expect(summary).toContain(messages[lastSummarised]!.content.split('. ')[0]);
    expect(summary).toMatch(/\(\d+ more lines\)/);
  });

  it('summarises only what does not fit, and the result is the same for the same conversation', () => {
    const messages = buildTurns(70);
    messages.push({ role: 'learner', content: 'And the price?' });
    const first = buildCharacterReplyPrompt(buildInput(messages));
    expect(first).toEqual(buildCharacterReplyPrompt(buildInput(messages)));
    const summarised = messages.length - first.messages.length;
    expect(summarised).toBeGreaterThan(0);
    // Every summarised line is in the summary (no lines left out at this length).
    for (const message of messages.slice(0, summarised)) expect(first.system).toContain(message.content.split('. ')[0]);
    expect(first.system).not.toMatch(/more lines\)/);
  });

  it('asks for Indonesian throughout when the practice is held in it, and names no language rule for English', () => {
    const messages: ChatMessage[] = [{ role: 'learner', content: 'Good morning, do you have a minute about the invoice?' }];
    const indonesian = buildCharacterReplyPrompt({ ...buildInput(messages), language: 'id-ID' });
    expect(indonesian.system).toMatch(/- Speak Indonesian \(Bahasa Indonesia\) in every reply/);
    // Said after the general rule that follows the other person's language, so it is the one that counts.
    expect(indonesian.system.indexOf('Speak Indonesian')).toBeGreaterThan(indonesian.system.indexOf('in the language the other person uses'));
    for (const language of [undefined, 'en-US'] as const) {
      expect(buildCharacterReplyPrompt({ ...buildInput(messages), language }).system).not.toContain('Indonesian');
    }
  });
});
