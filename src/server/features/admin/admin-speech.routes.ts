// The Speech page's API (/admin/speech/*): read and save the speech settings, test the voice and the transcription
// with unsaved values. Admins only: the preValidation hook answers 401 signed out and 403 for anyone else, before any
// input is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSpeechSettingsSchema,
  SaveAdminSpeechSettingsInputSchema,
  TestAdminTranscriptionAnswerSchema,
  TestAdminVoiceAnswerSchema,
} from '../../../shared/contracts/admin-speech.ts';
import { restrictToAdmins } from '../../auth/permissions.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createAdminSpeechService } from './admin-speech.service.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';

const TAGS = ['admin'];

export const adminSpeechRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const adminSpeech = createAdminSpeechService(deps);
  restrictToAdmins(app, deps.roles);

  app.get('/admin/speech/settings', { schema: { summary: 'Read the speech settings', tags: TAGS, response: { 200: AdminSpeechSettingsSchema, ...errorResponses(403) } } }, async () => adminSpeech.getSettings());

  app.put(
    '/admin/speech/settings',
    { schema: { summary: 'Save the speech settings', tags: TAGS, body: SaveAdminSpeechSettingsInputSchema, response: { 200: AdminSpeechSettingsSchema, ...errorResponses(403) } } },
    async (request) => adminSpeech.saveSettings(request.body),
  );

  app.post(
    '/admin/speech/test-voice',
    {
      schema: {
        summary: 'Test the text-to-speech voice',
        tags: TAGS,
        description: 'Speaks a test sentence with the unsaved settings: the audio (base64) or the engine’s error in plain words.',
        body: SaveAdminSpeechSettingsInputSchema,
        response: { 200: TestAdminVoiceAnswerSchema, ...errorResponses(403) },
      },
    },
    async (request) => adminSpeech.testVoice(request.body),
  );

  app.post(
    '/admin/speech/test-transcription',
    {
      schema: {
        summary: 'Test speech-to-text',
        tags: TAGS,
        description: 'Sends a built-in recording of a test sentence to the unsaved speech-to-text settings: what it heard, or its error in plain words.',
        body: SaveAdminSpeechSettingsInputSchema,
        response: { 200: TestAdminTranscriptionAnswerSchema, ...errorResponses(403) },
      },
    },
    async (request) => adminSpeech.testTranscription(request.body),
  );
};
