import { TWIN_SUMMARY_SECTIONS, TWIN_SUMMARY_TAGS_MAX } from '../../../../shared/contracts/twin-constants.ts';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import { readTwinSentences, sectionOfQuestion } from '../../language/twin-sentences.ts';
import { sectionMeaning, type TwinSummaryInput } from '../../contracts/twin-summary.ts';

// Keeps the request within small models' context windows while leaving room for the answer: every answer sentence is
// sent (twenty answers at most, each already capped by the contract), memory sentences share what is left.
const MAX_TOTAL_MEMORY_CHARS = 15_000;

const SECTION_RULES = TWIN_SUMMARY_SECTIONS.map((name) => `- ${name}: ${sectionMeaning(name)}`);

const SYSTEM = [
  'You sort what a person told their digital twin (an "Engram") into the sections of its summary, and name the personality tags their words support.',
  'The input lists the person\'s sentences, each with an id ("s1", "s2", …), grouped by the interview question or memory they come from.',
  'For every sentence, give the section it is about by its meaning, not by the question: a job goes to work_life, a daughter to family, a late husband to loved_ones, a hobby to hobby, beliefs to values.',
  'Give two sections only when a sentence clearly speaks to both. An answer sentence that fits no section goes to the section its question points to (shown as "closest section"). A memory sentence that fits no section is left out.',
  'Say who a sentence is about: "My sister is a nurse" is family, not the person\'s own work.',
  `Tags: up to ${TWIN_SUMMARY_TAGS_MAX} short lower-case tags (e.g. "family-first", "careful with money", "loves cooking", "outdoorsy", "faithful"), each with the id of the one sentence that shows this trait of the person's own. No tag without such a sentence; no generic filler.`,
  'Use ids exactly as given. Never write the sentences out: the summary is put together from the person\'s own words.',
  '',
  'Sections:',
  ...SECTION_RULES,
].join('\n');

/** The model's instructions for one summary. */
export function buildTwinSummaryPrompt(input: TwinSummaryInput): { system: string; prompt: string } {
  const lines: string[] = [];
  let source = '';
  let memoryBudget = MAX_TOTAL_MEMORY_CHARS;
  const titles = new Map(input.memories.map((memory) => [`memory:${memory.id}`, memory.title.trim()]));
  for (const sentence of readTwinSentences(input)) {
    if (sentence.questionNumber === null) {
      if (memoryBudget <= 0) break;
      memoryBudget -= sentence.text.length;
    }
    if (sentence.source !== source) {
      source = sentence.source;
      const number = sentence.questionNumber;
      lines.push(
        '',
        number === null
          ? `[${source}] memory "${titles.get(source) ?? ''}"`
          : `[${source}] Q: ${getTwinQuestion(number)?.text ?? ''} (closest section: ${sectionOfQuestion(number) ?? 'none'})`,
      );
    }
    lines.push(`${sentence.id}: ${sentence.text}`);
  }
  const prompt = [`The person: ${input.ownerName.trim() || '(no name given)'}`, '', 'Their sentences:', ...(lines.length > 0 ? lines : ['(none)'])].join('\n');
  return { system: SYSTEM, prompt };
}
