// Read-only sample rubrics for the five sample categories and one for any workplace conversation, written by the
// offline engine and shown to everyone.
// Edit the list to change the samples; new ids add rows, existing ids are never overwritten.
import { GENERAL_RUBRIC_ID } from '../../../shared/contracts/rubrics-constants.ts';
import type { Db } from '../../db/client.ts';
import { generateOfflineRubric } from '../../ai/offline/rubric/generate-rubric.ts';
import { createRubricsRepository } from './rubrics.repository.ts';

export const SAMPLE_RUBRICS = [
  {
    id: '5a3b1c00-7d1e-4c2a-9b10-000000000001',
    name: 'Customer Service: Resolving a Complaint',
    description: 'A customer calls about a late, damaged delivery and wants a refund. Grade how the agent listens, apologises and resolves the complaint within policy.',
  },
  {
    id: '5a3b1c00-7d1e-4c2a-9b10-000000000002',
    name: 'Leadership: Giving Constructive Feedback',
    description: 'A team lead gives feedback to a team member who has missed several deadlines. Grade how specific, respectful and two-way the feedback is.',
  },
  {
    id: '5a3b1c00-7d1e-4c2a-9b10-000000000003',
    name: 'Sales: Discovery Call',
    description: 'A first call with a mid-size prospect. Grade how the rep sets the agenda, asks open questions, uncovers pain and agrees next steps.',
  },
  {
    id: '5a3b1c00-7d1e-4c2a-9b10-000000000004',
    name: 'HR: Performance Review',
    description: 'An annual performance review with an employee who exceeded some goals and missed others. Grade fairness, evidence and the goals agreed.',
  },
  {
    id: '5a3b1c00-7d1e-4c2a-9b10-000000000005',
    name: 'Project Management: Status Update',
    description: 'A weekly status update to the steering committee on a project that is two weeks behind schedule. Grade honesty, risks and the decisions asked for.',
  },
  {
    // Grades a quick scenario whose field no sample rubric fits (a rota change, a deposit dispute, a job offer).
    id: GENERAL_RUBRIC_ID,
    name: 'General: Conversation Skills',
    description:
      'Any conversation at work with someone who has their own view and concerns. Good looks like: asks about their view, acknowledges how they feel, explains the reasons, answers each concern, agrees a concrete next step with a date.',
  },
] as const;

/** Adds the samples that are missing; safe to run at every start. Only the missing ones are written by the engine. */
export async function seedRubrics(db: Db): Promise<void> {
  const repository = createRubricsRepository(db);
  const existing = await repository.listExistingIds(SAMPLE_RUBRICS.map((sample) => sample.id));
  await repository.insertSampleRubrics(
    SAMPLE_RUBRICS.filter((sample) => !existing.has(sample.id)).map((sample) => ({
      id: sample.id,
      userId: null,
      isSample: true,
      name: sample.name,
      description: sample.description,
      fileIds: [],
      content: generateOfflineRubric({ name: sample.name, description: sample.description, fileTexts: [] }),
    })),
  );
}
