// The message box of a chat with a character: it grows with its text, Enter sends, Shift+Enter starts a new line.
import { formatNumber } from '@/i18n/format.ts';
import { i18n } from '@/i18n/i18n.ts';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shared/contracts/scenarios-constants.ts';

/** The message box grows with its text between these heights (specification section 9). */
export const CHAT_INPUT_MIN_HEIGHT_PX = 24;
export const CHAT_INPUT_MAX_HEIGHT_PX = 200;
/** From this share of the limit on, a counter shows how many characters are left. */
const COUNTER_FROM_SHARE = 0.8;

/** The line under the box once a message is long: the count, or why it cannot be sent. Null while it is short. */
export function messageLengthNotice(length: number, maxLength: number): { text: string; isTooLong: boolean } | null {
  if (length > maxLength) {
    return { text: i18n.t('chat.tooLong', { count: length, max: formatNumber(maxLength), length: formatNumber(length) }), isTooLong: true };
  }
  if (length >= maxLength * COUNTER_FROM_SHARE) return { text: i18n.t('chat.counter', { count: maxLength, max: formatNumber(maxLength), length: formatNumber(length) }), isTooLong: false };
  return null;
}

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
  /** The server's limit for one message (the shared contract's); a longer one is refused here, before sending. */
  maxLength?: number;
}

export function ChatComposer({
  label,
  placeholder,
  onSend,
  isDisabled = false,
  isSendBlocked = false,
  isFocusedOnMount = false,
  maxLength = CHAT_MESSAGE_MAX_LENGTH,
}: ChatComposerProps) {
  const inputId = useId();
  const noticeId = useId();
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

  // Not cut at the limit as it is typed or pasted: the person sees the whole text and the reason it cannot go.
  const lengthNotice = messageLengthNotice(draft.length, maxLength);
  const isTooLong = lengthNotice?.isTooLong ?? false;
  const canSend = !isDisabled && !isSendBlocked && draft.trim() !== '' && !isTooLong;

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
    <div>
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
          aria-invalid={isTooLong || undefined}
          aria-describedby={lengthNotice ? noticeId : undefined}
          disabled={isDisabled}
          placeholder={placeholder}
          className="flex-1 resize-none self-center border-0 bg-transparent p-0 text-sm leading-6 text-slate-900 placeholder:text-slate-500 focus:ring-0 focus:outline-none disabled:cursor-not-allowed dark:text-slate-100 dark:placeholder:text-slate-400"
          style={{ minHeight: CHAT_INPUT_MIN_HEIGHT_PX, maxHeight: CHAT_INPUT_MAX_HEIGHT_PX }}
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={i18n.t('chat.sendMessage')}
          title={i18n.t('chat.send')}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 dark:bg-brand-600 dark:hover:bg-brand-700 dark:disabled:bg-slate-700 dark:disabled:text-slate-300"
        >
          <SendHorizontal className="size-4" aria-hidden />
        </button>
      </form>
      {lengthNotice && !isTooLong ? (
        <p id={noticeId} className="mt-1 px-3 text-xs text-slate-600 dark:text-slate-300" data-testid="message-length">
          {lengthNotice.text}
        </p>
      ) : null}
      {/* Always mounted, so the refusal is announced the moment it appears. */}
      <p id={isTooLong ? noticeId : undefined} role="alert" className="mt-1 px-3 text-xs font-medium text-red-700 empty:hidden dark:text-red-400">
        {isTooLong ? lengthNotice?.text : null}
      </p>
    </div>
  );
}
