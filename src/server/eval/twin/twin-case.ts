// The twin evaluation's material: owners written from interview answers alone, the questions people ask their
// Engram, and which of the owner's lines show which personality tag (a reader's labels, written by hand). A set kept
// as data (the walk, close-call and tuning sets' JSON files) is read through TwinOwnerCasesSchema.
import { z } from 'zod';

/**
 * What a question asks for; `feelings` asks what made the owner happy, afraid, angry or sorry, mostly in other words
 * than theirs; `unanswerable` is something the owner never told their Engram.
 */
export const TWIN_QUESTION_KINDS = ['family', 'work', 'advice', 'likes', 'feelings', 'other-words', 'unanswerable'] as const;
export type TwinQuestionKind = (typeof TWIN_QUESTION_KINDS)[number];

export interface TwinQuestionCase {
  ask: string;
  kind: TwinQuestionKind;
  /**
   * Phrases of the owner's answers, any of which in the reply is the answering fact ([] for an unanswerable one).
   * A quoted sentence of the owner's that holds none of them is an unrelated sentence.
   */
  facts: readonly string[];
}

export interface TwinOwnerCase {
  name: string;
  /** The interview answers, by question number (1–20). */
  answers: Readonly<Record<number, string>>;
  questions: readonly TwinQuestionCase[];
  /**
   * For each tag a reader would give this owner, phrases of the lines that show it of the owner (first person, not
   * hypothetical, not negated). A tag cited with any other line, or a tag not listed, is one the reader disagrees with.
   * Advice alone shows no habit: "never borrow money" said to others is not "careful with money", "I never borrow" is.
   */
  tagLines: Readonly<Record<string, readonly string[]>>;
  /** Asked on the public page too: a visitor hears the shared answers, and a decline for the rest. */
  askedByVisitor?: boolean;
}

export const q = (kind: TwinQuestionKind, ask: string, ...facts: string[]): TwinQuestionCase => ({ ask, kind, facts });

const TwinQuestionCaseSchema = z.strictObject({ ask: z.string().min(1), kind: z.enum(TWIN_QUESTION_KINDS), facts: z.array(z.string().min(1)) });

/** The owners of a set kept as data: the same shape as TwinOwnerCase, the answers keyed by question number as text. */
export const TwinOwnerCasesSchema = z
  .array(
    z.strictObject({
      name: z.string().min(1),
      answers: z.record(z.string().regex(/^(?:[1-9]|1\d|20)$/, 'An answer is keyed by its question number, 1 to 20.'), z.string().min(1)),
      questions: z.array(TwinQuestionCaseSchema),
      tagLines: z.record(z.string().min(1), z.array(z.string().min(1))),
      askedByVisitor: z.boolean().optional(),
    }),
  )
  .min(1);

/** A set's owners read from its JSON file. */
export function twinOwnersOf(data: unknown): readonly TwinOwnerCase[] {
  return TwinOwnerCasesSchema.parse(data);
}
