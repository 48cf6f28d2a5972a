import { useEffect, useRef } from 'react';
import { enhanceLanding } from '@/app/routes/landing/landing-enhance.ts';
import { LandingFooter } from '@/app/routes/landing/landing-footer.tsx';
import { LandingHeader } from '@/app/routes/landing/landing-header.tsx';

export interface LegalSection {
  title: string;
  /** Paragraphs, or a list when an entry is an array of items. */
  body: (string | readonly string[])[];
}

/**
 * A public page beside the landing page (terms, privacy): the landing's header and footer around plain, readable text.
 * It is open to guests and signed-in people alike (access.ts), so it needs no session and no data.
 */
export function LegalFrame({ title, summary, updated, sections }: { title: string; summary: string; updated: string; sections: readonly LegalSection[] }) {
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
        Skip to content
      </a>
      <LandingHeader sectionBase="/" />
      <main id="main-content" className="flex-1">
        <div className="container-page">
          <article className="mx-auto max-w-3xl py-12 sm:py-16">
            <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">{title}</h1>
            <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">Last updated {updated}</p>
            <p className="mt-6 text-lg leading-8 text-pretty text-slate-700 dark:text-slate-200">{summary}</p>
            {sections.map((section) => (
              // Each section has an anchor of its title ("Questions" → #questions), so other pages can link to it.
              <section key={section.title} id={section.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')} className="mt-10 scroll-mt-20">
                <h2 className="text-xl font-semibold tracking-tight text-slate-900 dark:text-white">{section.title}</h2>
                {section.body.map((part, index) =>
                  typeof part === 'string' ? (
                    <p key={index} className="mt-3 leading-7 text-pretty text-slate-700 dark:text-slate-300">
                      {part}
                    </p>
                  ) : (
                    <ul key={index} className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600 dark:text-slate-300 dark:marker:text-brand-400">
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
