// The shape of the meaning sets (tuning-set.json, test-set.json): scenarios in fields the samples do not cover, each with
// learner lines that deny or refuse a behaviour and a short transcript whose lines are labelled by hand. The engine is
// tuned against the tuning set only; meaning.test.ts fails if a test-set sentence appears in the engine's source.
import { z } from 'zod';
import { CharacterBriefSchema } from '../../../shared/contracts/character-brief.ts';
import type { GradingCriterion } from '../../ai/contracts/grade-conversation.ts';

/** What a line denies or refuses: it must never count as that behaviour, in the character or in the grade. */
const DeniedBehaviourSchema = z.enum(['apology', 'offer', 'nextStep', 'pressure', 'summary']);
export type DeniedBehaviour = z.infer<typeof DeniedBehaviourSchema>;

const DenialLineSchema = z.strictObject({ line: z.string().min(1), denies: DeniedBehaviourSchema });
export type DenialLine = z.infer<typeof DenialLineSchema>;

/** A learner line of a transcript: `kind` marks what must never be praised; `asks` the fact topic it asks about. */
const CaseLearnerLineSchema = z.strictObject({
  role: z.literal('learner'),
  content: z.string().min(1),
  kind: z.enum(['negated', 'refusing', 'rude']).optional(),
  asks: z.string().min(1).optional(),
});
export type CaseLearnerLine = z.infer<typeof CaseLearnerLineSchema>;

const CaseCharacterLineSchema = z.strictObject({ role: z.literal('character'), content: z.string().min(1) });
export type CaseCharacterLine = z.infer<typeof CaseCharacterLineSchema>;

/** One case of a meaning set; both halves are kept as data and read through it. */
export const MeaningCaseSchema = z.strictObject({
  field: z.string().min(1),
  brief: CharacterBriefSchema,
  denials: z.array(DenialLineSchema).readonly(),
  transcript: z.array(z.discriminatedUnion('role', [CaseLearnerLineSchema, CaseCharacterLineSchema])).readonly(),
});
export type MeaningCase = z.infer<typeof MeaningCaseSchema>;

/** The shape of a meaning set's JSON file. */
export const MeaningCasesSchema = z.array(MeaningCaseSchema).min(1);

const LEVELS = (best: string, poor: string) => [
  { name: 'Excellent', description: best },
  { name: 'Good', description: `Mostly ${best.charAt(0).toLowerCase()}${best.slice(1)}` },
  { name: 'Developing', description: 'Does some of this, unevenly.' },
  { name: 'Needs Improvement', description: poor },
];

/** A rubric any of the cases can be graded on: topic criteria and one named after a concrete behaviour. */
export const MEANING_RUBRIC: { title: string; criteria: GradingCriterion[] } = {
  title: 'Handling a difficult conversation',
  criteria: [
    { name: 'Empathy & acknowledgement', weight: 20, levels: LEVELS('Acknowledges how the other person feels and apologises where it is due.', 'Brushes past feelings.') },
    { name: 'Questioning', weight: 20, levels: LEVELS('Asks open questions and follows up on the answers.', 'Asks nothing, or only closed questions.') },
    { name: 'Fair resolution', weight: 20, levels: LEVELS('Offers a concrete option and explains what it means for them.', 'Offers nothing.') },
    { name: 'Agreeing next steps', weight: 20, levels: LEVELS('Agrees who does what by when, with a date, and checks it suits them.', 'Ends without a next step.') },
    { name: 'Apologising for what went wrong', weight: 20, levels: LEVELS('Apologises sincerely for what went wrong.', 'Does not apologise.') },
  ],
};
