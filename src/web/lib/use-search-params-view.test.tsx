// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchParamsView } from './use-search-params-view.ts';

afterEach(cleanup);

interface View {
  query: string;
}

// Module functions, as the pages pass them: ?q= holds the query, left out when empty; other entries are kept.
const VIEW_IN_URL = {
  read: (params: URLSearchParams): View => ({ query: params.get('q') ?? '' }),
  write: (view: View, params: URLSearchParams = new URLSearchParams()) => {
    const next = new URLSearchParams(params);
    next.delete('q');
    if (view.query !== '') next.set('q', view.query);
    return next;
  },
};

function Search() {
  const [view, update] = useSearchParamsView(VIEW_IN_URL);
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="query" value={view.query} onChange={(event) => update({ query: event.target.value })} />
      <output aria-label="url">{search}</output>
      <button type="button" onClick={() => void navigate('/?q=elsewhere')}>
        Follow a link
      </button>
    </>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Search />
    </MemoryRouter>,
  );
  return { query: () => screen.getByLabelText('query') as HTMLInputElement, url: () => screen.getByLabelText('url').textContent };
}

describe('useSearchParamsView', () => {
  it('opens on the view the URL holds', () => {
    const { query } = renderAt('/?q=budget');
    expect(query().value).toBe('budget');
  });

  it('answers a change at once and writes it into the URL, keeping the URL’s other entries', () => {
    const { query, url } = renderAt('/?tab=2');
    fireEvent.change(query(), { target: { value: 'leave' } });
    expect(query().value).toBe('leave');
    expect(url()).toBe('?tab=2&q=leave');
    fireEvent.change(query(), { target: { value: '' } });
    expect(url()).toBe('?tab=2');
  });

  it('takes the view from a URL change it did not write', () => {
    const { query, url } = renderAt('/?q=budget');
    fireEvent.click(screen.getByRole('button', { name: 'Follow a link' }));
    expect(url()).toBe('?q=elsewhere');
    expect(query().value).toBe('elsewhere');
  });
});
