import type { ReactNode } from 'react';

/** One part of a rubric, as the view and the editor show it: its heading, what stands beside it, then its content. */
export function RubricSection({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{title}</h3>
        {aside}
      </div>
      {children}
    </section>
  );
}
