// The admin console's "Local model" page: the catalogue of models Engram can download and run on this machine, what is
// installed, a download's progress, a model file the operator already has, and the Ollama found next door.
import { z } from 'zod';
import { textField } from './text.ts';

/** A local model's name: the file DATA_DIR/models/<name>.gguf; lower-case letters, digits, dots and dashes. */
export const LOCAL_MODEL_NAME_PATTERN = /^[a-z0-9][a-z0-9.-]{0,79}$/;
export const LOCAL_MODEL_PATH_MAX_LENGTH = 1000;

export const LocalModelNameParamsSchema = z.object({
  name: textField('Model name')
    .trim()
    .regex(LOCAL_MODEL_NAME_PATTERN, 'A model name has lower-case letters, digits, dots and dashes (at most 80), like qwen2.5-1.5b-instruct.'),
});

export const UseLocalModelFileInputSchema = z.object({
  /** An absolute path to a .gguf file on the server's machine. */
  path: textField('Path')
    .trim()
    .min(1, 'Type the path of a .gguf file on the server.')
    .max(LOCAL_MODEL_PATH_MAX_LENGTH, `A path has at most ${LOCAL_MODEL_PATH_MAX_LENGTH} characters.`),
});
export type UseLocalModelFileInput = z.input<typeof UseLocalModelFileInputSchema>;

export const LocalModelDownloadSchema = z.object({
  state: z.enum(['downloading', 'verifying', 'failed']),
  receivedBytes: z.number().int(),
  /** Null until the server says how big the file is. */
  totalBytes: z.number().int().nullable(),
  /** Why it failed, in plain words; null otherwise. */
  message: z.string().nullable(),
});
export type LocalModelDownload = z.infer<typeof LocalModelDownloadSchema>;

export const LocalModelSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** What it is good for, one sentence. */
  summary: z.string(),
  parameters: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  /** Memory the model needs to run (weights and a working context), in bytes. */
  memoryBytes: z.number().int(),
  licence: z.string(),
  licenceUrl: z.string(),
  sourceUrl: z.string(),
  isInstalled: z.boolean(),
  /** The download running or last failed on this server; null when none. */
  download: LocalModelDownloadSchema.nullable(),
});
export type LocalModel = z.infer<typeof LocalModelSchema>;

export const OllamaStatusSchema = z.object({
  /** Where Engram looked (Ollama's own address, without /v1). */
  baseUrl: z.string(),
  isRunning: z.boolean(),
  models: z.array(z.string()),
  /** Why nothing was found, in plain words; null when Ollama answered. */
  message: z.string().nullable(),
});
export type OllamaStatus = z.infer<typeof OllamaStatusSchema>;

export const LocalModelsAnswerSchema = z.object({
  catalogue: z.array(LocalModelSchema),
  /** .gguf files in DATA_DIR/models that are not in the catalogue (the operator put them there). */
  otherFiles: z.array(z.object({ name: z.string(), sizeBytes: z.number().int() })),
  /** Where downloaded models are kept. */
  modelsDir: z.string(),
  /**
   * The local engine as it stands: which model it would run (null: none installed) and whether it can, with the reason
   * it cannot in plain words.
   */
  engine: z.object({ model: z.string().nullable(), isReady: z.boolean(), message: z.string() }),
  /** The provider answering now, as the AI settings resolve (environment, AI page, or this machine's model). */
  activeProvider: z.string(),
  activeModel: z.string().nullable(),
  /** The local model the settings choose, even while the built-in engine answers in its place; null when none. */
  chosenLocalModel: z.string().nullable(),
  /** AI_PROVIDER is set: "Use this model" cannot change the provider. */
  isProviderFromEnvironment: z.boolean(),
});
export type LocalModelsAnswer = z.infer<typeof LocalModelsAnswerSchema>;

export const UseLocalModelFileAnswerSchema = z.object({
  /** The model setting that runs the file: its absolute path. */
  model: z.string(),
  sizeBytes: z.number().int(),
});
export type UseLocalModelFileAnswer = z.infer<typeof UseLocalModelFileAnswerSchema>;
