// The session timer: what is left until `ends_at`, as the header shows it.
import { formatDateTime } from '@/i18n/format.ts';

export const ONE_MINUTE_MS = 60_000;

/** Milliseconds left until `endsAt` (ISO 8601) at `now`; never below 0. */
export function remainingMs(endsAt: string, now: number): number {
  const end = Date.parse(endsAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, end - now);
}

/** "mm:ss" of the time left, whole seconds rounded up: 00:00 shows only once the time is really up. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** True in the session's last minute (before zero): the header warns and a toast says so once. */
export function isLastMinute(ms: number): boolean {
  return ms > 0 && ms <= ONE_MINUTE_MS;
}

/** "12 min 5 s", "45 s": how long a finished session lasted (the units are the same in both interface languages). */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
  return `${rest} s`;
}

/** "Mar 4, 2026, 2:05 PM" ("4 Mar 2026, 14.05" in Indonesian): when a session took place, in the reader's time zone. */
export function formatSessionDate(iso: string): string {
  return formatDateTime(iso);
}

/** How long a session lasted: from its start to its end, or null while it is still open. */
export function sessionDurationMs(startedAt: string, endedAt: string | null): number | null {
  if (endedAt === null) return null;
  const start = Date.parse(startedAt);
  const end = Date.parse(endedAt);
  return Number.isNaN(start) || Number.isNaN(end) ? null : Math.max(0, end - start);
}
