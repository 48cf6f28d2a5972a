// The users feature as app.ts composes it: routes.
// Edit it when the feature gains a route plugin, a job or a worker task.
import type { Feature } from '../feature-deps.ts';
import { adminSetupRoutes } from './admin-setup.routes.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { emailAddressRoutes } from './email-address.routes.ts';
import { passwordRoutes } from './password.routes.ts';
import { signInRoutes } from './sign-in.routes.ts';
import { singleSignOnRoutes } from './single-sign-on.routes.ts';
import { usersRoutes } from './users.routes.ts';

export const usersFeature: Feature = {
  name: 'users',
  routes: [signInRoutes, singleSignOnRoutes, usersRoutes, emailAddressRoutes, passwordRoutes, adminSetupRoutes, adminUsersRoutes],
};
