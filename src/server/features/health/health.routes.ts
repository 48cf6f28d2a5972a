import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/healthz',
    {
      config: { public: true, skipTurn: true },
      schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) } },
    },
    async () => {
      await database.executeSql('select 1');
      return { status: 'ok' as const, database: database.kind };
    },
  );
};
