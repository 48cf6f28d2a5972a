import { TWIN_SUMMARY_SECTION_LABELS, TWIN_SUMMARY_SECTIONS, TWIN_SUMMARY_TAGS_MAX } from '../../../../shared/contracts/twin.ts';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import { emptySectionText } from '../../offline/twin/twin-text.ts';
import type { TwinSummaryInput } from '../../contracts/twin-summary.ts';

// Keeps the request within small models' context windows while leaving room for the answer: every answer is sent
// (twenty at most, each already capped by the contract), memories share what is left.
const MAX_MEMORY_CHARS = 3_000;
const MAX_TOTAL_MEMORY_CHARS = 15_000;

const SECTION_RULES = TWIN_SUMMARY_SECTIONS.map((name) => `- ${name} (${TWIN_SUMMARY_SECTION_LABELS[name]}); when empty its text is: "${emptySectionText(name)}"`);

const SYSTEM = [
  'You write the General Personality of a person\'s digital twin (an "Engram") from what the person told it: their interview answers and their memories.',
  'Use only what the person said. Never invent, guess or generalise a fact: no names, relatives, places, dates, jobs, feelings or events they did not state.',
  'Write each section in the third person, quoting the person\'s own sentences or rephrasing them closely.',
  'Every section lists in "sources" each answer ("answer:<n>") and memory ("memory:<id>") its text is built from, exactly as labelled below. Cite nothing you did not use.',
  'An answer feeds the section of its question\'s topic; a memory feeds the sections it speaks about.',
  'A section with nothing to go on says so in the sentence given below, with "sources": [] and "is_empty": true. Never fill it with general statements.',
  `Tags: up to ${TWIN_SUMMARY_TAGS_MAX} short tags taken from what the person said (values they name, hobbies and interests they mention); no generic filler such as "friendly" unless they said it.`,
  'Plain English, no markdown.',
  '',
  'Sections:',
  ...SECTION_RULES,
].join('\n');

/** The model's instructions for one summary. */
export function buildTwinSummaryPrompt(input: TwinSummaryInput): { system: string; prompt: string } {
  const answers = [...input.answers]
    .filter((answer) => answer.answer.trim() !== '')
    .sort((left, right) => left.number - right.number)
    .map((answer) => {
      const topic = getTwinQuestion(answer.number)?.topic ?? 'memories';
      return `[answer:${answer.number}] (topic: ${topic}) Q: ${answer.question}\nA: ${answer.answer.trim()}`;
    });
  let budget = MAX_TOTAL_MEMORY_CHARS;
  const memories: string[] = [];
  for (const memory of input.memories) {
    if (budget <= 0) break;
    const text = memory.text.trim().slice(0, Math.min(MAX_MEMORY_CHARS, budget));
    budget -= Math.max(text.length, 1);
    memories.push(`[memory:${memory.id}] "${memory.title.trim()}"${text ? `\n${text}` : ' (no text)'}`);
  }
  const prompt = [
    `The person: ${input.ownerName.trim() || '(no name given; write "they")'}`,
    '',
    'Interview answers:',
    answers.length > 0 ? answers.join('\n\n') : '(none)',
    '',
    'Memories:',
    memories.length > 0 ? memories.join('\n\n') : '(none)',
  ].join('\n');
  return { system: SYSTEM, prompt };
}
