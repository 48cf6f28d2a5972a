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
  };
}
