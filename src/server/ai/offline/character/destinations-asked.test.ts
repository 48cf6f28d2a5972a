// A "where" asked of the place a doing went to, which the brief names by "for" after a verb of going ("the bus left for
// the Glasgow show"): a place, not a time; and a "you" after "without" is the one left behind, not who the character is.
import { describe, expect, it } from 'vitest';
import { destinationsIn } from './fact-meaning.ts';
import { quickCharacter, replyTo, IDENTITY_LINE } from './conversation.test-helpers.ts';

const TECHNICIAN = quickCharacter(
  'Left behind by the tour bus',
  'Sound technician',
  'Tour manager',
  'Sam Reid is a sound technician with Northline Tours in Leeds. On 12 April the tour bus left for the Glasgow Barrowland show without him, because the driver was given the wrong pick-up time. He paid £140 for a train to catch up. He wants the fare refunded.',
);

const PLUMBER = quickCharacter(
  'Left behind by the site van',
  'Apprentice plumber',
  'Site supervisor',
  'Owen Hale is an apprentice plumber at Brookside Heating in Derby. He has been late to work six times since March, and last Friday the van left for the Belper school job without him. He wants a later start on Mondays.',
);

describe('a place gone to, named by "for"', () => {
  it('reads "for" after a verb of going as a place, never a purpose', () => {
    expect(destinationsIn('The tour bus left for the Glasgow Barrowland show without him.').map((place) => place.text)).toEqual(['for the Glasgow Barrowland show']);
    expect(destinationsIn('We headed for the station at six.').map((place) => place.text)).toEqual(['for the station']);
    expect(destinationsIn('She went for a coffee and paid for the tickets.')).toEqual([]);
  });

  it('answers where the bus was headed with the place it left for', () => {
    expect(replyTo(TECHNICIAN, 'Where was the bus headed?', [IDENTITY_LINE])).toMatch(/Glasgow Barrowland/);
  });

  it('reads a question on what went "without you" as one on the matter, not on who the character is', () => {
    const reply = replyTo(PLUMBER, 'Where was the van going when it went without you?', [IDENTITY_LINE]);
    expect(reply).toMatch(/Belper/);
    expect(reply).not.toMatch(/not sure|don't know|couldn't tell/i);
  });
});
