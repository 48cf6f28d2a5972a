// The interface's languages. English is formatted by english.ts, without i18next, so a first load in English carries
// no i18n library; every other language is formatted by i18next, loaded with that language's catalogue the first time
// it is chosen (both in their own chunks). Which language shows: the account's
// (features/users/components/account-language.tsx applies it once /users/me answers), else the last one chosen on
// this device, else the browser's preferred languages, else English.
// Adding a language: README, "Adding a language". Components read it through useTranslation (use-translation.ts).
import type { i18n as I18next, TFunction } from 'i18next';
import {
  DEFAULT_INTERFACE_LANGUAGE,
  INTERFACE_LOCALES,
  isInterfaceLanguage,
  preferredInterfaceLanguage,
  type InterfaceLanguage,
} from '@shared/contracts/languages-constants.ts';
import en from './en.json';
import { mergeCatalogue, translateEnglish, type Catalogue, type TranslateOptions } from './english.ts';

/** The catalogues not bundled: each is its own chunk, fetched the first time its language is chosen. */
const CATALOGUE_LOADERS: Partial<Record<InterfaceLanguage, () => Promise<{ default: Record<string, unknown> }>>> = {
  id: () => import('./id.json'),
};

/** The device's last chosen language, so a reload paints in it before /users/me answers. */
const STORAGE_KEY = 'engram.language';

/** The English catalogue: in the build, each section arrives with the modules that use it (vite.config.ts). */
const english: Catalogue = mergeCatalogue({}, en as Catalogue);

/** i18next, once a language other than English has been chosen: it formats that language, English falling back. */
let library: I18next | null = null;
let libraryLoading: Promise<I18next> | null = null;
let shown: InterfaceLanguage = DEFAULT_INTERFACE_LANGUAGE;
const languageListeners = new Set<(language: string) => void>();

function loadLibrary(): Promise<I18next> {
  // A copy of the English so far: the sections that arrive later reach it through addResourceBundle.
  libraryLoading ??= import('./i18next-library.ts').then(({ createLibrary }) => (library = createLibrary(mergeCatalogue({}, english))));
  // A failed fetch (offline) may be retried by the next choice.
  libraryLoading.catch(() => (libraryLoading = null));
  return libraryLoading;
}

function translate(language: string, key: string, options?: TranslateOptions): string {
  if (language === DEFAULT_INTERFACE_LANGUAGE || !library) return translateEnglish(english, key, options);
  return library.t(key, { ...options, lng: language });
}

/**
 * The interface's catalogue, with the part of i18next's interface the app and the build use: `t` in the language
 * showing, `getFixedT` for one language, `language` and its `languageChanged` event, the catalogues' bundles.
 */
export const i18n = {
  get language(): InterfaceLanguage {
    return shown;
  },
  t: ((key: string, options?: TranslateOptions) => translate(shown, key, options)) as unknown as TFunction,
  getFixedT(language: string): TFunction {
    return ((key: string, options?: TranslateOptions) => translate(language, key, options)) as unknown as TFunction;
  },
  on(_event: 'languageChanged', listener: (language: string) => void): void {
    languageListeners.add(listener);
  },
  off(_event: 'languageChanged', listener: (language: string) => void): void {
    languageListeners.delete(listener);
  },
  /** Adds texts to a language's catalogue (an English section as its module loads, another catalogue when chosen). */
  addResourceBundle(language: string, _namespace: 'translation', texts: Record<string, unknown>): void {
    if (language === DEFAULT_INTERFACE_LANGUAGE) mergeCatalogue(english, texts as Catalogue);
    library?.addResourceBundle(language, 'translation', texts, true, true);
  },
  hasResourceBundle(language: string): boolean {
    return language === DEFAULT_INTERFACE_LANGUAGE || (library?.hasResourceBundle(language, 'translation') ?? false);
  },
  getResourceBundle(language: string): Record<string, unknown> | undefined {
    return language === DEFAULT_INTERFACE_LANGUAGE ? english : (library?.getResourceBundle(language, 'translation') as Record<string, unknown> | undefined);
  },
  /** Shows `language` (its catalogue loaded first: loadCatalogue) and tells every listener. */
  async changeLanguage(language: InterfaceLanguage): Promise<void> {
    if (language !== DEFAULT_INTERFACE_LANGUAGE) await (await loadLibrary()).changeLanguage(language);
    if (shown === language) return;
    shown = language;
    for (const listener of languageListeners) listener(language);
  },
};

/** The interface language now showing. */
export function currentLanguage(): InterfaceLanguage {
  return shown;
}

/** The locale Intl formats with now ('en-US', 'id-ID'). */
export function currentLocale(): string {
  return INTERFACE_LOCALES[currentLanguage()];
}

const loading = new Map<InterfaceLanguage, Promise<void>>();

/** Makes `language`'s catalogue available (fetched once, with i18next), without showing it: setInterfaceLanguage and the landing prerender. */
export function loadCatalogue(language: InterfaceLanguage): Promise<void> {
  const load = CATALOGUE_LOADERS[language];
  if (!load || i18n.hasResourceBundle(language)) return Promise.resolve();
  const started = loading.get(language);
  if (started) return started;
  const promise = Promise.all([load(), loadLibrary()]).then(([module]) => {
    i18n.addResourceBundle(language, 'translation', module.default);
  });
  // A failed fetch (offline) may be retried by the next choice.
  promise.catch(() => loading.delete(language));
  loading.set(language, promise);
  return promise;
}

function readStoredLanguage(): InterfaceLanguage | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isInterfaceLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Shows the interface in `language`: its catalogue loads first (the page keeps the old language until it has), then
 * every component reading the catalogue renders again and `<html lang>` follows. `remember` keeps it for this device.
 */
export async function setInterfaceLanguage(language: InterfaceLanguage, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  await loadCatalogue(language);
  if (remember) {
    try {
      window.localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Storage refused (private mode): the account still remembers it.
    }
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/**
 * The language to open in before the account is known: this device's last choice, else the browser's preferred
 * languages (navigator.languages), else English.
 */
export function initialLanguage(): InterfaceLanguage {
  return readStoredLanguage() ?? preferredInterfaceLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** Opens the interface in its first language; the app renders once this settles (at once for English). */
export function startInterfaceLanguage(): Promise<void> {
  return setInterfaceLanguage(initialLanguage(), { remember: false }).catch(() => {
    // The catalogue could not be fetched: the page opens in English rather than not at all.
    document.documentElement.lang = DEFAULT_INTERFACE_LANGUAGE;
  });
}
