// A row of a list of people invited by e-mail: their address, where their invitation stands, then its actions.
import type { ReactNode } from 'react';

interface InviteeRowProps {
  email: string;
  status: ReactNode;
  statusTestId?: string;
  /** The row's buttons, at its end. */
  children: ReactNode;
}

export function InviteeRow({ email, status, statusTestId, children }: InviteeRowProps) {
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{email}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400" data-testid={statusTestId}>
          {status}
        </p>
      </div>
      {children}
    </li>
  );
}
