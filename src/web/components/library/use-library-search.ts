import { useSearchParamsView } from '@/lib/use-search-params-view.ts';
import {
  DEFAULT_LIBRARY_VIEW,
  isLibrarySearchActive,
  LIBRARY_VIEW_IN_URL,
  selectLibraryItems,
  type LibrarySort,
  type LibraryView,
  type LibraryViewItem,
} from './library-view.ts';

/** A library page's search and sort, and the items they leave, for `LibraryPage`'s `search` prop. */
export interface LibrarySearch<Item> {
  view: LibraryView;
  setQuery: (query: string) => void;
  setSort: (sort: LibrarySort) => void;
  /** Empties the search box; the sort stays. */
  clearSearch: () => void;
  /** The items to show, in the view's order. */
  visibleItems: Item[];
  /** How many items there are before the search. */
  total: number;
  isSearchActive: boolean;
}

/** Search by name and sort (newest, name) over a page's items, kept in the URL's ?q= and ?sort=. */
export function useLibrarySearch<Item>(items: readonly Item[], read: (item: Item) => LibraryViewItem): LibrarySearch<Item> {
  const [view, update] = useSearchParamsView(LIBRARY_VIEW_IN_URL);

  return {
    view,
    setQuery: (query) => update({ query }),
    setSort: (sort) => update({ sort }),
    clearSearch: () => update({ query: DEFAULT_LIBRARY_VIEW.query }),
    visibleItems: selectLibraryItems(items, view, read),
    total: items.length,
    isSearchActive: isLibrarySearchActive(view),
  };
}
