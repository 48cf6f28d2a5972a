// The frame of an admin console page: its heading (named by the section) and the paragraph that says what it is for.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface AdminPageProps {
  /** The heading's id, which labels the page's section. */
  headingId: string;
  title: string;
  intro: ReactNode;
  /** Shown before the heading. */
  icon?: LucideIcon;
  /** The section's own classes, such as a narrower width for a settings form. */
  className?: string;
  children: ReactNode;
}

/** An admin page: its heading and intro, then what it shows. */
export function AdminPage({ headingId, title, intro, icon: Icon, className, children }: AdminPageProps) {
  const heading = (
    <h1 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
      {title}
    </h1>
  );
  return (
    <section className={className} aria-labelledby={headingId}>
      {Icon ? (
        <div className="flex items-center gap-2">
          <Icon className="size-6 text-brand-700 dark:text-brand-300" aria-hidden />
          {heading}
        </div>
      ) : (
        heading
      )}
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{intro}</p>
      {children}
    </section>
  );
}
