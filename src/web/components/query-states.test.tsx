// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NextPageButton } from './query-states.tsx';

afterEach(cleanup);

describe('NextPageButton', () => {
  it('loads the next page on a click, and waits while it comes', async () => {
    const fetchNextPage = vi.fn(() => Promise.resolve());
    const { rerender } = render(<NextPageButton query={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }} label="Show older entries" />);
    await userEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);

    rerender(<NextPageButton query={{ hasNextPage: true, isFetchingNextPage: true, fetchNextPage }} label="Show older entries" />);
    expect(screen.getByRole('button', { name: 'Loading…' })).toHaveProperty('disabled', true);
  });

  it('shows nothing once the last page is in', () => {
    render(<NextPageButton query={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => Promise.resolve() }} label="Load more" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
