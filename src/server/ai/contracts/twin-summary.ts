// The twin-summary task's input, and its output: the shared summary shape (src/shared/contracts/twin.ts) with every
// field described for the model. The guidance lives here, so the contract the browser loads carries only shape and limits.
import { TWIN_SUMMARY_TAGS_MAX, TwinSummarySchema, TwinSummarySectionSchema, type TwinSummary } from '../../../shared/contracts/twin.ts';

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
  /** The person's name, as the summary speaks of them in the third person. */
  ownerName: string;
  answers: TwinSummaryAnswer[];
  memories: TwinSummaryMemory[];
}

const section = TwinSummarySectionSchema.shape;
const describedSection = (about: string) =>
  TwinSummarySectionSchema.extend({
    text: section.text.describe(
      `What the person said about ${about}, in the third person, quoting or closely rephrasing their own sentences and adding nothing they did not say. ` +
        `When nothing they said speaks to ${about}, say so in one sentence and set is_empty to true.`,
    ),
    sources: section.sources.describe('Every answer ("answer:<n>") and memory ("memory:<id>") the text is built from, exactly as labelled in the input; [] when empty.'),
    is_empty: section.is_empty.describe(`True when nothing the person said speaks to ${about}.`),
  }).describe(`The ${about} section.`);

const summary = TwinSummarySchema.shape;
/** The summary shape, every field described for the model. */
export const TwinSummaryOutputSchema = TwinSummarySchema.extend({
  tags: summary.tags.describe(
    `Up to ${TWIN_SUMMARY_TAGS_MAX} short personality tags (one to three words each), each taken from what the person said: the values they name, the hobbies and interests they mention. Never generic filler.`,
  ),
  sections: summary.sections
    .extend({
      family: describedSection('their family'),
      friends: describedSection('their friends'),
      loved_ones: describedSection('the people they love most (partner, spouse, closest person)'),
      hobby: describedSection('their hobbies'),
      interest: describedSection('their interests (books, music, films, places, subjects)'),
      work_life: describedSection('their work and daily life'),
    })
    .describe('The six sections of the summary.'),
});
export type TwinSummaryOutput = TwinSummary;
