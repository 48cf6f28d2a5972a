import type { ReactNode } from 'react';

/** What went wrong, said beside the form or step it concerns; nothing while `children` is empty. */
export function ErrorAlert({ children, className }: { children: ReactNode; className?: string }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <p role="alert" className={`${className ? `${className} ` : ''}rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200`}>
      {children}
    </p>
  );
}
