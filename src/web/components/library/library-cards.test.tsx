// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LibraryCards } from './library-cards.tsx';

afterEach(cleanup);

const item = (id: string, name: string, extra: { is_sample?: boolean; organization_id?: string | null } = {}) => ({
  id,
  name,
  timestamp: '2026-11-02T10:00:00.000Z',
  is_sample: extra.is_sample ?? false,
  organization_id: extra.organization_id ?? null,
});

describe('LibraryCards', () => {
  it('marks an organisation’s item with an Organisation badge, and only that one', () => {
    const items = [item('a', 'Greenhouse words', { organization_id: '5a1e0000-0000-4000-8000-000000000001' }), item('b', 'My own words'), item('c', 'Sales Glossary', { is_sample: true })];
    render(
      <ul>
        <LibraryCards items={items} type="Glossary" onSelect={vi.fn()} />
      </ul>,
    );
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[0]!).getByText('Organisation')).toBeTruthy();
    expect(within(cards[1]!).queryByText('Organisation')).toBeNull();
    expect(within(cards[2]!).queryByText('Organisation')).toBeNull();
    expect(within(cards[2]!).getByText('Sample')).toBeTruthy();
  });
});
