import { Link } from 'react-router';

export function Component() {
  return (
    <main className="container-page flex min-h-dvh flex-col items-center justify-center gap-4 text-center">
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">404</p>
      <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="text-slate-600 dark:text-slate-300">The page you asked for does not exist or has moved.</p>
      <Link to="/" className="btn-primary">
        Go home
      </Link>
    </main>
  );
}
