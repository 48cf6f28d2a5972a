// The library pages' search and sort: pure functions, and their round trip through the page's URL (?q=&sort=) so
// that Back and a shared link restore the same view. The showcase's scenario filters work the same way.

export const LIBRARY_SORTS = ['newest', 'name'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];

export const LIBRARY_SORT_OPTIONS: readonly { id: LibrarySort; name: string }[] = [
  { id: 'newest', name: 'Newest first' },
  { id: 'name', name: 'Name (A–Z)' },
];

export interface LibraryView {
  query: string;
  sort: LibrarySort;
}

export const DEFAULT_LIBRARY_VIEW: LibraryView = { query: '', sort: 'newest' };

/** What the view reads of an item: its name and when it was made (an ISO 8601 timestamp). */
export interface LibraryViewItem {
  name: string;
  timestamp: string;
}

const PARAM = { query: 'q', sort: 'sort' } as const;

/** Reads the view from the page's URL; an unknown sort falls back to the default. */
export function libraryViewFromSearchParams(params: URLSearchParams): LibraryView {
  const sort = params.get(PARAM.sort);
  return {
    query: params.get(PARAM.query) ?? '',
    sort: LIBRARY_SORTS.find((value) => value === sort) ?? DEFAULT_LIBRARY_VIEW.sort,
  };
}

/**
 * Writes the view into `params`, keeping their other entries, and leaves defaults out so the plain page URL stays
 * plain.
 */
export function libraryViewToSearchParams(view: LibraryView, params: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PARAM.query);
  next.delete(PARAM.sort);
  if (view.query !== '') next.set(PARAM.query, view.query);
  if (view.sort !== DEFAULT_LIBRARY_VIEW.sort) next.set(PARAM.sort, view.sort);
  return next;
}

/** The view's round trip through the page's URL, for `useSearchParamsView`. */
export const LIBRARY_VIEW_IN_URL = { read: libraryViewFromSearchParams, write: libraryViewToSearchParams };

/** True when the search may hide items (the sort hides none). */
export function isLibrarySearchActive(view: LibraryView): boolean {
  return view.query.trim() !== '';
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function timeOf(item: LibraryViewItem): number {
  const time = Date.parse(item.timestamp);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

const COMPARATORS: Record<LibrarySort, (a: LibraryViewItem, b: LibraryViewItem) => number> = {
  newest: (a, b) => timeOf(b) - timeOf(a) || collator.compare(a.name, b.name),
  name: (a, b) => collator.compare(a.name, b.name) || timeOf(b) - timeOf(a),
};

/** The items the view shows, in its order: names containing the search (ignoring case and accents), sorted. */
export function selectLibraryItems<Item>(items: readonly Item[], view: LibraryView, read: (item: Item) => LibraryViewItem): Item[] {
  const query = fold(view.query.trim());
  const entries = items.map((item) => ({ item, fields: read(item) }));
  return entries
    .filter(({ fields }) => query === '' || fold(fields.name).includes(query))
    .sort((a, b) => COMPARATORS[view.sort](a.fields, b.fields))
    .map(({ item }) => item);
}

/** Lower case without accents, so "resume" finds "Résumé". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
