// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NextPageButton, QueryContent } from './query-states.tsx';

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

describe('QueryContent', () => {
  function Shown({ read, loadingLabel }: { read: () => Promise<string>; loadingLabel?: string }) {
    const query = useQuery({ queryKey: ['shown'], queryFn: read, retry: false });
    return (
      <QueryContent query={query} loadingLabel={loadingLabel}>
        {(data) => <p>Answer: {data}</p>}
      </QueryContent>
    );
  }
  const renderShown = (read: () => Promise<string>, loadingLabel?: string) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Shown read={read} loadingLabel={loadingLabel} />
      </QueryClientProvider>,
    );

  it('shows the spinner with its label while the query loads, then the data', async () => {
    let answer: (value: string) => void = () => {};
    renderShown(() => new Promise((resolve) => (answer = resolve)), 'Loading the settings');
    expect(screen.getByRole('status').textContent).toBe('Loading the settings');
    answer('ready');
    expect(await screen.findByText('Answer: ready')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing while it loads when it has no label', () => {
    const { container } = renderShown(() => new Promise(() => {}));
    expect(container.textContent).toBe('');
  });

  it('says what failed and asks again on Try again', async () => {
    const read = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('The server is not answering.')).mockResolvedValueOnce('second try');
    renderShown(read, 'Loading');
    expect((await screen.findByRole('alert')).textContent).toContain('The server is not answering.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Answer: second try')).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
