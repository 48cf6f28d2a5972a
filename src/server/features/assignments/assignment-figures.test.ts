// The figures of an assignment without a database: pass at the assignment's own mark, the due state, and CSV cells a
// spreadsheet shows as text.
import { describe, expect, it } from 'vitest';
import type { ReportScoreRow } from '../reports/report-records.repository.ts';
import { csvCell } from '../../lib/csv.ts';
import { dueStateOf, figuresOf } from './assignment-figures.ts';

const HOUR_MS = 60 * 60 * 1000;
const NOW = new Date('2026-12-02T12:00:00.000Z');
const attempt = (id: string, hoursAgo: number) => ({ id, assignmentId: 'a', userId: 'u', startedAt: new Date(NOW.getTime() - hoursAgo * HOUR_MS) });
const score = (conversationId: string, overallScore: number): [string, ReportScoreRow] => [conversationId, { conversationId, userId: 'u', overallScore, passed: overallScore >= 70, gradedAt: NOW }];

describe('assignment figures', () => {
  it('passes at the assignment’s own pass mark, whatever the report said, and keeps the trend oldest first', () => {
    const scores = new Map([score('c1', 58), score('c2', 64)]);
    const figures = figuresOf({ passMark: 60 }, [attempt('c1', 30), attempt('c2', 5), attempt('c3', 1)], scores);
    expect(figures).toMatchObject({ status: 'passed', attemptCount: 3, bestScore: 64, lastAttemptAt: attempt('c3', 1).startedAt });
    expect(figures.attempts.map((row) => [row.score, row.passed])).toEqual([
      [58, false],
      [64, true],
      [null, null],
    ]);
    expect(figuresOf({ passMark: 65 }, [attempt('c1', 30), attempt('c2', 5)], scores).status).toBe('attempted');
    expect(figuresOf({ passMark: 65 }, [], scores)).toMatchObject({ status: 'not_started', attemptCount: 0, bestScore: null, lastAttemptAt: null });
  });

  it('reads the due date as done, overdue, due soon or upcoming', () => {
    expect(dueStateOf(new Date(NOW.getTime() - HOUR_MS), 'passed', NOW)).toBe('done');
    expect(dueStateOf(new Date(NOW.getTime() - HOUR_MS), 'attempted', NOW)).toBe('overdue');
    expect(dueStateOf(new Date(NOW.getTime() + 47 * HOUR_MS), 'not_started', NOW)).toBe('due_soon');
    expect(dueStateOf(new Date(NOW.getTime() + 49 * HOUR_MS), 'not_started', NOW)).toBe('upcoming');
  });

  it('quotes every CSV cell and keeps a spreadsheet from reading a name as a formula', () => {
    expect(csvCell('Lena "Lee" Ortiz')).toBe('"Lena ""Lee"" Ortiz"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+44 20 7946')).toBe('"\'+44 20 7946"');
    expect(csvCell('@sum')).toBe('"\'@sum"');
    expect(csvCell(72)).toBe('"72"');
    expect(csvCell(null)).toBe('""');
  });
});
