// The app's router over the browser's history: React Router's declarative API, which leaves its data-router code out of
// the first load. Edit here to change how a navigation is applied or timed.
import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router';

/** The one browser history of the app: `<AppRouter>` follows it, and code outside React navigates with it. */
export const browserHistory = createBrowserHistory({ v5Compat: true });

interface RouterState {
  action: NavigationType;
  location: Location;
  /** When the navigation that led to this location began (`performance.now()`), or null for the first page. */
  startedAt: number | null;
}

const NavigationStartContext = createContext<number | null>(null);

/**
 * Routes the app from `browserHistory`. A navigation is applied in a transition, so the page being left stays on
 * screen while the next page's code loads, as it does with a data router.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState<RouterState>(() => ({ action: browserHistory.action, location: browserHistory.location, startedAt: null }));
  // The first of the navigations since the last page was shown: a page whose code is still loading counts from the click.
  const pendingSince = useRef<number | null>(null);
  useLayoutEffect(
    () =>
      browserHistory.listen(({ action, location }) => {
        pendingSince.current ??= performance.now();
        const startedAt = pendingSince.current;
        startTransition(() => setState({ action, location, startedAt }));
      }),
    [],
  );
  useEffect(() => {
    pendingSince.current = null;
  }, [state]);
  return (
    <NavigationStartContext.Provider value={state.startedAt}>
      <Router location={state.location} navigationType={state.action} navigator={browserHistory}>
        {children}
      </Router>
    </NavigationStartContext.Provider>
  );
}

/** When the navigation to the page on screen began, or null on the page the app opened on (and outside `<AppRouter>`). */
export function useNavigationStartedAt(): number | null {
  return useContext(NavigationStartContext);
}
