import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps.ts';

export const filesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};
