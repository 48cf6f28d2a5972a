import { describe, expect, it } from 'vitest';
import { affirmedKeywords, affirms, refuses } from './negation-scope.ts';

const APOLOGY = /\b(?:sorry|apologi[sz]e\w*)\b/i;
const OFFER = /\b(?:offer|refund|replace\w*|options?)\b/i;
const WHEN = /\b(?:date|today|tomorrow|friday|next week)\b/i;
const PRESSURE = /\b(?:sign (?:it|now|today)|decide (?:now|today))\b/i;

describe('[AI] negation scope', () => {
  it('reads a cue as denying the behaviour words after it in its clause', () => {
    expect(affirms("I'm not going to apologise for the wait.", APOLOGY)).toBe(false);
    expect(refuses("I'm not going to apologise for the wait.", APOLOGY)).toBe(true);
    expect(refuses('We never refund opened items.', OFFER)).toBe(true);
    expect(refuses('I refuse to replace a unit that was dropped.', OFFER)).toBe(true);
    expect(refuses('There is nothing I can offer you on that.', OFFER)).toBe(true);
    expect(refuses('Without a receipt there is no refund.', OFFER)).toBe(true);
  });

  it('denies the whole clause when the cue follows what it denies', () => {
    expect(refuses("A refund isn't possible on sale items.", OFFER)).toBe(true);
    expect(refuses('No, there is no date we can hold for you.', WHEN)).toBe(true);
  });

  it('stops at clause punctuation and at a contrast', () => {
    expect(affirms("I can't do Monday, but I can offer a refund today.", OFFER)).toBe(true);
    expect(affirms("I didn't catch all of that, I'm sorry.", APOLOGY)).toBe(true);
    expect(affirms("We can't change the price and I'll replace the part tomorrow.", OFFER)).toBe(true);
  });

  it('leaves alone cues that deny nothing, and phrases that hold their own cue', () => {
    expect(affirms('No problem, I can offer a replacement.', OFFER)).toBe(true);
    expect(affirms("Why don't we look at your options together?", OFFER)).toBe(true);
    expect(affirms("Can't we set a date for next week?", WHEN)).toBe(true);
    expect(affirms("That's not my problem.", /\bnot my problem\b/i)).toBe(true);
    expect(affirms('I need it no later than Friday.', WHEN)).toBe(true);
  });

  it('reads a phrasal verb and a share as what they mean', () => {
    expect(affirms('My manager needs to sign it off first, then I will call you.', PRESSURE)).toBe(false);
    expect(affirms('Sign it today or the offer goes.', PRESSURE)).toBe(true);
    expect(affirmedKeywords('Prices went up by a fifth this year.', ['by', 'date'])).toEqual([]);
  });

  it('affirms keywords only outside a negation, and keeps a keyword that holds its own cue', () => {
    expect(affirmedKeywords("I'm not apologising for the landlord's charges.", ['apologise', 'charges'])).toEqual([]);
    expect(affirmedKeywords("I'm sorry nobody rang you back.", ['sorry nobody rang', 'rang you back'])).toEqual(['sorry nobody rang']);
    expect(affirmedKeywords('I apologise, and I will ring you back on Friday.', ['apologise', 'ring you back'])).toEqual(['apologise', 'ring you back']);
    // The word of negation itself is never a keyword that stems like it: "not" is not "noted".
    expect(affirmedKeywords("I'm not saying we'll pay the full amount.", ['noted', 'understand'])).toEqual([]);
    expect(affirmedKeywords("Noted, I'll pay the full amount.", ['noted'])).toEqual(['noted']);
  });
});
