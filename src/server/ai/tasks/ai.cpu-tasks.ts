// The offline AI engines that run in worker threads, named `ai.<task name>` (cpu-tasks.ts's offlineRunner sends a
// task here when this list has it, and runs any other inline). The build emits this module beside main.js.
import { generatePersonaTask } from './generate-persona/task.ts';
import { generateRubricTask } from './generate-rubric/task.ts';
import { generateScenarioTask } from './generate-scenario/task.ts';
import { gradeConversationTask } from './grade-conversation/task.ts';
import { twinReplyTask } from './twin-reply/task.ts';
import { twinSummaryTask } from './twin-summary/task.ts';
import type { TwinReplyInput } from '../contracts/twin-reply.ts';
import { workerModuleUrl } from '../../lib/worker-pool.ts';

export const CPU_TASKS = {
  'ai.generate-persona': generatePersonaTask.offline,
  'ai.generate-rubric': generateRubricTask.offline,
  'ai.generate-scenario': generateScenarioTask.offline,
  'ai.grade-conversation': gradeConversationTask.offline,
  'ai.twin-summary': twinSummaryTask.offline,
  'ai.twin-reply': twinReplyTask.offline,
};

// A twin whose memories hold more than this much text has its sentences searched in a worker: reading them the first
// time takes long enough to hold up other requests. A smaller one is answered inline, from its cached search index.
const TWIN_INLINE_TEXT = 12_000;

/** Tasks sent to a worker only for some inputs; the others run inline. */
export const CPU_TASK_WHEN: Partial<Record<keyof typeof CPU_TASKS, (input: never) => boolean>> = {
  'ai.twin-reply': (input: TwinReplyInput) => input.memories.reduce((total, memory) => total + memory.text.length, 0) + input.answers.reduce((total, answer) => total + answer.answer.length, 0) > TWIN_INLINE_TEXT,
};

/** This module, as the pool's workers load it. */
export const AI_CPU_TASKS_MODULE = workerModuleUrl('ai.cpu-tasks', import.meta.url);

type AiCpuTasks = typeof CPU_TASKS;
declare module '../../lib/worker-pool.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the engines above to the app's task names
  interface CpuTasks extends AiCpuTasks {}
}
