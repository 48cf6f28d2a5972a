// A question after the end of a span ("When do you need it back by?", "Until when…?") or its length ("How long do you
// need it for?") is answered with the span's end or its length, never with the day it starts.
import { describe, expect, it } from 'vitest';
import { quickCharacter, replyTo } from './conversation.test-helpers.ts';
import { asksSpanEnd, spanBoundsIn } from './span-end.ts';

const marquee = quickCharacter(
  'Marquee not put up',
  'Customer',
  'Events coordinator',
  'Nadia Rahman hired a marquee from Canopy Events from 14 July until 21 July for her garden party, paying £1,150. The crew came a day late and left the side panels behind. She wants £400 back.',
);

const bikes = quickCharacter(
  'Hire bikes with flat tyres',
  'Cyclist',
  'Hire shop manager',
  'Owen Pryce hired two touring bikes from Valley Cycles for ten days from 2 May to ride the coast path, paying £260. Both tyres on one bike went flat on the first morning. He wants a replacement bike and a day of hire back.',
);

describe('the end of a span asked for', () => {
  it('reads questions after the end or the length of a span, not every "when"', () => {
    for (const line of ['When do you need it back by?', 'Until when have you got it?', 'How long do you need it for?', 'So when is it going back?']) expect(asksSpanEnd(line)).toBe(true);
    for (const line of ['When did you book it?', 'How long have you had it for?', 'When did the crew arrive?']) expect(asksSpanEnd(line)).toBe(false);
  });

  it('reads a span from its bounds: its end, both bounds, or its length', () => {
    expect(spanBoundsIn('I hired a marquee from 14 July until 21 July.')).toEqual({ end: '21 July', range: 'from 14 July until 21 July', length: null });
    expect(spanBoundsIn('We flew out for a week, 15 to 22 August.')?.end).toBe('22 August');
    expect(spanBoundsIn('I hired two bikes for ten days from 2 May.')).toEqual({ end: null, range: null, length: 'ten days' });
    expect(spanBoundsIn('I booked it on 2 May.')).toBeNull();
  });

  it('answers a told span with its end date, never its start', () => {
    for (const line of ['When do you need it back by?', 'Until when did you have it?']) {
      const reply = replyTo(marquee, line, ['What did you hire from us?']);
      expect(reply).toMatch(/21 July/);
      expect(reply).not.toMatch(/^(?:From )?14 July\.?$/i);
    }
    expect(replyTo(marquee, 'How long did you need it for?', ['What did you hire from us?'])).toMatch(/14 July until 21 July/);
  });

  it('answers a span stated by its length with the length, never the start date', () => {
    for (const line of ['When do the bikes have to be back?', 'Until when do you have them?', 'How long are they hired for?']) {
      const reply = replyTo(bikes, line, ['What did you hire?']);
      expect(reply).toMatch(/ten days/i);
      expect(reply).not.toMatch(/^2 May\.?$/);
    }
  });

  it('picks the fact that bounds the span, not one that shares a word with the question', () => {
    expect(replyTo(bikes, 'How long do you need them for?')).toMatch(/ten days from 2 May/);
  });
});
