// @vitest-environment happy-dom
// Regenerate on a rubric: its description ready to edit, checked like the create form's, sent only when changed.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { RegenerateRubricModal } from './regenerate-rubric-modal.tsx';

const RUBRIC = { id: '7a1d0000-0000-4000-8000-000000000001', name: 'Clinic discovery call', description: 'A discovery call with a clinic buyer. Pass mark 75.' };
const ASSESSMENT = { id: RUBRIC.id, name: 'Assessment for Rubric: Clinic discovery call', rubrics: {}, pass_mark: 75 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answering() {
  return fakeApi()
    .on(`POST /rubrics/${RUBRIC.id}/regenerate`, { status: 202, json: { jobId: 'job-1' } })
    .on('GET /rubrics/job-status-regenerate/job-1', { json: { jobStatus: 'Completed', result: { assessment: ASSESSMENT }, failedReason: null } });
}

describe('RegenerateRubricModal', () => {
  it('regenerates from the stored description when it was left as it was', async () => {
    const api = answering();
    const onRegenerated = vi.fn();
    const onClose = vi.fn();
    renderWithApp(<RegenerateRubricModal rubric={RUBRIC} onClose={onClose} onRegenerated={onRegenerated} />);
    expect(screen.getByRole('heading', { name: 'Regenerate Rubric' })).toBeTruthy();
    expect(screen.getByLabelText('Description')).toHaveProperty('value', RUBRIC.description);
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(onRegenerated).toHaveBeenCalledWith(ASSESSMENT));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({});
    expect(onClose).toHaveBeenCalled();
  });

  it('sends an edited description, and refuses an empty one before sending anything', async () => {
    const api = answering();
    renderWithApp(<RegenerateRubricModal rubric={RUBRIC} onClose={() => undefined} />);
    const field = screen.getByLabelText('Description');
    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    expect(screen.getByText('Description is required.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Regenerate' })).toHaveProperty('disabled', true);
    await userEvent.clear(field);
    await userEvent.type(field, 'A discovery call with a clinic buyer. Pass mark 80.');
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ description: 'A discovery call with a clinic buyer. Pass mark 80.' });
  });
});
