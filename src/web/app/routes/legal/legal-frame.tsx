import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { enhanceLanding } from '@/app/routes/landing/landing-enhance.ts';
import { LandingFooter } from '@/app/routes/landing/landing-footer.tsx';
import { LandingHeader } from '@/app/routes/landing/landing-header.tsx';
import { formatDate } from '@/i18n/format.ts';
import { currentLanguage } from '@/i18n/i18n.ts';

export interface LegalSection {
  /** The section's anchor ("questions" → #questions), the same in every language so links to it hold. */
  id: string;
  /** Its heading, in the interface's language. */
  title: string;
  /** Paragraphs, or a list when an entry is an array of items: the binding text, in English. */
  body: (string | readonly string[])[];
}

/**
 * A public page beside the landing page (terms, privacy): the landing's header and footer around plain, readable text.
 * It is open to guests and signed-in people alike (access.ts), so it needs no session and no data. The page's frame,
 * title, summary and headings come in the interface's language; the body is the binding English text, and in any other
 * language a note above it says so. `updated` is an ISO day ("2026-11-23").
 */
export function LegalFrame({ title, summary, updated, sections }: { title: string; summary: string; updated: string; sections: readonly LegalSection[] }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    return enhanceLanding(ref.current);
  }, []);
  // The page is drawn after the browser looked for the address's #section, so it is brought into view here.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <div ref={ref} className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('landing.header.skip')}
      </a>
      <LandingHeader sectionBase="/" />
      <main id="main-content" className="flex-1">
        <div className="container-page">
          <article className="mx-auto max-w-3xl py-12 sm:py-16">
            <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">{title}</h1>
            <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t('legal.updated', { date: formatDate(`${updated}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }) })}</p>
            <p className="mt-6 text-lg leading-8 text-pretty text-slate-700 dark:text-slate-200">{summary}</p>
            {currentLanguage() === 'en' ? null : (
              <p className="mt-6 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100" data-testid="legal-english-note">
                {t('legal.englishNote')}
              </p>
            )}
            {sections.map((section) => (
              // Each section has an anchor ("questions" → #questions), so other pages can link to it.
              <section key={section.id} id={section.id} className="mt-10 scroll-mt-20">
                <h2 className="text-xl font-semibold tracking-tight text-slate-900 dark:text-white">{section.title}</h2>
                {section.body.map((part, index) =>
                  typeof part === 'string' ? (
                    <p key={index} lang="en" className="mt-3 leading-7 text-pretty text-slate-700 dark:text-slate-300">
                      {part}
                    </p>
                  ) : (
                    <ul key={index} lang="en" className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600 dark:text-slate-300 dark:marker:text-brand-400">
                      {part.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ),
                )}
              </section>
            ))}
          </article>
        </div>
      </main>
      <LandingFooter />
    </div>
  );
}
