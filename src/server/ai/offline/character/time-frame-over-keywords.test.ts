// A question whose time frame the meaning reads while a keyword names another fact, on a scenario created in a field
// no evaluation set covers (a council lock-up garage): "How long have you had it?" runs up to now, so it asks for the
// years the tenancy has run, not the weeks a past injury lasted, though "how long" is a keyword of the injury's fact.
import { describe, expect, it } from 'vitest';
import { quickCharacter, replyTo } from './conversation.test-helpers.ts';

const GARAGE_TENANT = quickCharacter(
  'Tenant of a lock-up garage',
  'Garage tenant',
  'Council housing officer',
  'Sam Price has rented garage 4 at Elm Court in Bristol for 9 years, at £40 a month. In March he got a letter saying the council would take the garage back because it was full of rubbish. It was full because he broke his leg in January and could not clear it for six weeks. My goal: agree a date to clear the garage.',
);

describe('[AI] a time frame read by meaning over a keyword', () => {
  it('answers "how long have you had it" with the years up to now, not a past length of time', () => {
    const reply = replyTo(GARAGE_TENANT, 'How long have you had it?');
    expect(reply).toMatch(/9 years/);
    expect(reply).not.toMatch(/six weeks/);
  });
});
