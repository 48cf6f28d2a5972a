// A "where" asked of the place a doing went to, which the brief names by "for" after a verb of going ("the bus left for
// the Glasgow show"): a place, not a time. A "where … to?" asks for a place gone to, never where the character lives.
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

const PLUMBER_ON_THE_TRAIN = quickCharacter(
  'Cancelled train to a trade show',
  'Rail passenger',
  'Rail company customer relations adviser',
  'Tom Barker is a plumber in Hull. He paid Northern Link £96 for a ticket on the 6:10 am train on 9 May to get him to the Harrogate trade show. The train was cancelled and he missed his first customer meeting. He wants a refund.',
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

  it('answers a "where … to?" with the place gone to, not the town the character lives in', () => {
    const reply = replyTo(PLUMBER_ON_THE_TRAIN, 'Where were you heading to?', [IDENTITY_LINE, 'What time was the train meant to leave?']);
    expect(reply).toMatch(/Harrogate/);
    expect(reply).not.toMatch(/Hull/);
  });
});
