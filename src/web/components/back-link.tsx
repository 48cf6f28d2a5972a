// A link back to the page this one was reached from, led by a left arrow.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function BackLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <Link to={to} className={className}>
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
