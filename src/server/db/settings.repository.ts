// The only file that queries the app_settings table: instance-wide values every server process must agree on.
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appSettings } from './schema.ts';

export function createSettingsRepository(db: Db) {
  return {
    /**
     * The stored value of `key`, storing `initial` first when there is none. Instances starting together on one
     * database all get the value that was stored first.
     */
    async getOrInsertSetting(key: string, initial: string): Promise<string> {
      await db.insert(appSettings).values({ key, value: initial }).onConflictDoNothing({ target: appSettings.key });
      const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key)).limit(1);
      if (!row) throw new Error(`The setting "${key}" could not be stored.`);
      return row.value;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
