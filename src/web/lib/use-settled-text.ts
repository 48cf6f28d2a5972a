// A search box's text once the person has stopped typing for a moment, so a query is not sent per keystroke.
import { useEffect, useState } from 'react';

const SETTLE_DELAY_MS = 300;

/** `text` once it has stopped changing for a moment, trimmed. */
export function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text.trim()), SETTLE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}
