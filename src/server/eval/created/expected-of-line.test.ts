// What each of a case's own lines asks for, as the "What you uncovered" check reads it: the opening question after
// their name and what they do draws the job, never a fact of the matter the character goes on to in the same reply.
import { describe, expect, it } from 'vitest';
import { uncoveredCitations } from './checks.ts';
import { expectedOfLine, IDENTITY_LINE } from './play-created.ts';
import { CREATED_TUNING_CASES } from './tuning-set.ts';

const CAR_LOAN = CREATED_TUNING_CASES.find((entry) => entry.id === 'bank-car-loan')!;

const TRANSCRIPT = [
  { id: 'c0', role: 'character', content: 'Hello. I wanted to talk about the loan.' },
  { id: 'l1', role: 'learner', content: IDENTITY_LINE },
  { id: 'c1', role: 'character', content: "I'm Tomasz Nowak. I'm a warehouse team leader in Leicester. I applied for a £9,500 car loan in March." },
];
const ROLE = { topic: 'Their role', answer: "I'm a warehouse team leader in Leicester.", line: { message_id: 'l1', quote: IDENTITY_LINE } };
const LOAN = { topic: 'Loan', answer: 'I applied for a £9,500 car loan in March.', line: { message_id: 'l1', quote: IDENTITY_LINE } };

describe('[REPORTS] the created check knows what the opening question after name and job asks for', () => {
  it('expects the job as the person wrote it, and each fact question its own words', () => {
    expect(expectedOfLine(CAR_LOAN, IDENTITY_LINE)).toEqual([CAR_LOAN.character.job]);
    expect(expectedOfLine(CAR_LOAN, CAR_LOAN.facts[0]!.line)).toEqual(CAR_LOAN.facts[0]!.expect);
    expect(expectedOfLine(CAR_LOAN, CAR_LOAN.offTopic)).toEqual([]);
  });

  it('counts the role drawn by it as cited, and a fact of the matter told after it as citing another line', () => {
    const expectOf = (line: string) => expectedOfLine(CAR_LOAN, line);
    expect(uncoveredCitations([{ facts: [ROLE, LOAN], messages: TRANSCRIPT }], expectOf)).toEqual({ total: 2, citing: 1, wrong: [`Loan: "${IDENTITY_LINE}"`] });
  });
});
