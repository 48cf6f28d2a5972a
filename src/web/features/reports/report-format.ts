// How the report, history and progress pages write scores, shares, lengths and a session's grading state (without
// zod: the progress and history pages load it first; report-problem.ts reads the report route's errors).
import { formatDateTime as formatLocalDateTime } from '@/i18n/format.ts';
import { i18n } from '@/i18n/i18n.ts';
import type { ConversationListItem } from '@shared/contracts/reports.ts';

/** A score as a whole number of points: 75.5 → "76". */
export function formatScore(score: number): string {
  return String(Math.round(score));
}

/** The score ring's accessible name: "Overall score 76 out of 100". */
export function overallScoreLabel(score: number): string {
  return i18n.t('report.overallScoreLabel', { score: formatScore(score) });
}

/** A share 0..1 as a whole percent: 0.625 → "63%". */
export function formatShare(share: number): string {
  return `${Math.round(Math.min(1, Math.max(0, share)) * 100)}%`;
}

/** "12 min 5 s", "45 s", "1 h 3 min": how long a session lasted; "—" when it has not ended. */
export function formatSessionLength(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return minutes > 0 ? i18n.t('duration.hoursMinutes', { hours, minutes }) : i18n.t('duration.hours', { hours });
  if (minutes > 0) return rest > 0 ? i18n.t('duration.minutesSeconds', { minutes, seconds: rest }) : i18n.t('duration.minutes', { minutes });
  return i18n.t('duration.seconds', { seconds: rest });
}

/** A gain in points with its sign: "+12", "−5" (a true minus sign), "0". */
export function formatGain(gain: number): string {
  const points = Math.round(gain);
  if (points > 0) return `+${points}`;
  if (points < 0) return `\u2212${Math.abs(points)}`;
  return '0';
}

/** The words screen readers hear for a gain: "up 12 points", "down 5 points", "no change". */
export function describeGain(gain: number): string {
  const points = Math.round(gain);
  if (points === 0) return i18n.t('report.gainNone');
  const size = Math.abs(points);
  return i18n.t(points > 0 ? 'report.gainUp' : 'report.gainDown', { count: size });
}

/** "Mar 4, 2026, 2:05 PM" in English, "4 Mar 2026, 14.05" in Indonesian, in the reader's time zone. */
export function formatDateTime(iso: string): string {
  return formatLocalDateTime(iso);
}

/**
 * A session as buttons name it for screen readers: its scenario and when it started ("Cold call, Nov 26, 2026, 2:03
 * PM"), so two sessions of one scenario do not share a name.
 */
export function sessionAccessibleName(item: Pick<ConversationListItem, 'scenario_name' | 'started_at'>): string {
  return `${item.scenario_name}, ${formatDateTime(item.started_at)}`;
}

/**
 * The names of a list of sessions, by id, none repeated: two started in the same minute get their seconds
 * ("2:03:41 PM"), and any still alike a number ("(2)").
 */
export function sessionAccessibleNames(items: readonly Pick<ConversationListItem, 'id' | 'scenario_name' | 'started_at'>[]): Map<string, string> {
  const countOf = (names: readonly string[]) => names.reduce((counts, name) => counts.set(name, (counts.get(name) ?? 0) + 1), new Map<string, number>());
  const byMinute = items.map((item) => sessionAccessibleName(item));
  const minuteCounts = countOf(byMinute);
  const precise = items.map((item, index) => {
    const time = Date.parse(item.started_at);
    if (minuteCounts.get(byMinute[index]!)! === 1 || Number.isNaN(time)) return byMinute[index]!;
    return `${item.scenario_name}, ${formatLocalDateTime(time, { dateStyle: 'medium', timeStyle: 'medium' })}`;
  });
  const preciseCounts = countOf(precise);
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  items.forEach((item, index) => {
    const name = precise[index]!;
    const occurrence = (seen.get(name) ?? 0) + 1;
    seen.set(name, occurrence);
    names.set(item.id, preciseCounts.get(name)! > 1 && occurrence > 1 ? `${name} (${occurrence})` : name);
  });
  return names;
}

export type SessionState = 'in_progress' | 'grading' | 'failed' | 'not_graded' | 'passed' | 'not_passed';

/** Where a session of the history stands, from its status and grading. */
export function sessionStateOf(item: Pick<ConversationListItem, 'status' | 'grading' | 'passed'>): SessionState {
  if (item.status === 'active' || item.grading === 'not_ended') return 'in_progress';
  if (item.grading === 'grading') return 'grading';
  if (item.grading === 'failed') return 'failed';
  if (item.grading === 'not_graded') return 'not_graded';
  return item.passed ? 'passed' : 'not_passed';
}
