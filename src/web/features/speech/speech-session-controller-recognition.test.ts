import { describe, expect, it, vi } from 'vitest';
import { FakeRecognition } from './fake-recognition.ts';
import { SENTENCE_MS, hold, runOnFakeClock, setup } from './speech-session-controller.test-helpers.ts';

describe('createSpeechSessionController', () => {
  runOnFakeClock();

  it('with the browser’s recognition: shows the words as they come, sends the final ones, and tells an echo from the learner cutting in', async () => {
    const { controller, voice, sends, interrupts, reply, states } = setup({ recognition: true });
    void controller.start();
    await vi.advanceTimersByTimeAsync(3 * SENTENCE_MS);
    expect(controller.state).toMatchObject({ phase: 'listening', listening: 'recognition' });
    const recognition = FakeRecognition.instances.at(-1) as FakeRecognition;
    expect(recognition.lang).toBe('en-US');

    recognition.hear(['I', false]);
    recognition.hear(['I want', false]);
    recognition.hear(['I want a', false]);
    expect(controller.state.heard).toBe('I');
    await vi.advanceTimersByTimeAsync(100);
    expect(controller.state.heard).toBe('I want a');
    const heardUpdates = states.map((state) => state.heard).filter((heard, index, all) => heard !== all[index - 1] && heard !== '');
    expect(heardUpdates).toEqual(['I', 'I want a']);

    recognition.hear(['I want a discount', true]);
    expect(sends.map((turn) => turn.line)).toEqual(['I want a discount']);
    reply('Discounts are not possible this quarter. We can talk about terms.').end();
    await vi.advanceTimersByTimeAsync(500);
    expect(controller.state.phase).toBe('speaking');

    const listener = FakeRecognition.instances.at(-1) as FakeRecognition;
    listener.hear(['discounts are not possible', false]);
    expect(controller.state.phase).toBe('speaking');
    listener.hear(['wait, what about longer payment terms', false]);
    expect(controller.state.phase).toBe('listening');
    expect(interrupts).toHaveLength(1);
    expect(voice.stopped).toEqual(['Discounts are not possible this quarter.']);
    listener.hear(['wait, what about longer payment terms', true]);
    expect(sends.at(-1)?.line).toBe('wait, what about longer payment terms');
    controller.dispose();
  });

  it('once recognition fails into typing, no sound cuts the character short: the microphone is closed, only a typed line does', async () => {
    FakeRecognition.failWith = 'network';
    const { controller, platform, voice, microphone, interrupts, sends, reply } = setup({ recognition: true, canTranscribe: false });
    const failed = vi.fn();
    platform.onRecognitionFailed = failed;
    void controller.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(controller.state).toMatchObject({ phase: 'speaking', listening: 'text' });
    expect(failed).toHaveBeenCalledTimes(1);
    expect(microphone.isClosed).toBe(true);
    // Loud sound all through the opening line: it is spoken to its end.
    await hold(microphone, 80, 3 * SENTENCE_MS);
    expect(voice.stopped).toEqual([]);
    expect(interrupts).toEqual([]);
    expect(controller.state.phase).toBe('idle');

    void controller.sendTyped('Can we talk about the price?');
    reply('We can. Tell me what you have in mind.').end();
    await vi.advanceTimersByTimeAsync(SENTENCE_MS / 2);
    expect(controller.state.phase).toBe('speaking');
    await hold(microphone, 80, SENTENCE_MS);
    expect(voice.stopped).toEqual([]);
    // Typing over the character does cut it short.
    void controller.sendTyped('Fifteen percent.');
    expect(voice.stopped).toEqual(['Tell me what you have in mind.']);
    expect(interrupts).toHaveLength(1);
    expect(sends.map((turn) => turn.line)).toEqual(['Can we talk about the price?', 'Fifteen percent.']);
    controller.dispose();
  });

  it('does not cut the character short on sound alone while the browser recognises speech', async () => {
    const { controller, voice, microphone, interrupts } = setup({ recognition: true, canTranscribe: false });
    void controller.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(controller.state).toMatchObject({ phase: 'speaking', listening: 'recognition' });
    await hold(microphone, 80, SENTENCE_MS / 2);
    expect(voice.stopped).toEqual([]);
    expect(interrupts).toEqual([]);
    controller.dispose();
  });
});
