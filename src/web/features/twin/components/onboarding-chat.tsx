import { ArrowLeft, Check, SendHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { OnboardingFrame } from './onboarding-frame.tsx';
import { ONBOARDING_PATHS } from '../onboarding-steps.ts';

interface ChatMessage {
  id: number;
  from: 'twin' | 'person';
  text: string;
}

const CHAT_INPUT_MIN_HEIGHT_PX = 24;
const CHAT_INPUT_MAX_HEIGHT_PX = 200;
const TWIN_REPLY_DELAY_MS = 900;

const OPENING: ChatMessage[] = [
  { id: 1, from: 'twin', text: 'Hi! I’m your twin. Ask me anything you would ask yourself: family, work, or what you had for breakfast.' },
  { id: 2, from: 'person', text: 'What do you love most about Sunday dinners?' },
  {
    id: 3,
    from: 'twin',
    text: 'Honestly? The noise. Everyone talking over each other, my sister stealing the last potato. It’s the one evening nobody checks their phone.',
  },
];

const CANNED_REPLIES = [
  'Good question. I’d probably start with a cup of tea and think it over, the way I usually do.',
  'That reminds me of something Dad used to say: do it properly or do it twice.',
  'I’m still learning about that part of my life. Answer a few more interview questions and I’ll have a better answer.',
];

export function OnboardingChat() {
  const [messages, setMessages] = useState<ChatMessage[]>(OPENING);
  const [draft, setDraft] = useState('');
  const [isTwinTyping, setIsTwinTyping] = useState(false);
  const nextIdRef = useRef(OPENING.length + 1);
  const replyCountRef = useRef(0);
  const replyTimerRef = useRef<number | undefined>(undefined);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();

  useEffect(() => () => window.clearTimeout(replyTimerRef.current), []);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, isTwinTyping]);

  function resizeInput() {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${Math.min(CHAT_INPUT_MAX_HEIGHT_PX, Math.max(CHAT_INPUT_MIN_HEIGHT_PX, input.scrollHeight))}px`;
  }

  function send(event?: FormEvent) {
    event?.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages((current) => [...current, { id: nextIdRef.current++, from: 'person', text }]);
    setDraft('');
    requestAnimationFrame(resizeInput);

    window.clearTimeout(replyTimerRef.current);
    setIsTwinTyping(true);
    replyTimerRef.current = window.setTimeout(() => {
      const reply = CANNED_REPLIES[replyCountRef.current++ % CANNED_REPLIES.length] ?? '';
      setMessages((current) => [...current, { id: nextIdRef.current++, from: 'twin', text: reply }]);
      setIsTwinTyping(false);
    }, TWIN_REPLY_DELAY_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  }

  return (
    <OnboardingFrame
      step={6}
      width="wide"
      actions={
        <>
          <Link to={ONBOARDING_PATHS.summary} className="btn-secondary">
            <ArrowLeft className="size-4" aria-hidden />
            Back
          </Link>
          <Link to={ONBOARDING_PATHS.done} className="btn-primary">
            <Check className="size-4" aria-hidden />
            Save &amp; Finish Setup
          </Link>
        </>
      }
    >
      <h1 className="text-2xl font-bold tracking-tight">Try your twin</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        Have a short conversation to see how it sounds. Messages in this trial chat are not saved.
      </p>

      <div className="mt-6 overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
        <div
          ref={listRef}
          role="log"
          aria-label="Conversation with your twin"
          // Focusable so keyboard users can scroll back through the conversation.
          tabIndex={0}
          className="h-80 overflow-y-auto bg-slate-50 p-4 focus-visible:-outline-offset-2 sm:h-96 dark:bg-slate-950/60"
        >
          <ol className="flex flex-col gap-3">
            {messages.map((message) => (
              <li key={message.id} className={`flex ${message.from === 'person' ? 'justify-end' : 'justify-start'}`}>
                <div
                  className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed whitespace-pre-wrap sm:max-w-[75%] ${
                    message.from === 'person'
                      ? 'rounded-br-md bg-brand-700 text-white'
                      : 'rounded-bl-md border border-slate-200 bg-white text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100'
                  }`}
                >
                  <span className="sr-only">{message.from === 'person' ? 'You: ' : 'Twin: '}</span>
                  {message.text}
                </div>
              </li>
            ))}
            {isTwinTyping ? (
              <li className="flex justify-start">
                <div className="flex items-center gap-1 rounded-2xl rounded-bl-md border border-slate-200 bg-white px-4 py-3 dark:border-slate-700 dark:bg-slate-800">
                  <span className="sr-only">Your twin is typing</span>
                  {[0, 150, 300].map((delay) => (
                    <span
                      key={delay}
                      className="size-1.5 animate-bounce rounded-full bg-slate-400 dark:bg-slate-500"
                      style={{ animationDelay: `${delay}ms` }}
                      aria-hidden
                    />
                  ))}
                </div>
              </li>
            ) : null}
          </ol>
        </div>

        <form onSubmit={send} className="flex items-end gap-2 border-t border-slate-200 bg-white p-3 focus-within:ring-2 focus-within:ring-brand-500/50 focus-within:ring-inset dark:border-slate-800 dark:bg-slate-900">
          <label htmlFor={inputId} className="sr-only">
            Message your twin
          </label>
          <textarea
            id={inputId}
            ref={inputRef}
            value={draft}
            rows={1}
            onChange={(event) => {
              setDraft(event.target.value);
              resizeInput();
            }}
            onKeyDown={onKeyDown}
            placeholder="Ask your twin something…"
            className="min-h-6 max-h-[200px] flex-1 resize-none self-center bg-transparent px-1 text-sm leading-6 text-slate-900 placeholder:text-slate-500 focus:outline-none dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <button
            type="submit"
            disabled={draft.trim().length === 0}
            aria-label="Send message"
            className="btn-primary size-10 shrink-0 rounded-full p-0"
          >
            <SendHorizontal className="size-4" aria-hidden />
          </button>
        </form>
      </div>
      <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">Press Enter to send, Shift + Enter for a new line.</p>
    </OnboardingFrame>
  );
}
