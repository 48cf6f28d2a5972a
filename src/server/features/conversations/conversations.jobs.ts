import type { AnyJobDefinition } from '../../jobs/define-job.ts';
import { gradeConversationJob } from './grade-conversation.job.ts';

/** Every job of this feature, for the queue's registry. */
export const CONVERSATIONS_JOBS: AnyJobDefinition[] = [gradeConversationJob];
