import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { subscribeToServerEvents } from '../../../lib/server-events.ts';
import { ShowcaseHeader } from '../../../features/shell/components/showcase-header.tsx';
import { usePrincipal } from '../../../lib/session.ts';

/** The protected shell around every /showcase page. */
export function Component() {
  const principal = usePrincipal();
  // Open the push channel on arrival, so a job that ends within milliseconds of its request is not announced to nobody.
  useEffect(() => subscribeToServerEvents(() => undefined), []);
  // The session can end while the page is open (logout in another tab, a failed refresh).
  if (!principal) return <Navigate to="/" replace />;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <ShowcaseHeader principal={principal} />
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
