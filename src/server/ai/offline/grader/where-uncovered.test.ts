// "What you uncovered" for a "where" question: it asks for a place, so a reply that gives a fact naming no place ("Where
// is the service book now?" answered with its missing stamps) was not drawn by it, as a "who" question needs a person. A fact that names the place,
// by a name after "at" or by a noun WordNet files as a place, is; a "where" that asks how things stand asks for none.
import { describe, expect, it } from 'vitest';
import { namesAPlace } from './detail-asked.ts';
import { salesBriefAs, uncoveredByOneQuestion } from './grading.test-helpers.ts';

const CAR_BRIEF = salesBriefAs(
  { name: 'Callum Reid', occupation: 'courier' },
  'Callum is selling his van and the buyer has found gaps in its service history.',
  [
    { topic: 'Service history', keywords: ['service', 'book', 'stamps', 'missing', 'history'], answer: 'The service book has two stamps missing from last year.' },
    { topic: 'Last service', keywords: ['service', 'garage', 'serviced', 'last'], answer: 'The last service was done at Brindley Motors in Didcot.' },
    { topic: 'Mileage', keywords: ['mileage', 'miles', 'clock'], answer: 'The van has done 84,000 miles.' },
  ],
);

const drawn = (question: string, reply: string) => uncoveredByOneQuestion(CAR_BRIEF, question, reply, 'c').facts.map((fact) => fact.topic);

describe('[REPORTS] a "where" question draws a fact that names a place', () => {
  it('does not credit a "where" question with a fact that names no place', () => {
    expect(drawn('Where is the service book now?', 'The service book has two stamps missing from last year.')).toEqual([]);
  });

  it('credits it with the fact that names the place', () => {
    expect(drawn('Where was the last service done?', 'The last service was done at Brindley Motors in Didcot.')).toEqual(['Last service']);
    expect(drawn('Where are we with the service history?', 'The service book has two stamps missing from last year.')).toEqual(['Service history']);
  });

  it('reads a place by a name after a preposition or by what WordNet files the noun as', () => {
    expect(namesAPlace('It was done at Brindley Motors.')).toBe(true);
    expect(namesAPlace('The garage round the corner did it.')).toBe(true);
    expect(namesAPlace('We stayed at home that week.')).toBe(true);
    expect(namesAPlace('The order of service had the wrong hymn in it.')).toBe(false);
    expect(namesAPlace('It broke down in June.')).toBe(false);
  });
});
