import { describe, expect, it } from 'vitest';
import { GENERAL_RUBRIC_ID, SAMPLE_RUBRIC_IDS_BY_CATEGORY } from '../../../shared/contracts/rubrics-constants.ts';
import { quickRubricIdFor } from './quick-rubric.ts';

describe('[SCENARIOS] the rubric a quick scenario is graded with', () => {
  it('uses a category’s sample rubric only for the conversation it was written for', () => {
    expect(quickRubricIdFor(['Customer Service'], 'The customer’s parcel arrived late and damaged, and she wants a refund.')).toBe(SAMPLE_RUBRIC_IDS_BY_CATEGORY['Customer Service']);
    expect(quickRubricIdFor(['HR'], 'James asks for a pay rise after a strong year.')).toBe(SAMPLE_RUBRIC_IDS_BY_CATEGORY.HR);
    expect(quickRubricIdFor(['Leadership'], 'Give feedback to Viktor about his review comments.')).toBe(SAMPLE_RUBRIC_IDS_BY_CATEGORY.Leadership);
  });

  it('grades any other conversation on the general rubric', () => {
    expect(quickRubricIdFor(['HR', 'Healthcare'], 'From 1 March the unit moves to 12-hour shifts.')).toBe(GENERAL_RUBRIC_ID);
    expect(quickRubricIdFor(['Customer Service'], 'We withheld £620 of his £1,400 deposit for carpet cleaning.')).toBe(GENERAL_RUBRIC_ID);
    expect(quickRubricIdFor(['Communication'], 'Close the hire with a candidate who has a competing offer.')).toBe(GENERAL_RUBRIC_ID);
    expect(quickRubricIdFor(['constructor'], 'A damaged parcel.')).toBe(GENERAL_RUBRIC_ID);
  });

  it('grades a complaint without the delay the complaint sample grades ("Owning the delay") on the general rubric', () => {
    const overbooked = 'Simon arrived at the Harbourview Hotel at 11pm with a confirmed booking. We are overbooked and have no room for him; he wants compensation and a refund.';
    expect(quickRubricIdFor(['Customer Service'], overbooked)).toBe(GENERAL_RUBRIC_ID);
    expect(quickRubricIdFor(['Customer Service'], 'The customer’s parcel arrived on time but damaged, and she wants a refund.')).toBe(GENERAL_RUBRIC_ID);
  });

  it('reads a delay of the customer\'s own journey as a circumstance, and one of the thing complained of as the matter', () => {
    const carHire = (delay: string) =>
      ['Hire car let to someone else', 'Customer', 'Car hire branch manager', `Amira Haddad booked a seven-seater at the QuickDrive airport branch for a family holiday. ${delay} She paid £320 in advance and wants a car of the same size today or a full refund.`].join(' ');
    expect(quickRubricIdFor(['Customer Service'], carHire('She reached the desk at midnight after a delayed flight from Lisbon and was told the car had gone to another customer.'))).toBe(GENERAL_RUBRIC_ID);
    expect(quickRubricIdFor(['Customer Service'], carHire('Owing to a late ferry, she was told the car had gone to another customer.'))).toBe(GENERAL_RUBRIC_ID);
    expect(quickRubricIdFor(['Customer Service'], carHire('The seven-seater was delayed by four hours, so the family missed their ferry.'))).toBe(SAMPLE_RUBRIC_IDS_BY_CATEGORY['Customer Service']);
    // The thing the phrase names is the one the complaint comes back to: its delay is the matter.
    expect(quickRubricIdFor(['Customer Service'], carHire('She complained after a delayed seven-seater turned up with a flat tyre.'))).toBe(SAMPLE_RUBRIC_IDS_BY_CATEGORY['Customer Service']);
  });
});
