import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '../../shared/contracts/languages-constants.ts';
import { en } from './en.ts';
import { pickLanguage, requestLanguage, SERVER_CATALOGUES, serverText } from './server-text.ts';

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('server catalogues', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has every English key, no other but plural forms, and the same placeholders', (language) => {
    const catalogue: Record<string, string> = SERVER_CATALOGUES[language];
    const extraPluralForm = (key: string) => /_(zero|two|few|many)$/.test(key) && key.replace(/_\w+$/, '_other') in en;
    expect(Object.keys(catalogue).filter((key) => !(key in en) && !extraPluralForm(key))).toEqual([]);
    expect(Object.keys(en).filter((key) => !(key in catalogue))).toEqual([]);
    for (const [key, english] of Object.entries(en)) {
      expect({ key, placeholders: placeholdersOf(catalogue[key] ?? '') }).toEqual({ key, placeholders: placeholdersOf(english) });
      expect(catalogue[key]?.trim(), key).not.toBe('');
    }
  });

  it('words a key with its values, and a plural by its count in each language', () => {
    expect(serverText('en', 'mail.heirInvitation.owner', { owner: '“Ana”' })).toBe('The account’s owner is called “Ana”.');
    expect(serverText('id', 'mail.heirInvitation.owner', { owner: '“Ana”' })).toBe('Pemilik akun itu bernama “Ana”.');
    expect(serverText('en', 'errors.creditsShort', { cost: 10, have: 9, count: 1 })).toBe('You need 10 credits to start a session and have 9: 1 more is needed.');
    expect(serverText('en', 'errors.creditsShort', { cost: 10, have: 4, count: 6 })).toBe('You need 10 credits to start a session and have 4: 6 more are needed.');
    expect(serverText('id', 'errors.creditsShort', { cost: 10, have: 9, count: 1 })).toBe('Anda memerlukan 10 kredit untuk memulai sesi dan memiliki 9: masih kurang 1 kredit.');
    expect(serverText('en', 'errors.vibesCheckLimit', { count: 1 })).toBe("You have used today's 1 Vibes Check. They renew at midnight UTC.");
  });

  it('leaves a placeholder without a value as written, and refuses a key no catalogue has', () => {
    expect(serverText('en', 'mail.heirInvitation.owner')).toBe('The account’s owner is called {{owner}}.');
    expect(() => serverText('en', 'mail.nothing' as never)).toThrow(/No server text/);
  });
});

describe('pickLanguage', () => {
  it("takes the account's language first", () => {
    expect(pickLanguage({ account: 'id', acceptLanguage: 'en-US,en;q=0.9' })).toBe('id');
    expect(pickLanguage({ account: 'en', acceptLanguage: 'id-ID' })).toBe('en');
  });

  it('else the first interface language the request accepts, else English', () => {
    expect(pickLanguage({ account: null, acceptLanguage: 'fr-FR,id;q=0.8,en;q=0.5' })).toBe('id');
    expect(pickLanguage({ account: 'fr', acceptLanguage: 'in' })).toBe('id');
    expect(pickLanguage({ acceptLanguage: 'fr-FR,de' })).toBe('en');
    expect(pickLanguage({})).toBe('en');
    expect(requestLanguage(undefined)).toBeNull();
  });
});
