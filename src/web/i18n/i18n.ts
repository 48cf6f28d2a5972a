// The interface's languages: one i18next instance, English bundled, every other catalogue loaded when first chosen.
// Which language shows: the account's (features/users/components/account-language.tsx applies it once /users/me
// answers), else the last one chosen on this device, else the browser's preferred languages, else English.
// Adding a language: README, "Adding a language". Components read it through useTranslation (use-translation.ts).
import i18next from 'i18next';
import {
  DEFAULT_INTERFACE_LANGUAGE,
  INTERFACE_LANGUAGES,
  INTERFACE_LOCALES,
  isInterfaceLanguage,
  preferredInterfaceLanguage,
  type InterfaceLanguage,
} from '@shared/contracts/languages-constants.ts';
import en from './en.json';

/** The catalogues not bundled: each is its own chunk, fetched the first time its language is chosen. */
const CATALOGUE_LOADERS: Partial<Record<InterfaceLanguage, () => Promise<{ default: Record<string, unknown> }>>> = {
  id: () => import('./id.json'),
};

/** The device's last chosen language, so a reload paints in it before /users/me answers. */
const STORAGE_KEY = 'engram.language';

export const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_INTERFACE_LANGUAGE,
  fallbackLng: DEFAULT_INTERFACE_LANGUAGE,
  supportedLngs: [...INTERFACE_LANGUAGES],
  resources: { [DEFAULT_INTERFACE_LANGUAGE]: { translation: en } },
  // The other catalogues arrive through addResourceBundle; nothing is fetched behind the library's back.
  partialBundledLanguages: true,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** The interface language now showing. */
export function currentLanguage(): InterfaceLanguage {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isInterfaceLanguage(language) ? language : DEFAULT_INTERFACE_LANGUAGE;
}

/** The locale Intl formats with now ('en-US', 'id-ID'). */
export function currentLocale(): string {
  return INTERFACE_LOCALES[currentLanguage()];
}

const loading = new Map<InterfaceLanguage, Promise<void>>();

/** Makes `language`'s catalogue available (fetched once), without showing it: setInterfaceLanguage and the landing prerender. */
export function loadCatalogue(language: InterfaceLanguage): Promise<void> {
  const load = CATALOGUE_LOADERS[language];
  if (!load || i18n.hasResourceBundle(language, 'translation')) return Promise.resolve();
  const started = loading.get(language);
  if (started) return started;
  const promise = load().then((module) => {
    i18n.addResourceBundle(language, 'translation', module.default, true, true);
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
