// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './data-table.tsx';

afterEach(cleanup);

interface Team {
  id: string;
  name: string;
  balance: number;
}

const COLUMNS: DataColumn<Team>[] = [
  { heading: 'Team', isRowHeader: true, cell: (team) => team.name },
  { heading: 'Balance', isNumeric: true, cellClassName: (team) => (team.balance < 0 ? 'text-red-800' : undefined), cell: (team) => team.balance },
  { heading: 'Action', isHeadingHidden: true, cell: (team) => <button type="button">Open {team.name}</button> },
];

const TEAMS: Team[] = [
  { id: 'a', name: 'Heron Ledger', balance: 40 },
  { id: 'b', name: 'Magpie Copies', balance: -5 },
];

describe('DataTable', () => {
  it('names the table and each row, and lines figures up on the right', () => {
    render(<DataTable caption="Teams by name" columns={COLUMNS} rows={TEAMS} rowKey={(team) => team.id} rowClassName={(team) => (team.id === 'b' ? 'bg-indigo-50' : undefined)} rowTestId="team-row" testId="teams" />);
    const table = screen.getByRole('table', { name: 'Teams by name' });
    expect(screen.getByTestId('teams')).toBe(table);
    expect(within(table).getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['Team', 'Balance', 'Action']);
    expect(within(table).getByText('Action').className).toBe('sr-only');
    const rows = screen.getAllByTestId('team-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Magpie Copies');
    expect(rows[1]!.className).toBe('bg-indigo-50');
    expect(rows[0]!.className).toBe('');
    const balance = within(rows[1]!).getByText('-5');
    expect(balance.className).toContain('text-right');
    expect(balance.className).toContain('text-red-800');
    expect(within(rows[0]!).getByText('40').className).not.toContain('text-red-800');
    expect(within(rows[0]!).getByRole('button', { name: 'Open Heron Ledger' })).toBeTruthy();
  });

  it('shows the headings and no row for an empty list', () => {
    render(<DataTable caption="Teams by name" columns={COLUMNS} rows={[]} rowKey={(team) => team.id} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.queryAllByRole('row')).toHaveLength(1);
  });
});
