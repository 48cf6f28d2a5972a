// Who the character is is said once: a role fact whose every word the introduction has just said ("Amy Hart,
// final-year medical student" and "I'm a student.") is not said after it. A question for a date that an untold fact
// holds gets that date, not a month of a told fact said again beside it ("My exam is on 12 May. March.").
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';

const student = quickCharacter(
  'Time off for an exam',
  'Final-year medical student',
  'Ward manager',
  'Amy Hart is a final-year medical student on placement at the ward. Her exam is on 12 May. She has been working late since the audit started in March. She wants two days off to revise.',
);

describe('a character asked who it is', () => {
  it('says what it is once', () => {
    const [reply] = converse(student, [IDENTITY_LINE]).replies;
    expect(reply).toMatch(/final-year medical student/);
    expect(reply!.match(/\bstudent\b/g)).toHaveLength(1);
  });
});

describe('a question for a date', () => {
  it('gets the date of the untold fact that holds it, without a told month beside it', () => {
    const { replies } = converse(student, [IDENTITY_LINE, 'When is it?']);
    expect(replies[0]).toContain('since the audit started in March');
    expect(replies[1]).toContain('12 May');
    expect(replies[1]).not.toMatch(/\bMarch\b/);
  });
});
