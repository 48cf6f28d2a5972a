// When the built-in twin cannot answer, it says what the listener can ask about instead: the topics of the answers
// that listener may hear, at most three, in a fixed order; with none, the owner hears how to teach it.
import { describe, expect, it } from 'vitest';
import { getTwinQuestion, TWIN_QUESTIONS } from '../../../../shared/twin-questions.ts';
import type { TwinReplyInput, TwinReplyListener } from '../../contracts/twin-reply.ts';
import { isTwinDecline, MAX_OFFERED_TOPICS, offerText, topicsToOffer, TWIN_DECLINE_REPLY, TWIN_TEACH_REPLY, TWIN_UNKNOWN_REPLY, unknownReplyFor } from '../../language/twin-text.ts';
import { replyAsTwinOffline } from './reply.ts';

const answer = (number: number, text: string) => ({ number, question: getTwinQuestion(number)!.text, answer: text });

const ask = (answers: TwinReplyInput['answers'], question: string, listener: TwinReplyListener = 'owner') =>
  replyAsTwinOffline({ twinName: 'Idris Bello', summary: null, answers, memories: [], listener, messages: [{ role: 'user', content: question }] });

describe('[TWIN] what the twin offers after a decline', () => {
  it('names the topics answered, at most three, in its fixed order whatever order the answers come in', () => {
    const answers = [answer(15, 'Honesty, above all.'), answer(9, 'Carving spoons from green wood.'), answer(4, 'Femi, since school.'), answer(12, 'I drove a bus in Lagos.')];
    expect(topicsToOffer(answers)).toEqual(['work_life', 'hobby', 'friends']);
    expect(topicsToOffer([...answers].reverse())).toEqual(['work_life', 'hobby', 'friends']);
    expect(offerText(topicsToOffer(answers))).toBe('Ask me about my work, what I love doing or my friends.');
    const reply = ask(answers, 'What car do you drive?');
    expect(reply).toBe(`${TWIN_UNKNOWN_REPLY} Add a memory about it, or ask me about my work, what I love doing or my friends.`);
    expect(ask([...answers].reverse(), 'What car do you drive?')).toBe(reply);
  });

  it('never offers more than three topics, however many are answered', () => {
    const all = TWIN_QUESTIONS.map((question) => answer(question.number, 'Yes.'));
    expect(topicsToOffer(all)).toHaveLength(MAX_OFFERED_TOPICS);
    expect(offerText(topicsToOffer(all))).toBe('Ask me about my family, my work or what I love doing.');
  });

  it('offers nothing from an empty answer', () => {
    expect(topicsToOffer([answer(1, '  '), answer(18, 'Climbing the mango tree.')])).toEqual(['memories']);
    expect(ask([answer(1, ' ')], 'Do you have a sister?')).toBe(`${TWIN_UNKNOWN_REPLY} ${TWIN_TEACH_REPLY}`);
  });

  it('names to a visitor only what the visitor may hear, and otherwise declines plainly', () => {
    // The service hands a visitor only the shared answers: here the work answer is shared, the family one is not.
    const shared = [answer(12, 'I drove a bus in Lagos.')];
    expect(ask(shared, 'Do you have a sister?', 'public')).toBe(`${TWIN_DECLINE_REPLY} Ask me about my work.`);
    expect(ask(shared, 'Do you have a sister?', 'family')).toBe(`${TWIN_DECLINE_REPLY} Ask me about my work.`);
    expect(ask([], 'Do you have a sister?', 'public')).toBe(TWIN_DECLINE_REPLY);
    expect(unknownReplyFor({ listener: 'public', answers: [] })).toBe(TWIN_DECLINE_REPLY);
  });
});

describe('[TWIN] isTwinDecline', () => {
  it('knows every decline the twin words, for its listener', () => {
    const answers = [answer(1, 'My sister Bisi.'), answer(12, 'I drove a bus.')];
    for (const listener of ['owner', 'family', 'public'] as const) {
      for (const held of [[], answers.slice(0, 1), answers]) {
        const decline = unknownReplyFor({ listener, answers: held });
        expect(isTwinDecline(decline, listener), decline).toBe(true);
        expect(isTwinDecline(`Hello! It’s Idris here. ${decline}`, listener)).toBe(true);
      }
    }
    expect(isTwinDecline(unknownReplyFor({ listener: 'public', answers }), 'owner')).toBe(false);
    expect(isTwinDecline(unknownReplyFor({ answers }), 'public')).toBe(false);
  });

  it('is not fooled by an answer, or a decline followed by one of the person’s sentences', () => {
    expect(isTwinDecline('My sister Bisi lives in Ibadan.')).toBe(false);
    expect(isTwinDecline(`${TWIN_DECLINE_REPLY} Ask me about retinol and you will regret it.`, 'public')).toBe(false);
    expect(isTwinDecline(`${TWIN_UNKNOWN_REPLY} ${TWIN_TEACH_REPLY} My sister Bisi lives in Ibadan.`)).toBe(false);
    expect(isTwinDecline(`${TWIN_DECLINE_REPLY} Ask me about my family or my sister.`, 'public')).toBe(false);
  });
});
