// @vitest-environment happy-dom
// The kept talk with one's own twin: a turn is one request, and the lines it kept go into the page's copy.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TwinTalkMessage } from '@shared/contracts/twin-talk.ts';
import { OWNER_TALK_PATH, useKeepTalkTurn, useTwinTalk } from '@/features/twin/api/get-talk.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { TwinChat } from './twin-chat.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = (id: string, role: TwinTalkMessage['role'], content: string): TwinTalkMessage => ({ id, role, content, created_at: '2026-12-02T10:00:00.000Z' });

/** The Talk page's composition: the kept conversation, the chat, and the count of kept lines the page shows. */
function KeptTalk() {
  const talk = useTwinTalk();
  const keepTurn = useKeepTalkTurn();
  if (!talk.data) return null;
  return (
    <>
      <p data-testid="kept-count">{talk.data.messages.length}</p>
      <TwinChat name="Margaret" path={OWNER_TALK_PATH} canRenewSession isKept initialMessages={talk.data.messages} onReply={(kept) => void keepTurn(kept)} emptyText="Ask me." />
    </>
  );
}

describe('TwinChat, kept by the server', () => {
  it('sends only the new line, shows the reply, and keeps what the stream says was kept without reading the talk again', async () => {
    const asked = line('5b0c2f4e-3a57-4c39-9d67-1f2e3d4c5b6a', 'user', 'Do you have a daughter?');
    const answered = line('0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a', 'twin', 'My daughter Anna teaches piano in Leeds.');
    const api = fakeApi()
      .on('GET /twin/talk', { json: { messages: [] } })
      .on('POST /twin/talk', {
        events: [
          { type: 'text', text: 'My daughter Anna ' },
          { type: 'text', text: 'teaches piano in Leeds.' },
          { type: 'saved', messages: [asked, answered] },
        ],
      });
    renderWithApp(<KeptTalk />);
    const box = await screen.findByRole('textbox', { name: 'Message Margaret' });
    expect(screen.getByTestId('kept-count').textContent).toBe('0');

    await userEvent.type(box, 'Do you have a daughter?{Enter}');
    expect(await screen.findByText('My daughter Anna teaches piano in Leeds.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('kept-count').textContent).toBe('2'));
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /twin/talk', 'POST /twin/talk']);
    expect(api.requests[1]).toMatchObject({ body: { message: 'Do you have a daughter?' }, accept: 'application/x-ndjson' });
  });
});

describe('TwinChat, not kept by the server', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps a visitor’s conversation in the tab: a reload shows it again and the next turn sends it whole', async () => {
    const path = '/public/twins/margaret/chat';
    const api = fakeApi()
      .on(`POST ${path}`, { events: [{ type: 'text', text: 'I taught piano for thirty years.' }] });
    const page = renderWithApp(<TwinChat name="Margaret" path={path} canRenewSession={false} emptyText="Say hello." tabKey="engram.public-chat.margaret" />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message Margaret' }), 'What did you teach?{Enter}');
    expect(await screen.findByText('I taught piano for thirty years.')).toBeTruthy();
    page.unmount();

    // The page again, as after a reload: the conversation is there, and the next question carries it.
    renderWithApp(<TwinChat name="Margaret" path={path} canRenewSession={false} emptyText="Say hello." tabKey="engram.public-chat.margaret" />);
    expect(screen.getByText('What did you teach?')).toBeTruthy();
    expect(screen.getByText('I taught piano for thirty years.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message Margaret' }), 'For how long?{Enter}');
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests[1]).toMatchObject({
      body: {
        messages: [
          { role: 'user', content: 'What did you teach?' },
          { role: 'twin', content: 'I taught piano for thirty years.' },
          { role: 'user', content: 'For how long?' },
        ],
      },
    });
  });

  it('starts empty when what the tab kept is not a conversation', () => {
    window.sessionStorage.setItem('engram.public-chat.margaret', '{"role":"twin"}');
    renderWithApp(<TwinChat name="Margaret" path="/public/twins/margaret/chat" canRenewSession={false} emptyText="Say hello." tabKey="engram.public-chat.margaret" />);
    expect(screen.getByText('Say hello.')).toBeTruthy();
  });
});
