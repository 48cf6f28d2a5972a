import type { ReactNode } from 'react';

export interface PaymentLine {
  id: string;
  /** What the money was for. */
  what: ReactNode;
  /** Its amount, what became of it and its date. */
  detail: ReactNode;
}

/** A person's payments, one line each, or `empty` when there are none. */
export function PaymentLines({ label, empty, lines }: { label: string; empty: string; lines: readonly PaymentLine[] }) {
  if (lines.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700" aria-label={label}>
      {lines.map((line) => (
        <li key={line.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          <span className="font-medium text-slate-900 dark:text-white">{line.what}</span>
          <span className="text-slate-600 tabular-nums dark:text-slate-300">{line.detail}</span>
        </li>
      ))}
    </ul>
  );
}
