import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { areToastsWanted, loadToasts, subscribeToToastsWanted } from '@/components/toast.ts';
import { onFirstInteraction } from '@/lib/first-interaction.ts';
import { queryClient } from '@/lib/query-client.ts';

const AppToaster = lazy(() => import('@/components/app-toaster.tsx').then(({ AppToaster: Loaded }) => ({ default: Loaded })));

/** Everything below the landing page: data fetching and the toaster. */
export function Component() {
  useScrollToTopOnNewPage();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <DeferredAppToaster />
    </QueryClientProvider>
  );
}

/**
 * The toaster, with sonner, once a toast is raised or the person first presses, types or taps (before that action can
 * raise one): no page's first load carries them, and a toast still shows at once. Toasts raised meanwhile wait, in order.
 */
function DeferredAppToaster() {
  const isWanted = useSyncExternalStore(subscribeToToastsWanted, areToastsWanted);
  useEffect(() => (isWanted ? undefined : onFirstInteraction(() => void loadToasts())), [isWanted]);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
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
