// A card with a heading, a line saying what it is for, and its content: a block of a settings or admin page.
import type { ReactNode } from 'react';

interface CardSectionProps {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  description: string;
  testId?: string;
  /** Classes added to the card's own, such as its margin on the page. */
  className?: string;
  children: ReactNode;
}

export function CardSection({ id, title, description, testId, className, children }: CardSectionProps) {
  return (
    <section aria-labelledby={id} className={className ? `card p-5 sm:p-6 ${className}` : 'card p-5 sm:p-6'} data-testid={testId}>
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">{description}</p>
      {children}
    </section>
  );
}
