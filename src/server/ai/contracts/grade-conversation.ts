// The grade-conversation task's input (a finished session with the rubric it is graded against) and the grader's
// answer, described for the model. The grader judges; score-report.ts checks its quotes and does the arithmetic.
import type { InterfaceLanguage } from '../../../shared/contracts/languages-constants.ts';
import { z } from 'zod';
import type { SessionLanguage } from '../../../shared/contracts/conversations.ts';
import type { ROLEPLAY_MODES } from '../../../shared/contracts/scenarios.ts';
import type { CharacterBrief } from '../../../shared/contracts/character-brief.ts';
import type { GlossaryTerm } from './character-reply.ts';

export type GradingRole = 'learner' | 'character';

export interface GradingMessage {
  id: string;
  role: GradingRole;
  content: string;
  /** Speech mode: how long the learner spoke the line, in milliseconds; absent or null when unknown. */
  speech_ms?: number | null;
}

export interface GradingLevel {
  name: string;
  description: string;
}

export interface GradingCriterion {
  name: string;
  /** Percent of the rubric. */
  weight: number;
  /** Ordered best → worst, as in the rubric. */
  levels: GradingLevel[];
}

export interface GradingInput {
  scenario: { name: string; overview: string; characterName: string };
  language: SessionLanguage;
  /**
   * The learner's interface language, when they chose one and it differs from the session's: the summary and feedback
   * are written in it (the better lines stay in the session's language, as they are said to the character).
   */
  feedbackLanguage?: InterfaceLanguage | null;
  mode: (typeof ROLEPLAY_MODES)[number];
  rubric: { title: string; criteria: GradingCriterion[] };
  glossary: GlossaryTerm[];
  /**
   * The character's brief as the session played it (facts, hidden facts, objections, outcome): what the learner could
   * draw out, which "Try saying" lines and the report's "What you uncovered" are written from. Null when unknown.
   */
  brief: CharacterBrief | null;
  /** Every line of the session, oldest first. */
  messages: GradingMessage[];
  /**
   * The character line the session recorded as walking away (it took no turns after it), null when it recorded none;
   * absent when unknown, and then the grader reads the lines for it.
   */
  characterEndedMessageId?: string | null;
}

const EvidenceOutputSchema = z.object({
  message_id: z.string().describe('The id of the learner message the quote is taken from, exactly as given in the transcript (the part in square brackets).'),
  quote: z
    .string()
    .describe("A verbatim, word-for-word part of that learner message (a sentence or a phrase), copied without changes. Never quote the character's lines."),
});

const CriterionOutputSchema = z.object({
  name: z.string().describe('The criterion name, exactly as written in the rubric.'),
  relevant: z
    .boolean()
    .describe('False when the conversation never touched this criterion (then level and score are null and evidence is empty); true otherwise, also when the learner handled it badly.'),
  level: z
    .string()
    .nullable()
    .describe("One of this criterion's level names, exactly as written in the rubric; null when not relevant."),
  score: z
    .number()
    .nullable()
    .describe("0 to 100, inside the score band of the chosen level; null when not relevant."),
  evidence: z
    .array(EvidenceOutputSchema)
    .describe('One to three quotes of the learner that earned this score (good or bad); empty when not relevant.'),
  feedback: z
    .string()
    .describe('Two or three sentences to the learner ("you"): what they did in this conversation for this criterion, then one concrete thing to do next time.'),
  better_line: z
    .string()
    .nullable()
    .describe('One line the learner could have said instead, in their own voice and in this conversation, that would reach the best level; null when nothing needs improving.'),
});

export const GradingOutputSchema = z.object({
  summary: z.string().describe('One or two sentences to the learner on the whole session: what went best and the one thing to work on next.'),
  criteria: z.array(CriterionOutputSchema).describe('One entry per rubric criterion, in the rubric\'s order.'),
});
export type GradingOutput = z.infer<typeof GradingOutputSchema>;
export type GradedCriterion = GradingOutput['criteria'][number];
