// The built-in twin quotes nothing that does not answer: asked when or why something was done, a sentence that names the
// thing with no word of the doing gives the time or reason of something else; and a heading ("Chip shop.") is said
// with the sentence after it only when it says something asked, not when that sentence answers in its own words. An
// owner of her own, in a life no evaluation set holds (a fish-and-chip shop owner in Stonehaven).
import { describe, expect, it } from 'vitest';
import { isTwinDecline } from '../../language/twin-text.ts';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

const FRYER: TwinOwnerCase = {
  name: 'Morag Duthie',
  answers: {
    1: 'My husband Alastair was a trawlerman out of Aberdeen. We have a daughter, Fiona, who teaches in Inverness.',
    12: 'Fish and chips. I fried six days a week for thirty years. I started at a chip shop on Union Street at fifteen, peeling potatoes in the back. We bought our own shop on the harbour in Stonehaven in 1979.',
    13: 'The winter the harbour wall came down, 1985, we were closed for a month and I thought we would lose the lot.',
    14: 'I still walk along the harbour every morning with the dog, a cup of tea in my hand.',
    18: 'I loved Aberdeen as a girl because the beach was right there at the end of our street.',
  },
  questions: [],
  tagLines: {},
};

const ask = (message: string) => askOwner(FRYER, message);

describe('[TWIN] nothing quoted that does not answer', () => {
  it('asked when or why a thing was done, declines a sentence that names the thing with no word of the doing', () => {
    expect(ask('When did you buy the shop?')).toContain('1979');
    expect(ask('Why did you love Aberdeen?')).toContain('the beach was right there');
    expect(ask('When did you paint the shop?')).toSatisfy(isTwinDecline);
    expect(ask('When did you open the shop on the harbour?')).toSatisfy(isTwinDecline);
    expect(ask('When did you lose the dog?')).toSatisfy(isTwinDecline);
    expect(ask('Why did you leave Aberdeen?')).toSatisfy(isTwinDecline);
  });

  it('says a heading with the sentence after it only when the heading says something asked', () => {
    const reply = ask('How many days a week did you fry?');
    expect(reply).toContain('six days a week');
    expect(reply).not.toContain('Fish and chips.');
  });
});
