// The Meet page's timer choices and their words, apart from session-options.ts, which the session page uses too
// without showing them (so the session page loads none of the Meet page's words).
import { i18n } from '@/i18n/i18n.ts';

/** The timer choices of this page; a length the URL brings (1 to 120) is offered too. */
export const MEET_TIMER_MINUTES = [1, 5, 10, 15, 20, 30] as const;

/** The timer's choices: this page's lengths plus the chosen one when it is another (from the URL). */
export function timerChoices(chosen: number | null): number[] {
  const choices: number[] = [...MEET_TIMER_MINUTES];
  if (chosen !== null && !choices.includes(chosen)) choices.push(chosen);
  return choices.sort((a, b) => a - b);
}

/** "No limit", "1 minute", "10 minutes", in the interface's language (a component calling it renders again on a change). */
export function timerLabel(minutes: number | null): string {
  if (minutes === null) return i18n.t('meet.timerNone');
  return i18n.t('meet.timerMinutes', { count: minutes });
}
