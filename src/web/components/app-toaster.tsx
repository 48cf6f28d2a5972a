import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Toaster, useSonner } from 'sonner';
import { useNavigationStartedAt } from '@/lib/navigation.tsx';
import { useTheme } from '@/lib/theme.ts';
import { toast, TOAST_DURATION_MS, TOAST_POSITION, TOASTS_VISIBLE } from './toast.ts';

/**
 * A toast that appeared this long (or less) before the person left a page announces the move itself ("Successfully
 * logged in", "Scenario created"), so it goes along; anything older belonged to the page left behind.
 */
const ANNOUNCES_NAVIGATION_MS = 300;

type ToastId = string | number;

/**
 * The app's toaster (4 s, at most 3 visible; it and sonner load when the first toast is raised or the person first
 * interacts, see app-layout.tsx), in the bottom-left corner where it covers no heading and no primary button. Toasts of the
 * page being left are dismissed when a new page opens; a change of the query string alone is not a new page.
 */
export function AppToaster() {
  const { theme } = useTheme();
  const { pathname } = useLocation();
  // A page whose code is still loading arrives later than the click that asked for it: the click's time counts.
  const navigationStartedAt = useNavigationStartedAt();
  const { toasts } = useSonner();
  const firstSeenAt = useRef(new Map<ToastId, number>());
  const previousPathname = useRef(pathname);

  useEffect(() => {
    const now = performance.now();
    const seen = firstSeenAt.current;
    const shown = new Set(toasts.map((shownToast) => shownToast.id));
    for (const id of shown) if (!seen.has(id)) seen.set(id, now);
    for (const id of seen.keys()) if (!shown.has(id)) seen.delete(id);
  }, [toasts]);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    const startedAt = navigationStartedAt ?? performance.now();
    for (const shown of toast.getToasts()) {
      const seenAt = firstSeenAt.current.get(shown.id);
      // A toast not seen yet was raised a moment ago, by the action that navigated.
      if (seenAt !== undefined && seenAt < startedAt - ANNOUNCES_NAVIGATION_MS) toast.dismiss(shown.id);
    }
    // Only a new path is a new page; the start time is read for that change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return (
    <Toaster theme={theme} duration={TOAST_DURATION_MS} visibleToasts={TOASTS_VISIBLE} position={TOAST_POSITION} closeButton />
  );
}
