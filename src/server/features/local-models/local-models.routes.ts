// The Local model page's API (/admin/local-models/*): the catalogue and what is installed, a download, a removal, a
// .gguf file the operator already has, and the Ollama next door. Admins only: the preValidation hook answers 401
// signed out and 403 for anyone else, before any input is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LocalModelNameParamsSchema,
  LocalModelsAnswerSchema,
  OllamaStatusSchema,
  UseLocalModelFileAnswerSchema,
  UseLocalModelFileInputSchema,
} from '../../../shared/contracts/local-models.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import { restrictToAdmins } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createLocalModelsService } from './local-models.service.ts';

const TAGS = ['admin'];

export const localModelsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const localModels = createLocalModelsService(deps);
  restrictToAdmins(app, deps.roles);
  app.addHook('onClose', async () => localModels.stopDownloads());

  app.get(
    '/admin/local-models',
    { schema: { summary: 'List the local models: catalogue, installed, downloads, engine', tags: TAGS, response: { 200: LocalModelsAnswerSchema, ...errorResponses(403) } } },
    async () => localModels.list(),
  );

  app.post(
    '/admin/local-models/:name/download',
    {
      schema: {
        summary: 'Start downloading a catalogue model',
        tags: TAGS,
        params: LocalModelNameParamsSchema,
        response: { 202: LocalModelsAnswerSchema, ...errorResponses(400, 403, 409) },
      },
    },
    async (request, reply) => {
      localModels.startDownload(request.params.name);
      return reply.code(202).send(await localModels.list());
    },
  );

  app.delete(
    '/admin/local-models/:name',
    {
      schema: {
        summary: 'Remove an installed local model',
        tags: TAGS,
        params: LocalModelNameParamsSchema,
        response: { 200: LocalModelsAnswerSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      await localModels.remove(request.params.name);
      return localModels.list();
    },
  );

  app.post(
    '/admin/local-models/file',
    {
      schema: {
        summary: 'Check a .gguf file already on the server',
        tags: TAGS,
        body: UseLocalModelFileInputSchema,
        response: { 200: UseLocalModelFileAnswerSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => localModels.checkFile(request.body.path),
  );

  app.get(
    '/admin/local-models/ollama',
    { schema: { summary: 'Look for Ollama on this machine', tags: TAGS, response: { 200: OllamaStatusSchema, ...errorResponses(403) } } },
    async () => localModels.ollama(),
  );
};
