import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { reportProblemOf } from './report-problem.ts';

describe('why a report is not there', () => {
  /** The report route's 409 as the server words it: the message, the typed status and, for some, the reason. */
  const unavailable = (body: Record<string, string>) => new ApiError(409, body.message ?? '', body);

  it('reads the typed status of the 409, not its wording', () => {
    expect(reportProblemOf(unavailable({ message: 'This session is still being graded.', status: 'grading' }))).toEqual({ kind: 'grading' });
    expect(reportProblemOf(unavailable({ message: 'This session has not ended yet.', status: 'not_ended' }))).toEqual({ kind: 'not_ended' });
    const nothingSaid = 'Nothing was said in this session, so its credits were refunded.';
    expect(reportProblemOf(unavailable({ message: `Not graded: no answers. ${nothingSaid}`, status: 'not_graded', reason: nothingSaid }))).toEqual({
      kind: 'not_graded',
      reason: nothingSaid,
    });
    expect(
      reportProblemOf(unavailable({ message: 'Grading failed: The model did not answer. Try again from the report page.', status: 'failed', reason: 'The model did not answer.' })),
    ).toEqual({ kind: 'failed', reason: 'The model did not answer.' });
    // The status decides, whatever the message says.
    expect(reportProblemOf(unavailable({ message: 'Grading failed: something', status: 'grading' }))).toEqual({ kind: 'grading' });
  });

  it('treats a 409 without a known status, a 404 and other failures as what they are', () => {
    expect(reportProblemOf(new ApiError(409, 'This session is still being graded.', { message: 'This session is still being graded.' }))).toEqual({
      kind: 'error',
      message: 'This session is still being graded.',
    });
    expect(reportProblemOf(unavailable({ message: 'Grading failed.', status: 'failed' }))).toEqual({ kind: 'error', message: 'Grading failed.' });
    expect(reportProblemOf(new ApiError(404, 'Not found', null))).toEqual({ kind: 'not_found' });
    expect(reportProblemOf(new ApiError(500, 'Something broke.', null))).toEqual({ kind: 'error', message: 'Something broke.' });
    expect(reportProblemOf(new Error('Offline.'))).toEqual({ kind: 'error', message: 'Offline.' });
  });
});
