// i18next as the interface uses it for every language but English: loaded with the first other language chosen
// (i18n.ts, loadCatalogue), in its own chunk with i18next, so a page in English carries neither.
import i18next from 'i18next';
import { DEFAULT_INTERFACE_LANGUAGE, INTERFACE_LANGUAGES } from '@shared/contracts/languages-constants.ts';

/** An i18next instance that starts with `english` (the sections arrived so far) and falls back to it. */
export function createLibrary(english: Record<string, unknown>) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: DEFAULT_INTERFACE_LANGUAGE,
    fallbackLng: DEFAULT_INTERFACE_LANGUAGE,
    supportedLngs: [...INTERFACE_LANGUAGES],
    resources: { [DEFAULT_INTERFACE_LANGUAGE]: { translation: english } },
    // The other catalogues arrive through addResourceBundle; nothing is fetched behind the library's back.
    partialBundledLanguages: true,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
