// @vitest-environment happy-dom
// A glossary's Edit and Delete follow the answer's can_change; Duplicate stays for anyone who may create.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GlossaryListItem } from '@shared/contracts/glossaries.ts';
import { GlossaryDetailModal } from './glossary-detail-modal.tsx';

afterEach(cleanup);

const SAILING_TERMS: GlossaryListItem = {
  id: '2c7d0000-0000-4000-8000-000000000005',
  name: 'Sailing school words',
  glossary: 'Tack: turn the bow through the wind\nReef: make the sail smaller in a strong wind',
  timestamp: '2026-11-19T15:00:00.000Z',
  organization_id: '5a1e0000-0000-4000-8000-000000000006',
  is_sample: false,
  can_change: false,
};

const modal = (glossary: GlossaryListItem) => <GlossaryDetailModal glossary={glossary} canEdit onEdit={vi.fn()} onDuplicate={vi.fn()} onDelete={vi.fn()} onClose={vi.fn()} />;

describe('GlossaryDetailModal', () => {
  it('offers Edit and Delete on an organisation’s glossary only to those who may change it', () => {
    const { rerender } = render(modal(SAILING_TERMS));
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeTruthy();

    rerender(modal({ ...SAILING_TERMS, can_change: true }));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});
