// The built-in twin does not take a word for a time, a count or a place: "half the fields" says no time, "up at half
// six" counts nothing, "a song of Mairi MacInnes" names no place, and asked for the hours of a place, the sentence
// that gives them comes before one that only names the place.
import { describe, expect, it } from 'vitest';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { writtenOwner } from './twin-written-owners.test-helpers.ts';

const FERRY_CLERK = writtenOwner('Eilidh MacPhee');

describe('the twin reads times, counts and places by what the words do', () => {
  it('reads "half" as a time only with an hour after it', () => {
    expect(askOwner(FERRY_CLERK, 'When did you move back to Scotland?')).toSatisfy(isTwinDecline);
  });

  it('answers how many of a thing only with a count of it, not with a time of day ending a clause', () => {
    expect(askOwner(FERRY_CLERK, 'How many hens have you got?')).toSatisfy(isTwinDecline);
    expect(askOwner(FERRY_CLERK, 'How old were you when you started work?')).toContain('at sixteen');
  });

  it('does not read a name after "of" as a place unless what it is of is a place', () => {
    expect(askOwner(FERRY_CLERK, 'What is your favourite place?')).not.toContain('Mairi MacInnes');
  });

  it('asked for the hours of a place, quotes the sentence that gives them over one that names the place', () => {
    expect(askOwner(FERRY_CLERK, 'What are your hours at the ferry office?')).toContain('nine to five');
  });
});
