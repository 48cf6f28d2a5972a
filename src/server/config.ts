// The only reader of process.env outside tests (test/test-app.ts reads TEST_DATABASE_URL). Every setting, its
// default and its meaning; README's table mirrors this file.
import { availableParallelism } from 'node:os';
import { z } from 'zod';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const BASE58_SECRET_KEY = /^[1-9A-HJ-NP-Za-km-z]{80,90}$/;

/** A Solana secret key as wallets and solana-keygen write it: 64 bytes, base58 or a JSON array (checked in full when it signs). */
function isSolanaSecretKey(value: string): boolean {
  if (!value.startsWith('[')) return BASE58_SECRET_KEY.test(value);
  try {
    const bytes: unknown = JSON.parse(value);
    return Array.isArray(bytes) && bytes.length === 64 && bytes.every((byte) => Number.isInteger(byte) && byte >= 0 && byte <= 255);
  } catch {
    return false;
  }
}

export interface CreditPackageSetting {
  credits: number;
  /** The price in the currency's smallest unit. */
  amountCents: number;
}

/**
 * CREDIT_PACKAGES: "credits:price" pairs separated by commas, such as "50:9.00,200:29.00". Answers the packages, or
 * the problem to report.
 */
export function parseCreditPackages(text: string): CreditPackageSetting[] | string {
  const packages: CreditPackageSetting[] = [];
  for (const part of text.split(',').map((item) => item.trim()).filter(Boolean)) {
    const match = /^(\d{1,7}):(\d{1,6})(?:\.(\d{1,2}))?$/.exec(part);
    if (!match) return `"${part}" is not credits:price (e.g. 50:9.00)`;
    const credits = Number(match[1]);
    const amountCents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
    if (credits < 1 || credits > 1_000_000) return `"${part}": credits must be from 1 to 1,000,000`;
    if (amountCents < 50) return `"${part}": the price must be at least 0.50`;
    if (packages.some((item) => item.credits === credits)) return `"${part}": two packages have ${credits} credits`;
    packages.push({ credits, amountCents });
  }
  if (packages.length === 0) return 'must list at least one package, e.g. 50:9.00,200:29.00';
  if (packages.length > 10) return 'must list at most 10 packages';
  return packages.sort((a, b) => a.credits - b.credits);
}

const EnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  ),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SECRETS_KEY: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(300).max(2_592_000).default(86_400),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false'], { error: 'must be auto, true or false' }).default('auto'),
  TRUST_PROXY: booleanFromString.default(false),
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number({ error: 'must be a number' }).int().min(1).default(20),
  LOGIN_FAILURES_BEFORE_DELAY: z.coerce.number({ error: 'must be a number' }).int().min(1).default(5),
  LOGIN_RATE_LIMIT_PER_ACCOUNT: z.coerce.number({ error: 'must be a number' }).int().min(1).default(100),
  LOGIN_RATE_LIMIT_PER_EMAIL: optionalString,
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).default(900),
  REFRESH_RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a number' }).int().min(1).default(60),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(300).default(30),
  BODY_LIMIT_BYTES: z.coerce.number({ error: 'must be a number' }).int().min(1024).default(1_048_576),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIR: z.string().trim().min(1).default('./dist/web'),
  AI_PROVIDER: z
    .enum(['offline', 'openai', 'anthropic', 'ollama', 'openai-compatible'], {
      error: 'must be offline, openai, anthropic, ollama or openai-compatible',
    })
    .optional(),
  AI_MODEL: optionalString,
  AI_BASE_URL: optionalString.pipe(z.url({ error: 'must be a URL' }).optional()),
  AI_API_KEY: optionalString,
  AI_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(1000).default(60_000),
  AI_OFFLINE_STREAM_DELAY_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1000).default(8),
  SPEECH_TO_TEXT: optionalString.pipe(z.enum(['provider', 'off'], { error: 'must be provider or off' }).optional()),
  SPEECH_TO_TEXT_MODEL: optionalString,
  TEXT_TO_SPEECH: optionalString.pipe(z.enum(['offline', 'provider', 'off'], { error: 'must be offline, provider or off' }).optional()),
  TEXT_TO_SPEECH_MODEL: optionalString,
  TEXT_TO_SPEECH_VOICE: optionalString,
  SPEECH_BASE_URL: optionalString.pipe(z.url({ error: 'must be a URL' }).optional()),
  SPEECH_API_KEY: optionalString,
  SPEECH_RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a number' }).int().min(1).default(120),
  SPEECH_CONCURRENT_PER_PERSON: z.coerce.number({ error: 'must be a number' }).int().min(1).max(64).default(2),
  UPLOAD_MAX_BYTES: z.coerce.number({ error: 'must be a number' }).int().min(1024).default(20 * 1024 * 1024),
  FILES_QUOTA_BYTES: z.coerce.number({ error: 'must be a number' }).int().min(1024).default(500 * 1024 * 1024),
  FILES_MAX_COUNT: z.coerce.number({ error: 'must be a number' }).int().min(1).default(200),
  EXTRACT_MAX_INFLATED_BYTES: z.coerce.number({ error: 'must be a number' }).int().min(1024).default(50 * 1024 * 1024),
  EXTRACT_MAX_COMPRESSION_RATIO: z.coerce.number({ error: 'must be a number' }).min(2).default(100),
  EXTRACT_MAX_PDF_PAGES: z.coerce.number({ error: 'must be a number' }).int().min(1).default(2000),
  // Below the files.extract job's 120 s expiry, so a slow document fails readably before the job counts as lost.
  EXTRACT_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(1000).max(100_000).default(30_000),
  // At least two, so job work (grading, generation, reading uploads) keeps a thread that offline speech never takes.
  WORKER_THREADS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(64).default(Math.max(2, availableParallelism() - 1)),
  WORKER_THREAD_MEMORY_MB: z.coerce.number({ error: 'must be a number' }).int().min(32).default(512),
  CREATOR_EMAILS: z.string().default(''),
  ADMIN_EMAILS: z.string().default(''),
  WORKER: booleanFromString.default(true),
  // How often lost jobs (their process died) are looked for; pg-boss's maintenance. The proof test of several instances lowers it.
  JOB_MAINTENANCE_INTERVAL_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(600).optional(),
  WORKER_HEALTH_PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3001),
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFromString.default(false),
  REQUEST_CONCURRENCY: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1000).optional(),
  // Replaces every job's own delay before a retry (and its backoff) when set; the test suite sets 0.
  JOB_RETRY_DELAY_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(3600).optional(),
  // Argon2id's cost for new password hashes; the defaults are OWASP's baseline. Lowered only by the test suite.
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number({ error: 'must be a number' }).int().min(64).max(1_048_576).default(19_456),
  PASSWORD_HASH_PASSES: z.coerce.number({ error: 'must be a number' }).int().min(1).max(10).default(2),
  WELCOME_CREDITS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1_000_000).optional(),
  VIBES_CHECKS_PER_DAY: z.coerce.number({ error: 'must be a number' }).int().min(1).default(30),
  SESSION_MAX_TURNS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1000).default(60),
  SESSION_MAX_MINUTES: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1440).default(60),
  EMAIL_VERIFICATION_TTL_HOURS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(720).default(48),
  HEIR_INVITE_TTL_DAYS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(365).default(30),
  SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\/[^/]/, 'must start with smtp:// or smtps:// and name a host').optional()),
  SMTP_FROM: optionalString,
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  CREDIT_PACKAGES: optionalString,
  STRIPE_CURRENCY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{3}$/, 'must be a three-letter currency code such as usd or eur')
    .default('usd'),
  STRIPE_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  PASSWORD_RESET_RATE_LIMIT_PER_EMAIL: z.coerce.number({ error: 'must be a number' }).int().min(1).default(3),
  TWIN_LOCKER_BYTES: z.coerce.number({ error: 'must be a number' }).int().min(1024).default(1024 * 1024 * 1024),
  TWIN_MEMORY_MAX_BYTES: z.coerce.number({ error: 'must be a number' }).int().min(1024).default(50 * 1024 * 1024),
  TWIN_PUBLIC_CHAT_PER_MINUTE: z.coerce.number({ error: 'must be a number' }).int().min(1).default(20),
  TWIN_USERNAME_CHECKS_PER_MINUTE: z.coerce.number({ error: 'must be a number' }).int().min(1).default(60),
  SOLANA_RPC_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  SOLANA_SIGNER_KEY: optionalString.pipe(
    z
      .string()
      .refine(isSolanaSecretKey, 'must be a 64-byte secret key: base58 (as Phantom exports it) or a JSON array of 64 numbers (as solana-keygen writes it)')
      .optional(),
  ),
  SOLANA_EXPLORER_URL: z.string().trim().includes('{signature}', { error: 'must contain {signature}' }).default('https://explorer.solana.com/tx/{signature}'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  /** What encrypts secrets saved from the admin pages (API keys); derived from the auth secret when unset. */
  secretsKey: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  cookieSecure: 'auto' | boolean;
  trustProxy: boolean;
  /**
   * perIp: login and registration requests per address per window. failuresBeforeDelay: failed logins per
   * account and address before each further attempt waits 1 s, 2 s, 4 s … (at most the window). perAccount:
   * failed logins per account per window from all addresses; beyond it only addresses that logged in before may try.
   */
  loginRateLimit: { perIp: number; failuresBeforeDelay: number; perAccount: number; windowSeconds: number };
  /** POST /users/refresh requests per address per minute. */
  refreshRateLimitPerMinute: number;
  /**
   * How long a just-rotated refresh token may be used again, answering the same new refresh token (tabs that refresh
   * at the same moment); past it, reuse counts as theft and ends the login.
   */
  refreshReuseGraceSeconds: number;
  bodyLimitBytes: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  webDir: string;
  ai: {
    provider: 'offline' | 'openai' | 'anthropic' | 'ollama' | 'openai-compatible';
    model: string | undefined;
    baseUrl: string | undefined;
    apiKey: string | undefined;
    timeoutMs: number;
    /** Pause between the words of an offline streamed reply, like a fast model; unset or 0 streams at once. */
    offlineStreamDelayMs?: number;
  };
  /**
   * The AI settings the environment sets (AI_PROVIDER, AI_BASE_URL, AI_API_KEY, AI_MODEL): these win over what an
   * admin saves on the AI page, which shows them as set by the server's environment.
   */
  aiEnvironment: { provider?: Config['ai']['provider']; baseUrl?: string; apiKey?: string; model?: string };
  /**
   * The speech settings the environment sets itself (SPEECH_TO_TEXT, SPEECH_TO_TEXT_MODEL, TEXT_TO_SPEECH,
   * TEXT_TO_SPEECH_MODEL, TEXT_TO_SPEECH_VOICE, SPEECH_BASE_URL, SPEECH_API_KEY): these win over the Speech page.
   */
  speechEnvironment: {
    speechToText?: 'provider' | 'off';
    speechToTextModel?: string;
    textToSpeech?: 'offline' | 'provider' | 'off';
    textToSpeechModel?: string;
    voice?: string;
    baseUrl?: string;
    apiKey?: string;
  };
  /**
   * Speech on the server (`/speech/*`). `provider` speaks the OpenAI audio API, at `baseUrl` when set (any
   * OpenAI-compatible server, such as a local Whisper) and at OpenAI otherwise; `offline` is eSpeak NG in WebAssembly.
   */
  speech: {
    speechToText: { engine: 'provider' | 'off'; model: string };
    /** `voice`: the provider's voice for every character; unset picks one by the character's gender. */
    textToSpeech: { engine: 'offline' | 'provider' | 'off'; model: string; voice: string | undefined };
    baseUrl: string | undefined;
    apiKey: string | undefined;
    /** How long one provider call may take (AI_TIMEOUT_MS). */
    timeoutMs: number;
    /** Transcriptions and syntheses per person per minute, each. */
    rateLimitPerMinute: number;
    /** Transcriptions or syntheses one person may have at work at once; more answer 429 with Retry-After. */
    concurrentPerPerson: number;
  };
  uploadMaxBytes: number;
  /** Each person's source files: total bytes and how many (reserved before the bytes are written; 413 beyond). */
  filesQuota: { bytes: number; count: number };
  /** Bounds on reading an uploaded document; past one, its job fails with "This document is too large to read: …". */
  extraction: { maxInflatedBytes: number; maxCompressionRatio: number; maxPdfPages: number; timeoutMs: number };
  /** Worker threads for CPU-heavy tasks (lib/worker-pool.ts): how many, and the heap limit of each. */
  workerThreads: { count: number; memoryMb: number };
  /** Lower-cased e-mails allowed to create library items and scenarios; empty means everyone signed in. */
  creatorEmails: string[];
  /** Operators: they see how to connect a model while the offline engine answers; empty means nobody. */
  adminEmails: string[];
  /** Run job workers in this process (turn off for web-only instances). */
  runWorkers: boolean;
  /** How often expired jobs of a lost process are failed so they are retried; unset is the queue's own (10 s). */
  jobMaintenanceIntervalSeconds: number | undefined;
  /** The port of `npm run worker`'s only HTTP route, GET /healthz (0 picks a free one). */
  workerHealthPort: number;
  /**
   * Where uploaded bytes live: `local` is DATA_DIR/files on this machine; `s3` is a bucket of any S3-compatible
   * object store, which every instance shares. Credentials unset fall back to the AWS SDK's own chain.
   */
  storage:
    | { kind: 'local' }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  /** Requests at work at once before others wait their turn; unset picks 2 on the embedded database, 32 on PostgreSQL. */
  requestConcurrency: number | undefined;
  /**
   * Credits a new account starts with (one "Welcome credits" ledger entry; none when 0), when WELCOME_CREDITS sets it;
   * undefined lets the Credits admin page decide (features/credits/credit-settings.ts).
   */
  welcomeCredits: number | undefined;
  /** Argon2id's memory (KiB) and passes for new password hashes. */
  passwordHash: { memoryKib: number; passes: number };
  /** When set, every job waits this long before a retry, without backoff; unset, each job's own policy. */
  jobRetryDelaySeconds: number | undefined;
  /**
   * Metered model use: Vibes Checks per person per day, learner turns per session, and the longest a session without a
   * timer may run (minutes from its start).
   */
  metering: { vibesChecksPerDay: number; sessionMaxTurns: number; sessionMaxMinutes: number };
  /** How long an e-mail verification link (hours) and an heir's invitation link (days) stay valid. */
  emailVerificationTtlHours: number;
  heirInviteTtlDays: number;
  /** Where password-reset e-mails leave from; undefined when the server sends no e-mail (the operator makes links). */
  smtp: { url: string; from: string } | undefined;
  /** The e-mail settings the environment sets (SMTP_URL, SMTP_FROM, PUBLIC_URL): these win over the E-mail page. */
  emailEnvironment: { smtpUrl?: string; from?: string; publicUrl?: string };
  /** The address people open Engram at, for links in e-mails and the operator's reset links (no trailing slash). */
  publicUrl: string | undefined;
  /** Password-reset requests per e-mail address per login window (LOGIN_RATE_LIMIT_WINDOW_SECONDS). */
  passwordResetPerEmail: number;
  /**
   * The digital twin: each locker's storage allowance (the initial package), the largest single memory upload, and
   * public-chat messages per visitor address per minute.
   */
  /** `usernameChecksPerMinute`: live availability checks of a username per signed-in person per minute. */
  twin: { lockerBytes: number; memoryMaxBytes: number; publicChatPerMinute: number; usernameChecksPerMinute: number };
  /**
   * Where twin usernames are written on chain (a Memo transaction per reservation), and the explorer link for a
   * transaction (`{signature}` is replaced). Null when SOLANA_RPC_URL and SOLANA_SIGNER_KEY are not both set: the
   * reservation then stays in the database only.
   */
  solana: { rpcUrl: string; signerKey: string; explorerUrl: string } | null;
  /**
   * Buying credit packages through Stripe Checkout; null unless STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and
   * CREDIT_PACKAGES are all set. `apiBase` points the Stripe client at another server (tests); unset is Stripe's.
   */
  payments: {
    secretKey: string;
    webhookSecret: string;
    currency: string;
    packages: CreditPackageSetting[];
    apiBase: { protocol: 'http' | 'https'; host: string; port: number } | undefined;
  } | null;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError naming every invalid variable. */
/** The entries that have a value: what the environment set, leaving out what it did not. */
function definedOnly<T extends Record<string, unknown>>(values: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}

/** `overrides` win over the environment (a command that must read settings as if one were set). */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Record<string, string> = {}): Config {
  const parsed = EnvSchema.safeParse({ ...env, ...overrides });
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.AI_PROVIDER === 'openai-compatible' && !e.AI_BASE_URL) problems.push('AI_BASE_URL: is required when AI_PROVIDER is openai-compatible');
  if ((e.AI_PROVIDER === 'openai' || e.AI_PROVIDER === 'anthropic') && !e.AI_API_KEY) problems.push(`AI_API_KEY: is required when AI_PROVIDER is ${e.AI_PROVIDER}`);
  if (e.AI_PROVIDER !== undefined && e.AI_PROVIDER !== 'offline' && e.AI_PROVIDER !== 'openai' && e.AI_PROVIDER !== 'anthropic' && !e.AI_MODEL) {
    problems.push(`AI_MODEL: is required when AI_PROVIDER is ${e.AI_PROVIDER}`);
  }
  // The speech server may live elsewhere than the chat model; without its own settings it is the same one.
  const speechToText = e.SPEECH_TO_TEXT ?? (e.AI_PROVIDER === 'openai' || e.AI_PROVIDER === 'openai-compatible' ? 'provider' : 'off');
  const speechBaseUrl = e.SPEECH_BASE_URL ?? e.AI_BASE_URL;
  const speechApiKey = e.SPEECH_API_KEY ?? e.AI_API_KEY;
  const textToSpeech = e.TEXT_TO_SPEECH ?? 'offline';
  if ((speechToText === 'provider' || textToSpeech === 'provider') && !speechBaseUrl && !speechApiKey) {
    const which = [speechToText === 'provider' ? 'SPEECH_TO_TEXT' : null, textToSpeech === 'provider' ? 'TEXT_TO_SPEECH' : null].filter(Boolean).join(' and ');
    problems.push(
      `SPEECH_BASE_URL or SPEECH_API_KEY: ${which} is provider, which needs an OpenAI-compatible server (SPEECH_BASE_URL, e.g. a local Whisper at http://127.0.0.1:8000/v1) or an OpenAI key (SPEECH_API_KEY); AI_BASE_URL and AI_API_KEY are used when these are unset`,
    );
  }
  if (e.LOGIN_RATE_LIMIT_PER_EMAIL !== undefined) {
    // It used to lock an account for everyone; a stale value must not be silently ignored.
    problems.push('LOGIN_RATE_LIMIT_PER_EMAIL: was replaced by LOGIN_FAILURES_BEFORE_DELAY and LOGIN_RATE_LIMIT_PER_ACCOUNT (see README)');
  }
  if (e.SMTP_URL && !e.SMTP_FROM) problems.push('SMTP_FROM: is required when SMTP_URL is set (the sender, e.g. "Engram <no-reply@example.com>")');
  // A reset link must point at the address people use; the request's own Host header could be forged.
  if (e.SMTP_URL && !e.PUBLIC_URL) problems.push('PUBLIC_URL: is required when SMTP_URL is set (the address in reset links, e.g. https://engram.example.com)');
  // Half a Solana setup would silently keep every username off chain.
  if (e.SOLANA_RPC_URL && !e.SOLANA_SIGNER_KEY) problems.push('SOLANA_SIGNER_KEY: is required when SOLANA_RPC_URL is set (the key that signs and pays for the memo)');
  if (e.SOLANA_SIGNER_KEY && !e.SOLANA_RPC_URL) problems.push('SOLANA_RPC_URL: is required when SOLANA_SIGNER_KEY is set (e.g. https://api.devnet.solana.com)');
  // Half a payment setup would take money without adding credits, or show packages that cannot be bought.
  const stripeSettings = { STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET, CREDIT_PACKAGES: e.CREDIT_PACKAGES };
  const missingStripe = Object.entries(stripeSettings).filter(([, value]) => !value).map(([name]) => name);
  if (missingStripe.length > 0 && missingStripe.length < 3) {
    for (const name of missingStripe) problems.push(`${name}: is required when ${Object.keys(stripeSettings).filter((other) => !missingStripe.includes(other)).join(' and ')} ${3 - missingStripe.length === 1 ? 'is' : 'are'} set (purchases through Stripe need all three)`);
  }
  if (e.STORAGE === 's3' && !e.S3_BUCKET) problems.push('S3_BUCKET: is required when STORAGE is s3 (the bucket that holds uploads)');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither (the AWS SDK then finds credentials itself)');
  }
  const creditPackages = e.CREDIT_PACKAGES ? parseCreditPackages(e.CREDIT_PACKAGES) : undefined;
  if (typeof creditPackages === 'string') problems.push(`CREDIT_PACKAGES: ${creditPackages}`);
  if (problems.length > 0) throw new ConfigError(problems);
  const stripeApiBase = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET,
    secretsKey: e.SECRETS_KEY,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    trustProxy: e.TRUST_PROXY,
    loginRateLimit: {
      perIp: e.LOGIN_RATE_LIMIT_PER_IP,
      failuresBeforeDelay: e.LOGIN_FAILURES_BEFORE_DELAY,
      perAccount: e.LOGIN_RATE_LIMIT_PER_ACCOUNT,
      windowSeconds: e.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
    },
    refreshRateLimitPerMinute: e.REFRESH_RATE_LIMIT_PER_MINUTE,
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    webDir: e.WEB_DIR,
    ai: {
      provider: e.AI_PROVIDER ?? 'offline',
      model: e.AI_MODEL,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      timeoutMs: e.AI_TIMEOUT_MS,
      offlineStreamDelayMs: e.AI_OFFLINE_STREAM_DELAY_MS,
    },
    aiEnvironment: Object.fromEntries(
      Object.entries({ provider: e.AI_PROVIDER, baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL }).filter(([, value]) => value !== undefined),
    ),
    speechEnvironment: definedOnly({
      speechToText: e.SPEECH_TO_TEXT,
      speechToTextModel: e.SPEECH_TO_TEXT_MODEL,
      textToSpeech: e.TEXT_TO_SPEECH,
      textToSpeechModel: e.TEXT_TO_SPEECH_MODEL,
      voice: e.TEXT_TO_SPEECH_VOICE,
      baseUrl: e.SPEECH_BASE_URL,
      apiKey: e.SPEECH_API_KEY,
    }),
    speech: {
      speechToText: { engine: speechToText, model: e.SPEECH_TO_TEXT_MODEL ?? 'whisper-1' },
      textToSpeech: { engine: textToSpeech, model: e.TEXT_TO_SPEECH_MODEL ?? 'tts-1', voice: e.TEXT_TO_SPEECH_VOICE },
      baseUrl: speechBaseUrl,
      apiKey: speechApiKey,
      timeoutMs: e.AI_TIMEOUT_MS,
      rateLimitPerMinute: e.SPEECH_RATE_LIMIT_PER_MINUTE,
      concurrentPerPerson: e.SPEECH_CONCURRENT_PER_PERSON,
    },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    filesQuota: { bytes: e.FILES_QUOTA_BYTES, count: e.FILES_MAX_COUNT },
    extraction: {
      maxInflatedBytes: e.EXTRACT_MAX_INFLATED_BYTES,
      maxCompressionRatio: e.EXTRACT_MAX_COMPRESSION_RATIO,
      maxPdfPages: e.EXTRACT_MAX_PDF_PAGES,
      timeoutMs: e.EXTRACT_TIMEOUT_MS,
    },
    workerThreads: { count: e.WORKER_THREADS, memoryMb: e.WORKER_THREAD_MEMORY_MB },
    creatorEmails: e.CREATOR_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    runWorkers: e.WORKER,
    workerHealthPort: e.WORKER_HEALTH_PORT,
    jobMaintenanceIntervalSeconds: e.JOB_MAINTENANCE_INTERVAL_SECONDS,
    storage:
      e.STORAGE === 's3' && e.S3_BUCKET
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local' },
    requestConcurrency: e.REQUEST_CONCURRENCY,
    welcomeCredits: e.WELCOME_CREDITS,
    passwordHash: { memoryKib: e.PASSWORD_HASH_MEMORY_KIB, passes: e.PASSWORD_HASH_PASSES },
    jobRetryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
    metering: { vibesChecksPerDay: e.VIBES_CHECKS_PER_DAY, sessionMaxTurns: e.SESSION_MAX_TURNS, sessionMaxMinutes: e.SESSION_MAX_MINUTES },
    emailVerificationTtlHours: e.EMAIL_VERIFICATION_TTL_HOURS,
    heirInviteTtlDays: e.HEIR_INVITE_TTL_DAYS,
    smtp: e.SMTP_URL && e.SMTP_FROM ? { url: e.SMTP_URL, from: e.SMTP_FROM } : undefined,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    emailEnvironment: definedOnly({ smtpUrl: e.SMTP_URL, from: e.SMTP_FROM, publicUrl: e.PUBLIC_URL?.replace(/\/+$/, '') }),
    passwordResetPerEmail: e.PASSWORD_RESET_RATE_LIMIT_PER_EMAIL,
    twin: {
      lockerBytes: e.TWIN_LOCKER_BYTES,
      memoryMaxBytes: e.TWIN_MEMORY_MAX_BYTES,
      publicChatPerMinute: e.TWIN_PUBLIC_CHAT_PER_MINUTE,
      usernameChecksPerMinute: e.TWIN_USERNAME_CHECKS_PER_MINUTE,
    },
    solana: e.SOLANA_RPC_URL && e.SOLANA_SIGNER_KEY ? { rpcUrl: e.SOLANA_RPC_URL, signerKey: e.SOLANA_SIGNER_KEY, explorerUrl: e.SOLANA_EXPLORER_URL } : null,
    payments:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && Array.isArray(creditPackages)
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            currency: e.STRIPE_CURRENCY,
            packages: creditPackages,
            apiBase: stripeApiBase
              ? {
                  protocol: stripeApiBase.protocol === 'http:' ? 'http' : 'https',
                  host: stripeApiBase.hostname,
                  port: Number(stripeApiBase.port || (stripeApiBase.protocol === 'http:' ? 80 : 443)),
                }
              : undefined,
          }
        : null,
  };
}
