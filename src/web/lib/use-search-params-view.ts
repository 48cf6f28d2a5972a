// A page's view (search, sort, filters) kept in the URL's query string, so that Back and a shared link restore it.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How a view is read from the URL's query and written back; `write` keeps the other entries of `params` when it is given them. */
export interface SearchParamsCodec<View> {
  read: (params: URLSearchParams) => View;
  write: (view: View, params?: URLSearchParams) => URLSearchParams;
}

/**
 * The view and its update. Each click and keystroke is answered from local state; the URL follows through a router
 * navigation that lands a moment later. A URL change that is not the echo of our own write (Back, a link) sets the
 * view. `read` and `write` are module functions, the same on every render.
 */
export function useSearchParamsView<View extends object>({ read, write }: SearchParamsCodec<View>): [View, (patch: Partial<View>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlSearch = write(read(searchParams)).toString();
  const [view, setView] = useState<View>(() => read(searchParams));
  const pendingSearch = useRef<string | null>(null);
  useEffect(() => {
    if (pendingSearch.current !== null) {
      if (urlSearch === pendingSearch.current) pendingSearch.current = null;
      return;
    }
    setView(read(new URLSearchParams(urlSearch)));
  }, [urlSearch, read]);

  // Replace rather than push: typing must not fill the history; Back leaves the page.
  const update = (patch: Partial<View>) => {
    const next = { ...view, ...patch };
    const nextSearch = write(next).toString();
    setView(next);
    pendingSearch.current = nextSearch === urlSearch ? null : nextSearch;
    setSearchParams(write(next, searchParams), { replace: true });
  };
  return [view, update];
}
