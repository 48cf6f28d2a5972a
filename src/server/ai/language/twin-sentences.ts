// The person's sentences as the summary reads them: every answer and memory cut into sentences and numbered s1, s2, …
// in one fixed order. The offline engine, the model's prompt and the code that checks either answer all read this one
// list, so an id means the same sentence everywhere and a sentence placed anywhere is one the person said.
import { TWIN_ANSWER_MAX_LENGTH, type TwinSummarySectionName } from '../../../shared/contracts/twin-constants.ts';
import { getTwinQuestion, type TwinTopic } from '../../../shared/twin-questions.ts';
import type { TwinSummaryInput } from '../contracts/twin-summary.ts';
import { splitSentences } from './text.ts';

// Memory text can be a whole document: only its start is read, and only the memories the locker lists first.
export const MAX_SUMMARY_MEMORIES = 100;
export const MAX_SUMMARY_MEMORY_CHARS = 4_000;
const MAX_SENTENCES_PER_MEMORY = 40;

export interface TwinSentence {
  /** "s1", "s2", … in reading order. */
  id: string;
  /** "answer:<n>" or "memory:<id>". */
  source: string;
  /** The question it answers (null for a memory). */
  questionNumber: number | null;
  text: string;
  /** Cut from the sentence before it at a semicolon ("I never cook; Leif won't let me near the stove"). */
  joined?: true;
}

/** Sentences, also cut at semicolons: "Sunday pancakes; my grandmother always said …" holds two thoughts. */
export function sentencesOf(text: string): { text: string; joined: boolean }[] {
  return splitSentences(text).flatMap((sentence) =>
    sentence
      .split(/\s*;\s+/)
      .filter((part) => /[\p{L}\p{N}]/u.test(part))
      .map((part, index) => ({ text: part, joined: index > 0 })),
  );
}

/** Every sentence the summary may use: answers by question number, then memories in the order given. */
export function readTwinSentences(input: TwinSummaryInput): TwinSentence[] {
  const sentences: TwinSentence[] = [];
  const add = (source: string, questionNumber: number | null, { text, joined }: { text: string; joined: boolean }) =>
    sentences.push({ id: `s${sentences.length + 1}`, source, questionNumber, text, ...(joined ? { joined: true as const } : {}) });
  const answers = input.answers.filter((answer) => answer.answer.trim() !== '').sort((left, right) => left.number - right.number);
  const seen = new Set<number>();
  for (const answer of answers) {
    if (seen.has(answer.number)) continue;
    seen.add(answer.number);
    for (const part of sentencesOf(answer.answer.slice(0, TWIN_ANSWER_MAX_LENGTH))) add(`answer:${answer.number}`, answer.number, part);
  }
  for (const memory of input.memories.slice(0, MAX_SUMMARY_MEMORIES)) {
    for (const part of sentencesOf(memory.text.slice(0, MAX_SUMMARY_MEMORY_CHARS)).slice(0, MAX_SENTENCES_PER_MEMORY)) add(`memory:${memory.id}`, null, part);
  }
  return sentences;
}

const TOPIC_SECTIONS: Record<Exclude<TwinTopic, 'memories'>, TwinSummarySectionName> = {
  family: 'family',
  friends: 'friends',
  loved_ones: 'loved_ones',
  hobby: 'hobby',
  interest: 'interest',
  work_life: 'work_life',
  values: 'values',
};
// The three memory questions have no section of their own: the one closest to what each asks.
const MEMORY_QUESTION_SECTIONS: Record<number, TwinSummarySectionName> = { 18: 'family', 19: 'loved_ones', 20: 'values' };

/** The section closest to what question `number` asks: where an answer's sentence goes when it fits no section by meaning. */
export function sectionOfQuestion(number: number): TwinSummarySectionName | null {
  const topic = getTwinQuestion(number)?.topic;
  if (!topic) return null;
  return topic === 'memories' ? (MEMORY_QUESTION_SECTIONS[number] ?? null) : TOPIC_SECTIONS[topic];
}
