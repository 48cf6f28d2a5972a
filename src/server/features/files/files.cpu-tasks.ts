// The files feature's worker-thread tasks; files.feature.ts hands this module to the pool. The build emits it beside
// main.js (every *.cpu-tasks.ts is a worker module of its own).
import { extractFileTextTask } from './file-text.ts';

export const CPU_TASKS = {
  'files.extract-text': extractFileTextTask,
};

declare module '../../lib/worker-pool.ts' {
  interface CpuTasks {
    'files.extract-text': typeof extractFileTextTask;
  }
}
