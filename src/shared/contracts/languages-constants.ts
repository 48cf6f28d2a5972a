// The interface's languages, without zod: the web app's first load imports these; users.ts builds the account's
// `language` field on them. Adding a language: a code here, its catalogue in src/web/i18n/, its name below (README).

/** Languages the interface is written in; the first is the fallback and the one bundled with the app. */
export const INTERFACE_LANGUAGES = ['en', 'id'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = 'en';

/** The locale `Intl` formats dates, numbers and money with in each language. */
export const INTERFACE_LOCALES: Record<InterfaceLanguage, string> = { en: 'en-US', id: 'id-ID' };

/** Each language's own name, as the switch shows it (a person finds their language by the name they know). */
export const INTERFACE_LANGUAGE_NAMES: Record<InterfaceLanguage, string> = { en: 'English', id: 'Bahasa Indonesia' };

/** The pre-rendered landing page in each language: English at the root (also for any other visitor), the others under their code. */
export function landingPathOf(language: InterfaceLanguage): string {
  return language === DEFAULT_INTERFACE_LANGUAGE ? '/' : `/${language}`;
}

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The interface language a BCP 47 tag asks for ('id-ID' and the old code 'in' → 'id', 'en-GB' → 'en'), or null when
 * the interface is not written in it.
 */
export function interfaceLanguageOf(tag: string | null | undefined): InterfaceLanguage | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const code = primary === 'in' ? 'id' : primary;
  return isInterfaceLanguage(code) ? code : null;
}

/** The first of the browser's preferred languages (navigator.languages) the interface is written in, else English. */
export function preferredInterfaceLanguage(tags: readonly string[]): InterfaceLanguage {
  for (const tag of tags) {
    const language = interfaceLanguageOf(tag);
    if (language) return language;
  }
  return DEFAULT_INTERFACE_LANGUAGE;
}
