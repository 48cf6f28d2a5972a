// A want of a doing to an unspecific part of a whole, "some of the … handed to someone else", is given by the same
// doing done to things the offer names, to a person it names: the things are a part of the whole, the person someone
// other than either side. Done to no named thing, or to the character, it gives nothing. A brief of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';

const CHEF = quickCharacter(
  'Late kitchen closing',
  'Sous chef',
  'Head chef',
  'Priya Nair is a sous chef who has closed the kitchen late five times this month. She has been doing the ordering since the kitchen manager left in June. Priya wants some of the manager\'s jobs handed to someone else.',
);

const MET = /that is what I was asking for|\bagreed, then\b|works for me/i;

function replyTo(line: string): string {
  return converse(CHEF, [IDENTITY_LINE, line]).replies.at(-1)!;
}

describe('a want of an unspecific part done to someone else', () => {
  it('is given by the same doing to named things, to a named person', () => {
    expect(replyTo('I will hand the fish order and the stock count to Tom from Monday.')).toMatch(MET);
  });

  it('is not given by the doing to the character, nor by a person named with nothing done', () => {
    expect(replyTo('I will hand the fish order and the stock count back to you.')).not.toMatch(MET);
    expect(replyTo('I will talk to Tom about the kitchen.')).not.toMatch(MET);
  });
});
