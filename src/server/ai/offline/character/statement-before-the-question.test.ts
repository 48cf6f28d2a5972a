// A line that says something and then asks ("I wanted to talk about the delivery dates. What happened with the oven
// order?") asks in its question: a date the statement names ("dates") asks for no date, so a fact told already is not
// cut down to its date.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const baker = quickCharacter(
  'Late oven delivery',
  'Bakery owner, Carla Ruiz',
  'Supplier account manager',
  'Carla Ruiz runs a bakery in Bristol. Her new deck oven, ordered for £8,400, was due on 3 October and arrived on 24 October, after three missed delivery dates. She lost two weekend markets while she waited. She wants the delivery charge refunded.',
);

describe('a statement before the question', () => {
  it('asks for no date when only the statement names dates', () => {
    const lines = ['Hi Carla, thanks for coming in. When did the oven arrive?', 'I wanted to go over the delivery dates. What happened with the oven order?'];
    const { replies } = converse(baker, lines);
    expect(replies[1]).not.toMatch(/^(?:\d{1,2} \w+|\w+ \d{1,2})\./);
  });
});
