// The kind of conversation is read from what the scenario states: a job title, a company's name or the persona's
// career history never makes a job-offer talk a sales pitch.
import { describe, expect, it } from 'vitest';
import { learnersOwnKinds, readSituationKind, situationWords } from './read-situation-kind.ts';

describe('reading the kind of conversation', () => {
  it('leaves out the character’s own job and the names and titles inside a sentence', () => {
    const words = situationWords('Ruth has been offered the Head of Sales Operations post at Brightwell Pharma in Cardiff. She wants a later start date.', 'head of sales');
    expect(words).not.toMatch(/Sales|Brightwell/);
    expect(words).toContain('later start date');
  });

  it('keeps a title written in title case', () => {
    expect(situationWords('Refund For A Cancelled Sofa Order\nThe sofa never came.')).toContain('Refund For A Cancelled Sofa Order');
  });

  it('reads "sales" naming a department or its work as no pitch, and a deadline missed as feedback however it is named', () => {
    const text = 'Jade Wilson runs the Saturday sales floor at a garden centre. She has missed the monthly stock-take deadline twice since March because the delivery van arrives late.';
    expect(readSituationKind(text, 'Shop supervisor').id).toBe('feedback');
    expect(readSituationKind('Tom is on a sales call with a clinic that is weighing our booking app.', 'Practice manager').id).toBe('pitch');
  });

  it('reads a job offer made to a salesperson as no pitch', () => {
    const text = 'Salary and start date for the new area manager\nRuth has been offered the Area Sales Manager job at Brightwell Pharma. She wants a salary of £58,000 and a start in March.';
    expect(readSituationKind(text, '', 'Sales Manager').id).not.toBe('pitch');
    expect(readSituationKind('A prospect wants a demo of our scheduling software before they sign.', 'prospect').id).toBe('pitch');
  });

  it('gives a complaint or a request only the learner’s own words make to the learner, not the character', () => {
    const aboutHelen = (sentence: string) => /\b(?:Helen|she|her)\b/i.test(sentence);
    expect([...learnersOwnKinds(['My laptop has crashed four times since Monday.', 'get a loan laptop today'], ['Ravi is an IT service desk analyst.'], aboutHelen)]).toEqual(expect.arrayContaining(['complaint', 'request']));
    // The character's own complaint, told in the learner's sentence about them or in the shared words, stays theirs.
    expect(learnersOwnKinds(['You take a call from Helen Price, whose laptop has crashed four times.'], [], aboutHelen).has('complaint')).toBe(false);
    expect(learnersOwnKinds(['My team fixed it twice.'], ['Helen says her laptop keeps crashing and wants a replacement.'], aboutHelen).has('complaint')).toBe(false);
  });

  it('reads a fee named in passing as no negotiation, and a fee being raised as one', () => {
    const gym = 'Dev Arora has been a member of Peak Climbing Wall in Leeds since 2021. He wants to leave before his contract ends; the early exit fee is £60.';
    expect(readSituationKind(gym, 'Climbing wall member').id).not.toBe('negotiation');
    expect(readSituationKind('The visa application fee of £490 was paid in May, and the letter never came.', 'Applicant').id).not.toBe('negotiation');
    expect(readSituationKind('The after-school club fee is going up from £14 to £19 a session in April.', 'Parent').id).toBe('negotiation');
    expect(readSituationKind('The stables raised their livery fees by a third without warning.', 'Horse owner').id).toBe('negotiation');
    expect(readSituationKind('Our cleaning contract is up for renewal next month.', 'Facilities manager').id).toBe('negotiation');
  });
});
