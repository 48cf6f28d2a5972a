// One operator setting (a row of operator_settings) as a feature reads it on every request: resolved from the saved
// value by the caller's rules, through a short cache that compares the saved version, so a save on any instance
// applies to the next request everywhere without a restart. The AI, Speech and E-mail pages read theirs through it.
import type { OperatorSettingsRepository } from '../db/operator-settings.repository.ts';

/** How long an instance trusts its copy before it looks at the saved version again. */
export const OPERATOR_SETTING_CACHE_MS = 2000;

export interface OperatorSettingSource<T> {
  /** The settings now, at most OPERATOR_SETTING_CACHE_MS behind a save on another instance. */
  get(): Promise<T>;
  /** Forgets the cached copy (after a save on this instance). */
  invalidate(): void;
}

export function createOperatorSettingSource<T>(options: {
  key: string;
  repository: Pick<OperatorSettingsRepository, 'findOperatorSetting' | 'findOperatorSettingVersion'>;
  /** The settings from the saved value (null before the first save). */
  resolve: (saved: unknown) => T;
  ttlMs?: number;
  /** Something else the settings follow (the installed local model): a change resolves them again, like a save. */
  alsoDependsOn?: () => string;
}): OperatorSettingSource<T> {
  const { key, repository, resolve, ttlMs = OPERATOR_SETTING_CACHE_MS, alsoDependsOn = () => '' } = options;
  let cached: { value: T; version: number | null; dependency: string; checkedAt: number } | null = null;
  let pending: Promise<T> | null = null;

  async function load(): Promise<T> {
    const version = await repository.findOperatorSettingVersion(key);
    const dependency = alsoDependsOn();
    if (cached && cached.version === version && cached.dependency === dependency) {
      cached.checkedAt = Date.now();
      return cached.value;
    }
    const row = version === null ? null : await repository.findOperatorSetting(key);
    const value = resolve(row?.value ?? null);
    cached = { value, version: row?.version ?? null, dependency, checkedAt: Date.now() };
    return value;
  }

  return {
    async get() {
      if (cached && Date.now() - cached.checkedAt < ttlMs) return cached.value;
      // Concurrent requests share one look-up.
      pending ??= load().finally(() => {
        pending = null;
      });
      return pending;
    },
    invalidate() {
      cached = null;
    },
  };
}
