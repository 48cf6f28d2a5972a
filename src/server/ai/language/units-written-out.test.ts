import { describe, expect, it } from 'vitest';
import { withUnitsWrittenOut } from './units-written-out.ts';

describe('withUnitsWrittenOut', () => {
  it('writes out a length of time shortened after a number, in the singular for one', () => {
    expect(withUnitsWrittenOut('Member for 12 yrs. Waited 45 mins, then 1 hr more; off for 3 wks. later back, 6 mths on nights.')).toBe(
      'Member for 12 years. Waited 45 minutes, then 1 hour more; off for 3 weeks later back, 6 months on nights.',
    );
  });

  it('leaves words that only start like a unit, and units with no number, as they are', () => {
    expect(withUnitsWrittenOut('The hrs are long, the mins of the meeting, a 4wd and 2 minis.')).toBe('The hrs are long, the mins of the meeting, a 4wd and 2 minis.');
  });
});
