// Ten sessions of the conversation review of 2026-12-01, word for word (a strong and a pushy learner for each of the
// washing-machine and hospital-buyer samples and for three created scenarios: a nurse rota, a deposit dispute, code
// review feedback), with the briefs and rubrics they were graded on, for the grader's report tests. The samples use
// their shipped briefs and rubrics; the created scenarios' briefs (written by hand from what the characters said), the
// reviewer's own rubric and the transcripts are data in review-sessions.json, checked by the contract below as loaded.
import { z } from 'zod';
import { CharacterBriefSchema, type CharacterBrief } from '../../shared/contracts/character-brief.ts';
import type { GradingInput, GradingMessage } from '../ai/contracts/grade-conversation.ts';
import { SAMPLE_BRIEFS } from '../features/scenarios/sample-briefs.ts';
import { SAMPLE_RUBRICS } from '../features/rubrics/rubrics.seed.ts';
import { gradingRubricOf } from './scripted-learners.ts';
import reviewData from './review-sessions.json';

const LineSchema = z.tuple([z.enum(['learner', 'character']), z.string().min(1)]);
type Line = z.infer<typeof LineSchema>;
const TranscriptSchema = z.array(LineSchema).min(2);

/** The shape of review-sessions.json. */
export const ReviewDataSchema = z.strictObject({
  feedbackRubric: z.strictObject({
    title: z.string().min(1),
    criteria: z.array(
      z.strictObject({
        name: z.string().min(1),
        weight: z.number().int().positive(),
        levels: z.array(z.strictObject({ name: z.string().min(1), description: z.string().min(1) })).length(4),
      }),
    ),
  }),
  briefs: z.strictObject({ rota: CharacterBriefSchema, deposit: CharacterBriefSchema, feedback: CharacterBriefSchema }),
  transcripts: z.record(
    z.enum(['washerStrong', 'washerWeak', 'buyerStrong', 'buyerWeak', 'rotaStrong', 'rotaWeak', 'depositStrong', 'depositWeak', 'feedbackStrong', 'feedbackWeak']),
    TranscriptSchema,
  ),
});

const REVIEW_DATA = ReviewDataSchema.parse(reviewData);

function sampleRubric(name: string): GradingInput['rubric'] {
  return gradingRubricOf(SAMPLE_RUBRICS.find((rubric) => rubric.name === name)!);
}

/** One reviewed session: its transcript, brief, rubric and character. */
export interface ReviewSession {
  key: string;
  strong: boolean;
  characterName: string;
  brief: CharacterBrief;
  rubric: GradingInput['rubric'];
  lines: readonly Line[];
}

export function reviewInput(session: ReviewSession): GradingInput {
  const messages: GradingMessage[] = session.lines.map(([role, content], index) => ({ id: `m${index + 1}`, role, content }));
  return {
    scenario: { name: session.key, overview: session.brief.situation, characterName: session.characterName },
    language: 'en-US',
    mode: 'text',
    rubric: session.rubric,
    glossary: [],
    brief: session.brief,
    messages,
  };
}

const { briefs, transcripts } = REVIEW_DATA;
/** Each reviewed scenario: its brief, the rubric its reports used, and its character's name. */
const SCENARIOS = [
  { key: 'washer', brief: SAMPLE_BRIEFS['8c4d0000-0000-4000-8000-000000000001']!.character, rubric: sampleRubric('Customer Service: Resolving a Complaint') },
  { key: 'buyer', brief: SAMPLE_BRIEFS['8c4d0000-0000-4000-8000-000000000005']!.character, rubric: sampleRubric('Sales: Discovery Call') },
  { key: 'rota', brief: briefs.rota, rubric: sampleRubric('HR: Performance Review') },
  { key: 'deposit', brief: briefs.deposit, rubric: sampleRubric('Customer Service: Resolving a Complaint') },
  { key: 'feedback', brief: briefs.feedback, rubric: REVIEW_DATA.feedbackRubric },
] as const;

/** The ten reviewed sessions (strong then weak for each scenario), graded on the rubrics the review's reports used. */
export const REVIEW_SESSIONS: readonly ReviewSession[] = SCENARIOS.flatMap(({ key, brief, rubric }) =>
  [true, false].map((strong) => ({
    key,
    strong,
    characterName: brief.identity.name,
    brief,
    rubric,
    lines: transcripts[`${key}${strong ? 'Strong' : 'Weak'}`]!,
  })),
);
