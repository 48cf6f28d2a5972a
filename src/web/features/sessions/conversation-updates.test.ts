import { describe, expect, it } from 'vitest';
import { ConversationSchema, TurnSavedEventSchema, type Conversation } from '@shared/contracts/conversations.ts';
import { characterCount, isLineSaved, spokenPart, withReplyCut, withTurnAppended, withTurnSaved } from './conversation-updates.ts';

function buildConversation(): Conversation {
  return ConversationSchema.parse({
    id: '5b0c2f4e-3a57-4c39-9d67-1f2e3d4c5b6a',
    scenario_id: '7f0b3a3e-8a1d-4f51-9d7e-3f2b9c1d2e4a',
    scenario_name: 'Renewal Under Price Pressure',
    mode: 'text',
    language: 'en-US',
    status: 'active',
    started_at: '2026-03-04T14:00:00.000Z',
    ends_at: null,
    time_limit_minutes: null,
    ended_at: null,
    character_ended_message_id: null,
    character: { name: 'Dana Whitfield', gender: 'Female', age: '44', occupation: 'Procurement lead' },
    messages: [{ id: 'm1', role: 'character', content: 'Thanks for coming in.', created_at: '2026-03-04T14:00:00.000Z', interrupted: false }],
  });
}

describe('spokenPart', () => {
  it('keeps the whole reply when nothing says how much was spoken', () => {
    expect(spokenPart('Hello there.')).toBe('Hello there.');
  });

  it('cuts to the spoken characters, within the reply', () => {
    expect(spokenPart('Hello there.', 5)).toBe('Hello');
    expect(spokenPart('Hello there.', 0)).toBe('');
    expect(spokenPart('Hello there.', -3)).toBe('');
    expect(spokenPart('Hello there.', 500)).toBe('Hello there.');
    expect(spokenPart('Hello there.', 4.7)).toBe('Hell');
  });

  it('never leaves half of a character made of two code units', () => {
    const reply = 'Deal 🤝 done';
    // 'Deal ' is 5 units; the emoji takes units 5 and 6.
    expect(spokenPart(reply, 6)).toBe('Deal ');
    expect(spokenPart(reply, 7)).toBe('Deal 🤝');
  });
});

describe('withTurnAppended', () => {
  it('adds the learner line and the reply, with the server id of the reply', () => {
    const next = withTurnAppended(buildConversation(), { learner: 'Hi Dana.', reply: 'Hello.', replyId: 'r1', interrupted: false, at: '2026-03-04T14:01:00.000Z' });
    expect(next.messages.map((message) => [message.role, message.content, message.interrupted])).toEqual([
      ['character', 'Thanks for coming in.', false],
      ['learner', 'Hi Dana.', false],
      ['character', 'Hello.', false],
    ]);
    expect(next.messages[2]?.id).toBe('r1');
    expect(new Set(next.messages.map((message) => message.id)).size).toBe(3);
  });

  it('adds only the learner line when nothing of the reply arrived, and marks a cut reply', () => {
    const base = buildConversation();
    expect(withTurnAppended(base, { learner: 'Hi.', reply: '', replyId: null, interrupted: true, at: '2026-03-04T14:01:00.000Z' }).messages).toHaveLength(2);
    const cut = withTurnAppended(base, { learner: 'Hi.', reply: 'Well', replyId: null, interrupted: true, at: '2026-03-04T14:01:00.000Z' });
    expect(cut.messages.at(-1)).toMatchObject({ role: 'character', content: 'Well', interrupted: true });
  });

  it('leaves the conversation it was given unchanged', () => {
    const base = buildConversation();
    withTurnAppended(base, { learner: 'Hi.', reply: 'Hello.', replyId: 'r1', interrupted: false, at: '2026-03-04T14:01:00.000Z' });
    expect(base.messages).toHaveLength(1);
  });
});

describe('withReplyCut', () => {
  it('replaces the content of that reply only and marks it interrupted', () => {
    const base = withTurnAppended(buildConversation(), { learner: 'Hi.', reply: 'Hello, and welcome.', replyId: 'r1', interrupted: false, at: '2026-03-04T14:01:00.000Z' });
    const cut = withReplyCut(base, 'r1', 'Hello,');
    expect(cut.messages.at(-1)).toMatchObject({ id: 'r1', content: 'Hello,', interrupted: true });
    expect(cut.messages[0]).toEqual(base.messages[0]);
    expect(withReplyCut(base, 'unknown', 'x').messages).toEqual(base.messages);
  });
});

describe('characterCount', () => {
  it('counts an emoji as one character, as the server does', () => {
    expect(characterCount('Deal 🤝')).toBe(6);
    expect('Deal 🤝'.length).toBe(7);
    expect(characterCount('')).toBe(0);
  });
});

describe('isLineSaved', () => {
  const at = '2026-03-04T14:01:00.000Z';

  it('finds the learner line among the lines added since the send', () => {
    const before = buildConversation();
    const after = withTurnAppended(before, { learner: 'Can we talk price?', reply: '', replyId: null, interrupted: true, at });
    expect(isLineSaved(after, before.messages.length, 'Can we talk price?')).toBe(true);
  });

  it('does not take an earlier identical line, or a character line, for it', () => {
    const earlier = withTurnAppended(buildConversation(), { learner: 'Yes.', reply: 'Yes.', replyId: 'r1', interrupted: false, at });
    expect(isLineSaved(earlier, earlier.messages.length, 'Yes.')).toBe(false);
    expect(isLineSaved(earlier, 2, 'Yes.')).toBe(false);
    expect(isLineSaved(earlier, 1, 'Yes.')).toBe(true);
  });
});

describe('withTurnSaved', () => {
  const learner = { id: 'm2', role: 'learner', content: 'Can we talk price?', created_at: '2026-03-04T14:01:00.000Z', interrupted: false } as const;
  const reply = { id: 'm3', role: 'character', content: 'Only if you can move on delivery.', created_at: '2026-03-04T14:01:00.000Z', interrupted: false } as const;
  const saved = TurnSavedEventSchema.parse({ type: 'saved', learner, reply, character_ended_message_id: null, turns_left: 29 });

  it('adds both saved lines, as the server saved them', () => {
    expect(withTurnSaved(buildConversation(), saved).messages.map((message) => message.id)).toEqual(['m1', 'm2', 'm3']);
    expect(withTurnSaved(buildConversation(), saved).messages.slice(1)).toEqual([learner, reply]);
  });

  it('adds only the learner’s line when the reply kept nothing, and never a line twice', () => {
    expect(withTurnSaved(buildConversation(), { ...saved, reply: null }).messages.map((message) => message.id)).toEqual(['m1', 'm2']);
    const raced = withTurnSaved(buildConversation(), saved);
    expect(withTurnSaved(raced, saved).messages.map((message) => message.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('carries the walk-away: the reply that ended the conversation', () => {
    expect(withTurnSaved(buildConversation(), { ...saved, character_ended_message_id: 'm3' }).character_ended_message_id).toBe('m3');
  });
});
