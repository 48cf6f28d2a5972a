import type { ReactNode } from 'react';

/** One card of the account page: a heading that names the section (`${name}-heading`), then what the section holds. */
export function AccountSection({ name, title, children }: { name: string; title: ReactNode; children: ReactNode }) {
  const headingId = `${name}-heading`;
  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
