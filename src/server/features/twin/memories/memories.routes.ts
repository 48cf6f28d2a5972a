// The memory locker's routes under /twin/memories: list and search, upload, edit, open (with byte ranges) and delete. Each validates, then
// calls the service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TwinMemoriesListSchema,
  TwinMemoriesQuerySchema,
  TwinMemoryParamsSchema,
  TwinMemorySchema,
  UpdateTwinMemoryInputSchema,
} from '../../../../shared/contracts/twin-memories.ts';
import { deleteForCaller } from '../../../auth/caller-routes.ts';
import { requireAuth } from '../../../auth/permissions.ts';
import { parseRange } from '../../../storage/byte-range.ts';
import { asPrivateDownload } from '../../../lib/content-disposition.ts';
import { contentLengthOf } from '../../../lib/content-length.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { createMemoriesService } from './memories.service.ts';
import { readMemoryForm } from './memory-forms.ts';
import { errorResponses } from '../../../../shared/contracts/errors.ts';

const TAGS = ['twin'];

export const memoriesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { config } = deps;
  const memories = createMemoriesService(deps);

  app.get(
    '/twin/memories',
    {
      schema: {
        summary: 'List the twin’s memories',
        tags: TAGS,
        description: 'The memory locker: search in titles and text (`q`), sort newest, oldest or by title, with the storage used and the allowance.',
        querystring: TwinMemoriesQuerySchema,
        response: { 200: TwinMemoriesListSchema },
      },
    },
    async (request) => memories.listMemories(requireAuth(request), request.query),
  );

  app.post(
    '/twin/memories',
    {
      schema: {
        summary: 'Add a memory',
        tags: TAGS,
        consumes: ['multipart/form-data'],
        description:
          'Adds a memory (multipart): `kind` (text, voice, video, photo, document), `title`, optional `date` (YYYY-MM-DD), `caption` and `visibility` (private by default); `text` for a typed memory, `file` for the others (checked by content; a video is MP4 or WebM). 413 past TWIN_MEMORY_MAX_BYTES or the locker’s remaining allowance. A document’s text is extracted, and a voice note or video transcribed when an engine exists, by the job `twin.read-memory`.',
        response: { 201: TwinMemorySchema, ...errorResponses(402, 404, 429) },
      },
    },
    async (request, reply) => {
      const caller = requireAuth(request);
      const memory = await memories.addMemory(caller, { bodyBytes: contentLengthOf(request), readForm: (store) => readMemoryForm(request, config.twin.memoryMaxBytes, store) });
      return reply.code(201).send(memory);
    },
  );

  app.patch(
    '/twin/memories/:id',
    {
      schema: {
        summary: 'Edit a memory',
        tags: TAGS,
        description:
          'Changes any of `title`, `date` (YYYY-MM-DD, empty clears it), `caption` (empty clears it), `visibility`, and for a voice note or video `transcript` (the words the twin reads from then on; empty clears it).',
        params: TwinMemoryParamsSchema,
        body: UpdateTwinMemoryInputSchema,
        response: { 200: TwinMemorySchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => memories.updateMemory(requireAuth(request), request.params.id, request.body),
  );

  deleteForCaller(app, '/twin/memories/:id', { params: TwinMemoryParamsSchema, errors: [404] }, (caller, { id }) => memories.deleteMemory(caller, id), { summary: 'Delete a memory', tags: TAGS, description: 'Deletes the memory and its file.' });

  app.get(
    '/twin/memories/:id/file',
    {
      schema: {
        summary: 'A memory’s file',
        nonJsonAnswer: { mediaTypes: ['*/*'], description: 'The memory’s file, in the type it was stored with (206 with one `Range`)', errorStatuses: [404, 416], alsoStatuses: [206] },
        tags: TAGS,
        description: 'The memory’s original file (a voice note, video, photo or document), for its owner. One byte range (`Range: bytes=…`) is answered with 206, so players can seek.',
        params: TwinMemoryParamsSchema,
      },
    },
    async (request, reply) => {
      let isUnsatisfiable = false;
      const file = await memories.openMemory(requireAuth(request), request.params.id, (sizeBytes) => {
        const wanted = parseRange(request.headers.range, sizeBytes);
        isUnsatisfiable = wanted.kind === 'unsatisfiable';
        return wanted.kind === 'partial' ? wanted.range : undefined;
      });
      if (isUnsatisfiable) {
        file.stream.destroy();
        return reply.code(416).header('content-range', `bytes */${file.sizeBytes}`).send({ message: 'The requested range is past the end of the file.' });
      }
      asPrivateDownload(reply, file.mimeType, file.filename).header('accept-ranges', 'bytes');
      if (!file.range) return reply.header('content-length', file.sizeBytes).send(file.stream);
      return reply
        .code(206)
        .header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.sizeBytes}`)
        .header('content-length', file.range.end - file.range.start + 1)
        .send(file.stream);
    },
  );
};
