// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StreamingReply, THINKING_NOTE, THINKING_NOTE_DELAY_MS } from './message-bubble.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const CHARACTER = { name: 'Marcus', gender: 'Male' };

describe('StreamingReply', () => {
  it('shows the dots at first, and says the character is thinking when the reply is slow to start (a busy local model)', () => {
    render(<StreamingReply character={CHARACTER} reply="" />);
    expect(screen.getByRole('status').textContent).toBe('Marcus is typing');
    expect(screen.queryByTestId('thinking-note')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(THINKING_NOTE_DELAY_MS);
    });
    expect(screen.getByTestId('thinking-note').textContent).toBe('Your character is thinking…');
    expect(screen.getByRole('status').textContent).toBe(THINKING_NOTE);
  });

  it('says the character is thinking at once when the server says the reply waits for its turn', () => {
    render(<StreamingReply character={CHARACTER} reply="" isQueued />);
    expect(screen.getByTestId('thinking-note').textContent).toBe(THINKING_NOTE);
    expect(screen.getByRole('status').textContent).toBe(THINKING_NOTE);
  });

  it('shows the reply once its first words arrive', () => {
    render(<StreamingReply character={CHARACTER} reply="Good morning." testId="streaming-reply" />);
    expect(screen.getByTestId('streaming-reply').textContent).toContain('Good morning.');
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
  });
});
