import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to load (for example a new version was deployed while the tab was open). */
export function RouteError() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="container-page flex min-h-dvh flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-2xl font-bold">{isNotFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="text-slate-600 dark:text-slate-300">
        {isNotFound ? 'The page you asked for does not exist.' : 'This page could not be shown. Reload to try again.'}
      </p>
      <div className="flex gap-3">
        <button type="button" className="btn-secondary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <a className="btn-primary" href="/">
          Go home
        </a>
      </div>
    </main>
  );
}
