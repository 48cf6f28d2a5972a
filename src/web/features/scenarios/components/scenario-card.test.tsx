// @vitest-environment happy-dom
// Edit and Delete on a scenario follow the answer's can_change: an organisation's admin sees them on another member's
// scenario; a plain member does not, though the scenario is in their organisation's library.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Scenario } from '@shared/contracts/scenarios.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { buildScenario } from '@/test/builders.ts';
import { renderWithApp } from '@/test/render.tsx';
import { ScenarioCard } from './scenario-card.tsx';
import { ScenarioDetailsModal } from './scenario-details-modal.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BEEKEEPING = buildScenario({
  id: '3b9e0000-0000-4000-8000-000000000007',
  name: 'Moving the hives before spraying',
  visibility: false,
  category: ['Farming'],
  description: JSON.stringify({ charactersName: 'Ines Moreau', charactersGender: 'Female', charactersAge: '58' }),
  timestamp: '2026-11-20T08:00:00.000Z',
  owner: 'other',
  organization_id: '5a1e0000-0000-4000-8000-000000000002',
  can_change: false,
});

const openDetails = (scenario: Scenario) =>
  renderWithApp(<ScenarioDetailsModal scenario={scenario} onClose={vi.fn()} onGoToSetup={vi.fn()} onVibesCheck={vi.fn()} onEdit={vi.fn()} onDelete={vi.fn()} />);

describe('ScenarioCard', () => {
  it('offers Edit and Delete on another member’s organisation scenario only when the caller may change it', () => {
    const { rerender } = render(<ScenarioCard scenario={BEEKEEPING} onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.queryByRole('button', { name: `Edit ${BEEKEEPING.name}` })).toBeNull();
    expect(screen.queryByRole('button', { name: `Delete ${BEEKEEPING.name}` })).toBeNull();

    rerender(<ScenarioCard scenario={{ ...BEEKEEPING, can_change: true }} onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByRole('button', { name: `Edit ${BEEKEEPING.name}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Delete ${BEEKEEPING.name}` })).toBeTruthy();
  });

  it('hides them on the caller’s own scenario when the answer says it cannot be changed', () => {
    render(<ScenarioCard scenario={{ ...BEEKEEPING, owner: 'me', can_change: false }} onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.queryByRole('button', { name: `Edit ${BEEKEEPING.name}` })).toBeNull();
  });
});

describe('ScenarioDetailsModal', () => {
  it('shows Edit and Delete to whoever may change the scenario, and to nobody else', async () => {
    fakeApi().on(`GET /api/ai/scenario/${BEEKEEPING.id}`, { json: { name: BEEKEEPING.name, description: BEEKEEPING.description } });
    openDetails(BEEKEEPING);
    expect(await screen.findByRole('button', { name: /Vibes Check/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    cleanup();

    openDetails({ ...BEEKEEPING, can_change: true });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});
