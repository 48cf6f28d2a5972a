// Why the report page cannot show a report yet, from the report route's error: its typed 409 checked against the contract.
import { ReportUnavailableSchema } from '@shared/contracts/reports.ts';
import { ApiError, readable } from '@/lib/api-client.ts';
import { i18n } from '@/i18n/i18n.ts';

/** Why a report cannot be shown yet: the report route's typed 409, or a failure to read it. */
export type ReportProblem =
  | { kind: 'grading' }
  | { kind: 'failed'; reason: string }
  | { kind: 'not_ended' }
  /** Nothing was said: the session was not graded and its credits were refunded. */
  | { kind: 'not_graded'; reason: string }
  | { kind: 'not_found' }
  | { kind: 'error'; message: string };

/** Sorts the report route's error into what the page shows: a 409's `status` (and `reason`) says whether grading is under way, failed or not begun. */
export function reportProblemOf(error: unknown): ReportProblem {
  if (!(error instanceof ApiError)) return { kind: 'error', message: readable(error, i18n.t('clientMessages.reportFailed')) };
  if (error.status === 404) return { kind: 'not_found' };
  const unavailable = error.status === 409 ? ReportUnavailableSchema.safeParse(error.body) : null;
  if (!unavailable?.success) return { kind: 'error', message: error.message };
  const answer = unavailable.data;
  if (answer.status === 'failed' || answer.status === 'not_graded') return { kind: answer.status, reason: answer.reason };
  return { kind: answer.status };
}
