import { describe, expect, it, vi } from 'vitest';
import { FakeRecognition } from './fake-recognition.ts';
import { SENTENCE_MS, hold, runOnFakeClock, setup } from './speech-session-controller.test-helpers.ts';

describe('createSpeechSessionController', () => {
  runOnFakeClock();

  it('speaks the opening line on Start, records an answer until 1.2 s of silence, sends its transcript and speaks the reply as it streams', async () => {
    const { controller, platform, voice, microphone, recordings, transcribed, sends, reply } = setup({ recognition: true });
    FakeRecognition.failWith = 'audio-capture';
    const started = controller.start();
    expect(platform.unlockAudio).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(controller.state.phase).toBe('speaking');
    expect(voice.said).toEqual(['Good morning.']);
    // The browser's recognition cannot reach the microphone here: recording takes over.
    await vi.advanceTimersByTimeAsync(50);
    expect(controller.state.listening).toBe('recording');
    expect(controller.state.inputNotice).toBeNull();

    await vi.advanceTimersByTimeAsync(2 * SENTENCE_MS);
    await started;
    expect(voice.said).toEqual(['Good morning.', 'What brings you here today?']);
    expect(controller.state.phase).toBe('listening');
    const answer = recordings.at(-1);

    await hold(microphone, 20, 1_500);
    expect(controller.state.phase).toBe('listening');
    await hold(microphone, 0, 1_100);
    expect(controller.state.phase).toBe('listening');
    await hold(microphone, 0, 200);
    expect(answer?.isStopped).toBe(true);
    expect(transcribed).toHaveLength(1);
    expect(sends.map((turn) => turn.line)).toEqual(['I would like a better price.']);
    expect(controller.state.phase).toBe('thinking');

    // The first sentence is heard before the reply has ended.
    const streaming = reply('I understand. ', 'But our prices', ' are fixed this year.');
    await vi.advanceTimersByTimeAsync(10);
    expect(controller.state.phase).toBe('speaking');
    expect(voice.said.at(-1)).toBe('I understand.');
    streaming.end();
    await vi.advanceTimersByTimeAsync(2 * SENTENCE_MS + 10);
    expect(voice.said.slice(-2)).toEqual(['I understand.', 'But our prices are fixed this year.']);
    expect(controller.state.phase).toBe('listening');
    controller.dispose();
    expect(microphone.isClosed).toBe(true);
  });

  it('stops the voice when the learner speaks over a reply, keeps the reply as far as it was said, and records the learner', async () => {
    const { controller, voice, microphone, recordings, sends, interrupts, reply } = setup();
    void controller.start();
    await vi.advanceTimersByTimeAsync(3 * SENTENCE_MS);
    expect(controller.state.phase).toBe('listening');
    await hold(microphone, 20, 500);
    await hold(microphone, 0, 1_300);
    expect(sends).toHaveLength(1);

    const REPLY = 'No. That is our final offer. Take it or leave it.';
    reply(REPLY).end();
    await vi.advanceTimersByTimeAsync(SENTENCE_MS + 100);
    expect(voice.said).toContain('That is our final offer.');
    // While the character speaks, a recording runs in case the learner cuts in.
    const standby = recordings.at(-1);
    expect(standby?.isCancelled).toBe(false);

    // A short noise is not the learner cutting in…
    await hold(microphone, 30, 150);
    await hold(microphone, 0, 250);
    expect(controller.state.phase).toBe('speaking');
    // …their voice holding for 300 ms is.
    await hold(microphone, 30, 350);
    expect(controller.state.phase).toBe('listening');
    expect(voice.stopped).toEqual(['That is our final offer.']);
    expect(interrupts).toHaveLength(1);
    const spoken = interrupts[0] ?? 0;
    // "No." was said whole and part of the second sentence, never past it.
    expect(spoken).toBeGreaterThan('No. That'.length);
    expect(spoken).toBeLessThanOrEqual('No. That is our final offer.'.length);
    expect(REPLY.slice(0, spoken)).toMatch(/^No\. That( is( our( final( offer\.?)?)?)?)?$/);

    // The standby recording is the learner's answer; it ends on their silence and is sent.
    expect(standby?.isCancelled).toBe(false);
    await hold(microphone, 0, 1_300);
    expect(standby?.isStopped).toBe(true);
    expect(sends).toHaveLength(2);
    controller.dispose();
  });

  it('once closed, stops listening, lets the reply under way finish, and then stays closed', async () => {
    const { controller, voice, microphone, recordings, sends, reply } = setup();
    void controller.start();
    await vi.advanceTimersByTimeAsync(3 * SENTENCE_MS);
    await hold(microphone, 20, 500);
    await hold(microphone, 0, 1_300);
    reply('Time is nearly up. Goodbye.').end();
    await vi.advanceTimersByTimeAsync(100);
    controller.close();
    expect(recordings.at(-1)?.isCancelled).toBe(true);
    await vi.advanceTimersByTimeAsync(2 * SENTENCE_MS + 10);
    expect(voice.said.slice(-2)).toEqual(['Time is nearly up.', 'Goodbye.']);
    expect(controller.state.phase).toBe('closed');
    expect(microphone.isClosed).toBe(true);
    controller.toggleTalking();
    await controller.sendTyped('one more thing');
    expect(sends).toHaveLength(1);
    controller.dispose();
  });
});
