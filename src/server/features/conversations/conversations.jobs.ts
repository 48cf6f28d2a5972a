import type { AnyJobDefinition } from '../../jobs/define-job.ts';
import { endConversationJob } from './end-conversation.job.ts';

/** Every job of this feature, for the queue's registry. */
export const CONVERSATIONS_JOBS: AnyJobDefinition[] = [endConversationJob];
