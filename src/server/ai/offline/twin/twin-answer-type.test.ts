// The built-in twin answers a question that asks for a kind of thing (a name, a count, what was made) only with a
// sentence that holds one tied to what was asked: "my father, Emrys" for his name, "forty jumpers" for how many
// jumpers, "makes chairs" for what he makes. A sentence that only shares the subject ("Father's boat", "three hundred
// guests" at a wedding in the place asked about, "My father was a carpenter") is no answer: the twin says it was never
// told. Owners of their own, in lives no evaluation set holds (a baker in Llandeilo, a Baltic fisherman in Gdynia).
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { answerTypeOf, countedOf, namedTermsOf } from './twin-answer-type.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { readQuestion } from './twin-question.ts';
import { readSentence } from './twin-reading.ts';
import { readWords } from './twin-words.ts';

const UNKNOWN = /never really talked about that/;

const BAKER: TwinOwnerCase = {
  name: 'Nerys Jenkins',
  answers: {
    1: 'My father, Emrys, kept the village bakery in Llandeilo. My husband makes chairs in the shed behind the house.',
    9: 'Knitting, since I was a girl. I have knitted forty jumpers for the grandchildren.',
    12: 'I ran a bakery of my own for thirty years, the shop on Bridge Street, Crumbs and Co, and I baked bread there every night.',
    14: 'On Sundays I visit my sister in Carmarthen, and I have been to Rome twice with the chapel.',
  },
  questions: [],
  tagLines: {},
};

const FISHERMAN: TwinOwnerCase = {
  name: 'Tomasz Wrona',
  answers: {
    1: 'My father was a carpenter, and he taught me patience. My wife is a teacher in Gdynia.',
    12: 'I fished from Father’s boat for twenty years, out of Gdynia, for cod and herring.',
    18: 'We went back to Gdansk for my cousin’s wedding, and three hundred guests danced till morning.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] a question that asks for a name, a count or what was made', () => {
  it('reads which kind of thing the question asks for, and of what', () => {
    expect(readQuestion('What was your father’s name?').answerType).toMatchObject({ named: 'father' });
    expect(readQuestion('What was the shop called?').answerType).toMatchObject({ named: 'shop' });
    // "Called" is how it asks, not a doing asked of the shop.
    expect(readQuestion('What was the shop called?').others).not.toContain('call');
    expect(readQuestion('How many times have you been back to Gdansk?').answerType).toMatchObject({ counted: 'time' });
    expect(readQuestion('How many of those jumpers have you knitted?').answerType).toMatchObject({ counted: 'jumper' });
    expect(readQuestion('What did your father make as a carpenter?').answerType).toMatchObject({ doneTo: 'make' });
    // Only a doing of making or taking in asks for a thing: what a mother taught or what one regrets is no object.
    expect(readQuestion('What did your mother teach you?').answerType?.doneTo).toBeNull();
    expect(readQuestion('What do you eat on Sundays?').answerType?.doneTo).toBe('eat');
    // Asking what someone does asks for no object.
    expect(readQuestion('What did you do for a living?').answerType).toMatchObject({ named: null, counted: null, doneTo: null });
  });

  it('reads the thing a sentence names and the things it counts', () => {
    expect([...namedTermsOf(readSentence('My father, Emrys, kept the village bakery.'))]).toContain('father');
    // "Father" said as a title gives no name, and a name after a preposition names what it follows.
    expect([...namedTermsOf(readSentence('Going out with Father on the Girl Jenny when I was eight.'))]).not.toContain('father');
    // A name after a comma with a verb of its own opens a clause: "in the shop, Sukhdev tells me" names no shop.
    expect([...namedTermsOf(readSentence('I still sit in the shop, Sukhdev tells me to go home.'))]).not.toContain('shop');
    expect([...countedOf(readWords('I have been to Rome twice.')).terms]).toContain('time');
    expect([...countedOf(readWords('It rained for three days in Gdansk.')).terms]).not.toContain('time');
    expect(countedOf(readWords('I built every one of them.')).back).toBe(false);
    expect(answerTypeOf(readWords('How many boats?')).counted).toBe('boat');
  });

  it('answers a name asked with the name given to that thing, and declines when only the thing is named', () => {
    expect(askOwner(BAKER, 'What was your father’s name?')).toContain('Emrys');
    expect(askOwner(BAKER, 'What was the shop called?')).toContain('Crumbs and Co');
    expect(askOwner(FISHERMAN, 'What was your father’s name?')).toMatch(UNKNOWN);
  });

  it('answers how many with a count of the thing asked, and declines a count of something else', () => {
    expect(askOwner(BAKER, 'How many jumpers have you knitted?')).toContain('forty jumpers');
    expect(askOwner(BAKER, 'How many times have you been to Rome?')).toContain('twice');
    expect(askOwner(FISHERMAN, 'How many times have you been back to Gdansk?')).toMatch(UNKNOWN);
  });

  it('answers what someone made with that doing done to a thing, and declines when only their trade is named', () => {
    expect(askOwner(BAKER, 'What does your husband make?')).toContain('makes chairs');
    expect(askOwner(FISHERMAN, 'What did your father make as a carpenter?')).toMatch(UNKNOWN);
  });
});
