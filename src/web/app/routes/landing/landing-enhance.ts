/**
 * Progressive enhancement of the landing markup (landing-view.tsx). It runs on the static page without React and in the
 * SPA route, so it only touches the DOM, and it must not import React or anything that does.
 *
 * Hooks in the markup:
 * - `data-mobile-menu-toggle` (button with aria-expanded/aria-controls) opens and closes `data-mobile-menu`.
 * - `data-theme-toggle` buttons flip the light/dark theme and persist it.
 * - `data-guest-only` elements are hidden once the email cookie says the person is signed in.
 */
import { readCookie } from '@/lib/cookies.ts';

// Literals rather than imports: lib/theme.ts pulls in React and the users contract pulls in zod.
const THEME_STORAGE_KEY = 'theme';
const SIGNED_IN_COOKIE = 'email';

type Theme = 'light' | 'dark';

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function themeToggleLabel(theme: Theme): string {
  return theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
}

function enhanceThemeToggles(root: ParentNode, signal: AbortSignal): void {
  const toggles = Array.from(root.querySelectorAll<HTMLElement>('[data-theme-toggle]'));
  const syncLabels = () => {
    const label = themeToggleLabel(currentTheme());
    for (const toggle of toggles) {
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
    toggle.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
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

/** Attaches the landing page's behaviour below `root`; the returned function removes every listener it added. */
export function enhanceLanding(root: ParentNode): () => void {
  const controller = new AbortController();
  enhanceThemeToggles(root, controller.signal);
  enhanceMobileMenu(root, controller.signal);
  hideGuestOnlyWhenSignedIn(root);
  return () => controller.abort();
}
