import type { UseQueryResult } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link } from 'react-router';
import { Spinner } from '@/components/spinner.tsx';
import { ONBOARDING_PATHS } from '@/features/twin/onboarding-steps.ts';

/** A dashboard page's heading, what it is for, and the controls beside the heading. */
export function DashboardSection({ title, description, actions, children }: { title: string; description: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 max-w-2xl text-slate-600 dark:text-slate-300">{description}</p>
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </>
  );
}

/** Shown where a page needs a twin and the person has not started one. */
export function NoTwinYet({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/50">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
        <Sparkles className="size-7" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{t('dash.noTwin')}</h2>
      <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-300">{text}</p>
      <Link to={ONBOARDING_PATHS.intro} className="btn-primary mt-6">
        {t('dash.startInterview')}
      </Link>
    </div>
  );
}

/** A request that failed, with the server's words and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="card px-6 py-10 text-center">
      <p role="alert" className="text-slate-700 dark:text-slate-300">
        {message}
      </p>
      <button type="button" className="btn-secondary mt-4" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}

/** What a page's query answered: a spinner while it loads, the failure with a retry, then `children` with the data. */
export function QueryContent<Data>({ query, loadingLabel, children }: { query: UseQueryResult<Data>; loadingLabel: string; children: (data: Data) => ReactNode }) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
