// "Have you been in touch with them?" asks, by WordNet's "get in touch", whether the character contacted anyone, which
// a fact of calling or writing tells; "Where did you sleep?" asks for the place a fact says the character was at.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const owner = quickCharacter(
  'Flooded kitchen',
  'Joe Byrne, a homeowner',
  'Insurance claims handler',
  'Joe Byrne is a retired postman. A pipe burst under his kitchen sink on 2 February and flooded the ground floor. He spent four nights in a Travelodge near the station while it dried out. He phoned the claims line three times and nobody rang back. He wants the £380 hotel bill paid.',
);

describe('a question in other words', () => {
  it('"been in touch" asks whether the character contacted anyone', () => {
    const { replies } = converse(owner, ['Hello Joe, how can I help?', 'Have you been in touch with anyone about it?']);
    expect(replies[1]).toMatch(/phoned the claims line three times/);
  });

  it('"Where did you sleep?" gets the place the character was at', () => {
    const { replies } = converse(owner, ['Hello Joe, how can I help?', 'Where did you sleep?']);
    expect(replies[1]).toMatch(/Travelodge/);
  });

  it('"Where did you stay?", a doing the brief never names, is no small talk', () => {
    const { replies } = converse(owner, ['Hello Joe, how can I help?', 'Where did you stay?']);
    expect(replies[1]).toMatch(/Travelodge/);
  });
});
