import { describe, expect, it } from 'vitest';
import { builtInEngineLanguageMessage } from '../features/sessions/session-rules.ts';
import { requestLanguage, translatedMessage } from './error-messages.ts';

describe('[ERRORS] messages in the language the request asks for', () => {
  it('reads the first interface language of Accept-Language', () => {
    expect(requestLanguage('id-ID,id;q=0.9,en;q=0.8')).toBe('id');
    expect(requestLanguage('fr-FR,fr;q=0.9,en-GB;q=0.8')).toBe('en');
    expect(requestLanguage('fr-FR')).toBeNull();
    expect(requestLanguage(undefined)).toBeNull();
  });

  it('translates the common messages into Indonesian, and leaves English and unknown messages as written', () => {
    expect(translatedMessage('Invalid email or password.', 'id')).toBe('Email atau kata sandi salah.');
    expect(translatedMessage(builtInEngineLanguageMessage('id-ID'), 'id-ID')).toMatch(/^Karakter ini memerlukan model bahasa/);
    expect(translatedMessage('Invalid email or password.', 'en-US')).toBe('Invalid email or password.');
    expect(translatedMessage('A message nobody translated.', 'id')).toBe('A message nobody translated.');
  });
});
