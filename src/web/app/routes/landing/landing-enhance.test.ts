import { describe, expect, it } from 'vitest';
import { landingLanguageToOpen as openOn } from './landing-enhance.ts';

describe('[I18N] the landing page opens in the visitor’s language', () => {
  const root = { pathname: '/', lang: 'en' };
  // As the pre-rendered page's <link rel="alternate" hreflang> name them.
  const pages = new Map([
    ['en', '/'],
    ['id', '/id'],
    ['x-default', '/'],
  ]);
  const landingLanguageToOpen = (page: { pathname: string; lang: string }, stored: string | null, preferred: string[]) => openOn(page, stored, preferred, pages);

  it('takes a browser that prefers Indonesian from / to /id, and one that prefers another language nowhere', () => {
    expect(landingLanguageToOpen(root, null, ['id-ID', 'en-US'])).toBe('/id');
    expect(landingLanguageToOpen(root, null, ['in'])).toBe('/id');
    expect(landingLanguageToOpen(root, null, ['fr-FR', 'en-GB'])).toBeNull();
    expect(landingLanguageToOpen(root, null, ['de-DE'])).toBeNull();
  });

  it('lets the language last chosen on this device win over the browser’s', () => {
    expect(landingLanguageToOpen(root, 'en', ['id-ID'])).toBeNull();
    expect(landingLanguageToOpen(root, 'id', ['en-US'])).toBe('/id');
    // Something else stored (an older build, a hand edit) counts as no choice.
    expect(landingLanguageToOpen(root, 'xx', ['id'])).toBe('/id');
  });

  it('keeps a visitor on a page whose address names its language', () => {
    expect(landingLanguageToOpen({ pathname: '/id', lang: 'id' }, 'en', ['en-US'])).toBeNull();
  });
});
