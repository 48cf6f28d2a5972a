// @vitest-environment happy-dom
// A file's Delete follows the answer's can_change: an organisation's file shows it to its uploader and the
// organisation's owners and admins, not to its other members (who may still download it).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SourceFile } from '@shared/contracts/files.ts';
import { FileCard } from './file-card.tsx';

afterEach(cleanup);

const TIDE_TABLES: SourceFile = {
  file_id: '6f2a0000-0000-4000-8000-000000000003',
  filename: 'harbour-tides.csv',
  file_type: 'csv',
  size_bytes: 2048,
  created_at: '2026-11-21T07:30:00.000Z',
  organization_id: '5a1e0000-0000-4000-8000-000000000004',
  can_change: false,
};

const card = (file: SourceFile) => <FileCard file={file} displayName={file.filename} canDelete isDeleting={false} onDelete={vi.fn()} onPreview={vi.fn()} />;

describe('FileCard', () => {
  it('shows Delete only on a file the caller may change; Download stays for every member', () => {
    const { rerender } = render(card(TIDE_TABLES));
    expect(screen.queryByRole('button', { name: 'Delete harbour-tides.csv' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download harbour-tides.csv' })).toBeTruthy();

    rerender(card({ ...TIDE_TABLES, can_change: true }));
    expect(screen.getByRole('button', { name: 'Delete harbour-tides.csv' })).toBeTruthy();
  });
});
