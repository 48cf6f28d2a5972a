import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { AppToaster } from '@/components/app-toaster.tsx';
import { queryClient } from '@/lib/query-client.ts';

/** Everything below the landing page: data fetching and the toaster. */
export function Component() {
  useScrollToTopOnNewPage();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <AppToaster />
    </QueryClientProvider>
  );
}

/**
 * A page reached by a link or a redirect opens at its top, its heading below the sticky header, rather than at the
 * previous page's scroll position. Back and Forward (POP) leave the browser's own restoration alone, and a change of
 * the query string alone (a filter, a setting) keeps the place.
 */
function useScrollToTopOnNewPage(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only a new path is a new page; the navigation type is read for that change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
