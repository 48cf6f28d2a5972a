import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { LibraryCardSkeleton } from './library-card.tsx';
import { OfflineEngineNotice } from './offline-engine-notice.tsx';

export interface LibraryPageProps {
  title: string;
  description: string;
  /** Label of the create button; the button shows only when `onCreate` is given (allow-listed creators). */
  createLabel?: string;
  onCreate?: (() => void) | undefined;
  isLoading: boolean;
  error?: string | null;
  isEmpty: boolean;
  emptyTitle: string;
  emptyText: string;
  /** Show the offline-engine notice: the page's content is generated and the built-in engine answers. */
  isAiOffline?: boolean;
  children: ReactNode;
}

/** The frame of the persona, rubric, glossary and file pages: heading, create button, grid, loading, empty and error states. */
export function LibraryPage({ title, description, createLabel, onCreate, isLoading, error, isEmpty, emptyTitle, emptyText, isAiOffline = false, children }: LibraryPageProps) {
  return (
    <div className="container-page py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{description}</p>
        </div>
        {onCreate && createLabel ? (
          <button type="button" className="btn-primary" onClick={onCreate}>
            <Plus className="size-4" aria-hidden />
            {createLabel}
          </button>
        ) : null}
      </div>
      {isAiOffline ? <OfflineEngineNotice /> : null}
      <div className="mt-6">
        {error ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
            {error}
          </p>
        ) : isLoading ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-busy="true" aria-label="Loading">
            {Array.from({ length: 8 }, (_, index) => (
              <LibraryCardSkeleton key={index} />
            ))}
          </ul>
        ) : isEmpty ? (
          <div className="card flex flex-col items-center gap-2 px-6 py-12 text-center">
            <h2 className="font-semibold">{emptyTitle}</h2>
            <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">{emptyText}</p>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">{children}</ul>
        )}
      </div>
    </div>
  );
}
