// The built-in twin does not take a word for a time, a count or a place: "half the fields" says no time, "up at half
// six" counts nothing, "a song of Mairi MacInnes" names no place, and asked for the hours of a place, the sentence
// that gives them comes before one that only names the place.
import { describe, expect, it } from 'vitest';
import { q, type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

// A ferry ticket clerk and crofter on Islay, written for these tests alone.
const FERRY_CLERK: TwinOwnerCase = {
  name: 'Eilidh MacPhee',
  answers: {
    1: 'My husband Ruairidh mends nets down at the pier. Our daughter Kirsty is a vet in Inverness.',
    4: 'My closest friend is Morag from the ferry office, we have done the same shift side by side for twenty years.',
    10: 'Every evening I play a song of Mairi MacInnes on the old record player.',
    12: 'I sell tickets at the ferry office in Port Ellen, and I keep a croft. I went away to Glasgow as a girl, before I ever married. There are dykes of mine around half the fields on Islay.',
    14: 'Up at half six, I feed the hens and milk the cow. I cycle to the ferry office, and the shift is nine to five.',
    17: 'I am proud that I started work at sixteen and never missed a day.',
  },
  questions: [
    q('work', 'What are your hours at the ferry office?', 'nine to five'),
    q('work', 'How old were you when you started work?', 'at sixteen'),
    q('unanswerable', 'When did you move back to Scotland?'),
    q('unanswerable', 'How many hens have you got?'),
    q('unanswerable', 'What is your favourite place?'),
  ],
  tagLines: {},
};

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
