// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, ConversationMessage } from '@shared/contracts/conversations.ts';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shared/contracts/scenarios.ts';
import { useConversation } from '@/features/sessions/api/get-conversation.ts';
import { useConversationTurns } from '@/features/sessions/use-conversation-turns.ts';
import { fakeApi, type FakeAnswer } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { CharacterEndedNotice } from './character-ended-notice.tsx';
import { TextSession } from './text-session.tsx';

const CONVERSATION: Conversation = {
  id: 'c1',
  scenario_id: 's1',
  scenario_name: 'Price talk',
  mode: 'text',
  language: 'en-US',
  status: 'active',
  started_at: '2026-01-01T00:00:00Z',
  ends_at: null,
  time_limit_minutes: null,
  ended_at: null,
  character_ended_message_id: null,
  character: { name: 'Maria', gender: 'Female', age: '40', occupation: 'Buyer' },
  messages: [{ id: 'm1', role: 'character', content: 'Good morning.', created_at: '2026-01-01T00:00:00Z', interrupted: false }],
};

/** The session page's text mode as the page composes it: the turns hook on the (faked) API, and the box. */
function Session() {
  const turns = useConversationTurns(CONVERSATION.id);
  return <TextSession conversation={CONVERSATION} turns={turns} isClosed={false} />;
}

const sends = (api: ReturnType<typeof fakeApi>) => api.requests.filter((request) => request.path === '/conversational/roleplay-chat');

/** The turn's events as the server streams them: started, the reply in pieces, and what was saved. */
function turnEvents(messages: ConversationMessage[], learnerLine: string, reply: string, options: { endsConversation?: boolean } = {}) {
  const at = '2026-01-01T00:01:00Z';
  const learner: ConversationMessage = { id: `m${messages.length + 1}`, role: 'learner', content: learnerLine, created_at: at, interrupted: false };
  const character: ConversationMessage = { id: `m${messages.length + 2}`, role: 'character', content: reply, created_at: at, interrupted: false };
  messages.push(learner, character);
  const pieces = reply.split(/(?<= )/).map((text) => ({ type: 'text', text }));
  return [
    { type: 'started', learner, reply_id: character.id },
    ...pieces,
    { type: 'saved', learner, reply: character, character_ended_message_id: options.endsConversation ? character.id : null, turns_left: 10 },
  ];
}

/** The API with the character's reply held back until `release` is called; the session as saved so far. */
function apiWithHeldReply(reply: FakeAnswer, options: { endsConversation?: boolean } = {}) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const messages = [...CONVERSATION.messages];
  const api = fakeApi()
    .on('GET /conversations/c1', () => ({ json: { ...CONVERSATION, messages } }))
    .on('POST /conversational/roleplay-chat', async ({ body }) => {
      await gate;
      if (reply.text === undefined) return reply;
      return { events: turnEvents(messages, (body as { message: string }).message, reply.text, options) };
    });
  return { api, release };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the session’s message box (TextSession)', () => {
  it('Enter sends the trimmed line; the box is empty and disabled while the reply is on its way, then open again', async () => {
    const { api, release } = apiWithHeldReply({ text: 'Happy to talk prices.' });
    renderWithApp(<Session />);
    const box = screen.getByRole('textbox', { name: 'Message Maria' });
    await userEvent.type(box, '  Can we talk about the price?  {Enter}');

    await waitFor(() => expect(sends(api)).toHaveLength(1));
    expect(sends(api)[0]?.body).toEqual({ scenario_conv_list_id: 'c1', message: 'Can we talk about the price?' });
    expect(box).toHaveProperty('value', '');
    await waitFor(() => expect(box).toHaveProperty('disabled', true));
    expect(box.getAttribute('placeholder')).toBe('Maria is replying…');

    release();
    expect(await screen.findByText('Happy to talk prices.')).toBeTruthy();
    await waitFor(() => expect(box).toHaveProperty('disabled', false));
    expect(sends(api)).toHaveLength(1);
  });

  it('a turn costs one request: the page shows what the stream says was saved and reads nothing back', async () => {
    const { api, release } = apiWithHeldReply({ text: 'Happy to talk prices.' });
    release();
    renderWithApp(<Session />);
    const box = screen.getByRole('textbox', { name: 'Message Maria' });
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/conversations/c1' });

    await userEvent.type(box, 'Can we talk about the price?{Enter}');
    expect(await screen.findByText('Happy to talk prices.')).toBeTruthy();
    await waitFor(() => expect(box).toHaveProperty('disabled', false));
    // A second turn: the first one's read back, had there been one, would have been asked for before it.
    await userEvent.type(box, 'What about delivery?{Enter}');
    await waitFor(() => expect(screen.getAllByText('Happy to talk prices.')).toHaveLength(2));
    await waitFor(() => expect(box).toHaveProperty('disabled', false));

    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /conversations/c1',
      'POST /conversational/roleplay-chat',
      'POST /conversational/roleplay-chat',
    ]);
    expect(sends(api).map((request) => request.accept)).toEqual(['application/x-ndjson', 'application/x-ndjson']);
    // The lines on screen are the saved ones, in order, each once.
    const log = screen.getByRole('log');
    expect(within(log).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Good morning.'),
      expect.stringContaining('Can we talk about the price?'),
      expect.stringContaining('Happy to talk prices.'),
      expect.stringContaining('What about delivery?'),
      expect.stringContaining('Happy to talk prices.'),
    ]);
  });

  it('reads the session back, and says so, when the reply is cut short before it was saved', async () => {
    const messages = [...CONVERSATION.messages];
    const api = fakeApi()
      .on('GET /conversations/c1', () => ({ json: { ...CONVERSATION, messages } }))
      .on('POST /conversational/roleplay-chat', ({ body }) => {
        const events = turnEvents(messages, (body as { message: string }).message, 'I was about to say');
        // The server kept the reply as far as it went, marked interrupted; the stream ended without `saved`.
        messages[messages.length - 1] = { ...messages.at(-1)!, interrupted: true };
        return { events: events.slice(0, -1) };
      });
    renderWithApp(<Session />);
    const box = screen.getByRole('textbox', { name: 'Message Maria' });
    await userEvent.type(box, 'Tell me more.{Enter}');
    expect(await screen.findByText(/The reply was cut short/)).toBeTruthy();
    await waitFor(() => expect(api.requests.filter((request) => request.path === '/conversations/c1')).toHaveLength(2));
    expect(await screen.findByText('I was about to say')).toBeTruthy();
  });

  it('Shift+Enter starts a new line and sends nothing; Enter then sends both lines', async () => {
    const { api, release } = apiWithHeldReply({ text: 'Go on.' });
    release();
    renderWithApp(<Session />);
    const box = screen.getByRole('textbox', { name: 'Message Maria' });
    await userEvent.type(box, 'First point.{Shift>}{Enter}{/Shift}Second point.');
    expect(box).toHaveProperty('value', 'First point.\nSecond point.');
    expect(sends(api)).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sends(api)).toHaveLength(1));
    expect(sends(api)[0]?.body).toMatchObject({ message: 'First point.\nSecond point.' });
  });

  it('sends no blank line', async () => {
    const { api } = apiWithHeldReply({ text: 'unused' });
    renderWithApp(<Session />);
    const box = screen.getByRole('textbox', { name: 'Message Maria' });
    await userEvent.type(box, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(sends(api)).toHaveLength(0);
  });

  it('refuses a line over the limit before sending, says so, and sends it once shortened', async () => {
    const { api, release } = apiWithHeldReply({ text: 'Noted.' });
    release();
    renderWithApp(<Session />);
    const box = screen.getByRole('textbox', { name: 'Message Maria' });
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1));
    expect(screen.getByRole('alert').textContent).toBe('Messages can be at most 2,000 characters; this one has 2,001. Shorten it to send.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(sends(api)).toHaveLength(0);

    await userEvent.keyboard('{Backspace}');
    expect(screen.getByRole('alert').textContent).toBe('');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sends(api)).toHaveLength(1));
    expect((sends(api)[0]?.body as { message: string }).message).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
  });

  it('gives the line back, and shows why, when the server refuses it', async () => {
    const { release } = apiWithHeldReply({ status: 409, json: { message: 'This session has ended.' } });
    release();
    renderWithApp(<Session />);
    const box = screen.getByRole('textbox', { name: 'Message Maria' });
    await userEvent.type(box, 'One more thing{Enter}');
    expect(await screen.findByText(/This session has ended\./)).toBeTruthy();
    await waitFor(() => expect(box).toHaveProperty('value', 'One more thing'));
  });
});

/** The page's composition when the character may end the conversation: closed, with the notice, once the server says so. */
function SessionThatMayEnd({ onEnd }: { onEnd: () => void }) {
  const conversation = useConversation(CONVERSATION.id);
  const turns = useConversationTurns(CONVERSATION.id);
  if (!conversation.data) return null;
  const hasEnded = Boolean(conversation.data.character_ended_message_id);
  const notice = hasEnded ? <CharacterEndedNotice characterName={conversation.data.character.name} onEnd={onEnd} isEnding={false} /> : null;
  return <TextSession conversation={conversation.data} turns={turns} isClosed={hasEnded} notice={notice} />;
}

describe('a character who ends the conversation (TextSession with CharacterEndedNotice)', () => {
  it('says so once the reply is saved, disables the box and offers "End and see your report"', async () => {
    // The turn's last event names the reply that ended it; the page reads nothing back.
    const { api, release } = apiWithHeldReply({ text: "That's uncalled for. I'm done with this. Goodbye." }, { endsConversation: true });
    const onEnd = vi.fn();
    renderWithApp(<SessionThatMayEnd onEnd={onEnd} />);
    const box = await screen.findByRole('textbox', { name: 'Message Maria' });
    expect(screen.queryByTestId('character-ended')).toBeNull();

    await userEvent.type(box, 'Calm down.{Enter}');
    release();
    const notice = await screen.findByTestId('character-ended');
    expect(notice.textContent).toContain('Maria ended the conversation.');
    await waitFor(() => expect(box).toHaveProperty('disabled', true));
    expect(box.getAttribute('placeholder')).toBe('Maria ended the conversation.');

    await userEvent.click(screen.getByRole('button', { name: 'End and see your report' }));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(sends(api)).toHaveLength(1);
    expect(api.requests.filter((request) => request.path === '/conversations/c1')).toHaveLength(1);
  });
});
