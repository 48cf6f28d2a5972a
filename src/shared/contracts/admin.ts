// The operator's console (/admin): requests and answers of its pages, shared by the server routes and the web forms.
import { z } from 'zod';
import { textField } from './text.ts';

/** The AI providers an admin can connect; `offline` is the built-in engine, `local` a GGUF model run by this server. */
export const AI_PROVIDERS = ['offline', 'local', 'openai', 'anthropic', 'ollama', 'openai-compatible'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

export const AI_PROVIDER_LABELS: Record<AiProvider, string> = {
  offline: 'Built-in',
  local: 'Local model',
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  ollama: 'Ollama',
  'openai-compatible': 'OpenAI-compatible',
};

/** Tasks that may use a model of their own: the character's lines, grading, library generation, the twin. */
export const AI_TASK_GROUPS = ['character', 'grading', 'generation', 'twin'] as const;
export type AiTaskGroup = (typeof AI_TASK_GROUPS)[number];

export const AI_TASK_GROUP_LABELS: Record<AiTaskGroup, string> = {
  character: 'Character',
  grading: 'Grading',
  generation: 'Generation',
  twin: 'Twin',
};

export const AI_MODEL_MAX_LENGTH = 200;
export const AI_API_KEY_MAX_LENGTH = 500;

/** What the page says beside a field the environment sets. */
export const SET_BY_ENVIRONMENT = "Set by the server's environment";

const SettingFieldSchema = z.object({
  value: z.string().nullable(),
  /** Set by an environment variable: shown, not editable. */
  isFromEnvironment: z.boolean(),
});

export const AdminAiSettingsSchema = z.object({
  provider: z.object({ value: z.enum(AI_PROVIDERS), isFromEnvironment: z.boolean() }),
  baseUrl: SettingFieldSchema,
  /**
   * The key itself never leaves the server: only whether one is set, its last four characters and the only origin it
   * is sent to (another base URL needs it typed again); null when none is set or it goes nowhere.
   */
  apiKey: z.object({ isSet: z.boolean(), lastFour: z.string().nullable(), isFromEnvironment: z.boolean(), sentTo: z.string().nullable() }),
  model: SettingFieldSchema,
  models: z.object({ character: SettingFieldSchema, grading: SettingFieldSchema, generation: SettingFieldSchema, twin: SettingFieldSchema }),
  /** Changes on every save; null before the first. */
  version: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type AdminAiSettings = z.infer<typeof AdminAiSettingsSchema>;

const modelField = textField('Model').trim().max(AI_MODEL_MAX_LENGTH, `A model name has at most ${AI_MODEL_MAX_LENGTH} characters.`);

export const SaveAdminAiSettingsInputSchema = z.object({
  provider: z.enum(AI_PROVIDERS, { error: 'Choose a provider: Built-in, Local model, OpenAI, Anthropic, Ollama or OpenAI-compatible.' }),
  /** Empty uses the provider's usual address. */
  baseUrl: textField('Base URL')
    .trim()
    .max(2000)
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), 'The base URL must start with http:// or https://.'),
  /** A new key; absent keeps the saved one. */
  apiKey: textField('API key').trim().min(1, 'Type the API key, or leave the field untouched to keep the saved one.').max(AI_API_KEY_MAX_LENGTH).optional(),
  /** Forget the saved key. */
  clearApiKey: z.boolean().default(false),
  /** The one model; empty uses the provider's default where it has one. */
  model: modelField,
  /** A model per task group; empty uses `model`. */
  models: z.object({ character: modelField, grading: modelField, generation: modelField, twin: modelField }),
});
export type SaveAdminAiSettingsInput = z.input<typeof SaveAdminAiSettingsInputSchema>;

export const TestAdminAiConnectionAnswerSchema = z.object({
  isConnected: z.boolean(),
  /** What the model answered, or the provider's error in plain words. */
  message: z.string(),
  /** The provider and model that were asked. */
  modelLabel: z.string(),
});
export type TestAdminAiConnectionAnswer = z.infer<typeof TestAdminAiConnectionAnswerSchema>;

/** The provider's model list for unsaved values: a typed key goes with the request, as for a connection test. */
export const ListAdminAiModelsInputSchema = SaveAdminAiSettingsInputSchema.pick({ provider: true, apiKey: true, clearApiKey: true }).extend({
  baseUrl: SaveAdminAiSettingsInputSchema.shape.baseUrl.default(''),
});
export type ListAdminAiModelsInput = z.input<typeof ListAdminAiModelsInputSchema>;

export const AdminAiModelsAnswerSchema = z.object({
  /** False where the provider has no list (or it could not be read): the page shows a text field. */
  isListed: z.boolean(),
  models: z.array(z.string()),
  /** Why there is no list, in plain words; null when there is one. */
  message: z.string().nullable(),
});
export type AdminAiModelsAnswer = z.infer<typeof AdminAiModelsAnswerSchema>;
