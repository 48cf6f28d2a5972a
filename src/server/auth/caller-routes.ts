// A GET that answers the signed-in caller from one read of a service: 401 without a login, then the read's answer,
// checked against its schema and described in the OpenAPI document (/docs). The caller's own lists and settings
// (heirs, notices, plan, progress, assignments …) are `getForCaller`; one thing the path names (a session, a
// scenario, an organisation's teams …) is `getOneForCaller`. A POST that queues a job from its body (create or change a
// persona, rubric, glossary or scenario) is `queueForCaller`; a DELETE of one thing the path names, answered 204, is
// `deleteForCaller`; a file of one thing the path names (a transcript, a CSV of figures) is `downloadForCaller`. Any
// other route that reads a query or a body is written out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses, NO_CONTENT } from '../../shared/contracts/errors.ts';
import { JobAcceptedSchema, type JobAccepted } from '../../shared/contracts/jobs.ts';
import { asPrivateDownload, type PrivateDownload } from '../lib/content-disposition.ts';
import { requireAuth } from './permissions.ts';
import type { AccessClaims } from './tokens.ts';

/** How the route reads in the OpenAPI document. */
export interface CallerRouteDocs {
  tags: string[];
  summary: string;
  description: string;
}

/** Registers `GET path`, answered 200 by `read(caller)` in the shape of `answer`. */
export function getForCaller<Answer extends z.ZodType>(
  fastify: FastifyInstance,
  path: string,
  answer: Answer,
  read: (caller: AccessClaims) => Promise<z.input<Answer>>,
  docs: CallerRouteDocs,
): void {
  // Widened here: `read` is already checked against its own answer schema above.
  const response: Record<200, z.ZodType> = { 200: answer };
  fastify.withTypeProvider<ZodTypeProvider>().get(path, { schema: { ...docs, response } }, async (request) => read(requireAuth(request)));
}

/** What `getOneForCaller` reads from the path and answers: the params, the answer, and the refusals it may give. */
export interface OneForCallerShape<Params extends z.ZodType, Answer extends z.ZodType> {
  params: Params;
  answer: Answer;
  /** The refusals the read may throw (403, 404 …), described in the OpenAPI document. */
  errors: number[];
}

/** Registers `GET path` (with params, such as `/organizations/:id/teams`), answered 200 by `read(caller, params)`. */
export function getOneForCaller<Params extends z.ZodType, Answer extends z.ZodType>(
  fastify: FastifyInstance,
  path: string,
  { params, answer, errors }: OneForCallerShape<Params, Answer>,
  read: (caller: AccessClaims, params: z.output<Params>) => Promise<z.input<Answer>>,
  docs: CallerRouteDocs,
): void {
  // Widened here as above; the params are parsed by their schema before the read sees them.
  const response: Record<number, z.ZodType> = { 200: answer, ...errorResponses(...errors) };
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(path, { schema: { ...docs, params, response } }, async (request) => read(requireAuth(request), request.params as z.output<Params>));
}

/** What `queueForCaller` reads from the body, and the refusals it may give. */
export interface QueueForCallerShape<Body extends z.ZodType> {
  body: Body;
  /** The refusals the queueing may throw (403, 404 …), described in the OpenAPI document. */
  errors?: number[];
}

/** Registers `POST path` that queues a job from the caller's body: 401 without a login, then 202 with the job's id from `queue(caller, body)`. */
export function queueForCaller<Body extends z.ZodType>(
  fastify: FastifyInstance,
  path: string,
  { body, errors = [] }: QueueForCallerShape<Body>,
  queue: (caller: AccessClaims, body: z.output<Body>) => Promise<JobAccepted>,
  docs: Omit<CallerRouteDocs, 'description'> & { description?: string },
): void {
  const response: Record<number, z.ZodType> = { 202: JobAcceptedSchema, ...errorResponses(...errors) };
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .post(path, { schema: { ...docs, body, response } }, async (request, reply) => reply.code(202).send(await queue(requireAuth(request), request.body as z.output<Body>)));
}

/** Registers `DELETE path` (with params, such as `/twin/memories/:id`): `remove(caller, params)`, then 204 with no body. */
export function deleteForCaller<Params extends z.ZodType>(
  fastify: FastifyInstance,
  path: string,
  { params, errors }: { params: Params; errors: number[] },
  remove: (caller: AccessClaims, params: z.output<Params>) => Promise<unknown>,
  docs: CallerRouteDocs,
): void {
  const response: Record<number, z.ZodType> = { ...NO_CONTENT, ...errorResponses(...errors) };
  fastify.withTypeProvider<ZodTypeProvider>().delete(path, { schema: { ...docs, params, response } }, async (request, reply) => {
    await remove(requireAuth(request), request.params as z.output<Params>);
    return reply.code(204).send(null);
  });
}

/** What `downloadForCaller` reads from the path and sends: the params, the file's content type and its OpenAPI words. */
export interface DownloadForCallerShape<Params extends z.ZodType> {
  params: Params;
  contentType: string;
  /** The download's media types, what it holds, and the refusals the read may throw (403, 404 …). */
  file: { mediaTypes: string[]; description: string; errorStatuses: number[] };
}

/** Registers `GET path` (with params, such as `/conversations/:id/transcript`): `read(caller, params)`, sent as a private download. */
export function downloadForCaller<Params extends z.ZodType>(
  fastify: FastifyInstance,
  path: string,
  { params, contentType, file }: DownloadForCallerShape<Params>,
  read: (caller: AccessClaims, params: z.output<Params>) => Promise<PrivateDownload>,
  docs: CallerRouteDocs,
): void {
  fastify.withTypeProvider<ZodTypeProvider>().get(path, { schema: { ...docs, nonJsonAnswer: file, params } }, async (request, reply) => {
    const { filename, body } = await read(requireAuth(request), request.params as z.output<Params>);
    return asPrivateDownload(reply, contentType, filename).send(body);
  });
}
