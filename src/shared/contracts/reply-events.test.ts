import { describe, expect, it } from 'vitest';
import { createReplyEventReader, encodeReplyEvent } from './reply-events.ts';

describe('events in a streamed reply', () => {
  it('takes an event out of the text, also when it arrives cut between pieces', () => {
    const stream = `${encodeReplyEvent({ type: 'queued' })}Good morning. How can I help?`;
    for (let cut = 0; cut <= stream.length; cut += 1) {
      const reader = createReplyEventReader();
      const first = reader.push(stream.slice(0, cut));
      const second = reader.push(stream.slice(cut));
      expect(first.text + second.text).toBe('Good morning. How can I help?');
      expect([...first.events, ...second.events]).toEqual([{ type: 'queued' }]);
    }
  });

  it('leaves text without events as it is, and drops a record it does not know', () => {
    const reader = createReplyEventReader();
    expect(reader.push('Plain text, line\nbreaks and all.')).toEqual({ text: 'Plain text, line\nbreaks and all.', events: [] });
    expect(reader.push('\u001e{"type":"later"}\nrest')).toEqual({ text: 'rest', events: [] });
    expect(reader.push('\u001enot json\n!')).toEqual({ text: '!', events: [] });
  });
});
