// @vitest-environment happy-dom
// Who hears each interview answer: a choice is saved at once and said in a toast; a refused one says why and shows
// the saved choice again.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Before the toast module, which the mock below builds from it.
import { toastSpies } from '@/test/toast-spies.ts';
import type { TwinAnswer } from '@shared/contracts/twin.ts';
import { toast } from '@/components/toast.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { AnswerVisibilityList } from './answer-visibility-list.tsx';

vi.mock('@/components/toast.ts', (original) => toastSpies(original));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ANSWER: TwinAnswer = {
  number: 3,
  topic: 'hobby',
  question: 'What do you do on a free Saturday?',
  text: 'I mend nets down at the harbour.',
  audio_memory_id: null,
  visibility: 'private',
  updated_at: '2026-12-01T10:00:00.000Z',
};

describe('AnswerVisibilityList', () => {
  it('saves a new audience for the answer and says so', async () => {
    const api = fakeApi().on('PATCH /twin/answers/3', { json: { answer: { ...ANSWER, visibility: 'family' } } });
    renderWithApp(<AnswerVisibilityList answers={[ANSWER]} />);
    await userEvent.selectOptions(screen.getByLabelText(/Visible to/), 'family');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Answer 3 is now family.', { id: 'twin-answer-visibility' }));
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ visibility: 'family' });
  });

  it('says why a choice was refused and shows the saved one again', async () => {
    fakeApi().on('PATCH /twin/answers/3', { status: 409, json: { message: 'The Engram is being reset.' } });
    renderWithApp(<AnswerVisibilityList answers={[ANSWER]} />);
    const select = screen.getByLabelText<HTMLSelectElement>(/Visible to/);
    await userEvent.selectOptions(select, 'public');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The Engram is being reset.', { id: 'twin-answer-visibility-error' }));
    await waitFor(() => expect(select.value).toBe('private'));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
