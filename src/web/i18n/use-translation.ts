// The components' way to the catalogue: `const { t } = useTranslation()`, a small hook over the interface's catalogue
// (i18n.ts: English formatted without i18next, other languages by i18next) instead of react-i18next. It renders again
// when the language changes (`languageChanged`, through useSyncExternalStore) and hands out a `t` bound to that language, a new one per language, so memoised
// texts follow. The English sections arrive before the modules that use them run (vite.config.ts, englishSections),
// and another catalogue before its language is shown (setInterfaceLanguage), so no other event needs listening to.
import { useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { i18n } from './i18n.ts';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

function languageNow(): string {
  return i18n.language;
}

/** The catalogue's `t` in the language showing, and the instance; renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, languageNow, languageNow);
  const t = useMemo(() => i18n.getFixedT(language), [language]);
  return { t, i18n };
}
