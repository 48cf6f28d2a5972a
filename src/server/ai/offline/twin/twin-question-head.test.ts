// What a question is about, met by the sentence quoted: its head (the thing it names, else what it says of the one
// asked, else the time it names), not only a word that qualifies it ("hard" of "the hardest time", "free" of "your
// free time"); how long, by a length of time or since when, not a time of day; what someone was like, by the sentence
// that speaks of them first, not one that names them on the way to someone else; "days off" as one thing. An owner of
// their own, in a life no evaluation set holds (a ferry deckhand in Tallinn).
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

const DECKHAND: TwinOwnerCase = {
  name: 'Aivar Tamm',
  answers: {
    1: 'My wife Kadri teaches music at a school in Nõmme. Our son Rasmus is nine and collects stones from every beach. And my aunt Helgi lives with us since my uncle died. She is eighty and still rows a boat in summer.',
    3: 'My uncle Toomas was a fisherman and he could read the weather from the colour of the sea. I think I got my patience from him.',
    5: 'Chess in the café by the harbour. Rasmus always chooses the hardest opening and loses his queen, and we laugh about it all evening.',
    9: 'Knots. A sailor gave me a free lesson on his yacht when I was twelve, and I have tied them ever since.',
    8: 'I sleep first, then I walk along the harbour wall with a flask of coffee.',
    11: 'Old ships! I read about them in the cabin on the night crossing and tell Kadri every detail in the morning.',
    12: 'I am a deckhand on the ferry to Helsinki. I have been there eleven years, mostly on the night crossing.',
    13: 'The winter the ice closed the harbour. We had no work for six weeks and no money for rent, and my brother lent us what he had.',
    15: 'It infuriates me when passengers leave their rubbish on the deck for someone else.',
    14: 'At ten I take the tram to the terminal, and the shift is midnight to six in the morning.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] the head of the question, met', () => {
  it('does not quote a sentence that meets only what qualifies the thing asked', () => {
    // "The hardest opening" is no hard time: a time is what the question asks of, and the hardest thing worked through
    // answers it.
    const hardest = askOwner(DECKHAND, 'What was the hardest time in your life?');
    expect(hardest).not.toContain('hardest opening');
    expect(hardest).toContain('the ice closed the harbour');
    // A sentence that says "free" of something else, never what is watched or read: the one that says it reads does.
    expect(askOwner(DECKHAND, 'What do you read in your free time?')).toContain('I read about them');
  });

  it('still quotes a sentence that says the feeling asked, whatever verb the question asks it with', () => {
    // "What makes you angry?" asks of anger: "infuriates" says it, though nothing in the sentence is made.
    expect(askOwner(DECKHAND, 'What makes you angry?')).toContain('It infuriates me');
  });

  it('answers how long by a length of time, not by a time of day at the place asked', () => {
    const reply = askOwner(DECKHAND, 'How long have you worked on the ferry?');
    expect(reply).toContain('eleven years');
    expect(reply).not.toContain('midnight to six');
    // The terminal is named only with the hours of the crossing: that says when, not how long.
    expect(askOwner(DECKHAND, 'How long have you worked at the terminal?')).toSatisfy(isTwinDecline);
  });

  it('answers what someone was like by the sentence that speaks of them first', () => {
    const reply = askOwner(DECKHAND, 'What was your uncle like?');
    expect(reply).toContain('read the weather');
    expect(reply).not.toContain('aunt Helgi');
  });

  it('reads a noun with its particle as the one thing WordNet holds ("days off"), not as a day', () => {
    // Asked of days off, the ordinary day's answer says nothing of them: what they do on a free afternoon does
    // (twin-time-off.test.ts); a sentence that names them says it first.
    const free = askOwner(DECKHAND, 'What do you do on your days off?');
    expect(free).toContain('walk along the harbour wall');
    expect(free).not.toContain('tram');
    const resting: TwinOwnerCase = { ...DECKHAND, answers: { ...DECKHAND.answers, 8: 'On my days off I mend nets for the old men at the harbour.' } };
    expect(askOwner(resting, 'What do you do on your days off?')).toContain('I mend nets');
  });
});
