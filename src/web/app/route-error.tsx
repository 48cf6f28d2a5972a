import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';

/** Shown when a page fails to load (for example a new version was deployed while the tab was open). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="container-page flex min-h-dvh flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-2xl font-bold">{t('common.failed.title')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('common.failed.body')}</p>
      <div className="flex gap-3">
        <button type="button" className="btn-secondary" onClick={() => window.location.reload()}>
          {t('common.failed.reload')}
        </button>
        <a className="btn-primary" href="/">
          {t('common.goHome')}
        </a>
      </div>
    </main>
  );
}

interface BoundaryProps {
  /** The path the error belongs to: going to another page shows that page again. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  pathname: string;
  hasFailed: boolean;
}

class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { pathname: props.pathname, hasFailed: false };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { hasFailed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, hasFailed: false };
  }

  override render() {
    return this.state.hasFailed ? <RouteError /> : this.props.children;
  }
}

/** Catches what any page throws while it loads or renders, and shows `RouteError` until the person goes to another page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageErrorBoundary pathname={pathname}>{children}</PageErrorBoundary>;
}
