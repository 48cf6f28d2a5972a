// The character brief: one structured definition of a scenario's character, used by every engine. The built-in
// character answers from it; a model gets it as its system prompt; the report says what the learner drew out of it.
// What the learner sees (the situation and their own goal) is kept apart from what only the character knows.
import { z } from 'zod';
import { limitedText, requiredText, textField } from './text.ts';

export const BRIEF_SHORT_TEXT_MAX = 120;
export const BRIEF_TEXT_MAX = 600;
export const BRIEF_LONG_TEXT_MAX = 2_000;
export const BRIEF_KEYWORD_MAX_LENGTH = 40;
export const BRIEF_MAX_KEYWORDS = 16;
export const BRIEF_MAX_FACTS = 30;
export const BRIEF_MAX_HIDDEN_FACTS = 10;
export const BRIEF_MAX_OBJECTIONS = 10;
export const BRIEF_MAX_REQUIREMENTS = 6;
/** What earns a hidden fact: an open question on its topic ("What…", "How…", "Tell me about…"), or empathy first. */
export const HIDDEN_FACT_UNLOCKS = ['open_question', 'empathy'] as const;

const shortText = (label: string) => limitedText(label, BRIEF_SHORT_TEXT_MAX);
const requiredShort = (label: string) => requiredText(label, BRIEF_SHORT_TEXT_MAX);
const text = (label: string, max = BRIEF_TEXT_MAX) => limitedText(label, max);
const required = (label: string, max = BRIEF_TEXT_MAX) => requiredText(label, max);

/** Words or short phrases that name a topic; matched against the learner's line (case and word endings ignored). */
const keywords = (label: string) =>
  z
    .array(
      textField(`${label} keyword`)
        .trim()
        .min(1, `${label} keywords cannot be empty.`)
        .max(BRIEF_KEYWORD_MAX_LENGTH, `${label} keywords must be at most ${BRIEF_KEYWORD_MAX_LENGTH} characters each.`),
      { error: `${label} keywords must be a list.` },
    )
    .min(1, `${label} needs at least one keyword.`)
    .max(BRIEF_MAX_KEYWORDS, `${label} can have at most ${BRIEF_MAX_KEYWORDS} keywords.`);

export const BriefIdentitySchema = z.object({
  name: requiredShort('Name'),
  age: shortText('Age'),
  gender: shortText('Gender'),
  occupation: requiredShort('Occupation'),
  organisation: shortText('Organisation'),
  location: shortText('Location'),
  language: shortText('Language'),
  /** A few words: "polite but evasive", "quiet, data-minded". */
  personality: requiredShort('Personality'),
  /** How they sound to the learner today: "tired and sceptical", "warm but busy". */
  tone: shortText('Tone'),
  /** How they speak: "short sentences, formal", "plain words, no jargon". */
  speakingStyle: shortText('Speaking style'),
});
export type BriefIdentity = z.infer<typeof BriefIdentitySchema>;

/** Something the character knows and says when asked about its topic. */
/**
 * The topic of a fact that says who the character is (years of experience, career history) rather than the matter
 * the conversation is about: the built-in character says it when asked about it in its own words, never for a
 * question about the matter.
 */
export const BACKGROUND_TOPIC = 'Their background';

export const BriefFactSchema = z.object({
  topic: requiredShort('Topic'),
  keywords: keywords('Topic'),
  /** In the character's own voice, first person: "We spend about £40,000 a year on agency nurses." */
  answer: required('Answer'),
});
export type BriefFact = z.infer<typeof BriefFactSchema>;

/** Something the character keeps back until the learner earns it. */
export const BriefHiddenFactSchema = BriefFactSchema.extend({
  unlock: z.enum(HIDDEN_FACT_UNLOCKS, { error: 'Unlock must be "open_question" or "empathy".' }),
});
export type BriefHiddenFact = z.infer<typeof BriefHiddenFactSchema>;

/** A concern the character raises, and what the learner must say or offer to resolve it. */
export const BriefObjectionSchema = z.object({
  /** In the character's voice: "I've been burned by a supplier who promised the earth." */
  objection: required('Objection'),
  /** What brings it up: the learner touching these words (or the character raising it when the moment comes). */
  keywords: keywords('Objection'),
  /**
   * What resolves it, as a noun phrase the character can say in the first person ("I'd still want …"): "a reference
   * call with a hospital like ours", "a date for the check-in", "some recognition for my work". Never a verb phrase
   * ("offers references", "showing interest") and never "he/she/her/his" about the character.
   */
  resolvedBy: required('What resolves it'),
  /** What the learner's line must contain (any of these) to resolve it. */
  resolveKeywords: keywords('Resolution'),
  /** What the character says once it is resolved. */
  resolvedLine: required('Line once resolved'),
});
export type BriefObjection = z.infer<typeof BriefObjectionSchema>;

/** One thing the learner must have done for the character to agree; any keyword counts. */
export const BriefRequirementSchema = z.object({
  /**
   * What the character needs, as a noun phrase it can say in the first person ("I'd still need …"): "a date for the
   * check-in", "references I can call", "my leave restored". Never a verb phrase ("offers references", "asks about…")
   * and never "he/she/her/his" about the character.
   */
  label: requiredShort('Requirement'),
  keywords: keywords('Requirement'),
});
export type BriefRequirement = z.infer<typeof BriefRequirementSchema>;

export const BriefOutcomeSchema = z.object({
  /** What the character agrees to when the condition is met: "a pilot meeting on Tuesday". */
  agreement: required('Agreement'),
  /** For people reading the brief: "offers references and a fixed price". */
  condition: required('Condition'),
  /** What the learner's lines must have covered, all of them, with every objection resolved. */
  requires: z.array(BriefRequirementSchema).min(1, 'The outcome needs at least one requirement.').max(BRIEF_MAX_REQUIREMENTS, `At most ${BRIEF_MAX_REQUIREMENTS} requirements.`),
  /** What the character says when agreeing. */
  agreementLine: required('Agreement line'),
  /** For people reading the brief: what makes the character end the conversation ("pushed or insulted twice"). */
  walkAwayWhen: required('When they end it'),
  /** What the character says when ending the conversation. */
  walkAwayLine: required('Walk-away line'),
});
export type BriefOutcome = z.infer<typeof BriefOutcomeSchema>;

/** What only the character knows. */
export const CharacterBriefSchema = z.object({
  identity: BriefIdentitySchema,
  /** The character's side of the situation, in the third person, for people reading the brief. */
  situation: required('Situation', BRIEF_LONG_TEXT_MAX),
  facts: z.array(BriefFactSchema).max(BRIEF_MAX_FACTS, `At most ${BRIEF_MAX_FACTS} facts.`),
  hiddenFacts: z.array(BriefHiddenFactSchema).max(BRIEF_MAX_HIDDEN_FACTS, `At most ${BRIEF_MAX_HIDDEN_FACTS} hidden facts.`),
  objections: z.array(BriefObjectionSchema).max(BRIEF_MAX_OBJECTIONS, `At most ${BRIEF_MAX_OBJECTIONS} objections.`),
  outcome: BriefOutcomeSchema,
  openingLine: required('Opening line'),
});
export type CharacterBrief = z.infer<typeof CharacterBriefSchema>;

/** What the learner sees: the situation in their words, and their own goal. Never given to the character. */
export const LearnerBriefSchema = z.object({
  situation: required('Your situation', BRIEF_LONG_TEXT_MAX),
  goal: text('Your goal'),
});
export type LearnerBrief = z.infer<typeof LearnerBriefSchema>;

/** A scenario's brief as stored (`scenarios.brief`) and as its owner reads and edits it. */
export const ScenarioBriefSchema = z.object({
  character: CharacterBriefSchema,
  learner: LearnerBriefSchema,
});
export type ScenarioBrief = z.infer<typeof ScenarioBriefSchema>;
