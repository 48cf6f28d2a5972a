// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import { displayNamesOf, formatUploadTime } from './file-display.ts';

describe('[FILES] file names on cards', () => {
  it('numbers later uploads of the same name in upload order, whatever the list order', () => {
    const names = displayNamesOf([
      { file_id: 'c', filename: 'policy.pdf', created_at: '2026-11-03T09:00:00.000Z' },
      { file_id: 'x', filename: 'notes.txt', created_at: '2026-11-02T09:00:00.000Z' },
      { file_id: 'a', filename: 'policy.pdf', created_at: '2026-11-01T09:00:00.000Z' },
      { file_id: 'b', filename: 'policy.pdf', created_at: '2026-11-02T09:00:00.000Z' },
      { file_id: 'y', filename: 'Policy.pdf', created_at: '2026-11-04T09:00:00.000Z' },
    ]);
    expect(Object.fromEntries(names)).toEqual({ a: 'policy.pdf', b: 'policy.pdf (2)', c: 'policy.pdf (3)', x: 'notes.txt', y: 'Policy.pdf' });
  });
});

describe('[FILES] upload time on cards', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  it('says how long ago within a day', () => {
    expect(formatUploadTime('2026-11-23T11:59:30.000Z', now)).toBe('just now');
    expect(formatUploadTime('2026-11-23T11:55:00.000Z', now)).toBe('5 min ago');
    expect(formatUploadTime('2026-11-23T09:00:00.000Z', now)).toBe('3 h ago');
  });

  afterEach(async () => {
    await setInterfaceLanguage('en', { remember: false });
  });

  it('says it in Indonesian when the interface is', async () => {
    await setInterfaceLanguage('id', { remember: false });
    expect(formatUploadTime('2026-11-23T11:59:30.000Z', now)).toBe('baru saja');
    expect(formatUploadTime('2026-11-23T11:55:00.000Z', now)).toBe('5 menit lalu');
    expect(formatUploadTime('2026-11-23T09:00:00.000Z', now)).toBe('3 jam lalu');
  });

  it('shows the date and time for older uploads, and nothing for a broken timestamp', () => {
    expect(formatUploadTime('2026-11-20T14:05:00.000Z', now)).toMatch(/^2026-11-2\d \d{2}:\d{2}$/);
    expect(formatUploadTime('not a date', now)).toBe('');
  });
});
