// GET /healthz: answers once the database answers; public, and outside the request turns so it works under load.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureDeps } from '../feature-deps.ts';

export const healthRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database }) => {
  app.get(
    '/healthz',
    {
      config: { public: true, skipTurn: true },
      schema: { summary: 'Health check', tags: ['health'], response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']) }) } },
    },
    async () => {
      await database.executeSql('select 1');
      return { status: 'ok' as const, database: database.kind };
    },
  );
};
