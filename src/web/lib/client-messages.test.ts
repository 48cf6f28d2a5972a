// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import { readable } from './api-client.ts';

afterEach(async () => {
  await setInterfaceLanguage('en', { remember: false });
});

describe('[I18N] the failures the browser words itself', () => {
  it('reads in the interface’s language at the moment of the failure', async () => {
    expect(readable(undefined)).toBe('Something went wrong. Please try again.');
    await setInterfaceLanguage('id', { remember: false });
    expect(readable(undefined)).toBe('Terjadi kesalahan. Silakan coba lagi.');
    // The server's own words, and an error already worded, are shown as they came.
    expect(readable(new Error('Sesi tidak ditemukan.'))).toBe('Sesi tidak ditemukan.');
  });
});
