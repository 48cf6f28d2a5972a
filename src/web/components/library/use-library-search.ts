import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_LIBRARY_VIEW,
  isLibrarySearchActive,
  libraryViewFromSearchParams,
  libraryViewToSearchParams,
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
  const [searchParams, setSearchParams] = useSearchParams();
  // Each keystroke is answered from local state; the URL follows through a router navigation that lands a moment
  // later. A URL change that is not the echo of our own write (Back, a link) sets the view.
  const urlSearch = libraryViewToSearchParams(libraryViewFromSearchParams(searchParams)).toString();
  const [view, setView] = useState<LibraryView>(() => libraryViewFromSearchParams(searchParams));
  const pendingSearch = useRef<string | null>(null);
  useEffect(() => {
    if (pendingSearch.current !== null) {
      if (urlSearch === pendingSearch.current) pendingSearch.current = null;
      return;
    }
    setView(libraryViewFromSearchParams(new URLSearchParams(urlSearch)));
  }, [urlSearch]);

  // Replace rather than push: typing must not fill the history; Back leaves the page.
  const update = (patch: Partial<LibraryView>) => {
    const next = { ...view, ...patch };
    const nextParams = libraryViewToSearchParams(next, searchParams);
    const nextSearch = libraryViewToSearchParams(next).toString();
    setView(next);
    pendingSearch.current = nextSearch === urlSearch ? null : nextSearch;
    setSearchParams(nextParams, { replace: true });
  };

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
