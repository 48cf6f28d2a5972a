// Delivery figures, each checked on a small transcript.
import { describe, expect, it } from 'vitest';
import { computeDelivery } from './delivery.ts';
import type { GradingMessage } from '../../contracts/grade-conversation.ts';

const MESSAGES: GradingMessage[] = [
  { id: 'c1', role: 'character', content: "Hello, I'm Maria." }, // 3 words
  { id: 'l1', role: 'learner', content: 'Hi Maria. What would help you most? Um, do you have a budget?', speech_ms: 6000 }, // 13 words
  { id: 'l2', role: 'learner', content: 'Basically I mean, we could, like, start small, you know.', speech_ms: 4000 }, // 10 words
  { id: 'c2', role: 'character', content: 'Maybe.' }, // 1 word
  { id: 'l3', role: 'learner', content: 'Tell me about the team.', speech_ms: null }, // 5 words
];

describe('[REPORTS] delivery', () => {
  it("computes the learner's talk share, questions, fillers, pace and longest monologue", () => {
    expect(computeDelivery(MESSAGES, 'speech')).toEqual({
      // 28 of 32 words.
      learner_talk_share: 0.88,
      // "What would help you most?", "do you have a budget?", "Tell me about the team."
      questions_asked: 3,
      open_questions: 2,
      // um, basically, I mean, like, you know.
      filler_words: 5,
      // 23 words in the two timed lines over 10 seconds.
      words_per_minute: 138,
      // l1 and l2 with no reply between them.
      longest_monologue_words: 23,
    });
  });

  it('gives words per minute in speech mode only, and only from lines whose speaking time is known', () => {
    expect(computeDelivery(MESSAGES, 'text').words_per_minute).toBeNull();
    const untimed = MESSAGES.map(({ speech_ms: _speech, ...message }) => message);
    expect(computeDelivery(untimed, 'speech').words_per_minute).toBeNull();
  });

  it('counts closed questions without a question mark, and leaves ordinary uses of filler words alone', () => {
    const delivery = computeDelivery(
      [
        { id: 'l1', role: 'learner', content: 'Can you confirm the date. What kind of rota do you use? I like the plan. Do you know the numbers?' },
        { id: 'l2', role: 'learner', content: "What's the order number? Walk me through your week. Why does it matter" },
      ],
      'text',
    );
    expect(delivery).toMatchObject({ questions_asked: 6, open_questions: 3, filler_words: 0, learner_talk_share: 1, longest_monologue_words: 34 });
  });

  it('answers zeros for a session without words', () => {
    expect(computeDelivery([], 'speech')).toEqual({
      learner_talk_share: 0,
      questions_asked: 0,
      open_questions: 0,
      filler_words: 0,
      words_per_minute: null,
      longest_monologue_words: 0,
    });
  });
});
