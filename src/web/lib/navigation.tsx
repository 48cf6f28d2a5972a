// The app's router over the browser's history: React Router's declarative API, which leaves its data-router code out of
// the first load. Edit here to change how a navigation is applied or timed.
import { createContext, startTransition, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type Navigator, type NavigationType, type To } from 'react-router';

/** The one browser history of the app: `<AppRouter>` follows it. */
const browserHistory = createBrowserHistory({ v5Compat: true });

interface RouterState {
  action: NavigationType;
  location: Location;
  /** When the navigation that led to this location began (`performance.now()`), or null for the first page. */
  startedAt: number | null;
}

/** Loads what the page at `to` needs before it is shown (its route modules), or null when all of it has loaded; never rejects. */
type PreparePage = (to: To) => Promise<unknown> | null;

const NavigationStartContext = createContext<number | null>(null);

/** The navigation asked for last, and when the first of those still pending began. */
let latestNavigation = 0;
let pendingSince: number | null = null;
let prepareNext: PreparePage = () => null;

/**
 * Goes to `to` once its page's code has loaded, as a data router does: the address and the page change together,
 * the page being left stays until then, and a newer navigation replaces one still loading.
 */
function navigateWhenReady(to: To, apply: () => void): void {
  latestNavigation += 1;
  const navigation = latestNavigation;
  pendingSince ??= performance.now();
  const loading = prepareNext(to);
  // A page whose code is here already opens at once (a filter written to the address, a redirect), as before.
  if (!loading) return apply();
  void loading.then(() => {
    if (navigation === latestNavigation) apply();
  });
}

const appNavigator: Navigator = {
  createHref: (to) => browserHistory.createHref(to),
  encodeLocation: (to) => browserHistory.encodeLocation(to),
  go: (delta) => browserHistory.go(delta),
  push: (to, state) => navigateWhenReady(to, () => browserHistory.push(to, state)),
  replace: (to, state) => navigateWhenReady(to, () => browserHistory.replace(to, state)),
};

/** Replaces the current page with `to` from outside React (for example when the session ends). */
export function replacePage(to: string): void {
  appNavigator.replace(to);
}

/** Routes the app from the browser's history; `preparePage` loads a page's code before the address changes to it. */
export function AppRouter({ children, preparePage }: { children: ReactNode; preparePage: PreparePage }) {
  const [state, setState] = useState<RouterState>(() => ({ action: browserHistory.action, location: browserHistory.location, startedAt: null }));
  useLayoutEffect(() => {
    prepareNext = preparePage;
    return browserHistory.listen(({ action, location }) => {
      // Back and Forward change the address at once; their page's code may still be loading, so the click counts.
      const startedAt = pendingSince ?? performance.now();
      pendingSince = null;
      latestNavigation += 1;
      // A page whose code is here (every push: navigateWhenReady loaded it) is shown at once; one still loading (Back
      // to a page not opened yet) in a transition, so the page being left stays until it arrives.
      if (preparePage(location)) startTransition(() => setState({ action, location, startedAt }));
      else setState({ action, location, startedAt });
    });
  }, [preparePage]);
  return (
    <NavigationStartContext.Provider value={state.startedAt}>
      <Router location={state.location} navigationType={state.action} navigator={appNavigator}>
        {children}
      </Router>
    </NavigationStartContext.Provider>
  );
}

/** When the navigation to the page on screen began, or null on the page the app opened on (and outside `<AppRouter>`). */
export function useNavigationStartedAt(): number | null {
  return useContext(NavigationStartContext);
}
