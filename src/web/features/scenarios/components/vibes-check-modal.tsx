import { useTranslation } from '@/i18n/use-translation.ts';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { type ChatMessage, type Scenario } from '@shared/contracts/scenarios.ts';
import { parseScenarioDescription } from '@shared/contracts/scenarios-constants.ts';
import { ChatComposer } from '@/components/chat/chat-composer.tsx';
import { MessageBubble, StreamingReply, type ChatCharacter } from '@/components/chat/message-bubble.tsx';
import { Modal } from '@/components/modal.tsx';
import { toast } from '@/components/toast.ts';
import { ApiError } from '@/lib/api-client.ts';
import { streamVibesCheck } from '@/features/scenarios/api/stream-vibes-check.ts';

type ChatPhase = 'idle' | 'waiting' | 'streaming';

export interface VibesCheckModalProps {
  /** The scenario whose character to chat with; null keeps the modal closed. */
  scenario: Scenario | null;
  onClose: () => void;
  /** Which engine plays the character, in a person's words (the page composes it); shown under the chat. */
  partnerNote?: ReactNode;
}

/** A short, unsaved chat with a scenario's character, to get a feel for it before a session. */
export function VibesCheckModal({ scenario, onClose, partnerNote }: VibesCheckModalProps) {
  const description = parseScenarioDescription(scenario?.description);
  const { t } = useTranslation();
  const characterName = description.charactersName?.trim() || t('vibes.theCharacter');
  return (
    <Modal
      isOpen={scenario !== null}
      onClose={onClose}
      title={t('vibes.title')}
      description={t('vibes.description', { name: characterName })}
      width="40rem"
    >
      {/* The chat lives inside the dialog's content, which unmounts on close: the history goes with it. */}
      {scenario ? <VibesCheckChat scenario={scenario} character={{ name: characterName, gender: description.charactersGender, age: description.charactersAge }} /> : null}
      {scenario && partnerNote ? <div className="mt-3">{partnerNote}</div> : null}
    </Modal>
  );
}

function VibesCheckChat({ scenario, character }: { scenario: Scenario; character: ChatCharacter }) {
  const [history, setHistory] = useState<ChatMessage[]>([]);
  const [phase, setPhase] = useState<ChatPhase>('idle');
  const [reply, setReply] = useState('');
  const [isQueued, setIsQueued] = useState(false);
  /** Set once the character has ended the conversation: says so, and the chat takes no more lines. */
  const [endedMessage, setEndedMessage] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();

  // Closing the dialog stops a reply under way, which also ends the model call on the server.
  useEffect(() => () => abortRef.current?.abort(), []);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [history, reply, phase]);

  const send = async (line: string) => {
    const content = line.trim();
    if (!content || phase !== 'idle' || endedMessage) return;
    const conversation: ChatMessage[] = [...history, { role: 'learner', content }];
    setHistory(conversation);
    setReply('');
    setIsQueued(false);
    setPhase('waiting');
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      const { reply: whole, done } = await streamVibesCheck(
        scenario.id,
        conversation,
        (soFar) => {
          setPhase('streaming');
          setReply(soFar);
        },
        controller.signal,
        () => setIsQueued(true),
      );
      if (whole.trim()) {
        setHistory((current) => [...current, { role: 'character', content: whole.trim() }]);
        // The stream's last event says whether the character walked away (known only once the reply has ended).
        if (done?.ended && !controller.signal.aborted) setEndedMessage(done.message);
      }
    } catch (error) {
      // Waiting and streaming stop. The server's answer says why in plain words (today's Vibes Checks are used up, the
      // AI provider refused this server's key…), the same message a session's start shows, or the person would not
      // know to stop trying.
      if (!controller.signal.aborted) console.error('Vibes Check reply failed', error);
      if (!controller.signal.aborted && error instanceof ApiError) toast.error(error.message);
    } finally {
      if (!controller.signal.aborted) {
        setReply('');
        setPhase('idle');
      }
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  return (
    <div className="flex h-[min(60dvh,30rem)] flex-col gap-3">
      <div ref={logRef} className="flex flex-1 flex-col gap-3 overflow-y-auto pr-1" data-testid="vibes-check-log">
        {history.length === 0 && phase === 'idle' ? (
          <p className="m-auto max-w-xs text-center text-sm text-slate-600 dark:text-slate-300">{t('vibes.sayHello', { name: character.name })}</p>
        ) : null}
        <ol role="log" aria-label={t('chat.conversationWith', { name: character.name })} className="flex flex-col gap-3">
          {history.map((message, index) => (
            <li key={index}>
              <MessageBubble role={message.role} character={character}>
                {message.content}
              </MessageBubble>
            </li>
          ))}
        </ol>
        {phase === 'idle' ? null : <StreamingReply character={character} reply={reply} isQueued={isQueued} testId="vibes-check-streaming" />}
        {endedMessage ? (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-center text-sm font-medium text-amber-950 dark:bg-amber-950/40 dark:text-amber-50" data-testid="vibes-check-ended">
            {endedMessage}
          </p>
        ) : null}
      </div>

      <ChatComposer
        label={t('chat.messageTo', { name: character.name })}
        placeholder={endedMessage ?? t('chat.placeholder')}
        onSend={send}
        isSendBlocked={phase !== 'idle'}
        isDisabled={endedMessage !== null}
      />
    </div>
  );
}
