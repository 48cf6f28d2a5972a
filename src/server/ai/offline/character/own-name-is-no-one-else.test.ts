// A want of work given to someone else is not met by giving it to the character by their own name: "to Callum", said to
// Callum, moves it to no one else. Given to another named person, it is met.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';

const DRIVER = quickCharacter(
  'Too many drops',
  'Delivery driver',
  'Depot manager',
  'Callum Reid is a delivery driver who has finished his round after 8pm four times this fortnight. He has covered the Hexham route since a colleague left in May. Callum wants some of the Hexham drops given to someone else.',
);

const MET = /that is what I was asking for|\bagreed, then\b|works for me/i;

function replyTo(line: string): string {
  return converse(DRIVER, [IDENTITY_LINE, line]).replies.at(-1)!;
}

describe('a want of work given to someone else, offered to the character by name', () => {
  it('is not met when the work goes to the character themselves', () => {
    expect(replyTo('I will give the Corbridge drops and the farm parcels to Callum from next week.')).not.toMatch(MET);
    expect(replyTo('From Monday the Corbridge drops go to Callum Reid.')).not.toMatch(MET);
  });

  it('is met when it goes to someone else by name', () => {
    expect(replyTo('I will give the Corbridge drops and the farm parcels to Ewan from next week.')).toMatch(MET);
  });
});
