// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TwinHeirInvitation } from '@shared/contracts/twin-heirs.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { HeirsPanel } from './heirs-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOTE = 'Confirm your e-mail address to send invitations by e-mail; copy the link below meanwhile.';

function buildInvitation(overrides: Partial<TwinHeirInvitation> = {}): TwinHeirInvitation {
  return {
    id: '6d1f8a52-4a3c-4c55-9f0b-2f8d5b8f4c11',
    email: 'rosa@example.com',
    status: 'invited',
    invite_expires_at: '2027-01-01T00:00:00.000Z',
    accepted_by: null,
    accepted_at: null,
    created_at: '2026-12-02T00:00:00.000Z',
    invite_url: 'https://engram.example.test/heirs/accept?token=abc',
    invite_emailed: false,
    invite_email_note: null,
    ...overrides,
  };
}

describe('HeirsPanel', () => {
  it('shows why the link was not e-mailed beside the link to copy', async () => {
    const invitation = buildInvitation({ invite_email_note: NOTE });
    fakeApi()
      .on('GET /twin/heirs', { json: { heirs: [], max: 10 } })
      .on('GET /twin/inherited', { json: { twins: [] } })
      .on('POST /twin/heirs', { status: 201, json: invitation });
    renderWithApp(<HeirsPanel />);
    await screen.findByText('No heirs yet.');
    await userEvent.type(screen.getByLabelText('Heir’s e-mail'), 'rosa@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add heir' }));

    expect((await screen.findByTestId('heir-invitation-note')).textContent).toBe(NOTE);
    expect(screen.getByTestId('heir-invitation').textContent).toContain('Send this link to rosa@example.com yourself.');
    expect((screen.getByLabelText('Invitation link', { exact: true }) as HTMLInputElement).value).toBe(invitation.invite_url);
  });

  it('shows no note when the link was e-mailed', async () => {
    fakeApi()
      .on('GET /twin/heirs', { json: { heirs: [], max: 10 } })
      .on('GET /twin/inherited', { json: { twins: [] } })
      .on('POST /twin/heirs', { status: 201, json: buildInvitation({ invite_emailed: true }) });
    renderWithApp(<HeirsPanel />);
    await screen.findByText('No heirs yet.');
    await userEvent.type(screen.getByLabelText('Heir’s e-mail'), 'rosa@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add heir' }));

    expect((await screen.findByTestId('heir-invitation')).textContent).toContain('We e-mailed this link to rosa@example.com.');
    expect(screen.queryByTestId('heir-invitation-note')).toBeNull();
  });
});
