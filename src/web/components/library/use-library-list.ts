import type { LibraryPageProps } from './library-page.tsx';
import type { LibraryViewItem } from './library-view.ts';
import { useLibrarySearch, type LibrarySearch } from './use-library-search.ts';

/** What a library page reads of its list query; TanStack Query's result has these. */
export interface LibraryListQuery<Item> {
  data: readonly Item[] | undefined;
  isPending: boolean;
  error: Error | null;
}

export interface LibraryList<Item> {
  /** Every item the query answered, before the search. */
  items: readonly Item[];
  search: LibrarySearch<Item>;
  /** `LibraryPage`'s loading, error, empty and search props for this list. */
  pageProps: Pick<LibraryPageProps, 'isLoading' | 'error' | 'isEmpty' | 'search'>;
}

/**
 * A library page's list: the query's items, their search and sort (`useLibrarySearch`), and the states `LibraryPage`
 * shows for them. `itemsLabel` is what the page lists, in the plural and lower case ("personas"); `read` gives an
 * item's name and date where the item does not carry them as `name` and `timestamp`.
 */
export function useLibraryList<Item extends LibraryViewItem>(query: LibraryListQuery<Item>, itemsLabel: string): LibraryList<Item>;
export function useLibraryList<Item>(query: LibraryListQuery<Item>, itemsLabel: string, read: (item: Item) => LibraryViewItem): LibraryList<Item>;
export function useLibraryList<Item>(query: LibraryListQuery<Item>, itemsLabel: string, read?: (item: Item) => LibraryViewItem): LibraryList<Item> {
  const items = query.data ?? [];
  // Without `read`, the first signature has made sure the items are view items themselves.
  const search = useLibrarySearch(items, read ?? ((item) => item as LibraryViewItem));
  return {
    items,
    search,
    pageProps: {
      isLoading: query.isPending,
      error: query.error ? query.error.message : null,
      isEmpty: items.length === 0,
      search: { state: search, itemsLabel },
    },
  };
}
