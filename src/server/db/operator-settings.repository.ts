// The only file that queries the operator_settings table: what admins save on the /admin pages.
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { operatorSettings } from './schema.ts';

export interface OperatorSettingRow {
  value: unknown;
  version: number;
  updatedAt: Date;
}

export function createOperatorSettingsRepository(db: Db) {
  return {
    /** The saved value of `key` with the version of its last save; null before the first save. */
    async findOperatorSetting(key: string): Promise<OperatorSettingRow | null> {
      const [row] = await db
        .select({ value: operatorSettings.value, version: operatorSettings.version, updatedAt: operatorSettings.updatedAt })
        .from(operatorSettings)
        .where(eq(operatorSettings.key, key))
        .limit(1);
      return row ?? null;
    },

    /** Only the version of `key`: what a cache compares before reading the value again. */
    async findOperatorSettingVersion(key: string): Promise<number | null> {
      const [row] = await db.select({ version: operatorSettings.version }).from(operatorSettings).where(eq(operatorSettings.key, key)).limit(1);
      return row?.version ?? null;
    },

    /** Stores `value` under `key` with a new version, which every instance's cache sees on its next look. */
    async saveOperatorSetting(key: string, value: unknown): Promise<OperatorSettingRow> {
      const version = sql`nextval('operator_settings_version')`;
      const [row] = await db
        .insert(operatorSettings)
        .values({ key, value, version, updatedAt: new Date() })
        .onConflictDoUpdate({ target: operatorSettings.key, set: { value, version, updatedAt: new Date() } })
        .returning({ value: operatorSettings.value, version: operatorSettings.version, updatedAt: operatorSettings.updatedAt });
      if (!row) throw new Error(`The setting "${key}" could not be saved.`);
      return row;
    },
  };
}

export type OperatorSettingsRepository = ReturnType<typeof createOperatorSettingsRepository>;
