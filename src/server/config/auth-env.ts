// Sign-in: token secrets and lifetimes, cookies, password hashing, and the limits on login, refresh and reset.
import { z } from 'zod';
import { booleanFromString, numberFromString, optionalString } from './env-fields.ts';

export const AuthEnvSchema = z.object({
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SECRETS_KEY: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: numberFromString().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: numberFromString().int().min(300).max(2_592_000).default(86_400),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false'], { error: 'must be auto, true or false' }).default('auto'),
  LOGIN_RATE_LIMIT_PER_IP: numberFromString().int().min(1).default(20),
  LOGIN_FAILURES_BEFORE_DELAY: numberFromString().int().min(1).default(5),
  LOGIN_RATE_LIMIT_PER_ACCOUNT: numberFromString().int().min(1).default(100),
  LOGIN_RATE_LIMIT_PER_EMAIL: optionalString,
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: numberFromString().int().min(1).default(900),
  REFRESH_RATE_LIMIT_PER_MINUTE: numberFromString().int().min(1).default(60),
  REFRESH_REUSE_GRACE_SECONDS: numberFromString().int().min(0).max(300).default(30),
  // Argon2id's cost for new password hashes; the defaults are OWASP's baseline. Lowered only by the test suite.
  PASSWORD_HASH_MEMORY_KIB: numberFromString().int().min(64).max(1_048_576).default(19_456),
  PASSWORD_HASH_PASSES: numberFromString().int().min(1).max(10).default(2),
  PASSWORD_RESET_RATE_LIMIT_PER_EMAIL: numberFromString().int().min(1).default(3),
  // Single sign-on talks to providers over https only; an operator running one on this machine may allow http there.
  SSO_ALLOW_HTTP_LOOPBACK: booleanFromString.default(false),
  // The DNS servers single sign-on asks (domain proofs, providers' addresses); unset, the system's.
  SSO_DNS_SERVERS: optionalString.pipe(
    z
      .string()
      .transform((text) => text.split(',').map((server) => server.trim()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^(\d{1,3}(\.\d{1,3}){3}(:\d{1,5})?|\[[0-9a-f:]+\](:\d{1,5})?|[0-9a-f:]+)$/i, 'must be IP addresses, with a port if not 53, separated by commas')).min(1))
      .optional(),
  ),
});

type AuthEnv = z.infer<typeof AuthEnvSchema>;

export type AuthConfig = {
  authSecret: string | undefined;
  /** What encrypts secrets saved from the admin pages (API keys); derived from the auth secret when unset. */
  secretsKey: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  cookieSecure: 'auto' | boolean;
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
  /** Argon2id's memory (KiB) and passes for new password hashes. */
  passwordHash: { memoryKib: number; passes: number };
  /** Password-reset requests per e-mail address per login window (LOGIN_RATE_LIMIT_WINDOW_SECONDS). */
  passwordResetPerEmail: number;
  /** Whether an organisation's sign-on provider may be reached over http when it is on this machine (127.0.0.1, ::1, localhost). */
  ssoAllowHttpLoopback: boolean;
  /** The DNS servers single sign-on asks for domain proofs (TXT) and providers' addresses; undefined: the system's. */
  ssoDnsServers: string[] | undefined;
};

export function authProblems(e: AuthEnv): string[] {
  // It used to lock an account for everyone; a stale value must not be silently ignored.
  if (e.LOGIN_RATE_LIMIT_PER_EMAIL === undefined) return [];
  return ['LOGIN_RATE_LIMIT_PER_EMAIL: was replaced by LOGIN_FAILURES_BEFORE_DELAY and LOGIN_RATE_LIMIT_PER_ACCOUNT (see README)'];
}

export function readAuthConfig(e: AuthEnv): AuthConfig {
  return {
    authSecret: e.AUTH_SECRET,
    secretsKey: e.SECRETS_KEY,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    loginRateLimit: {
      perIp: e.LOGIN_RATE_LIMIT_PER_IP,
      failuresBeforeDelay: e.LOGIN_FAILURES_BEFORE_DELAY,
      perAccount: e.LOGIN_RATE_LIMIT_PER_ACCOUNT,
      windowSeconds: e.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
    },
    refreshRateLimitPerMinute: e.REFRESH_RATE_LIMIT_PER_MINUTE,
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    passwordHash: { memoryKib: e.PASSWORD_HASH_MEMORY_KIB, passes: e.PASSWORD_HASH_PASSES },
    passwordResetPerEmail: e.PASSWORD_RESET_RATE_LIMIT_PER_EMAIL,
    ssoAllowHttpLoopback: e.SSO_ALLOW_HTTP_LOOPBACK,
    ssoDnsServers: e.SSO_DNS_SERVERS,
  };
}
