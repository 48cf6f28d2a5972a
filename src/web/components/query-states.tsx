import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Spinner } from './spinner.tsx';

/** Data on its way: a spinner centred where the content will be. */
export function LoadingState({ label, isWholePage = false }: { label: string; isWholePage?: boolean }) {
  // In place of a whole page it keeps the page's margins and more room above, as no heading stands there yet.
  return (
    <div className={isWholePage ? 'container-page flex justify-center py-16' : 'flex justify-center py-12'}>
      <Spinner label={label} />
    </div>
  );
}

/** A request that failed: what the server said, and a way to ask again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="card p-6" role="alert">
      <p className="text-slate-700 dark:text-slate-300">{message}</p>
      <button type="button" className="btn-secondary mt-4" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}

interface QueryContentProps<Data> {
  query: UseQueryResult<Data>;
  /** The spinner's label while the query loads; nothing is shown then without one. */
  loadingLabel?: string;
  /** The failure in the page's words around what the server said; what the server said alone otherwise. */
  failureText?: (reason: string) => string;
  children: (data: Data) => ReactNode;
}

/** What a query answers, in place: the spinner while it loads, the failure with a retry, then `children` with the data. */
export function QueryContent<Data>({ query, loadingLabel, failureText = (reason) => reason, children }: QueryContentProps<Data>) {
  if (query.isPending) return loadingLabel === undefined ? null : <LoadingState label={loadingLabel} />;
  if (query.isError) return <RetryAlert message={failureText(query.error.message)} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  text: string;
  testId: string;
  /** What to do next: a link or a button. */
  children: ReactNode;
}

/** A list with nothing to show yet: what is missing, and the way to fill it. */
export function EmptyState({ icon: Icon, title, text, testId, children }: EmptyStateProps) {
  return (
    <div className="card flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid={testId}>
      <Icon className="size-10 text-slate-400 dark:text-slate-500" aria-hidden />
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">{text}</p>
      {children}
    </div>
  );
}

/** What an infinite list's query offers for its next page. */
interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Older entries of a list read a page at a time: a button that loads the next page, while there is one. */
export function NextPageButton({ query, label, className = 'mt-4' }: { query: NextPageQuery; label: string; className?: string }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <div className={`${className} flex justify-center`}>
      <button type="button" className="btn-secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? t('common.loading') : label}
      </button>
    </div>
  );
}
