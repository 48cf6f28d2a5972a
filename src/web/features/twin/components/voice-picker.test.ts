// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import { describeVoice } from './voice-picker.tsx';

afterEach(async () => {
  await setInterfaceLanguage('en', { remember: false });
});

describe('[I18N] the Engram’s voice in a few words', () => {
  const voice = { engine: 'builtin', gender: 'female', age: 'adult', pitch: 'medium', language: 'en-US' } as const;

  it('names a built-in voice by its traits, and each language in itself', async () => {
    expect(describeVoice(voice)).toBe('Female, adult, medium pitch · English');
    expect(describeVoice({ engine: 'provider', name: 'alloy', language: 'id-ID' })).toBe('Alloy · Bahasa Indonesia');
    await setInterfaceLanguage('id', { remember: false });
    expect(describeVoice(voice)).toBe('Perempuan, dewasa, nada sedang · English');
    expect(describeVoice(null)).toBe('Suara bawaan');
  });
});
