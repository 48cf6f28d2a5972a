import { describe, expect, it } from 'vitest';
import { withTitleState } from './title-state.ts';

describe('[AI] a matter with the state its title gives it', () => {
  it('keeps a participle the title writes before the matter', () => {
    expect(withTitleState('the connection', 'Missed connection')).toBe('the missed connection');
    expect(withTitleState('my parcel', 'Damaged parcel from the warehouse')).toBe('my damaged parcel');
    expect(withTitleState('the wedding booking', 'Cancelled wedding booking')).toBe('the cancelled wedding booking');
  });

  it('leaves a matter the title does not qualify, or qualifies with no state', () => {
    expect(withTitleState('the deposit', 'Deposit dispute')).toBe('the deposit');
    expect(withTitleState('the invoice', 'Chasing the invoice')).toBe('the invoice');
    expect(withTitleState('the delivery', 'Late delivery')).toBe('the delivery');
    expect(withTitleState('this', 'Missed connection')).toBe('this');
  });
});
