// The only reader of process.env outside tests (test/test-app.ts reads TEST_DATABASE_URL). It parses the environment
// with the schemas of config/<area>-env.ts, where each setting, its default and its meaning live; README's table
// mirrors them. A new setting goes in its area's file.
import { z } from 'zod';
import { AiEnvSchema, aiProblems, readAiConfig, type AiConfig } from './config/ai-env.ts';
import { AuthEnvSchema, authProblems, readAuthConfig, type AuthConfig } from './config/auth-env.ts';
import { CreditsEnvSchema, creditsProblems, readCreditsConfig, type CreditsConfig } from './config/credits-env.ts';
import { EmailEnvSchema, emailProblems, readEmailConfig, type EmailConfig } from './config/email-env.ts';
import { LimitsEnvSchema, readLimitsConfig, type LimitsConfig } from './config/limits-env.ts';
import { ServerEnvSchema, readServerConfig, type ServerConfig } from './config/server-env.ts';
import { SpeechEnvSchema, readSpeechConfig, speechProblems, type SpeechConfig } from './config/speech-env.ts';
import { StorageEnvSchema, readStorageConfig, storageProblems, type StorageConfig } from './config/storage-env.ts';
import { TwinEnvSchema, readTwinConfig, twinProblems, type TwinConfig } from './config/twin-env.ts';

const EnvSchema = z.object({
  ...ServerEnvSchema.shape,
  ...AuthEnvSchema.shape,
  ...AiEnvSchema.shape,
  ...SpeechEnvSchema.shape,
  ...LimitsEnvSchema.shape,
  ...StorageEnvSchema.shape,
  ...EmailEnvSchema.shape,
  ...CreditsEnvSchema.shape,
  ...TwinEnvSchema.shape,
});

export type Config = ServerConfig & AuthConfig & AiConfig & SpeechConfig & LimitsConfig & StorageConfig & EmailConfig & CreditsConfig & TwinConfig;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment; throws a ConfigError naming every invalid variable and every setting that needs another.
 * `overrides` win over the environment (a command that must read settings as if one were set).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Record<string, string> = {}): Config {
  const parsed = EnvSchema.safeParse({ ...env, ...overrides });
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems = [
    ...aiProblems(e),
    ...speechProblems(e),
    ...authProblems(e),
    ...emailProblems(e),
    ...twinProblems(e),
    ...creditsProblems(e),
    ...storageProblems(e),
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    ...readServerConfig(e),
    ...readAuthConfig(e),
    ...readAiConfig(e),
    ...readSpeechConfig(e),
    ...readLimitsConfig(e),
    ...readStorageConfig(e),
    ...readEmailConfig(e),
    ...readCreditsConfig(e),
    ...readTwinConfig(e),
  };
}
