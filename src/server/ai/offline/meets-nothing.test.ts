// Sentences that meet nothing: one that puts the thing off, read by the meaning of its verb (WordNet's postponing) or by
// a time frame of "not now" with no day to act by (a sentence that gives the thing at a time is no deferral), and one
// that only says back what they want.
import { describe, expect, it } from 'vitest';
import { defers, meetingPart, restatesTheirWant } from './meets-nothing.ts';

describe('[AI] report: a sentence that puts something off', () => {
  it('reads a time frame of not now, with no day to act by', () => {
    expect(defers("Let's leave the refund for now.")).toBe(true);
    expect(defers('We can come back to the compensation you are owed later.')).toBe(true);
    expect(defers("We'll deal with the compensation another time.")).toBe(true);
  });

  it('reads a verb that means putting off, whatever it is called', () => {
    expect(defers('Can we postpone the repair?')).toBe(true);
    expect(defers("Let's shelve the question of the deposit.")).toBe(true);
    expect(defers("Let's put the refund off until next month.")).toBe(true);
  });

  it('is no deferral when the thing is given, at a time or now, or the delay is denied', () => {
    expect(defers("I'll refund the £120 later today.")).toBe(false);
    expect(defers('I can refund the £120 today.')).toBe(false);
    expect(defers("I won't delay the refund.")).toBe(false);
    expect(defers('The leak started two days later, so we will refund the £240.')).toBe(false);
  });
});

describe('[AI] report: a sentence that only says back what they want', () => {
  it('offers nothing, unless it goes on to offer it', () => {
    expect(restatesTheirWant('I know you want the £120 back.')).toBe(true);
    expect(restatesTheirWant("So you'd like the £120 back.")).toBe(true);
    expect(restatesTheirWant('I understand you need the £120 back, and I can refund it today.')).toBe(false);
    expect(restatesTheirWant('We will pay the compensation you are owed by Friday.')).toBe(false);
  });
});

describe('[AI] report: what of a sentence may meet something', () => {
  it('leaves out a clause that puts something off, and keeps the one that gives', () => {
    expect(meetingPart("I can refund the £120 today, and we'll sort the compensation later.")).toBe('I can refund the £120 today');
    expect(meetingPart("Let's park the compensation for now; the £120 goes back to your card today.")).toBe('the £120 goes back to your card today.');
    expect(meetingPart("Let's leave the refund for now.")).toBe('');
  });

  it('keeps their want said back beside the offer of it, which it names', () => {
    expect(meetingPart('I know you want the £120 back, and I can refund it today.')).toBe('I know you want the £120 back, and I can refund it today.');
    expect(meetingPart('I can refund the £120 today.')).toBe('I can refund the £120 today.');
  });
});
