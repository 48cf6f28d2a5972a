// @vitest-environment happy-dom
// Regenerate on a persona: its name in the question, its prompt ready to edit, the toast once the job is done, and a
// failed job leaving the dialog open.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { RegeneratePersonaModal } from './regenerate-persona-modal.tsx';

const PERSONA = { id: '5b2e0000-0000-4000-8000-000000000001', name: 'Dr Hana Sato', persona_prompt: 'A clinic director who buys scheduling software.' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RegeneratePersonaModal', () => {
  it('sends the edited prompt and says when the persona is regenerated', async () => {
    const regenerated = { ...PERSONA, persona_prompt: `${PERSONA.persona_prompt} Short on time.` };
    const api = fakeApi()
      .on(`POST /persona/${PERSONA.id}/regenerate`, { status: 202, json: { jobId: 'job-1' } })
      .on('GET /persona/job-status-regenerate/job-1', { json: { jobStatus: 'Completed', result: { data: regenerated }, failedReason: null } });
    const onRegenerated = vi.fn();
    const onClose = vi.fn();
    // A spy on the toast object every importer shares: the web tests share one module graph per worker, so a mock of
    // the module would miss a dialog module another test file loaded first.
    const success = vi.spyOn(toast, 'success');
    renderWithApp(<RegeneratePersonaModal persona={PERSONA} onClose={onClose} onRegenerated={onRegenerated} />);
    const dialog = screen.getByRole('dialog', { name: 'Regenerate Persona' });
    expect(dialog.textContent).toContain('Dr Hana Sato is generated again from the prompt below');
    const field = screen.getByLabelText('Persona prompt');
    expect(field).toHaveProperty('value', PERSONA.persona_prompt);
    await userEvent.type(field, ' Short on time.');
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(onRegenerated).toHaveBeenCalledWith(regenerated));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ persona_prompt: `${PERSONA.persona_prompt} Short on time.` });
    expect(success).toHaveBeenCalledWith('Persona regenerated successfully!');
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open when the job fails', async () => {
    const api = fakeApi()
      .on(`POST /persona/${PERSONA.id}/regenerate`, { status: 202, json: { jobId: 'job-2' } })
      .on('GET /persona/job-status-regenerate/job-2', { json: { jobStatus: 'Failed', result: null, failedReason: 'The engine stopped.' } });
    const onRegenerated = vi.fn();
    const onClose = vi.fn();
    renderWithApp(<RegeneratePersonaModal persona={PERSONA} onClose={onClose} onRegenerated={onRegenerated} />);
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(api.requests.some((request) => request.path === '/persona/job-status-regenerate/job-2')).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Regenerate' })).toHaveProperty('disabled', false));
    expect(onRegenerated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Regenerate Persona' })).toBeTruthy();
  });
});
