// The /files routes: upload, list, preview, download and delete a person's source files. Each validates, then calls the service.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FileIdParamsSchema, FilePreviewAnswerSchema, FilesListAnswerSchema } from '../../../shared/contracts/files.ts';
import { EmailParamsSchema as FilesOwnerParamsSchema } from '../../../shared/contracts/params.ts';
import { JobAcceptedSchema } from '../../../shared/contracts/jobs.ts';
import { registerJobStatusRoute } from '../../jobs/job-status.routes.ts';
import { getOneForCaller } from '../../auth/caller-routes.ts';
import { requireAuth } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { asPrivateDownload } from '../../lib/content-disposition.ts';
import { contentLengthOf } from '../../lib/content-length.ts';
import { deleteFileJob } from './delete-file.job.ts';
import { extractFileJob } from './extract-file.job.ts';
import { createFilesService } from './files.service.ts';
import { readUploadForm } from './upload-form.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';

const TAGS = ['files'];

export const filesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { config, queue } = deps;
  // Registered here, so only this feature's routes accept multipart bodies.
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5 } });
  const files = createFilesService(deps);

  app.post(
    '/files/create',
    {
      schema: {
        summary: 'Upload a file',
        tags: TAGS,
        consumes: ['multipart/form-data'],
        description:
          'Uploads a source file (multipart `file`, optional `organization_id`), streamed to storage and checked by its content. 413 past UPLOAD_MAX_BYTES, or past the person’s quota (FILES_QUOTA_BYTES in all, FILES_MAX_COUNT files) with what is used. Poll GET /files/job-status-create/{jobId}.',
        response: { 202: JobAcceptedSchema, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireAuth(request);
      const accepted = await files.upload(caller, {
        bodyBytes: contentLengthOf(request),
        readForm: (store) => readUploadForm(request, config.uploadMaxBytes, store),
      });
      return reply.code(202).send(accepted);
    },
  );

  registerJobStatusRoute(app, queue, '/files/job-status-create/:jobId', extractFileJob, 'files');
  registerJobStatusRoute(app, queue, '/files/job-status-delete/:jobId', deleteFileJob, 'files');

  getOneForCaller(app, '/files/all/:email', { params: FilesOwnerParamsSchema, answer: FilesListAnswerSchema, errors: [403] }, (caller, { email }) => files.list(caller, email), {
    tags: TAGS,
    summary: 'List the caller’s files and those of the organisation chosen in the header',
    description: 'The person’s ready files, newest first, and `usage`: bytes and files counted against the quota (uploads under way included) and the limits.',
  });

  app.delete(
    '/files/file/:file_id',
    { schema: { summary: 'Delete a file', tags: TAGS, params: FileIdParamsSchema, response: { 202: JobAcceptedSchema, ...errorResponses(403, 404) } } },
    async (request, reply) => reply.code(202).send(await files.remove(requireAuth(request), request.params.file_id)),
  );

  app.get(
    '/files/file/:file_id/preview',
    {
      schema: {
        summary: 'The first lines of a file’s text',
        tags: TAGS,
        description: "The first lines of the text read from the owner's file (what the AI uses), its whole length, and whether it is still being read.",
        params: FileIdParamsSchema,
        response: { 200: FilePreviewAnswerSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => reply.header('cache-control', 'private, no-store').send(await files.preview(requireAuth(request), request.params.file_id)),
  );

  app.get(
    '/files/file/:file_id/download',
    { schema: { summary: 'Download a file', nonJsonAnswer: { mediaTypes: ['*/*'], description: 'The uploaded file, in the type it was stored with', errorStatuses: [404] }, tags: TAGS, params: FileIdParamsSchema } },
    async (request, reply) => {
      const { file, stream } = await files.openDownload(requireAuth(request), request.params.file_id);
      return asPrivateDownload(reply, file.mimeType, file.filename).header('content-length', file.sizeBytes).send(stream);
    },
  );
};
