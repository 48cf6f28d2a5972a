// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TwinVoiceSettings } from '@shared/contracts/twin-talk.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { OnboardingVoiceChoice } from './onboarding-voice-choice.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Step({ isInitiallyOpen }: { isInitiallyOpen: boolean }) {
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  return <OnboardingVoiceChoice isOpen={isOpen} setIsOpen={setIsOpen} />;
}

describe('OnboardingVoiceChoice', () => {
  it('opens the voice picker, keeps the voice chosen there on the twin, closes and names it', async () => {
    let settings: TwinVoiceSettings = { voice: null, engine: 'builtin', provider_voices: [], message: null };
    const api = fakeApi()
      .on('GET /twin/voice', () => ({ json: settings }))
      .on('PUT /twin/voice', ({ body }) => {
        settings = { ...settings, voice: (body as { voice: TwinVoiceSettings['voice'] }).voice };
        return { json: settings };
      });
    renderWithApp(<Step isInitiallyOpen={false} />);
    expect(await screen.findByText(/The default voice\./)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Choose your Engram’s voice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your Engram’s voice' });
    expect(dialog).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Older' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save voice' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      voice: { engine: 'builtin', gender: 'male', age: 'older', pitch: 'medium', language: 'en-US' },
    });
    expect(screen.getByTestId('onboarding-voice-summary').textContent).toContain('Male, older, medium pitch');
  });

  it('opens at once when the step was reached from "Customise with your own voice"', async () => {
    fakeApi().on('GET /twin/voice', { json: { voice: null, engine: 'builtin', provider_voices: [], message: null } });
    renderWithApp(<Step isInitiallyOpen />);
    expect(await screen.findByRole('dialog', { name: 'Choose your Engram’s voice' })).toBeTruthy();
  });
});
