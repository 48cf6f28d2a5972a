// A card of the Organisations page (credits, settings, members, invitations): a region named by its heading.
import type { ReactNode } from 'react';

interface OrganizationCardProps {
  /** The heading's id, which the card is labelled by. */
  id: string;
  title: string;
  testId?: string;
  children: ReactNode;
}

export function OrganizationCard({ id, title, testId, children }: OrganizationCardProps) {
  return (
    <section className="card p-4 sm:p-5" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
