// The sessions feature as app.ts composes it: the Vibes Check and the roleplay session (start, turns, interruption,
// end). Edit it when the feature gains a route plugin, a job or a worker task.
import type { Feature } from '../feature-deps.ts';
import { sessionsRoutes } from './sessions.routes.ts';

export const sessionsFeature: Feature = {
  name: 'sessions',
  routes: [sessionsRoutes],
};
