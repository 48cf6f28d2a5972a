import type { ReactNode } from 'react';

/** A page whose feature is not available yet: says so plainly instead of showing dead controls. */
export function PlaceholderPage({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <div className="container-page py-10">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{description}</p>
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
