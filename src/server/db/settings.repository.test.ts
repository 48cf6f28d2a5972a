import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../test/test-app.ts';
import { openDatabase, type Database } from './client.ts';
import { createSettingsRepository } from './settings.repository.ts';

describe.each(TEST_DATABASES)('[SETTINGS] settings repository on $name', ({ url }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('stores the first value of a setting and answers it to every later caller', async () => {
    const settings = createSettingsRepository(database.db);
    const key = `test-setting-${randomUUID()}`;
    expect(await settings.getOrInsertSetting(key, 'first')).toBe('first');
    expect(await settings.getOrInsertSetting(key, 'second')).toBe('first');
  });

  it('gives callers that start together the same value', async () => {
    const key = `test-setting-${randomUUID()}`;
    const answers = await Promise.all(['a', 'b', 'c'].map((value) => createSettingsRepository(database.db).getOrInsertSetting(key, value)));
    expect(new Set(answers).size).toBe(1);
  });
});
