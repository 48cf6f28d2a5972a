// The files feature as app.ts composes it: routes, jobs and worker-thread tasks.
// Edit it when the feature gains a route plugin, a job or a worker task.
import { workerModuleUrl } from '../../lib/worker-pool.ts';
import type { Feature } from '../feature-deps.ts';
import { deleteFileJob } from './delete-file.job.ts';
import { extractFileJob } from './extract-file.job.ts';
import { filesRoutes } from './files.routes.ts';

export const filesFeature: Feature = {
  name: 'files',
  routes: [filesRoutes],
  jobs: [extractFileJob, deleteFileJob],
  cpuTasks: [workerModuleUrl('files.cpu-tasks', import.meta.url)],
};
