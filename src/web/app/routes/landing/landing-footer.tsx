import { useTranslation } from '@/i18n/use-translation.ts';
import { landingPathOf } from '@shared/contracts/languages-constants.ts';
import { LogoMark } from '@/components/logo.tsx';
import { currentLanguage } from '@/i18n/i18n.ts';
import { REGISTER_FOR_TWIN } from './landing-products.tsx';

/** A link's label is a catalogue key; `section` is an anchor of the landing page, `href` a page of its own. */
type FooterLink = { label: string; section: string } | { label: string; href: string };

// Every link leads somewhere real. The footer also sits under the terms and privacy pages, so the landing's
// sections are addressed from the landing page of the language showing ("/#pricing", "/id#pricing"), which is the same
// page when already on it.
const FOOTER_GROUPS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'landing.footer.product',
    links: [
      { label: 'product.practice', section: '#products' },
      { label: 'landing.footer.digitalTwin', section: '#features' },
      { label: 'landing.footer.memoryLocker', href: REGISTER_FOR_TWIN },
      { label: 'landing.header.pricing', section: '#pricing' },
    ],
  },
  {
    title: 'landing.footer.help',
    links: [
      { label: 'nav.howItWorks', section: '#how-it-works' },
      { label: 'nav.faq', section: '#faq' },
      { label: 'landing.footer.contact', href: '/terms#questions' },
    ],
  },
  {
    title: 'landing.footer.legal',
    links: [
      { label: 'landing.footer.privacy', href: '/privacy' },
      { label: 'landing.footer.terms', href: '/terms' },
    ],
  },
];

export function LandingFooter() {
  const { t } = useTranslation();
  const home = landingPathOf(currentLanguage());
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="container-page py-14">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-5">
          <div className="col-span-2 sm:col-span-3 lg:col-span-2">
            <a href={home} className="inline-block rounded-lg text-slate-900 dark:text-white" aria-label={t('landing.header.home')}>
              <LogoMark />
            </a>
            <p className="mt-4 max-w-xs text-sm leading-6 text-slate-600 dark:text-slate-400">
              {t('landing.footer.tagline')}
            </p>
          </div>
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t(group.title)}</h2>
              <ul className="mt-4 space-y-3">
                {group.links.map((link) => (
                  <li key={link.label}>
                    <a
                      href={'section' in link ? `${home}${link.section}` : link.href}
                      className="text-sm text-slate-600 transition-colors hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300"
                    >
                      {t(link.label)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-12 border-t border-slate-200 pt-8 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          {t('landing.footer.rights', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
