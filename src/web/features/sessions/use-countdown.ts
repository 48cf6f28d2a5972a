import { useEffect, useState } from 'react';
import { remainingMs } from './session-timer.ts';

/** How often the countdown is recomputed; under a second so mm:ss never skips a second. */
const TICK_MS = 250;

/** Milliseconds left until `endsAt`, recomputed from the clock as it runs; null without a timer. */
export function useCountdown(endsAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const isRunning = endsAt !== null && remainingMs(endsAt, now) > 0;
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [isRunning]);
  return endsAt === null ? null : remainingMs(endsAt, now);
}
