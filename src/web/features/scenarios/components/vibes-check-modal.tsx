import { SendHorizontal } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, parseScenarioDescription, type ChatMessage, type Scenario } from '../../../../shared/contracts/scenarios.ts';
import { Modal } from '../../../components/modal.tsx';
import { streamVibesCheck } from '../api/stream-vibes-check.ts';

/** The chat box grows with its text between these heights (specification section 9). */
export const CHAT_INPUT_MIN_HEIGHT_PX = 24;
export const CHAT_INPUT_MAX_HEIGHT_PX = 200;

type ChatPhase = 'idle' | 'waiting' | 'streaming';

export interface VibesCheckModalProps {
  /** The scenario whose character to chat with; null keeps the modal closed. */
  scenario: Scenario | null;
  onClose: () => void;
}

/** A short, unsaved chat with a scenario's character, to get a feel for it before a session. */
export function VibesCheckModal({ scenario, onClose }: VibesCheckModalProps) {
  const characterName = parseScenarioDescription(scenario?.description).charactersName?.trim() || 'the character';
  return (
    <Modal
      isOpen={scenario !== null}
      onClose={onClose}
      title="Vibes Check"
      description={`Chat with ${characterName} to get a feel for the character. This conversation is not saved or graded.`}
      width="40rem"
    >
      {/* The chat lives inside the dialog's content, which unmounts on close: the history goes with it. */}
      {scenario ? <VibesCheckChat scenario={scenario} characterName={characterName} /> : null}
    </Modal>
  );
}

function VibesCheckChat({ scenario, characterName }: { scenario: Scenario; characterName: string }) {
  const inputId = useId();
  const [history, setHistory] = useState<ChatMessage[]>([]);
  const [phase, setPhase] = useState<ChatPhase>('idle');
  const [reply, setReply] = useState('');
  const [draft, setDraft] = useState('');
  const abortRef = useRef<AbortController | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // Closing the dialog stops a reply under way, which also ends the model call on the server.
  useEffect(() => () => abortRef.current?.abort(), []);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = `${CHAT_INPUT_MIN_HEIGHT_PX}px`;
    input.style.height = `${Math.min(Math.max(input.scrollHeight, CHAT_INPUT_MIN_HEIGHT_PX), CHAT_INPUT_MAX_HEIGHT_PX)}px`;
  }, [draft]);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [history, reply, phase]);

  const canSend = draft.trim() !== '' && phase === 'idle';

  const send = async () => {
    const content = draft.trim();
    if (!content || phase !== 'idle') return;
    const conversation: ChatMessage[] = [...history, { role: 'learner', content }];
    setHistory(conversation);
    setDraft('');
    setReply('');
    setPhase('waiting');
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      const whole = await streamVibesCheck(
        scenario.id,
        conversation,
        (soFar) => {
          setPhase('streaming');
          setReply(soFar);
        },
        controller.signal,
      );
      if (whole.trim()) setHistory((current) => [...current, { role: 'character', content: whole.trim() }]);
    } catch (error) {
      // The specification's chat failure: waiting and streaming stop, with no message on screen.
      if (!controller.signal.aborted) console.error('Vibes Check reply failed', error);
    } finally {
      if (!controller.signal.aborted) {
        setReply('');
        setPhase('idle');
      }
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <div className="flex h-[min(60dvh,30rem)] flex-col gap-3">
      <div ref={logRef} className="flex flex-1 flex-col gap-3 overflow-y-auto pr-1" data-testid="vibes-check-log">
        {history.length === 0 && phase === 'idle' ? (
          <p className="m-auto max-w-xs text-center text-sm text-slate-600 dark:text-slate-300">Say hello to {characterName}. Ask anything you would in the real conversation.</p>
        ) : null}
        <ol role="log" aria-label={`Conversation with ${characterName}`} className="flex flex-col gap-3">
          {history.map((message, index) => (
            <li key={index} className={message.role === 'learner' ? 'flex justify-end' : 'flex justify-start'}>
              <Bubble role={message.role} characterName={characterName}>
                {message.content}
              </Bubble>
            </li>
          ))}
        </ol>
        {phase === 'waiting' ? (
          <div className="flex justify-start" data-testid="typing-indicator">
            <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3 dark:bg-slate-800">
              <span className="sr-only" role="status">
                {characterName} is typing
              </span>
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  aria-hidden
                  className="size-2 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none dark:bg-slate-400"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </div>
          </div>
        ) : null}
        {phase === 'streaming' ? (
          // Outside the log: screen readers hear the finished reply once, not every word as it arrives.
          <div className="flex justify-start" aria-hidden>
            <Bubble role="character" characterName={characterName} testId="vibes-check-streaming">
              {reply}
            </Bubble>
          </div>
        ) : null}
      </div>

      <form
        className="flex items-end gap-2 rounded-2xl border border-slate-300 bg-white px-3 py-2 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Message {characterName}
        </label>
        <textarea
          id={inputId}
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          rows={1}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder="Type a message… (Shift+Enter for a new line)"
          className="flex-1 resize-none self-center border-0 bg-transparent p-0 text-sm leading-6 text-slate-900 placeholder:text-slate-500 focus:ring-0 focus:outline-none dark:text-slate-100 dark:placeholder:text-slate-400"
          style={{ minHeight: CHAT_INPUT_MIN_HEIGHT_PX, maxHeight: CHAT_INPUT_MAX_HEIGHT_PX }}
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send message"
          title="Send"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 dark:bg-brand-500 dark:hover:bg-brand-400 dark:disabled:bg-slate-700 dark:disabled:text-slate-300"
        >
          <SendHorizontal className="size-4" aria-hidden />
        </button>
      </form>
    </div>
  );
}

function Bubble({ role, characterName, children, testId }: { role: ChatMessage['role']; characterName: string; children: string; testId?: string }) {
  const isLearner = role === 'learner';
  return (
    <div
      data-testid={testId}
      data-role={role}
      className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-sm break-words whitespace-pre-wrap ${
        isLearner ? 'rounded-br-sm bg-brand-600 text-white dark:bg-brand-500' : 'rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100'
      }`}
    >
      <span className="sr-only">{isLearner ? 'You: ' : `${characterName}: `}</span>
      {children}
    </div>
  );
}
