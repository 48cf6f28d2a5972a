// The twin-summary task's input, and its output: where each of the person's sentences belongs and which tags they
// support. The summary itself (src/shared/contracts/twin.ts) is put together from that in code.
import { z } from 'zod';
import { TWIN_SUMMARY_SECTIONS, TWIN_SUMMARY_TAGS_MAX, type TwinSummarySectionName } from '../../../shared/contracts/twin-constants.ts';

export interface TwinSummaryAnswer {
  /** The question's number, 1–20 (its topic comes from src/shared/twin-questions.ts). */
  number: number;
  question: string;
  answer: string;
}

export interface TwinSummaryMemory {
  id: string;
  title: string;
  /** Typed, extracted or transcribed text ('' when there is none). */
  text: string;
}

export interface TwinSummaryInput {
  /** The person's name (the summary speaks in their own words, so it names them only in the model's instructions). */
  ownerName: string;
  answers: TwinSummaryAnswer[];
  memories: TwinSummaryMemory[];
}

const SECTION_MEANINGS: Record<TwinSummarySectionName, string> = {
  family: 'parents, children, siblings, grandparents and other relatives; family traditions and what the family taught them',
  friends: 'friends and neighbours, and what they do together',
  loved_ones: 'a partner, spouse, late husband or wife, or the person they feel closest to',
  hobby: 'what they do in their free time: hobbies, sports, crafts, games',
  interest: 'books, music, films, places and subjects that hold their interest',
  work_life: 'their own job or working life, and their ordinary day',
  values: 'what matters to them, beliefs and faith, advice, pride and regrets, how they want to be remembered',
};

/** What each section holds, for the model's instructions and the schema's descriptions. */
export function sectionMeaning(name: TwinSummarySectionName): string {
  return SECTION_MEANINGS[name];
}

const sectionName = z.enum(TWIN_SUMMARY_SECTIONS);

/**
 * What the twin-summary task answers, from the offline engine or a model: where each of the person's sentences
 * belongs, and the tags with the sentence that supports each. Sentences are named by their id (twin-sentences.ts);
 * the paragraphs are put together in code from the person's own sentences (language/ground-summary.ts), so no engine writes a
 * word of a section itself.
 */
export const TwinSummaryPlacementSchema = z.object({
  sentences: z
    .array(
      z.object({
        id: z.string().describe('The sentence\'s id exactly as labelled in the input, e.g. "s3".'),
        sections: z
          .array(sectionName)
          .max(2)
          .describe('The section the sentence is about; two only when it clearly speaks to both. Use the closest section for its question when it fits none.'),
      }),
    )
    .describe('Every answer sentence, each once, with the section(s) it belongs to. Memory sentences only when they speak to a section.'),
  tags: z
    .array(
      z.object({
        tag: z
          .string()
          .describe('A short personality tag in lower case, one to three words, e.g. "family-first", "careful with money", "loves cooking", "outdoorsy", "faithful".'),
        sentence_id: z.string().describe('The id of the person\'s own sentence that shows this trait of theirs (not of someone they describe).'),
      }),
    )
    .max(TWIN_SUMMARY_TAGS_MAX)
    .describe(`Up to ${TWIN_SUMMARY_TAGS_MAX} tags, each supported by one sentence the person said. No tag without such a sentence.`),
});
export type TwinSummaryPlacement = z.infer<typeof TwinSummaryPlacementSchema>;
