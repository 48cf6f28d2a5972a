import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIBRARY_VIEW,
  isLibrarySearchActive,
  libraryViewFromSearchParams,
  libraryViewToSearchParams,
  selectLibraryItems,
  type LibraryView,
} from './library-view.ts';

interface Item {
  id: string;
  title: string;
  created: string;
}

const items: Item[] = [
  { id: 'sales', title: 'Sales Glossary', created: '2025-01-01T00:00:00.000Z' },
  { id: 'resume', title: 'Résumé words', created: '2026-11-03T09:00:00.000Z' },
  { id: 'alpha', title: 'alpha terms', created: '2026-11-01T09:00:00.000Z' },
  { id: 'undated', title: 'Budget review', created: 'not a date' },
  { id: 'item10', title: 'Item 10', created: '2026-10-01T09:00:00.000Z' },
  { id: 'item9', title: 'Item 9', created: '2026-10-01T09:00:00.000Z' },
];
const read = (item: Item) => ({ name: item.title, timestamp: item.created });
const ids = (view: Partial<LibraryView>) => selectLibraryItems(items, { ...DEFAULT_LIBRARY_VIEW, ...view }, read).map((item) => item.id);

describe('selectLibraryItems', () => {
  it('shows everything newest first by default, equal times by name and undated last', () => {
    expect(ids({})).toEqual(['resume', 'alpha', 'item9', 'item10', 'sales', 'undated']);
  });

  it('sorts by name ignoring case, with numbers in their order', () => {
    expect(ids({ sort: 'name' })).toEqual(['alpha', 'undated', 'item9', 'item10', 'resume', 'sales']);
  });

  it('searches names ignoring case, accents and surrounding spaces, and keeps the sort', () => {
    expect(ids({ query: '  GLOSSARY ' })).toEqual(['sales']);
    expect(ids({ query: 'resume' })).toEqual(['resume']);
    expect(ids({ query: 'item', sort: 'name' })).toEqual(['item9', 'item10']);
    expect(ids({ query: 'nothing like this' })).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const before = items.map((item) => item.id);
    selectLibraryItems(items, { query: '', sort: 'name' }, read);
    expect(items.map((item) => item.id)).toEqual(before);
  });
});

describe('the library view in the URL', () => {
  it('round-trips the search and the sort, leaving defaults out and other parameters alone', () => {
    const view: LibraryView = { query: 'sales & co', sort: 'name' };
    const params = libraryViewToSearchParams(view, new URLSearchParams('tab=mine&q=old'));
    expect(params.get('tab')).toBe('mine');
    expect(libraryViewFromSearchParams(new URLSearchParams(params.toString()))).toEqual(view);
    expect(libraryViewToSearchParams(DEFAULT_LIBRARY_VIEW).toString()).toBe('');
    expect(libraryViewToSearchParams(DEFAULT_LIBRARY_VIEW, new URLSearchParams('q=x&sort=name')).toString()).toBe('');
  });

  it('falls back to the default sort on an unknown value', () => {
    expect(libraryViewFromSearchParams(new URLSearchParams('sort=price'))).toEqual(DEFAULT_LIBRARY_VIEW);
  });

  it('counts only a search with words in it as hiding items', () => {
    expect(isLibrarySearchActive({ query: '   ', sort: 'name' })).toBe(false);
    expect(isLibrarySearchActive({ query: 'a', sort: 'newest' })).toBe(true);
  });
});
