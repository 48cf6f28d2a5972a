// The one reader of the Engram's plans and prices: what an admin saved on the Credits page (operator_settings, key
// `plans`) over the specification's defaults (DEFAULT_PLAN_SETTINGS). Read through a short cache that compares the
// saved version, so a save on any instance applies everywhere within a few seconds.
import { DEFAULT_PLAN_SETTINGS, PlanSettingsSchema, type PlanSettings } from '../../../shared/contracts/plans.ts';
import type { Db } from '../../db/client.ts';
import { createOperatorSettingsRepository, type OperatorSettingRow } from '../../db/operator-settings.repository.ts';

/** The operator_settings key of the plans. */
export const PLAN_SETTINGS_KEY = 'plans';

/** How long an instance trusts its copy before it looks at the saved version again. */
export const PLAN_SETTINGS_CACHE_MS = 2000;

/** The saved plans, each field that does not read as valid falling back to its default. */
export function resolvePlanSettings(saved: unknown): PlanSettings {
  const object = typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : {};
  const resolved: Record<string, unknown> = { ...DEFAULT_PLAN_SETTINGS };
  for (const [key, field] of Object.entries(PlanSettingsSchema.shape)) {
    const parsed = field.safeParse(object[key]);
    if (parsed.success) resolved[key] = parsed.data;
  }
  return PlanSettingsSchema.parse(resolved);
}

export interface PlanSettingsSource {
  /** The plans now, at most PLAN_SETTINGS_CACHE_MS behind a save on another instance. */
  get(): Promise<PlanSettings>;
  /** The saved row as well (version, time), read now. */
  read(): Promise<{ settings: PlanSettings; row: OperatorSettingRow | null }>;
  save(settings: PlanSettings): Promise<void>;
}

// One source per database client, so a save through the admin page clears the copy every reader in this process uses.
const sources = new WeakMap<Db, PlanSettingsSource>();

/** The process's source of the plans for `db`. */
export function createPlanSettingsSource(db: Db): PlanSettingsSource {
  let source = sources.get(db);
  if (!source) {
    source = newPlanSettingsSource(db);
    sources.set(db, source);
  }
  return source;
}

function newPlanSettingsSource(db: Db, ttlMs = PLAN_SETTINGS_CACHE_MS): PlanSettingsSource {
  const repository = createOperatorSettingsRepository(db);
  let cached: { settings: PlanSettings; version: number | null; checkedAt: number } | null = null;
  return {
    async get() {
      if (cached && Date.now() - cached.checkedAt < ttlMs) return cached.settings;
      const version = await repository.findOperatorSettingVersion(PLAN_SETTINGS_KEY);
      if (cached && cached.version === version) {
        cached.checkedAt = Date.now();
        return cached.settings;
      }
      const row = version === null ? null : await repository.findOperatorSetting(PLAN_SETTINGS_KEY);
      cached = { settings: resolvePlanSettings(row?.value), version: row?.version ?? null, checkedAt: Date.now() };
      return cached.settings;
    },
    async read() {
      const row = await repository.findOperatorSetting(PLAN_SETTINGS_KEY);
      return { settings: resolvePlanSettings(row?.value), row };
    },
    async save(settings) {
      await repository.saveOperatorSetting(PLAN_SETTINGS_KEY, settings);
      cached = null;
    },
  };
}
