import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestDatabase } from '../test/test-app.ts';
import { createSettingsRepository } from './settings.repository.ts';

describe.each(TEST_DATABASES)('[SETTINGS] settings repository on $name', ({ url }) => {
  const database = useTestDatabase(url);

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
