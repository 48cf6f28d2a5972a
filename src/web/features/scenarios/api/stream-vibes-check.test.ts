import { describe, expect, it } from 'vitest';
import { VIBES_CHECK_MAX_MESSAGES, VibesCheckInputSchema, type ChatMessage } from '@shared/contracts/scenarios.ts';
import { vibesCheckWindow } from './stream-vibes-check.ts';

function conversation(length: number): ChatMessage[] {
  // Alternates so that the last message is always the learner's.
  return Array.from({ length }, (_, index) => ({
    role: (length - index) % 2 === 1 ? 'learner' : 'character',
    content: `message ${index + 1}`,
  }));
}

describe('vibesCheckWindow', () => {
  it('sends a short history whole', () => {
    const history = conversation(3);
    expect(vibesCheckWindow(history)).toEqual(history);
  });

  it('keeps the most recent messages of a long history, ending with the learner, within the server limit', () => {
    const history = conversation(25);
    const window = vibesCheckWindow(history);
    expect(window).toHaveLength(VIBES_CHECK_MAX_MESSAGES);
    expect(window.at(0)?.content).toBe('message 6');
    expect(window.at(-1)).toEqual({ role: 'learner', content: 'message 25' });
    expect(VibesCheckInputSchema.safeParse({ scenario_id: '7f0b3a3e-8a1d-4f51-9d7e-3f2b9c1d2e4a', messages: window }).success).toBe(true);
    expect(VibesCheckInputSchema.safeParse({ scenario_id: '7f0b3a3e-8a1d-4f51-9d7e-3f2b9c1d2e4a', messages: history }).success).toBe(false);
  });
});
