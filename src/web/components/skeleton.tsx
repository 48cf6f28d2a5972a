// The shapes a card is drawn with while its content loads: one grey for every shape, and a pulse that stops for
// people who ask for reduced motion.
import type { ReactNode } from 'react';

/** A loading card's pulsing frame, hidden from screen readers; `className` lays out its shapes. */
export function SkeletonCard({ as: Frame = 'div', className, children }: { as?: 'div' | 'li'; className: string; children: ReactNode }) {
  return (
    <Frame aria-hidden className={`card animate-pulse motion-reduce:animate-none ${className}`}>
      {children}
    </Frame>
  );
}

/** One grey shape of a loading card; `className` gives its size and rounding. */
export function SkeletonShape({ className }: { className: string }) {
  return <span className={`block bg-slate-200 dark:bg-slate-800 ${className}`} />;
}
