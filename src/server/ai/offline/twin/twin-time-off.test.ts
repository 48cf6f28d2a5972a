// The built-in twin asked what the person does in time off work, in whatever words WordNet files as time off ("an
// afternoon off", "your days off", "spare time"): what they said they do at leisure, else their pastimes, as "for fun"
// asks; never a thing told of that time of day, and not where they go on holiday, which nobody said. On a district
// nurse who rings bells and a hill farmer who fishes, neither of whom the question's words appear beside.
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

const NURSE: TwinOwnerCase = {
  name: 'Bridget Oyelaran',
  answers: {
    1: 'My husband Femi drives for the council, and our son Tunde is training to be a plumber.',
    9: 'Bell-ringing at St Mary\'s. I have rung the tenor bell at Tuesday practice since I was sixteen.',
    12: 'I am a district nurse in Hackney. I dress leg ulcers and sit with people at the end.',
    14: 'The first visit is at eight, and I write my notes in the car at lunch.',
  },
  questions: [],
  tagLines: {},
};

const FARMER: TwinOwnerCase = {
  name: 'Ewan MacLeod',
  answers: {
    8: 'I take the rod down to the loch and fish for brown trout until the light goes.',
    9: 'Piping. My uncle gave me his practice chanter when I was ten, and I play with the Oban band.',
    12: 'I keep blackface ewes on the hill above Kilmartin and cut silage in July.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] the built-in twin asked about time off work', () => {
  it('answers with the pastime told when nothing is said of a free afternoon or spare time', () => {
    expect(askOwner(NURSE, 'What do you do on an afternoon off?')).toContain('Bell-ringing');
    expect(askOwner(NURSE, 'What do you do in your spare time?')).toContain('Bell-ringing');
  });

  it('answers with what is said of a free afternoon before any pastime', () => {
    const reply = askOwner(FARMER, 'What do you do on your days off?');
    expect(reply).toContain('brown trout');
    expect(reply).not.toContain('Piping');
  });

  it('does not take where they go on holiday for a pastime', () => {
    expect(askOwner(NURSE, 'Where do you go on holiday?')).toSatisfy(isTwinDecline);
    expect(askOwner(FARMER, 'Where do you go on holiday?')).toSatisfy(isTwinDecline);
  });
});
