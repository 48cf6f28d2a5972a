// The message box of a chat with a character: it grows with its text, Enter sends, Shift+Enter starts a new line.
import { SendHorizontal } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../shared/contracts/scenarios.ts';

/** The message box grows with its text between these heights (specification section 9). */
export const CHAT_INPUT_MIN_HEIGHT_PX = 24;
export const CHAT_INPUT_MAX_HEIGHT_PX = 200;

export interface ChatComposerProps {
  /** Read to screen readers as the box's name, such as "Message Alex". */
  label: string;
  placeholder: string;
  /** Takes the line as typed (the box is emptied first); resolves `false` when it was not sent, to give it back. */
  onSend: (line: string) => Promise<boolean | void> | void;
  /** The box takes no typing; when it opens again it takes the focus back (disabling it had taken it away). */
  isDisabled?: boolean;
  /** The box stays editable but nothing is sent, as while a reply is on its way. */
  isSendBlocked?: boolean;
  /** Focus the box when it appears. */
  isFocusedOnMount?: boolean;
}

export function ChatComposer({ label, placeholder, onSend, isDisabled = false, isSendBlocked = false, isFocusedOnMount = false }: ChatComposerProps) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = `${CHAT_INPUT_MIN_HEIGHT_PX}px`;
    input.style.height = `${Math.min(Math.max(input.scrollHeight, CHAT_INPUT_MIN_HEIGHT_PX), CHAT_INPUT_MAX_HEIGHT_PX)}px`;
  }, [draft]);

  // Run once: a later change of the prop does not move the focus.
  const isFocusedOnMountRef = useRef(isFocusedOnMount);
  useEffect(() => {
    if (isFocusedOnMountRef.current) inputRef.current?.focus();
  }, []);

  const wasDisabledRef = useRef(isDisabled);
  useEffect(() => {
    if (wasDisabledRef.current && !isDisabled) inputRef.current?.focus();
    wasDisabledRef.current = isDisabled;
  }, [isDisabled]);

  const canSend = !isDisabled && !isSendBlocked && draft.trim() !== '';

  const send = async () => {
    if (!canSend) return;
    const line = draft;
    setDraft('');
    const sent = await onSend(line);
    // Not sent: the line comes back to edit or resend, unless the learner has started another.
    if (sent === false) setDraft((current) => (current === '' ? line : current));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form
      className="flex items-end gap-2 rounded-2xl border border-slate-300 bg-white px-3 py-2 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-950"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <textarea
        id={inputId}
        ref={inputRef}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
        rows={1}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        disabled={isDisabled}
        placeholder={placeholder}
        className="flex-1 resize-none self-center border-0 bg-transparent p-0 text-sm leading-6 text-slate-900 placeholder:text-slate-500 focus:ring-0 focus:outline-none disabled:cursor-not-allowed dark:text-slate-100 dark:placeholder:text-slate-400"
        style={{ minHeight: CHAT_INPUT_MIN_HEIGHT_PX, maxHeight: CHAT_INPUT_MAX_HEIGHT_PX }}
      />
      <button
        type="submit"
        disabled={!canSend}
        aria-label="Send message"
        title="Send"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 dark:bg-brand-600 dark:hover:bg-brand-700 dark:disabled:bg-slate-700 dark:disabled:text-slate-300"
      >
        <SendHorizontal className="size-4" aria-hidden />
      </button>
    </form>
  );
}
