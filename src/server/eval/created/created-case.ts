// The shape of the created-scenario set (tuning-set.json, test-set.ts): scenarios a person creates through Quick or
// Advanced creation in fields the samples do not cover, written from the description alone, each with the lines a
// person would then say to the character and what a reply must hold. The engine may be read against the tuning half
// only; created.test.ts fails if a sentence of the test half appears in the engine's source.
import { z } from 'zod';

/** A behaviour a negated or refusing learner line must never be credited for, by the character or the report. */
export type DeniedBehaviour = 'apology' | 'offer' | 'nextStep' | 'pressure' | 'summary';

/** Quick creation: the title, the two roles and the paragraph, as typed into the form. */
export interface QuickCreation {
  mode: 'Quick';
  title: string;
  aiRole: string;
  myRole: string;
  description: string;
}

/** Advanced creation: a persona and a rubric created from their prompts first, then the scenario around them. */
export interface AdvancedCreation {
  mode: 'Advanced';
  title: string;
  persona: { name: string; prompt: string };
  rubric: { name: string; description: string };
  description: string;
}

/**
 * A question on something the description states, in other words than the description's. `expect` lists what the
 * reply must hold, each item found as whole words after normalising (case, "£", thousands commas, "6 pm" → "6pm");
 * an item may give alternatives separated by "|" ("14 march|march 14").
 */
export interface FactQuestion {
  line: string;
  expect: readonly string[];
}

export interface CreatedCase {
  /** A short stable name for the printout. */
  id: string;
  field: string;
  creation: QuickCreation | AdvancedCreation;
  /** Who the character is, as the person wrote it: the full name and the job (or role, "Parent"). */
  character: { name: string; job: string; pronoun: 'he' | 'she' };
  /** Traits of the persona or description that must never be read out as labels ("polite but evasive"). */
  labels: readonly string[];
  /** The learner's goal as written in the description ("" when none): it stays on the learner's side. */
  goal: string;
  facts: readonly FactQuestion[];
  /** A line off the matter: the reply should stay in role and find the way back. */
  offTopic: string;
  /** A line that says the opposite of a behaviour; it must never be counted as that behaviour. */
  negated: { line: string; denies: DeniedBehaviour };
  /** A line referring back to what the character said in answer to `facts[fact]` earlier in the conversation. */
  referBack: { line: string; fact: number };
  /** A concrete offer a strong learner would make in this field. */
  proposal: string;
}

const FactQuestionSchema = z.strictObject({ line: z.string().min(1), expect: z.array(z.string().min(1)).min(1) });

/** The cases of a set kept as data (tuning-set.json): the same shape as CreatedCase. */
export const CreatedCasesSchema = z
  .array(
    z.strictObject({
      id: z.string().min(1),
      field: z.string().min(1),
      creation: z.discriminatedUnion('mode', [
        z.strictObject({ mode: z.literal('Quick'), title: z.string().min(1), aiRole: z.string().min(1), myRole: z.string().min(1), description: z.string().min(1) }),
        z.strictObject({
          mode: z.literal('Advanced'),
          title: z.string().min(1),
          persona: z.strictObject({ name: z.string().min(1), prompt: z.string().min(1) }),
          rubric: z.strictObject({ name: z.string().min(1), description: z.string().min(1) }),
          description: z.string().min(1),
        }),
      ]),
      character: z.strictObject({ name: z.string().min(1), job: z.string().min(1), pronoun: z.enum(['he', 'she']) }),
      labels: z.array(z.string().min(1)),
      goal: z.string(),
      facts: z.array(FactQuestionSchema).min(1),
      offTopic: z.string().min(1),
      negated: z.strictObject({ line: z.string().min(1), denies: z.enum(['apology', 'offer', 'nextStep', 'pressure', 'summary']) }),
      referBack: z.strictObject({ line: z.string().min(1), fact: z.number().int().min(0) }),
      proposal: z.string().min(1),
    }),
  )
  .min(1);

/** Sentences shorter than this ("Nobody asked.") are words any engine may hold; the scan of the test half skips them. */
export const MIN_SCANNED_SENTENCE_WORDS = 4;

/**
 * Every sentence of a case a tuned engine could copy: the description's, the persona prompt's and the rubric's, and
 * every line said to the character. The scan of the engine's source (meaning.test.ts) looks for each of them.
 */
export function createdCaseSentences(testCase: CreatedCase): string[] {
  const { creation } = testCase;
  const prose = [creation.description, ...(creation.mode === 'Advanced' ? [creation.persona.prompt, creation.rubric.description] : [])];
  const lines = [...testCase.facts.map((fact) => fact.line), testCase.offTopic, testCase.negated.line, testCase.referBack.line, testCase.proposal];
  const sentences = [...prose.flatMap((text) => text.split(/(?<=[.!?:])\s+/)), ...lines].map((sentence) => sentence.trim());
  return sentences.filter((sentence) => sentence.split(/\s+/).length >= MIN_SCANNED_SENTENCE_WORDS);
}
