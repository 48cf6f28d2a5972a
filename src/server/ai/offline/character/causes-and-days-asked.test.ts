// Kinds of question a person asks about a created scenario once its facts are out: "why…?" for the cause the
// description gives (not for what that cause led to), a reason asked again (the clause that gives it, not the one the
// question names), a wait asked about by the day of the month it happened ("on the 14th"), and "who…?" after someone
// else than the character, which its own job never answers and a place name never holds; "ring" read as the verb it is,
// not as a pastime ("cycling").
import { describe, expect, it } from 'vitest';
import { quantitiesIn, sameQuantity } from '../../language/quantities.ts';
import { converse } from './conversation.test-helpers.ts';
import { askedKinds, meaningMatches, reasonParts } from './fact-meaning.ts';
import { briefOfCase, type DescribedCase } from './facts-in-other-words.test-helpers.ts';
import { isAboutThemselves, knowledgeOf } from './knowledge.ts';
import { gistFor } from './restating.ts';

const ALLOTMENT: DescribedCase = {
  id: 'allotment-notice',
  title: 'A plot to be taken back',
  aiRole: 'Allotment holder',
  myRole: 'Council allotments officer',
  description:
    'Ray Dobson has had plot 9 at Mill Lane Allotments in Stroud for 12 years, at £46 a year. In August he got a letter saying the council would take the plot back because it was overgrown. It was overgrown because he broke his wrist in June and could not dig for eight weeks. My goal: explain the rules and agree a plan.',
  questions: [],
};

const BOILER: DescribedCase = {
  id: 'boiler-calls',
  title: 'Tenant without hot water',
  aiRole: 'Tenant',
  myRole: 'Letting agent',
  description:
    'Amy Clarke rents a flat at 2 Bank Street in Hull for £640 a month. The boiler broke down on 8 January and she has had no hot water for nine days. She has reported it four times by phone. Her neighbour Tom has been letting her use his shower. My goal: give a firm repair date.',
  questions: [],
};

const DENTIST: DescribedCase = {
  id: 'dentist-filling',
  title: 'A filling that fell out',
  aiRole: 'Patient',
  myRole: 'Practice manager',
  description:
    'Sofia Greene has been a patient at Elm Road Dental in Exeter for seven years. Her filling fell out on 3 April, five days after Dr Mensah placed it. When she came back on 9 April she waited two hours in reception, and she lost a morning of pay from her job as a bus driver because the appointment overran. The filling cost her £140. My goal: apologise and book a repair.',
  questions: [],
};

describe('a "why" asks for the cause of what it names', () => {
  it('splits a sentence into what happened and why, either way round', () => {
    expect(reasonParts('The council would take the plot back because it was overgrown.')).toEqual({ effect: 'The council would take the plot back ', cause: ' it was overgrown.' });
    expect(reasonParts('The trust cut the budget by 20%, which is why the rota is changing.')?.cause).toBe('The trust cut the budget by 20%');
    expect(reasonParts('The plot is 9 metres long.')).toBeNull();
  });

  it('answers "why did it look overgrown?" with the cause the description gives, not what the council did about it', () => {
    const reply = converse(briefOfCase(ALLOTMENT), ['Why did it look overgrown?']).replies[0]!;
    expect(reply).toMatch(/wrist/);
    expect(reply).not.toMatch(/letter/);
  });

  it('reads a reason asked for as no sum, whatever money sense its verb has ("bring in": earn)', () => {
    expect(askedKinds('Why did you bring her in that day?')).toEqual(new Set(['why']));
    expect(askedKinds('How much did you bring in last year?').has('money')).toBe(true);
  });

  it('says again the clause that gives the reason, not the one the question names', () => {
    const answer = 'When I came back I waited two hours, and I lost a morning of pay because the appointment overran.';
    expect(gistFor('Why did you lose money from work?', answer)).toMatch(/^because the appointment overran/);
    expect(gistFor('What did you lose from work?', answer)).not.toMatch(/because/);
    // A reason given another way ("after…") is said with the whole clause, not cut before it.
    expect(gistFor('Why did you bring her in that day?', 'I brought Biscuit to Penrose Vets on 9 September after she swallowed a sock.')).toMatch(/swallowed a sock$/);
  });
});

describe('a wait asked about by the day it happened', () => {
  it('reads "the 14th" as a day of the month that any date on that day matches, and "the 14th floor" as none', () => {
    const [day] = quantitiesIn('How long were you kept waiting on the 14th?');
    expect(day).toMatchObject({ kind: 'date' });
    expect(sameQuantity(day!, quantitiesIn('on 14 May')[0]!)).toBe(true);
    expect(sameQuantity(day!, quantitiesIn('on 12 May')[0]!)).toBe(false);
    expect(quantitiesIn('She lives on the 14th floor.').filter((quantity) => quantity.kind === 'date')).toEqual([]);
  });

  it('answers how long the wait was on the day named, not how long the character has been a patient', () => {
    const reply = converse(briefOfCase(DENTIST), ['How long were you kept sitting out there on the 9th?']).replies[0]!;
    expect(reply).toMatch(/two hours/);
    expect(reply).not.toMatch(/seven years/);
  });
});

describe('"who…?" after someone else than the character', () => {
  it('names the one who did it, never the character\'s own job', () => {
    const brief = briefOfCase(DENTIST);
    const question = 'Who did the work on it in the first place?';
    const ownJob = meaningMatches(question, knowledgeOf({ brief, glossary: [], facts: [] }), true).filter((match) => isAboutThemselves(match.topic));
    expect(ownJob.length).toBeGreaterThan(0);
    expect(ownJob.every((match) => match.score <= 0)).toBe(true);
    const reply = converse(brief, [question]).replies[0]!;
    expect(reply).toMatch(/Mensah/);
    expect(reply).not.toMatch(/bus driver/);
  });
});

describe('a question in everyday verbs and names', () => {
  it('answers how many times the character rang, the verb "ring" being no pastime', () => {
    const reply = converse(briefOfCase(BOILER), ['How many times did you ring us about it?']).replies[0]!;
    expect(reply).toMatch(/four times/);
  });

  it('answers "who…?" with the person named, not with the place the character lives', () => {
    const reply = converse(briefOfCase(BOILER), ["Who's been helping you out?"]).replies[0]!;
    expect(reply).toMatch(/Tom/);
  });
});
