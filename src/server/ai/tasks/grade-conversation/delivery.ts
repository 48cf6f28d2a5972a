// How the learner talked, computed in code from the transcript for every engine: talk share, questions, fillers,
// pace (speech mode) and the longest monologue.
import type { Delivery } from '../../../../shared/contracts/reports.ts';
import { countFillers, measureTalk } from '../../offline/grader/learner-speech.ts';
import { countWords, isOpenQuestion, isQuestion, splitSentences } from '../../language/text.ts';
import type { GradingInput } from '../../contracts/grade-conversation.ts';

const MS_PER_MINUTE = 60_000;

/** The delivery figures of a session. Words per minute only in speech mode, from the lines whose speaking time is known. */
export function computeDelivery(messages: GradingInput['messages'], mode: GradingInput['mode']): Delivery {
  let questions = 0;
  let openQuestions = 0;
  let fillers = 0;
  let timedWords = 0;
  let spokenMs = 0;
  for (const message of messages) {
    if (message.role !== 'learner') continue;
    for (const sentence of splitSentences(message.content)) {
      if (!isQuestion(sentence)) continue;
      questions += 1;
      if (isOpenQuestion(sentence)) openQuestions += 1;
    }
    fillers += countFillers(message.content);
    if (typeof message.speech_ms === 'number' && message.speech_ms > 0) {
      timedWords += countWords(message.content);
      spokenMs += message.speech_ms;
    }
  }
  const { learnerShare, longestMonologue } = measureTalk(messages);
  return {
    learner_talk_share: Math.round(learnerShare * 100) / 100,
    questions_asked: questions,
    open_questions: openQuestions,
    filler_words: fillers,
    words_per_minute: mode === 'speech' && spokenMs > 0 ? Math.round(timedWords / (spokenMs / MS_PER_MINUTE)) : null,
    longest_monologue_words: longestMonologue,
  };
}
