// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The layout's toaster and the toast module keep state per page load: each test starts from a fresh copy.
async function openLayout() {
  vi.resetModules();
  const [{ Component: AppLayout }, { toast }] = await Promise.all([import('./app-layout.tsx'), import('@/components/toast.ts')]);
  render(
    <MemoryRouter initialEntries={['/page']}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/page" element={<button type="button">Save</button>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return { toast };
}

const toaster = () => document.querySelector('section[aria-label^="Notifications"]');

describe('the app layout’s toaster', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('no network in this test')));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is not part of the first render, and shows a toast raised before it has loaded', async () => {
    const { toast } = await openLayout();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(toaster()).toBeNull();

    toast.success('Saved.');
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(toaster()).not.toBeNull();
  });

  it('loads at the person’s first press, before an action raises a toast', async () => {
    await openLayout();
    expect(toaster()).toBeNull();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(toaster()).not.toBeNull());
  });
});
