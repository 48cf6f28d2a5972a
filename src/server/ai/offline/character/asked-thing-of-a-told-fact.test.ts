// A question that names a thing a fact tells, in a created scenario of a field no evaluation set covers (a garden
// centre buying compost, a wedding band): the happening a season dates is an event as one a day dates, so "What
// happened in the storm?" is the storm, said again with its verb's particle ("blew … off") when told; "who" asks for a
// party, never a sum, whatever money sense its verb has; a "they" after the character's organisation is named is
// that organisation ("our"), and "my finance manager" names a person, not what the character came about.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter, replyTo } from './conversation.test-helpers.ts';
import { askedKinds } from './fact-meaning.ts';

const NURSERY = quickCharacter(
  'Compost account',
  'Buyer, Rosa Lind',
  'Sales rep',
  "Rosa Lind is the buyer at Hilltop Nursery, a garden centre with 30 staff. They have bought compost from us for five years, and the account renews on 1 September. Last spring a storm blew the shed roof off during their Easter sale, and our team took four days to send a tarpaulin. Rosa's finance manager wants a 10% cut. Rosa wants free delivery for a year.",
);

const BAND = quickCharacter(
  'Wedding band fee',
  'Bride, Priya Shah',
  'Band manager',
  'Priya Shah booked our band for her wedding at £2,000. Another band, The Blue Notes, has priced the same evening at £1,600. Priya wants a £300 discount.',
);

describe('a question naming a thing a fact tells', () => {
  it('asks for the happening a season dates, not the one fact with a date', () => {
    const reply = replyTo(NURSERY, 'What happened in the storm?');
    expect(reply).toMatch(/storm blew/);
    expect(reply).not.toMatch(/1 September/);
  });

  it('says the happening again with the particle its verb takes after the object', () => {
    const { replies } = converse(NURSERY, ['How did the spring go for you?', 'What happened during the storm?']);
    expect(replies[1]).toMatch(/storm blew the shed roof off/);
    expect(replies[1]).not.toMatch(/1 September/);
  });
});

describe('"who" asks for a party', () => {
  it('reads no sum into a "who" question whose verb has a money sense', () => {
    expect(askedKinds('Who else gave you a price?').has('money')).toBe(false);
    expect(askedKinds('Who else gave you a price?').has('who')).toBe(true);
  });

  it('answers with the other party, not the figure the learner gave', () => {
    const reply = replyTo(BAND, 'Who else gave you a price?');
    expect(reply).toMatch(/The Blue Notes/);
    expect(reply).not.toMatch(/^(?:You (?:booked|quoted)|£2,000)/);
  });
});

describe('a character who speaks for an organisation', () => {
  it('says a "they" set after the organisation is named as "we", and its "their" as "our"', () => {
    const answers = NURSERY.facts.map((fact) => fact.answer).join(' ');
    expect(answers).toMatch(/\bWe have bought compost from you\b/);
    expect(answers).toMatch(/\bour Easter sale\b/);
  });

  it('opens on the matter, not on a person called "my"', () => {
    expect(NURSERY.openingLine).not.toMatch(/finance manager/);
  });
});
