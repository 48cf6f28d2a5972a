// The owner's control over a library item (a persona, rubric or glossary) under its `<path>/:id`: which scenarios
// use it, delete, and duplicate into the caller's library. Every kind answers these three alike; each passes its own
// schemas, OpenAPI words and service calls. An item generated from a stored prompt (a persona, a rubric) is also
// generated again in place.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import { JobAcceptedSchema, type JobAccepted } from '../../../shared/contracts/jobs.ts';
import { requireAuth } from '../../auth/permissions.ts';
import type { AccessClaims } from '../../auth/tokens.ts';

/** How the route reads in the OpenAPI document (/docs). */
export type RouteDocs = { summary: string; description?: string };

interface LibraryItemRoute<Answer extends z.ZodType> {
  docs: RouteDocs;
  answer: Answer;
  run(caller: AccessClaims, id: string): Promise<z.input<Answer>>;
}

export interface LibraryItemRoutes<Usage extends z.ZodType, Deleted extends z.ZodType, Copy extends z.ZodType> {
  tags: string[];
  /** The item's path, e.g. `/persona/:id`. */
  path: string;
  params: z.ZodType<{ id: string }>;
  usage: LibraryItemRoute<Usage>;
  delete: LibraryItemRoute<Deleted>;
  /** Answers 201: a new item in the caller's library. */
  duplicate: LibraryItemRoute<Copy>;
}

/** Registers `GET <path>/usage`, `DELETE <path>` and `POST <path>/duplicate`. */
export function registerLibraryItemRoutes<Usage extends z.ZodType, Deleted extends z.ZodType, Copy extends z.ZodType>(
  fastify: FastifyInstance,
  routes: LibraryItemRoutes<Usage, Deleted, Copy>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { tags, path, params, usage, delete: remove, duplicate } = routes;
  // Widened here: each `run` is already checked against its own answer schema in LibraryItemRoutes.
  const answers: Record<'usage' | 'delete' | 'duplicate', z.ZodType> = { usage: usage.answer, delete: remove.answer, duplicate: duplicate.answer };

  app.get(
    `${path}/usage`,
    // 403 for a sample, 404 for an item the caller cannot see.
    { schema: { tags, ...usage.docs, params, response: { 200: answers.usage, ...errorResponses(403, 404) } } },
    async (request) => usage.run(requireAuth(request), request.params.id),
  );

  app.delete(
    path,
    { schema: { tags, ...remove.docs, params, response: { 200: answers.delete, ...errorResponses(403, 404) } } },
    async (request) => remove.run(requireAuth(request), request.params.id),
  );

  app.post(
    `${path}/duplicate`,
    { schema: { tags, ...duplicate.docs, params, response: { 201: answers.duplicate, ...errorResponses(404) } } },
    async (request, reply) => reply.code(201).send(await duplicate.run(requireAuth(request), request.params.id)),
  );
}

/** What `registerRegenerateRoute` reads: the item's path and params, the edits it may carry, and the call that queues it. */
export interface RegenerateRoute<Edits extends z.ZodType> {
  tags: string[];
  /** The item's path, e.g. `/persona/:id`. */
  path: string;
  params: z.ZodType<{ id: string }>;
  /** The edited prompt the item is generated from; a request without a body regenerates from the stored one. */
  body: Edits;
  docs: RouteDocs;
  run(caller: AccessClaims, id: string, edits: Partial<z.output<Edits>>): Promise<JobAccepted>;
}

/** Registers `POST <path>/regenerate`, answered 202 with the queued job; 403 for a sample, 404 for an item the caller cannot see. */
export function registerRegenerateRoute<Edits extends z.ZodType>(fastify: FastifyInstance, { tags, path, params, body, docs, run }: RegenerateRoute<Edits>): void {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    `${path}/regenerate`,
    { schema: { tags, ...docs, params, body: body.nullish(), response: { 202: JobAcceptedSchema, ...errorResponses(403, 404) } } },
    async (request, reply) => reply.code(202).send(await run(requireAuth(request), request.params.id, request.body ?? {})),
  );
}
