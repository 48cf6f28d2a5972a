// The character-reply prompt over a long session: the conversation fits its token budget, the latest turns are sent
// verbatim and the earlier ones are summarised in the system prompt.
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../shared/contracts/scenarios.ts';
import type { AiMessage } from '../../ai-task.ts';
import { buildCharacterReplyPrompt, buildCharacterSystemPrompt, CONVERSATION_TOKEN_BUDGET, estimateTokens, VERBATIM_START_STEP } from './prompt.ts';
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

  /** The prompt of turn `turn` of a session that opened with the character's line: every line before, and the learner's new one. */
  function promptOfTurn(turns: ChatMessage[], turn: number) {
    const opening: ChatMessage = { role: 'character', content: 'Good morning. I have ten minutes, so let us talk about the late delivery.' };
    return buildCharacterReplyPrompt(buildInput([opening, ...turns.slice(0, turn * 2 - 1)]));
  }

  /** Whether `later` reads exactly as `earlier` and then goes on: the model's kept context is then all still of use. */
  function extends_(earlier: { system: string; messages: AiMessage[] }, later: { system: string; messages: AiMessage[] }): boolean {
    return later.system === earlier.system && JSON.stringify(later.messages.slice(0, earlier.messages.length)) === JSON.stringify(earlier.messages);
  }

  it("reads turn 20's prompt as turn 19's and then the new lines: the same instructions, the same lines in the same order", () => {
    const turns = buildTurns(20);
    const nineteenth = promptOfTurn(turns, 19);
    const twentieth = promptOfTurn(turns, 20);
    expect(extends_(nineteenth, twentieth)).toBe(true);
    expect(twentieth.messages.slice(nineteenth.messages.length).map((message) => message.content)).toEqual([turns[37]!.content, turns[38]!.content]);
    // Each turn of the session, the same.
    for (let turn = 2; turn <= 20; turn += 1) expect(extends_(promptOfTurn(turns, turn - 1), promptOfTurn(turns, turn))).toBe(true);
  });

  it('once a long session no longer fits, moves its summary on only every few turns, and in between only adds lines', () => {
    const turns = buildTurns(120);
    let summarised = 0;
    let moves = 0;
    for (let turn = 2; turn <= 120; turn += 1) {
      const before = promptOfTurn(turns, turn - 1);
      const now = promptOfTurn(turns, turn);
      expect(estimateTokens(now.system) + conversationTokens(now.messages)).toBeLessThanOrEqual(estimateTokens(buildCharacterSystemPrompt(buildInput([]))) + CONVERSATION_TOKEN_BUDGET);
      if (now.system !== buildCharacterSystemPrompt(buildInput([]))) summarised += 1;
      if (!extends_(before, now)) moves += 1;
    }
    // Most of these turns do not fit whole; of them, at most one in VERBATIM_START_STEP / 2 (lines a turn) starts anew.
    expect(summarised).toBeGreaterThan(50);
    expect(moves).toBeGreaterThan(0);
    expect(moves).toBeLessThanOrEqual(Math.ceil(summarised / (VERBATIM_START_STEP / 2)) + 1);
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
