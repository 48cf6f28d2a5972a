import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { LibraryCardSkeleton } from './library-card.tsx';
import { LibraryNoMatches, LibraryToolbar } from './library-toolbar.tsx';
import type { LibrarySearch } from './use-library-search.ts';
import { ModelHint } from './model-hint.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

export interface LibraryPageProps {
  title: string;
  description: string;
  /** A line under the description, such as how much of a quota is used. */
  summary?: ReactNode;
  /** Label of the create button; the button shows only when `onCreate` is given (allow-listed creators). */
  createLabel?: string;
  onCreate?: (() => void) | undefined;
  isLoading: boolean;
  error?: string | null;
  isEmpty: boolean;
  emptyTitle: string;
  emptyText: string;
  /** Show operators the hint on connecting a model: the caller is an admin and the built-in engine answers. */
  showModelHint?: boolean;
  /** The page's search and sort (`useLibrarySearch`); the children are its visible items. */
  search?: { state: LibrarySearch<unknown>; itemsLabel: string } | undefined;
  children: ReactNode;
}

/** The frame of the persona, rubric, glossary and file pages: heading, create button, grid, loading, empty and error states. */
export function LibraryPage({ title, description, summary, createLabel, onCreate, isLoading, error, isEmpty, emptyTitle, emptyText, showModelHint = false, search, children }: LibraryPageProps) {
  const { t } = useTranslation();
  const hasNoMatches = search !== undefined && !isEmpty && search.state.visibleItems.length === 0;
  return (
    <div className="container-page py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{description}</p>
          {summary ? <div className="mt-1 text-sm text-slate-500 dark:text-slate-400">{summary}</div> : null}
        </div>
        {onCreate && createLabel ? (
          <button type="button" className="btn-primary" onClick={onCreate}>
            <Plus className="size-4" aria-hidden />
            {createLabel}
          </button>
        ) : null}
      </div>
      {showModelHint ? <ModelHint /> : null}
      {search && !error && !isLoading && !isEmpty ? <LibraryToolbar search={search.state} itemsLabel={search.itemsLabel} /> : null}
      <div className="mt-6">
        {error ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
            {error}
          </p>
        ) : isLoading ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy="true" aria-label={t('common.spinner')}>
            {Array.from({ length: 8 }, (_, index) => (
              <LibraryCardSkeleton key={index} />
            ))}
          </ul>
        ) : isEmpty ? (
          <div className="card flex flex-col items-center gap-2 px-6 py-12 text-center">
            <h2 className="font-semibold">{emptyTitle}</h2>
            <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">{emptyText}</p>
          </div>
        ) : hasNoMatches && search ? (
          <LibraryNoMatches search={search.state} itemsLabel={search.itemsLabel} />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">{children}</ul>
        )}
      </div>
    </div>
  );
}
