// The only reader of process.env. Every setting, its default and its meaning; README's table mirrors this file.
import { z } from 'zod';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const EnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  ),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(300).max(2_592_000).default(86_400),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false'], { error: 'must be auto, true or false' }).default('auto'),
  TRUST_PROXY: booleanFromString.default(false),
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number({ error: 'must be a number' }).int().min(1).default(20),
  LOGIN_RATE_LIMIT_PER_EMAIL: z.coerce.number({ error: 'must be a number' }).int().min(1).default(10),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).default(900),
  BODY_LIMIT_BYTES: z.coerce.number({ error: 'must be a number' }).int().min(1024).default(1_048_576),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIR: z.string().trim().min(1).default('./dist/web'),
  AI_PROVIDER: z
    .enum(['offline', 'openai', 'anthropic', 'ollama', 'openai-compatible'], {
      error: 'must be offline, openai, anthropic, ollama or openai-compatible',
    })
    .default('offline'),
  AI_MODEL: optionalString,
  AI_BASE_URL: optionalString.pipe(z.url({ error: 'must be a URL' }).optional()),
  AI_API_KEY: optionalString,
  AI_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(1000).default(60_000),
  UPLOAD_MAX_BYTES: z.coerce.number({ error: 'must be a number' }).int().min(1024).default(20 * 1024 * 1024),
  CREATOR_EMAILS: z.string().default(''),
  WORKER: booleanFromString.default(true),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  cookieSecure: 'auto' | boolean;
  trustProxy: boolean;
  loginRateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  bodyLimitBytes: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  webDir: string;
  ai: {
    provider: 'offline' | 'openai' | 'anthropic' | 'ollama' | 'openai-compatible';
    model: string | undefined;
    baseUrl: string | undefined;
    apiKey: string | undefined;
    timeoutMs: number;
  };
  uploadMaxBytes: number;
  /** Lower-cased e-mails allowed to create library items and scenarios; empty means everyone signed in. */
  creatorEmails: string[];
  /** Run job workers in this process (turn off for web-only instances). */
  runWorkers: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError naming every invalid variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.AI_PROVIDER === 'openai-compatible' && !e.AI_BASE_URL) problems.push('AI_BASE_URL: is required when AI_PROVIDER is openai-compatible');
  if ((e.AI_PROVIDER === 'openai' || e.AI_PROVIDER === 'anthropic') && !e.AI_API_KEY) problems.push(`AI_API_KEY: is required when AI_PROVIDER is ${e.AI_PROVIDER}`);
  if (e.AI_PROVIDER !== 'offline' && e.AI_PROVIDER !== 'openai' && e.AI_PROVIDER !== 'anthropic' && !e.AI_MODEL) {
    problems.push(`AI_MODEL: is required when AI_PROVIDER is ${e.AI_PROVIDER}`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    trustProxy: e.TRUST_PROXY,
    loginRateLimit: {
      perIp: e.LOGIN_RATE_LIMIT_PER_IP,
      perEmail: e.LOGIN_RATE_LIMIT_PER_EMAIL,
      windowSeconds: e.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    webDir: e.WEB_DIR,
    ai: { provider: e.AI_PROVIDER, model: e.AI_MODEL, baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, timeoutMs: e.AI_TIMEOUT_MS },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    creatorEmails: e.CREATOR_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    runWorkers: e.WORKER,
  };
}
