// @vitest-environment happy-dom
// The Vibes Check when the character ends the conversation: the chat says so and takes no more lines.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { buildScenario } from '@/test/builders.ts';
import { renderWithApp } from '@/test/render.tsx';
import { VibesCheckModal } from './vibes-check-modal.tsx';

const GOODBYE = "That's uncalled for. I'm done with this. I'll put it in writing and take it further. Goodbye.";

const SCENARIO = buildScenario({
  id: '8c4d0000-0000-4000-8000-000000000001',
  name: 'The Washing Machine That Broke Twice',
  category: ['Customer Service'],
  description: JSON.stringify({ charactersName: 'Marcus Reid', charactersGender: 'Male', charactersAge: '41' }),
  timestamp: '2026-01-01T00:00:00Z',
  owner: 'sample',
  can_change: false,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VibesCheckModal', () => {
  it('says the character ended the conversation and disables the box; before that, the chat goes on', async () => {
    let reply = 'There is no need to speak to me like that.';
    // The reply's last event says whether it ended the conversation.
    const api = fakeApi().on('POST /conversational/vibes-check', () => ({
      events: [
        { type: 'text', text: reply },
        reply === GOODBYE ? { type: 'done', ended: true, message: 'Marcus Reid ended the conversation.' } : { type: 'done', ended: false, message: null },
      ],
    }));
    renderWithApp(<VibesCheckModal scenario={SCENARIO} onClose={() => undefined} />);
    const box = await screen.findByRole('textbox', { name: 'Message Marcus Reid' });

    await userEvent.type(box, 'A lot of these faults are user error.{Enter}');
    expect(await screen.findByText('There is no need to speak to me like that.')).toBeTruthy();
    await waitFor(() => expect(box).toHaveProperty('disabled', false));
    expect(screen.queryByTestId('vibes-check-ended')).toBeNull();

    reply = GOODBYE;
    await userEvent.type(box, 'Calm down.{Enter}');
    expect((await screen.findByTestId('vibes-check-ended')).textContent).toBe('Marcus Reid ended the conversation.');
    await waitFor(() => expect(box).toHaveProperty('disabled', true));
    expect(box.getAttribute('placeholder')).toBe('Marcus Reid ended the conversation.');
    // One request a turn: the reply and whether it ended come in the same stream.
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /conversational/vibes-check', 'POST /conversational/vibes-check']);
  });
});
