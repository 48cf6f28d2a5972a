import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { wordUiText, type UiText } from '@/i18n/ui-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { MicrophoneError } from './microphone.ts';
import { SENTENCE_MS, hold, runOnFakeClock, setup } from './speech-session-controller.test-helpers.ts';

/** A notice as the page shows it in English. */
const shown = (text: UiText | null) => (text ? wordUiText(i18n.t, text) : null);

describe('createSpeechSessionController', () => {
  runOnFakeClock();

  it('offers the text box with a reason where the browser can neither listen nor have its recording transcribed; typed lines are still answered aloud', async () => {
    const { controller, voice, sends, reply } = setup({ recognition: false, canTranscribe: false });
    void controller.start();
    await vi.advanceTimersByTimeAsync(3 * SENTENCE_MS);
    expect(controller.state).toMatchObject({ phase: 'idle', listening: 'text', voice: 'server' });
    expect(shown(controller.state.inputNotice)).toBe('Voice input isn’t available here, so type your answers below; Maria will answer out loud.');

    void controller.sendTyped('Hello Maria');
    expect(sends.map((turn) => turn.line)).toEqual(['Hello Maria']);
    reply('Hello to you too.').end();
    await vi.advanceTimersByTimeAsync(SENTENCE_MS + 10);
    expect(voice.said.at(-1)).toBe('Hello to you too.');
    expect(controller.state.phase).toBe('idle');
    controller.dispose();
  });

  it('says why the learner types when the microphone is blocked, and shows the lines as text when nothing can speak', async () => {
    const { controller } = setup({ recognition: true, microphone: new MicrophoneError('denied'), canSynthesize: false });
    await controller.start();
    expect(controller.state).toMatchObject({ phase: 'idle', listening: 'text', voice: 'none' });
    expect(shown(controller.state.inputNotice)).toBe('Microphone access is blocked, so type your answers below. To talk instead, allow the microphone in your browser’s site settings and reload the page.');
    expect(shown(controller.state.voiceNotice)).toBe('Maria’s lines are shown as text only: this browser has no English (US) voice and the server has no text-to-speech engine.');
    controller.dispose();
  });

  it('moves to the text box when the server answers 501 to a recording', async () => {
    const { controller, microphone } = setup({ transcript: new ApiError(501, 'Speech to text is off on this server.', null) });
    void controller.start();
    await vi.advanceTimersByTimeAsync(3 * SENTENCE_MS);
    await hold(microphone, 20, 500);
    await hold(microphone, 0, 1_300);
    expect(controller.state).toMatchObject({ phase: 'idle', listening: 'text' });
    expect(shown(controller.state.inputNotice)).toBe('Voice input isn’t available here, so type your answers below; Maria will answer out loud.');
    expect(microphone.isClosed).toBe(true);
    controller.dispose();
  });
});
