import { SearchX } from 'lucide-react';
import { Dropdown } from '@/components/dropdown.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { DEFAULT_LIBRARY_VIEW, LIBRARY_SORT_OPTIONS, type LibrarySort } from './library-view.ts';
import type { LibrarySearch } from './use-library-search.ts';

interface LibraryToolbarProps {
  search: LibrarySearch<unknown>;
  /** What the page lists, in the plural and lower case ("glossaries"): the search box's label and the count. */
  itemsLabel: string;
}

/** The search box and sort of a library page, and how many items the search leaves. */
export function LibraryToolbar({ search, itemsLabel }: LibraryToolbarProps) {
  const { t } = useTranslation();
  const { view, visibleItems, total, isSearchActive } = search;
  return (
    <div className="mt-6 flex flex-col gap-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label={t('library.search', { items: itemsLabel })}
          placeholder={t('library.searchPlaceholder', { items: itemsLabel })}
          value={view.query}
          onChange={search.setQuery}
          className="sm:w-72"
          autoComplete="off"
        />
        <Dropdown
          label={t('library.sortBy')}
          options={LIBRARY_SORT_OPTIONS.map((option) => ({ id: option.id, name: t(`library.sort.${option.id}`) }))}
          value={view.sort}
          onChange={(sort) => search.setSort((sort as LibrarySort | null) ?? DEFAULT_LIBRARY_VIEW.sort)}
          className="sm:w-48"
        />
      </div>
      {/* Stays mounted so screen readers hear the count change as the search changes. */}
      <p role="status" className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600 empty:hidden dark:text-slate-300">
        {isSearchActive && total > 0 ? (
          <>
            {t('library.showing', { shown: visibleItems.length, total, items: itemsLabel })}
            <button type="button" onClick={search.clearSearch} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
              {t('library.clearSearch')}
            </button>
          </>
        ) : null}
      </p>
    </div>
  );
}

/** Shown instead of the grid when items exist but none matches the search. */
export function LibraryNoMatches({ search, itemsLabel }: LibraryToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/40">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900/50 dark:text-brand-300">
        <SearchX className="size-6" aria-hidden />
      </span>
      <h2 className="mt-4 font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-white">
        {t('library.noMatches', { items: itemsLabel, query: search.view.query.trim() })}
      </h2>
      <p className="mt-1 max-w-sm text-sm text-slate-600 dark:text-slate-300">{t('library.noMatchesHelp')}</p>
      <button type="button" onClick={search.clearSearch} className="btn-secondary mt-5">
        {t('library.clearSearch')}
      </button>
    </div>
  );
}
