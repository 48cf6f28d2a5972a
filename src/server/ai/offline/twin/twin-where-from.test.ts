// Asked where they are from, the twin answers with where the person was born, or else where they grew up: "be from"
// asks nothing by its words, so the question is read as WordNet defines the places one is from (a birthplace, a
// hometown), not declined for want of a word to find.
import { describe, expect, it } from 'vitest';
import { isTwinDecline } from '../../language/twin-text.ts';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { readQuestion } from './twin-question.ts';

// A theatre nurse in Leeds, written for these tests alone.
const NURSE: TwinOwnerCase = {
  name: 'Mercy Thomas',
  answers: {
    3: 'I was born in Kottayam, and my grandmother raised me among the rubber trees while my parents worked in Kuwait.',
    12: 'Theatre nurse at Leeds General for twenty-six years, mostly orthopaedics.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] where someone is from', () => {
  it('reads "be from" as where they were born, and otherwise where they grew up', () => {
    const read = readQuestion('Where are you from?', new Set());
    expect(read.others).toEqual(['bear']);
    expect(read.otherwise?.others).toEqual(['grow up']);
  });

  it('answers with the birthplace', () => {
    expect(askOwner(NURSE, 'Where are you from?')).toMatch(/born in Kottayam/);
  });

  it('answers with where they grew up when they never said where they were born', () => {
    const raised = { ...NURSE, answers: { ...NURSE.answers, 3: 'We grew up in Kottayam among the rubber trees while my parents worked in Kuwait.' } };
    const reply = askOwner(raised, 'Where are you from?');
    expect(isTwinDecline(reply)).toBe(false);
    expect(reply).toMatch(/grew up in Kottayam/);
  });

  it('still declines when neither is said', () => {
    expect(isTwinDecline(askOwner({ ...NURSE, answers: { 12: NURSE.answers[12]! } }, 'Where are you from?'))).toBe(true);
  });
});
