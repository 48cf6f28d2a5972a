import { Menu, Moon, Sun, X } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { INTERFACE_LANGUAGE_NAMES, INTERFACE_LANGUAGES, landingPathOf } from '@shared/contracts/languages-constants.ts';
import { LogoMark } from '@/components/logo.tsx';
import { currentLanguage } from '@/i18n/i18n.ts';
import { REGISTER_FOR_PRACTICE } from './landing-products.tsx';

const LANDING_SECTION_LINKS = [
  { href: '#features', labelKey: 'landing.header.features' },
  { href: '#how-it-works', labelKey: 'nav.howItWorks' },
  { href: '#pricing', labelKey: 'landing.header.pricing' },
  { href: '#faq', labelKey: 'nav.faq' },
] as const;

const MOBILE_MENU_ID = 'landing-mobile-menu';

type SectionBase = '' | '/';

/** The links to the landing's sections, in the desktop bar and in the mobile menu alike. */
function SectionLinks({ sectionBase, listClassName, linkClassName }: { sectionBase: SectionBase; listClassName: string; linkClassName: string }) {
  const { t } = useTranslation();
  // Beside the landing page (terms, privacy) the sections are reached on the landing page of the language showing.
  const base = sectionBase === '' ? '' : landingPathOf(currentLanguage());
  return (
    <ul className={listClassName}>
      {LANDING_SECTION_LINKS.map((link) => (
        <li key={link.href}>
          <a href={`${base}${link.href}`} className={linkClassName}>
            {t(link.labelKey)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The landing page in each other language, by its code; landing-enhance.ts remembers the choice on this device. */
function LanguageLinks() {
  const language = currentLanguage();
  return INTERFACE_LANGUAGES.filter((other) => other !== language).map((other) => (
    <a
      key={other}
      href={landingPathOf(other)}
      hrefLang={other}
      lang={other}
      data-language-link={other}
      data-testid="landing-language-link"
      aria-label={INTERFACE_LANGUAGE_NAMES[other]}
      title={INTERFACE_LANGUAGE_NAMES[other]}
      className="inline-flex h-10 items-center rounded-full px-3 text-sm font-semibold text-slate-600 uppercase transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      {other}
    </a>
  ));
}

/**
 * Sticky top navigation. Menu, theme and guest-only behaviour are attached by landing-enhance.ts.
 * `sectionBase` is "/" on the pages beside the landing page (terms, privacy), so the section links lead back to it.
 */
export function LandingHeader({ sectionBase = '' }: { sectionBase?: SectionBase }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md dark:border-slate-800/80 dark:bg-slate-950/85">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <a href={landingPathOf(currentLanguage())} className="rounded-lg text-slate-900 dark:text-white" aria-label={t('landing.header.home')}>
          <LogoMark />
        </a>

        <nav aria-label={t('landing.header.primary')} className="hidden md:block">
          <SectionLinks
            sectionBase={sectionBase}
            listClassName="flex items-center gap-1"
            linkClassName="rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          />
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          {sectionBase === '' ? <LanguageLinks /> : null}
          <button
            type="button"
            data-theme-toggle
            data-testid="theme-toggle"
            // The words landing-enhance.ts gives the button for each theme, in the page's language.
            data-label-to-dark={t('theme.toDark')}
            data-label-to-light={t('theme.toLight')}
            aria-label={t('landing.header.toggleTheme')}
            className="inline-flex size-10 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <Moon className="size-5 dark:hidden" aria-hidden />
            <Sun className="hidden size-5 dark:block" aria-hidden />
          </button>
          <a href="/auth/login" data-guest-only className="btn-ghost hidden md:inline-flex">
            {t('landing.header.login')}
          </a>
          <a href={REGISTER_FOR_PRACTICE} data-guest-only className="btn-primary hidden md:inline-flex">
            {t('landing.header.signUp')}
          </a>
          <button
            type="button"
            data-mobile-menu-toggle
            data-testid="mobile-menu-toggle"
            aria-expanded="false"
            aria-controls={MOBILE_MENU_ID}
            aria-label={t('header.openMenu')}
            data-label-open={t('header.openMenu')}
            data-label-close={t('header.closeMenu')}
            className="group inline-flex size-10 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Menu className="size-6 group-aria-expanded:hidden" aria-hidden />
            <X className="hidden size-6 group-aria-expanded:block" aria-hidden />
          </button>
        </div>
      </div>

      <div
        id={MOBILE_MENU_ID}
        data-mobile-menu
        data-testid="mobile-menu"
        hidden
        className="border-t border-slate-200 bg-white md:hidden dark:border-slate-800 dark:bg-slate-950"
      >
        <nav aria-label={t('landing.header.mobile')} className="container-page py-4">
          <SectionLinks
            sectionBase={sectionBase}
            listClassName="flex flex-col gap-1"
            linkClassName="block rounded-lg px-3 py-3 text-base font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          />
          <div data-guest-only className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
            <a href="/auth/login" className="btn-secondary py-2.5">
              {t('landing.header.login')}
            </a>
            <a href={REGISTER_FOR_PRACTICE} className="btn-primary py-2.5">
              {t('landing.header.signUp')}
            </a>
          </div>
        </nav>
      </div>
    </header>
  );
}
