// The speech feature as app.ts composes it: routes and worker-thread tasks.
// Edit it when the feature gains a route plugin, a job or a worker task.
import { workerModuleUrl } from '../../lib/worker-pool.ts';
import type { Feature } from '../feature-deps.ts';
import { speechRoutes } from './speech.routes.ts';

export const speechFeature: Feature = {
  name: 'speech',
  routes: [speechRoutes],
  cpuTasks: [workerModuleUrl('speech.cpu-tasks', import.meta.url)],
};
