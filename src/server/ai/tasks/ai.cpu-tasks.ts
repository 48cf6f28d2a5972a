// The offline AI engines that run in worker threads, named `ai.<task name>` (cpu-tasks.ts's offlineRunner sends a
// task here when this list has it, and runs any other inline). The build emits this module beside main.js.
import { generatePersonaTask } from './generate-persona/task.ts';
import { generateRubricTask } from './generate-rubric/task.ts';
import { generateScenarioTask } from './generate-scenario/task.ts';
import { gradeConversationTask } from './grade-conversation/task.ts';
import { twinSummaryTask } from './twin-summary/task.ts';
import { workerModuleUrl } from '../../lib/worker-pool.ts';

export const CPU_TASKS = {
  'ai.generate-persona': generatePersonaTask.offline,
  'ai.generate-rubric': generateRubricTask.offline,
  'ai.generate-scenario': generateScenarioTask.offline,
  'ai.grade-conversation': gradeConversationTask.offline,
  'ai.twin-summary': twinSummaryTask.offline,
};

/** This module, as the pool's workers load it. */
export const AI_CPU_TASKS_MODULE = workerModuleUrl('ai.cpu-tasks', import.meta.url);

type AiCpuTasks = typeof CPU_TASKS;
declare module '../../lib/worker-pool.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the engines above to the app's task names
  interface CpuTasks extends AiCpuTasks {}
}
