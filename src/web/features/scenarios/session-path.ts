import type { ROLEPLAY_MODES, SESSION_TIMER_MINUTES } from '@shared/contracts/scenarios.ts';

export type RoleplayMode = (typeof ROLEPLAY_MODES)[number];
export type SessionTimerMinutes = (typeof SESSION_TIMER_MINUTES)[number];

/** Where Start Conversation goes: the session page with its mode and, when a timer is set, its length. */
export function sessionPath(scenarioId: string, mode: RoleplayMode, minutes: SessionTimerMinutes | null): string {
  const params = new URLSearchParams({ mode });
  if (minutes !== null) params.set('minutes', String(minutes));
  return `/showcase/roleplay/${encodeURIComponent(scenarioId)}?${params.toString()}`;
}
