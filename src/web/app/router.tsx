// Every page and its code-split module; `isGuarded` applies the rules of access.ts. A new page is added here, to access.ts
// when its path falls under no rule there yet, and to e2e/a11y.spec.ts, which visits every page.
import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useRoutes, type RouteObject, type To } from 'react-router';
import { isSignedIn } from '@/lib/session.ts';
import { redirectFor } from './access.ts';
import { RouteErrorBoundary } from './route-error.tsx';

/** A route module: the page or layout is its `Component` export. */
type RouteModule = { Component: ComponentType };

interface AppRoute {
  path?: string;
  index?: true;
  /** Sends the person elsewhere when access.ts says this path is not for them (checked on every visit). */
  isGuarded?: true;
  /** The page or layout, loaded the first time the path is visited. */
  lazy?: () => Promise<RouteModule>;
  /** A path that only leads to another one. */
  redirectTo?: string;
  children?: AppRoute[];
}

export const ROUTES: AppRoute[] = [
  { path: '/', isGuarded: true, lazy: () => import('./routes/landing/landing-page.tsx') },
  // The landing page in Indonesian (landingPathOf in languages-constants.ts; a literal, as vite.config.ts reads this table
  // as written): the server sends its pre-rendered page; this serves the app without one (development).
  { path: '/id', isGuarded: true, lazy: () => import('./routes/landing/landing-page.tsx') },
  // Plain pages in the landing's frame: like the landing page, they need no providers.
  { path: '/terms', isGuarded: true, lazy: () => import('./routes/legal/terms-page.tsx') },
  { path: '/privacy', isGuarded: true, lazy: () => import('./routes/legal/privacy-page.tsx') },
  {
    // Providers, toasts and data fetching live here so the landing page stays small.
    lazy: () => import('./app-layout.tsx'),
    children: [
      { path: '/auth/login', isGuarded: true, lazy: () => import('./routes/auth/login-page.tsx') },
      { path: '/auth/register', isGuarded: true, lazy: () => import('./routes/auth/register-page.tsx') },
      { path: '/auth/forgot-password', isGuarded: true, lazy: () => import('./routes/auth/forgot-password-page.tsx') },
      { path: '/auth/reset-password', isGuarded: true, lazy: () => import('./routes/auth/reset-password-page.tsx') },
      // Open to everyone: the links in verification and invitation e-mails land here, signed in or not.
      { path: '/verify-email', isGuarded: true, lazy: () => import('./routes/auth/verify-email-page.tsx') },
      { path: '/heirs/accept', isGuarded: true, lazy: () => import('./routes/heirs/accept-invitation-page.tsx') },
      { path: '/organisations/accept', isGuarded: true, lazy: () => import('./routes/organisations/accept-invitation-page.tsx') },
      { path: '/organisations/join', isGuarded: true, lazy: () => import('./routes/organisations/join-page.tsx') },
      {
        path: '/auth/register/ai',
        isGuarded: true,
        lazy: () => import('./routes/onboarding/onboarding-layout.tsx'),
        children: [
          { index: true, lazy: () => import('./routes/onboarding/onboarding-intro-page.tsx') },
          { path: 'second', lazy: () => import('./routes/onboarding/onboarding-voice-page.tsx') },
          { path: 'third', lazy: () => import('./routes/onboarding/onboarding-text-page.tsx') },
          { path: 'fourth', lazy: () => import('./routes/onboarding/onboarding-meet-page.tsx') },
          { path: 'fifth', lazy: () => import('./routes/onboarding/onboarding-summary-page.tsx') },
          { path: 'sixth', lazy: () => import('./routes/onboarding/onboarding-chat-page.tsx') },
          { path: 'seventh', lazy: () => import('./routes/onboarding/onboarding-done-page.tsx') },
        ],
      },
      {
        path: '/dashboard',
        isGuarded: true,
        lazy: () => import('./routes/dashboard/dashboard-layout.tsx'),
        children: [
          { index: true, lazy: () => import('./routes/dashboard/dashboard-page.tsx') },
          // The Memory Locker is the dashboard's first page; its own name leads there too.
          { path: 'memories', redirectTo: '/dashboard' },
          { path: 'personality', lazy: () => import('./routes/dashboard/personality-page.tsx') },
          { path: 'talk', lazy: () => import('./routes/dashboard/talk-page.tsx') },
          { path: 'activity', lazy: () => import('./routes/dashboard/activity-page.tsx') },
          { path: 'heirs', lazy: () => import('./routes/dashboard/heirs-page.tsx') },
          { path: 'publish', lazy: () => import('./routes/dashboard/publish-page.tsx') },
          { path: 'settings', lazy: () => import('./routes/dashboard/settings-page.tsx') },
        ],
      },
      // A twin's page: public twins for anyone, family twins for their owner and released heirs.
      { path: '/t/:username', isGuarded: true, lazy: () => import('./routes/public/public-twin-page.tsx') },
      {
        path: '/showcase',
        isGuarded: true,
        lazy: () => import('./routes/showcase/showcase-layout.tsx'),
        children: [
          { index: true, lazy: () => import('./routes/showcase/scenarios-page.tsx') },
          { path: 'persona', lazy: () => import('./routes/showcase/persona-page.tsx') },
          { path: 'rubrics', lazy: () => import('./routes/showcase/rubrics-page.tsx') },
          { path: 'glossary', lazy: () => import('./routes/showcase/glossary-page.tsx') },
          { path: 'file-management', lazy: () => import('./routes/showcase/file-management-page.tsx') },
          { path: 'how-it-works', lazy: () => import('./routes/showcase/how-it-works-page.tsx') },
          { path: 'faq', lazy: () => import('./routes/showcase/faq-page.tsx') },
          { path: 'roleplay/quick-create', lazy: () => import('./routes/showcase/quick-create-page.tsx') },
          { path: 'roleplay/advance-create', lazy: () => import('./routes/showcase/advance-create-page.tsx') },
          { path: 'roleplay/*', lazy: () => import('./routes/showcase/roleplay-page.tsx') },
          { path: 'session/:conversationId', lazy: () => import('./routes/showcase/session-page.tsx') },
          { path: 'report/:conversationId', lazy: () => import('./routes/showcase/report-page.tsx') },
          { path: 'history', lazy: () => import('./routes/showcase/history-page.tsx') },
          { path: 'progress', lazy: () => import('./routes/showcase/progress-page.tsx') },
          { path: 'account', lazy: () => import('./routes/showcase/account-page.tsx') },
          { path: 'credits', lazy: () => import('./routes/showcase/credits-page.tsx') },
          { path: 'organisations', lazy: () => import('./routes/showcase/organisations-page.tsx') },
        ],
      },
      {
        // The operator's console: the server answers its API to admins only; the layout tells anyone else so.
        path: '/admin',
        isGuarded: true,
        lazy: () => import('./routes/admin/admin-layout.tsx'),
        children: [
          { index: true, redirectTo: '/admin/users' },
          { path: 'users', lazy: () => import('./routes/admin/users-page.tsx') },
          { path: 'ai', lazy: () => import('./routes/admin/admin-ai-page.tsx') },
          { path: 'local-model', lazy: () => import('./routes/admin/admin-local-model-page.tsx') },
          { path: 'speech', lazy: () => import('./routes/admin/admin-speech-page.tsx') },
          { path: 'email', lazy: () => import('./routes/admin/admin-email-page.tsx') },
          { path: 'credits', lazy: () => import('./routes/admin/credits-page.tsx') },
          { path: 'organizations', lazy: () => import('./routes/admin/organizations-page.tsx') },
          { path: 'usage', lazy: () => import('./routes/admin/usage-page.tsx') },
          { path: 'quality', lazy: () => import('./routes/admin/quality-page.tsx') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found-page.tsx') },
    ],
  },
];

/** Renders the page, or sends the person where access.ts says they belong (as the page opens, before it shows). */
function Guard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const target = redirectFor(pathname, isSignedIn(), search);
  return target ? <Navigate to={target} replace /> : children;
}

type LoadedRoute = RouteObject & { preload?: () => Promise<RouteModule>; isLoaded?: () => boolean };

function toRouteObject(route: AppRoute): LoadedRoute {
  let preload: (() => Promise<RouteModule>) | undefined;
  let isLoaded = () => true;
  let element: ReactNode = route.children ? <Outlet /> : null;
  if (route.lazy) {
    const load = route.lazy;
    let loading: Promise<RouteModule> | null = null;
    let loaded: RouteModule | null = null;
    const loadModule = () =>
      (loading ??= load().then((module) => {
        loaded = module;
        return module;
      }));
    preload = loadModule;
    // Once its module is here the page renders at once; before, it suspends until the module arrives.
    const Page = () => {
      const { Component } = loaded ?? use(loadModule());
      return <Component />;
    };
    isLoaded = () => loaded !== null;
    element = <Page />;
  }
  if (route.redirectTo) element = <Navigate to={route.redirectTo} replace />;
  if (route.isGuarded) element = <Guard>{element}</Guard>;
  if (route.index) return { index: true, element, preload, isLoaded };
  return { path: route.path, element, preload, isLoaded, children: route.children?.map(toRouteObject) };
}

const ROUTE_OBJECTS = ROUTES.map(toRouteObject);

declare global {
  interface Window {
    /** Set by index.html's inline script (vite.config.ts, routeModulePreload): preloads every chunk of a path's page. */
    engramPreloadPage?: (pathname: string) => void;
  }
}

/** Loads the layouts' and page's modules of the page at `to`, or answers null when they have all loaded. */
export function preparePage(to: To): Promise<unknown> | null {
  const routes = (matchRoutes(ROUTE_OBJECTS, to) ?? []).map((match) => match.route as LoadedRoute).filter((route) => route.preload && !route.isLoaded?.());
  if (routes.length === 0) return null;
  // Every chunk the page needs is requested at once, not each after the one that imports it.
  window.engramPreloadPage?.(typeof to === 'string' ? new URL(to, window.location.href).pathname : (to.pathname ?? window.location.pathname));
  // A module that fails to load is shown by the error boundary once the page opens.
  return Promise.all(routes.map((route) => route.preload?.().catch(() => undefined)));
}

/**
 * The page at the current address. The modules of its layouts and page are all requested at once (not one after the
 * other as each renders); while they load, the page being left stays on screen, and on the first page nothing shows.
 */
export function AppRoutes() {
  const location = useLocation();
  for (const match of matchRoutes(ROUTE_OBJECTS, location) ?? []) void (match.route as LoadedRoute).preload?.();
  // Without a location argument: given one, useRoutes would report every navigation below it as POP.
  const page = useRoutes(ROUTE_OBJECTS);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}
