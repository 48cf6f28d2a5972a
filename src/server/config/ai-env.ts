// The chat model: which provider, where, with which key and model, and how long a call may take.
import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { booleanFromString, httpUrl, numberFromString, optionalString } from './env-fields.ts';

/** How the embedded local engine (ai/local/local-engine.ts) runs: LOCAL_AI_*, else the machine's defaults. */
export interface LocalEngineConfig {
  /** Where catalogue models live: a model named "x" is `<modelsDir>/x.gguf`. */
  modelsDir: string;
  /** Generations that run at once; more wait in a queue, first come first served. */
  concurrency: number;
  /** Conversations whose context is kept between turns (each holds one KV cache of `contextSize` tokens). */
  sessions: number;
  /** Tokens of context per conversation. */
  contextSize: number;
  /** A kept conversation unused this long gives its context back. */
  idleMs: number;
  /** CPU threads for the model's arithmetic. */
  threads: number;
  /** Whether a GPU may be used when the machine has one and its build is installed. */
  gpu: boolean;
}

/** The defaults for this machine: threads from its cores, generations two at a time per four cores (at least one). */
export function defaultLocalEngineConfig(dataDir: string): LocalEngineConfig {
  const cores = availableParallelism();
  return {
    modelsDir: resolve(dataDir, 'models'),
    concurrency: Math.max(1, Math.floor(cores / 2)),
    sessions: Math.max(4, cores * 2),
    contextSize: 4096,
    idleMs: 10 * 60_000,
    threads: cores,
    gpu: true,
  };
}

/** Where Ollama listens when nothing else is said (Ollama's own default). */
export const DEFAULT_OLLAMA_URL = 'http://127.0.0.1:11434';

export const AiEnvSchema = z.object({
  AI_PROVIDER: z
    .enum(['offline', 'local', 'openai', 'anthropic', 'ollama', 'openai-compatible'], {
      error: 'must be offline, local, openai, anthropic, ollama or openai-compatible',
    })
    .optional(),
  AI_MODEL: optionalString,
  AI_BASE_URL: optionalString.pipe(z.url({ error: 'must be a URL' }).optional()),
  AI_API_KEY: optionalString,
  AI_TIMEOUT_MS: numberFromString().int().min(1000).default(60_000),
  AI_OFFLINE_STREAM_DELAY_MS: numberFromString().int().min(0).max(1000).default(8),
  // The embedded local engine (AI_PROVIDER=local); unset ones follow the machine's cores (ai/local/local-engine.ts).
  LOCAL_AI_CONCURRENCY: numberFromString().int().min(1).max(64).optional(),
  LOCAL_AI_SESSIONS: numberFromString().int().min(1).max(256).optional(),
  LOCAL_AI_CONTEXT_SIZE: numberFromString().int().min(256).max(131_072).optional(),
  LOCAL_AI_IDLE_MS: numberFromString().int().min(1000).optional(),
  LOCAL_AI_THREADS: numberFromString().int().min(1).max(256).optional(),
  LOCAL_AI_GPU: booleanFromString.optional(),
  // Where `npm run model -- pull` and the Local model page download from: Hugging Face, or a mirror with the same paths.
  MODEL_HUB_URL: httpUrl(),
  // Folders (comma-separated, absolute) besides DATA_DIR/models from which the Local model page may use a .gguf file.
  MODEL_DIRS: z.string().default(''),
  // Where to look for an Ollama next door (its own address, without /v1).
  OLLAMA_URL: httpUrl(),
});

export type AiEnv = z.infer<typeof AiEnvSchema>;

type AiProvider = 'offline' | 'local' | 'openai' | 'anthropic' | 'ollama' | 'openai-compatible';

export type AiConfig = {
  ai: {
    provider: AiProvider;
    model: string | undefined;
    baseUrl: string | undefined;
    apiKey: string | undefined;
    timeoutMs: number;
    /** Pause between the words of an offline streamed reply, like a fast model; unset or 0 streams at once. */
    offlineStreamDelayMs?: number;
    /** How the embedded local engine runs; its defaults when unset. */
    local?: LocalEngineConfig;
  };
  /**
   * The AI settings the environment sets (AI_PROVIDER, AI_BASE_URL, AI_API_KEY, AI_MODEL): these win over what an
   * admin saves on the AI page, which shows them as set by the server's environment.
   */
  aiEnvironment: { provider?: AiProvider; baseUrl?: string; apiKey?: string; model?: string };
  /** Models this server runs itself: where they download from, which other folders may hold them, where Ollama is. */
  localModels: { hubUrl: string; extraDirs: string[]; ollamaUrl: string };
};

/** The absolute folders of MODEL_DIRS. */
function folderList(text: string): string[] {
  return text
    .split(',')
    .map((folder) => folder.trim())
    .filter(Boolean);
}

export function aiProblems(e: AiEnv): string[] {
  const problems: string[] = [];
  for (const folder of folderList(e.MODEL_DIRS)) if (!isAbsolute(folder)) problems.push(`MODEL_DIRS: ${folder} is not an absolute path`);
  if (e.AI_PROVIDER === 'openai-compatible' && !e.AI_BASE_URL) problems.push('AI_BASE_URL: is required when AI_PROVIDER is openai-compatible');
  if ((e.AI_PROVIDER === 'openai' || e.AI_PROVIDER === 'anthropic') && !e.AI_API_KEY) problems.push(`AI_API_KEY: is required when AI_PROVIDER is ${e.AI_PROVIDER}`);
  // The local engine without AI_MODEL runs the model installed in DATA_DIR/models.
  if (e.AI_PROVIDER !== undefined && e.AI_PROVIDER !== 'offline' && e.AI_PROVIDER !== 'local' && e.AI_PROVIDER !== 'openai' && e.AI_PROVIDER !== 'anthropic' && !e.AI_MODEL) {
    problems.push(`AI_MODEL: is required when AI_PROVIDER is ${e.AI_PROVIDER}`);
  }
  return problems;
}

/** The local engine's settings: the environment's, else the machine's defaults; models live in DATA_DIR/models. */
function readLocalEngineConfig(e: AiEnv, dataDir: string): LocalEngineConfig {
  const defaults = defaultLocalEngineConfig(dataDir);
  const concurrency = e.LOCAL_AI_CONCURRENCY ?? defaults.concurrency;
  return {
    modelsDir: resolve(dataDir, 'models'),
    concurrency,
    // Every running generation needs a context of its own.
    sessions: Math.max(e.LOCAL_AI_SESSIONS ?? defaults.sessions, concurrency),
    contextSize: e.LOCAL_AI_CONTEXT_SIZE ?? defaults.contextSize,
    idleMs: e.LOCAL_AI_IDLE_MS ?? defaults.idleMs,
    threads: e.LOCAL_AI_THREADS ?? defaults.threads,
    gpu: e.LOCAL_AI_GPU ?? defaults.gpu,
  };
}

export function readAiConfig(e: AiEnv & { DATA_DIR?: string }): AiConfig {
  return {
    ai: {
      provider: e.AI_PROVIDER ?? 'offline',
      model: e.AI_MODEL,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      timeoutMs: e.AI_TIMEOUT_MS,
      offlineStreamDelayMs: e.AI_OFFLINE_STREAM_DELAY_MS,
      local: readLocalEngineConfig(e, e.DATA_DIR ?? './data'),
    },
    aiEnvironment: Object.fromEntries(
      Object.entries({ provider: e.AI_PROVIDER, baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL }).filter(([, value]) => value !== undefined),
    ),
    localModels: {
      hubUrl: (e.MODEL_HUB_URL ?? 'https://huggingface.co').replace(/\/+$/, ''),
      extraDirs: folderList(e.MODEL_DIRS),
      ollamaUrl: (e.OLLAMA_URL ?? DEFAULT_OLLAMA_URL).replace(/\/+$/, '').replace(/\/v1$/, ''),
    },
  };
}
