import type { AiTask } from '../../ai-task.ts';
import { gradeConversationOffline } from '../../offline/grader/grade-conversation.ts';
import { buildGradingPrompt } from './prompt.ts';
import { GradingOutputSchema, type GradingInput, type GradingOutput } from '../../contracts/grade-conversation.ts';

/**
 * Grades a finished session against its rubric: a level, a score, quotes and feedback per criterion. Temperature 0,
 * so the same conversation gets the same judgement; score-report.ts checks the quotes and computes the totals.
 */
export const gradeConversationTask: AiTask<GradingInput, GradingOutput> = {
  name: 'grade-conversation',
  schema: GradingOutputSchema,
  prompt: buildGradingPrompt,
  offline: gradeConversationOffline,
  temperature: 0,
};
