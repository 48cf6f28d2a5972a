// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { creditsText } from '@shared/contracts/credits.ts';
import { CreditLedgerTable, formatCreditAmount, organizationLedgerLine, type CreditLedgerLine } from './credit-ledger-table.tsx';

afterEach(cleanup);

const SPENT: CreditLedgerLine = { key: 'a', createdAt: '2026-03-04T10:00:00.000Z', reason: 'Roleplay session', amount: -10, balanceAfter: 20 };
const GRANTED: CreditLedgerLine = {
  key: 'b',
  createdAt: '2026-03-03T10:00:00.000Z',
  account: { name: 'Ada Lovelace', email: 'ada@example.com', kind: 'Grant' },
  reason: 'Pilot group',
  amount: 30,
  balanceAfter: 30,
};

const headingsOf = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((cell) => cell.textContent);

describe('CreditLedgerTable', () => {
  it('shows a person their own entries without whose or what kind', () => {
    render(<CreditLedgerTable lines={[SPENT]} ledger="own" />);
    const table = screen.getByTestId('credit-ledger');
    expect(headingsOf(table)).toEqual(['Date', 'What', 'Amount', 'Balance']);
    const cells = within(screen.getByTestId('credit-entry')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['Roleplay session', '\u221210', '20']);
    expect(screen.getByRole('list', { name: 'Credit history, newest first' })).toBeTruthy();
  });

  it('shows the admin whose account and what kind each entry is', () => {
    render(<CreditLedgerTable lines={[GRANTED]} ledger="everyAccount" />);
    const table = screen.getByTestId('admin-credit-ledger');
    expect(headingsOf(table)).toEqual(['Date', 'Person', 'Kind', 'Note', 'Amount', 'Balance after']);
    const cells = within(screen.getByTestId('admin-ledger-entry')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['Ada Lovelaceada@example.com', 'Grant', 'Pilot group', '+30', '30']);
    expect(screen.getByTestId('admin-ledger-entry-compact').textContent).toContain('Grant · Pilot group');
  });

  it('signs every amount, with a real minus sign', () => {
    expect([formatCreditAmount(5), formatCreditAmount(-5), formatCreditAmount(0)]).toEqual(['+5', '\u22125', '0']);
  });
});

describe('organizationLedgerLine', () => {
  it('names the member on a session and the operator on a grant that names nobody, with the kind as a label', () => {
    const base = { amount: -1, reason: 'Roleplay session', balance_after: 49, created_at: '2026-05-06T09:00:00.000Z' };
    const member = { user_id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b', name: 'Tomasz Wren', email: 'tomasz@example.test' };
    expect(organizationLedgerLine({ ...base, id: 'e1', kind: 'session', member })).toEqual({
      key: 'e1',
      createdAt: base.created_at,
      account: { name: 'Tomasz Wren', email: 'tomasz@example.test', kind: 'Session' },
      reason: 'Roleplay session',
      amount: -1,
      balanceAfter: 49,
    });
    expect(organizationLedgerLine({ ...base, id: 'e2', kind: 'grant', amount: 50, member: null }).account).toEqual({ name: 'Operator', email: '', kind: 'Grant' });
  });
});

describe('creditsText', () => {
  it('writes one credit in the singular and larger amounts with a thousands separator', () => {
    expect([creditsText(1), creditsText(0), creditsText(1200)]).toEqual(['1 credit', '0 credits', '1,200 credits']);
  });
});
