import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps.ts';

export const rubricsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};
