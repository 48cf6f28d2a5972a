// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes } from 'react-router';
import { renderWithApp } from '@/test/render.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('The page module could not be loaded.');
}

describe('RouteErrorBoundary', () => {
  it('shows the error page for a page that fails, and the next page once the person moves on', async () => {
    // React reports the caught error on the console; the test reads the screen instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(
      <>
        <Link to="/other">Elsewhere</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/other" element={<h1>Other page</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </>,
      { path: '/broken' },
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('This page could not be shown. Reload to try again.')).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
