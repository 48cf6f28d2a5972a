// A report graded before the character's wants were said in the third person reads as if they were: its labels are
// turned when read, nothing else of it changes, and a report graded since reads as stored.
import { describe, expect, it } from 'vitest';
import type { Report } from '../../../shared/contracts/reports.ts';
import { reportAsRead } from './stored-report.ts';

function buildReport(uncovered: Report['uncovered']): Report {
  return {
    overall_score: 60,
    passed: false,
    summary: 'Your strongest area was asking about their view.',
    criteria: [],
    ...(uncovered ? { uncovered } : {}),
  } as unknown as Report;
}

const LINE = { message_id: 'm4', quote: 'I can refund the £120 today.' };

function uncoveredSaying(want: string, concern: string): NonNullable<Report['uncovered']> {
  return {
    facts: [],
    objections: [{ objection: 'I want this put right properly, not just a promise.', resolved_by: concern, raised: true, line: null }],
    outcome: { agreement: `the £120 back and ${want}`, reached: false, line: null, requirements: [{ label: 'the £120 back', line: LINE }, { label: want, line: null }] },
  };
}

describe('[REPORTS] a stored report as read', () => {
  it('says first-person labels of the character, and leaves the concern quoted as said', () => {
    const read = reportAsRead(buildReport(uncoveredSaying('the compensation I am owed', 'my deposit back, which I have asked for twice')));
    expect(read.uncovered?.outcome.agreement).toBe('the £120 back and the compensation they are owed');
    expect(read.uncovered?.outcome.requirements.map((requirement) => requirement.label)).toEqual(['the £120 back', 'the compensation they are owed']);
    expect(read.uncovered?.objections[0]?.resolved_by).toBe('their deposit back, which they have asked for twice');
    expect(read.uncovered?.objections[0]?.objection).toBe('I want this put right properly, not just a promise.');
    expect(read.uncovered?.outcome.requirements[0]?.line).toEqual(LINE);
  });

  it('returns a report graded in the third person as it was stored', () => {
    const stored = buildReport(uncoveredSaying('the compensation she is owed', 'her deposit back'));
    expect(reportAsRead(stored)).toEqual(stored);
  });

  it('leaves a report without "What you uncovered" alone', () => {
    const stored = buildReport(undefined);
    expect(reportAsRead(stored)).toBe(stored);
  });
});
