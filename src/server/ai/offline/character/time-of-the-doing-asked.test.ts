// "When did you…?" asks the time of a doing: the fact that tells that doing with its date, not one that shares only the
// thing the question names and whose date belongs to another event.
import { describe, expect, it } from 'vitest';
import { IDENTITY_LINE, quickCharacter, replyTo } from './conversation.test-helpers.ts';

const PASSPORT = quickCharacter(
  'Traveller whose passport came too late',
  'Applicant',
  'Passport office caseworker',
  'Nadia Rahman sent her renewal form to the Passport Office on 2 May with her old passport. Her application was not processed until 20 June, three days before her flight, because a page was missing from the scan. She paid £75 for the fast-track service. My goal: explain the delay and agree what we will refund.',
);

describe('the time of the doing a when-question names', () => {
  it('answers by the fact telling that doing, though another fact shares the thing and holds a date', () => {
    // "mail" is WordNet's synonym of the "sent" the fact says; "application" is named only by the fact whose date is
    // another event's (when it was processed).
    const reply = replyTo(PASSPORT, 'When did you mail the application?', [IDENTITY_LINE]);
    expect(reply).toMatch(/2 May/);
    expect(reply).not.toMatch(/20 June/);
  });
});
