import type { ReactNode } from 'react';

interface LandingSectionProps {
  /** The anchor the header links to; sections the header does not list have none. */
  id?: string;
  /** The heading's id, which names the section for assistive technology. */
  headingId: string;
  eyebrow: string;
  title: string;
  intro: string;
  /** Alternates the background, so neighbouring sections read apart. */
  isTinted?: boolean;
  children: ReactNode;
}

/** A landing section: eyebrow, h2 and intro shared by every section, so their rhythm stays identical, then its content. */
export function LandingSection({ id, headingId, eyebrow, title, intro, isTinted = false, children }: LandingSectionProps) {
  const background = isTinted ? 'bg-slate-50 py-20 sm:py-28 dark:bg-slate-900/40' : 'py-20 sm:py-28';
  return (
    // scroll-mt keeps an anchored section's heading clear of the sticky header.
    <section id={id} aria-labelledby={headingId} className={id ? `scroll-mt-16 ${background}` : background}>
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{eyebrow}</p>
          <h2 id={headingId} className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-pretty text-slate-600 dark:text-slate-300">{intro}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
