// The part of a want that says by when it is wanted ("in time for Christmas", "for the garden party on 2 August"),
// met by a day the offer gives that is not after it. A boiler engineer's customer and a marquee hirer's, fields of
// this file's own.
import { describe, expect, it } from 'vitest';
import { readWords } from '../../language/lemmas.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { wantedByMet, wantedByWordsMet } from './deadline-met.ts';
import { givesWhatIsNamed } from './fact-meaning.ts';
import { saysLine } from './state.ts';

const metWords = (want: string, line: string) => wantedByWordsMet(readWords(want), line).map((word) => word.text);

describe('by when a thing is wanted', () => {
  it('is met by a day on or before the want’s own date, or the day WordNet gives the occasion', () => {
    expect(metWords('the marquee up for the garden party on 2 August', 'We will put it up on 1 August.')).toEqual(['for', 'the', 'garden', 'party', 'on', '2', 'August']);
    expect(metWords('the boiler serviced in time for Christmas', 'Our engineer will come on 15 December.')).toEqual(['in', 'time', 'for', 'Christmas']);
    expect(metWords('the boiler serviced before the party on 9 March', 'We can come on 9 March.')).toEqual([]);
  });

  it('is not met by a later day, a day that is no day done, a negated one, or no day at all', () => {
    expect(metWords('the boiler serviced in time for Christmas', 'Our engineer can come on 28 December.')).toEqual([]);
    expect(metWords('the marquee up for the garden party on 2 August', 'We are booked from 1 August.')).toEqual([]);
    expect(metWords('the marquee up for the garden party on 2 August', "We can't put it up on 1 August.")).toEqual([]);
    expect(metWords('the boiler serviced in time for Christmas', 'Our engineer will come soon.')).toEqual([]);
  });

  it('is met by today, tomorrow or a day of the week not after the one wanted, and missed by a later weekday', () => {
    expect(metWords('the deposit back in her account by Friday', 'We will return the deposit today.')).toEqual(['by', 'Friday']);
    expect(metWords('the deposit back in her account by Friday', 'The letting agent can send the deposit on Thursday.')).toEqual(['by', 'Friday']);
    expect(metWords('the deposit back in her account by Friday', 'We will send it back tomorrow.')).toEqual(['by', 'Friday']);
    expect(wantedByWordsMet(readWords('the deposit back in her account by Friday'), 'We will send it back next Thursday.')).toEqual([]);
    expect(wantedByMet(readWords('the deposit back in her account by Friday'), 'We will send it back on Saturday.').isMissed).toBe(true);
    expect(metWords('the deposit back in her account by Friday', 'We can’t send it back today.')).toEqual([]);
    expect(givesWhatIsNamed('We will return your deposit by bank transfer today.', 'the deposit back in her account by Friday')).toBe(true);
  });

  it('gives the want with its doing, and the character agrees with a learner who offers it', () => {
    expect(givesWhatIsNamed('We will put the marquee up on 1 August.', 'the marquee put up for the garden party on 2 August')).toBe(true);
    expect(givesWhatIsNamed('We will put the marquee up on 3 August.', 'the marquee put up for the garden party on 2 August')).toBe(false);
    const brief = quickCharacter(
      'Marquee booking lost',
      'Customer',
      'Marquee hire manager',
      'Fiona Grant booked a marquee from Canvas Events for £1,400 for her parents’ garden party. Last week the firm told her the booking had been lost. She wants the marquee put up for the garden party on 2 August.',
    );
    expect(brief.outcome.requires.map((requirement) => requirement.label)).toEqual(['the marquee put up for the garden party on 2 August']);
    const { replies } = converse(brief, [
      'Hello Fiona, thank you for taking the time to talk this through with me.',
      "I'm sorry about the lost booking; I can see why it has been worrying.",
      'How much did you pay for the marquee?',
      'Our crew will put the marquee up in your garden on 1 August, at the price you booked.',
      "I'll confirm that in writing today and call you on 31 July to check everything is ready. Does that work for you?",
    ]);
    expect(replies.some((reply, index) => saysLine(reply, brief.outcome.agreementLine, replies.slice(0, index).join(' ')))).toBe(true);
  });
});
