// A question about the other person's needs is no push, and "what sort of" is no hedge: asking never counts against a
// learner as dismissing or being vague.
import { describe, expect, it } from 'vitest';
import { VAGUE, dismisses, isCounterExample } from './learner-patterns.ts';

describe('reading a learner line as dismissive or vague', () => {
  it('reads telling them what they must do as dismissive, asking what they need as a question', () => {
    expect(dismisses('You need to read the terms before you sign.')).toBe(true);
    expect(dismisses('You should have called us sooner.')).toBe(true);
    expect(dismisses('What time do you need to be at work?')).toBe(false);
    expect(dismisses('When do you have to give the landlord an answer?')).toBe(false);
    expect(isCounterExample('What time do you need to be at work?')).toBe(false);
  });

  it('reads "whatever" as a shrug only when it is the answer', () => {
    expect(dismisses('Whatever.')).toBe(true);
    expect(dismisses('Fine, whatever.')).toBe(true);
    expect(dismisses("We'll do whatever works best for your family.")).toBe(false);
  });

  it('reads "sort of" as a hedge, not as "what sort of"', () => {
    expect(VAGUE.test("It's sort of on track, I think.")).toBe(true);
    expect(VAGUE.test('What sort of sum did you apply for?')).toBe(false);
    expect(VAGUE.test('That sort of cover is not in the policy.')).toBe(false);
  });
});

describe('reading a "why" that doubts the need', () => {
  it('reads "Why … anyway?" and "Why do you even …?" as dismissive, a plain "why" as a question', () => {
    expect(dismisses('Why do you need a bigger van anyway?')).toBe(true);
    expect(dismisses('Why do you even want the early shift?')).toBe(true);
    expect(dismisses('Why do you need a bigger van?')).toBe(false);
    expect(dismisses('Anyway, why did the delivery fail?')).toBe(false);
  });

  it('reads "you will have to" and "you\'ll have to" as telling them what they must do', () => {
    expect(dismisses('You will have to wait like everyone else.')).toBe(true);
    expect(dismisses("You'll have to fill in the form again.")).toBe(true);
    expect(dismisses('Will you have to travel for it?')).toBe(false);
  });
});
