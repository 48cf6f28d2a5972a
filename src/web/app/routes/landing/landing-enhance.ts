/**
 * Progressive enhancement of the landing markup (landing-view.tsx). It runs on the static page without React and in the
 * SPA route, so it only touches the DOM, and it must not import React or anything that does.
 *
 * Hooks in the markup:
 * - `data-mobile-menu-toggle` (button with aria-expanded/aria-controls) opens and closes `data-mobile-menu`.
 * - `data-theme-toggle` buttons flip the light/dark theme and persist it.
 * - `data-guest-only` elements are hidden once the email cookie says the person is signed in.
 * - `data-language-link="<code>"` links lead to the landing page in that language; following one remembers it on this
 *   device, as the app's language switch does, so the app opens in it too.
 * The words it sets (the theme and menu buttons' names) come from the markup's `data-label-*`, in the page's language.
 */
import { readCookie } from '@/lib/cookies.ts';

// Literals rather than imports: lib/theme.ts pulls in React and the users contract pulls in zod; i18n/i18n.ts pulls in
// i18next (this is the same key it keeps the device's language under). The languages themselves are read from the
// page's <link rel="alternate" hreflang> (scripts/prerender-landing.mjs), so this script needs no list of its own.
const THEME_STORAGE_KEY = 'theme';
const LANGUAGE_STORAGE_KEY = 'engram.language';
const SIGNED_IN_COOKIE = 'email';

type Theme = 'light' | 'dark';

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function themeToggleLabel(toggle: HTMLElement, theme: Theme): string {
  return theme === 'dark' ? (toggle.dataset.labelToLight ?? 'Switch to light theme') : (toggle.dataset.labelToDark ?? 'Switch to dark theme');
}

function enhanceThemeToggles(root: ParentNode, signal: AbortSignal): void {
  const toggles = Array.from(root.querySelectorAll<HTMLElement>('[data-theme-toggle]'));
  const syncLabels = () => {
    for (const toggle of toggles) {
      const label = themeToggleLabel(toggle, currentTheme());
      toggle.setAttribute('aria-label', label);
      toggle.title = label;
    }
  };
  syncLabels();
  for (const toggle of toggles) {
    toggle.addEventListener(
      'click',
      () => {
        const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
        const html = document.documentElement;
        html.classList.toggle('dark', next === 'dark');
        html.style.colorScheme = next;
        try {
          localStorage.setItem(THEME_STORAGE_KEY, next);
        } catch {
          // Storage can be blocked (private mode, policy); the theme still applies for this visit.
        }
        syncLabels();
      },
      { signal },
    );
  }
}

function enhanceMobileMenu(root: ParentNode, signal: AbortSignal): void {
  const toggle = root.querySelector<HTMLElement>('[data-mobile-menu-toggle]');
  const menu = root.querySelector<HTMLElement>('[data-mobile-menu]');
  if (!toggle || !menu) return;

  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? (toggle.dataset.labelClose ?? 'Close menu') : (toggle.dataset.labelOpen ?? 'Open menu'));
    menu.hidden = !open;
  };

  toggle.addEventListener('click', () => setOpen(!isOpen()), { signal });
  menu.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
    },
    { signal },
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !isOpen()) return;
      const hadFocus = menu.contains(document.activeElement);
      setOpen(false);
      // Focus inside a hidden menu would be lost, so hand it back to the button that opened it.
      if (hadFocus) toggle.focus();
    },
    { signal },
  );
}

function hideGuestOnlyWhenSignedIn(root: ParentNode): void {
  if (readCookie(SIGNED_IN_COOKIE) === null) return;
  for (const element of root.querySelectorAll<HTMLElement>('[data-guest-only]')) element.hidden = true;
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function rememberLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be blocked; the link still leads to the page in that language.
  }
}

function enhanceLanguageLinks(root: ParentNode, signal: AbortSignal): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('[data-language-link]')) {
    link.addEventListener('click', () => rememberLanguage(link.dataset.languageLink ?? ''), { signal });
  }
}

/** The language a BCP 47 tag names ('id-ID' and the old code 'in' → 'id'), as languages-constants.ts reads it. */
function primaryLanguageOf(tag: string): string {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return primary === 'in' ? 'id' : primary;
}

/**
 * Where a visitor on the root landing page reads it instead, by `pages` (each language's landing address, and
 * 'x-default' the root's): the page of the language chosen last on this device, else of the first of the browser's
 * preferred languages there is a page in. Null when the page showing is already that one, or is not the root: a page
 * in a language was asked for by its address.
 */
export function landingLanguageToOpen(page: { pathname: string; lang: string }, stored: string | null, preferred: readonly string[], pages: ReadonlyMap<string, string>): string | null {
  const root = pages.get('x-default') ?? '/';
  if (page.pathname !== root) return null;
  const has = (language: string | null): language is string => language !== null && language !== 'x-default' && pages.has(language);
  const wanted = has(stored) ? stored : preferred.map(primaryLanguageOf).find(has);
  if (!wanted || wanted === page.lang) return null;
  return pages.get(wanted) ?? null;
}

/** On the pre-rendered page: an address in a language is a choice of it; the root page opens in the visitor's. */
function followLandingLanguage(): void {
  const pages = new Map(
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'), (link) => [link.hreflang, link.getAttribute('href') ?? ''] as const),
  );
  const page = { pathname: window.location.pathname, lang: document.documentElement.lang };
  if (page.pathname !== (pages.get('x-default') ?? '/')) {
    if (pages.has(page.lang)) rememberLanguage(page.lang);
    return;
  }
  const target = landingLanguageToOpen(page, readStoredLanguage(), navigator.languages?.length ? navigator.languages : [navigator.language], pages);
  if (target) window.location.replace(`${target}${window.location.hash}`);
}

/**
 * Attaches the landing page's behaviour below `root`; the returned function removes every listener it added.
 * `isPrerendered`: the static page (landing-entry.ts), which also takes the visitor to the page in their language.
 */
export function enhanceLanding(root: ParentNode, { isPrerendered = false }: { isPrerendered?: boolean } = {}): () => void {
  const controller = new AbortController();
  if (isPrerendered) followLandingLanguage();
  enhanceThemeToggles(root, controller.signal);
  enhanceMobileMenu(root, controller.signal);
  enhanceLanguageLinks(root, controller.signal);
  hideGuestOnlyWhenSignedIn(root);
  return () => controller.abort();
}
