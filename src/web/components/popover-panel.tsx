import * as Popover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';

/** A header popover's floating card, at the end of its trigger and kept inside the screen; `className` sizes and spaces it. */
export function PopoverPanel({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <Popover.Portal>
      <Popover.Content
        align="end"
        sideOffset={6}
        collisionPadding={8}
        aria-label={label}
        className={`z-50 rounded-xl border border-slate-200 bg-white shadow-lg shadow-slate-900/10 dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40 ${className}`}
      >
        {children}
      </Popover.Content>
    </Popover.Portal>
  );
}
