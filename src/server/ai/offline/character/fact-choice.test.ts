// Which fact a created character answers with: the one the question's focus names (by lemma, WordNet synonym,
// derivation or a sibling under one broader term), of the kind it asks for, never a fact found only by the ways of
// asking a written brief adds ("how much", "when"), and never the persona's background for a question on the matter;
// one fact, and asked again, the detail of it the question points to.
import { describe, expect, it } from 'vitest';
import { BACKGROUND_TOPIC, type CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { readLine } from './acts.ts';
import { buildKnowledge } from './knowledge.ts';
import { askedKinds, detailAskedFor } from './fact-meaning.ts';
import { converse, replyTo } from './conversation.test-helpers.ts';

type Fact = CharacterBrief['facts'][number];
const fact = (topic: string, keywords: string[], answer: string): Fact => ({ topic, keywords, answer });

// A brief as a written one comes out: each fact's own words plus the ways its figures are asked for.
const MONEY = ['money', 'cost', 'price', 'paid', 'how much'];
const WHEN = ['when', 'date', 'day', 'time'];
const HOW_LONG = ['how long', 'long', 'time', 'since'];

const VIOLIN_PARENT: CharacterBrief = {
  identity: { name: 'Ruth Okafor', age: '', gender: 'Female', occupation: 'Parent', organisation: '', location: '', language: 'English', personality: 'direct', tone: 'direct', speakingStyle: 'plain words' },
  situation: 'Ruth is the mother of a pupil at Linden Music School. Her daughter lost her place in the senior orchestra.',
  facts: [
    fact('Their role', ['role', 'job', 'position'], "I'm a parent."),
    fact('Orchestra', ['orchestra', 'senior', 'place', 'Ada', ...WHEN], 'My daughter Ada lost her place in the senior orchestra on 4 February, two weeks before the spring tour.'),
    fact('The money', ['violin', 'bought', 'lessons', ...MONEY], 'I paid £1,200 for her violin and £85 a month for her lessons.'),
    fact('Tour', ['tour', 'deposit', 'Vienna', ...MONEY], 'We had already paid a £300 deposit for the tour to Vienna.'),
    fact('Audition', ['audition', 'panel'], 'The audition panel has not given us any feedback.'),
    fact('Feedback', ['feedback', 'promised', ...WHEN], 'It was promised by the end of February.'),
    fact(BACKGROUND_TOPIC, ['experience', 'years', 'accounting', ...HOW_LONG], 'I have 20 years of experience in accounting, most of it auditing small firms.'),
    fact('Suspension', ['suspension', 'rehearsals', ...HOW_LONG], 'Ada has been kept out of rehearsals for three weeks.'),
  ],
  hiddenFacts: [],
  objections: [],
  outcome: {
    agreement: 'a fair second audition',
    condition: 'every concern raised is answered',
    requires: [],
    agreementLine: 'That sounds fair.',
    walkAwayWhen: 'pushed, threatened or insulted twice',
    walkAwayLine: "I don't think this is going anywhere today.",
  },
  openingLine: 'I need to talk to you about Ada.',
};

const knowledge = buildKnowledge({ brief: VIOLIN_PARENT, glossary: [], facts: [] });
const topicsAsked = (line: string) => readLine(line, knowledge).asks.map((ask) => ask.topic.answer);

describe('which fact a question asks for', () => {
  it('takes one fact, by what the question is about, not by a way of asking the brief lists', () => {
    // "how long" is a keyword of the background and of the suspension: the suspension is what it is about.
    expect(topicsAsked('How long has Ada been off rehearsals?')).toEqual(['Ada has been kept out of rehearsals for three weeks.']);
    // "how much" is a keyword of two money facts: the cello question names the instrument's sibling, the violin.
    expect(topicsAsked('What did the cello set you back?')).toEqual(['I paid £1,200 for her violin and £85 a month for her lessons.']);
  });

  it('prefers the fact whose figure counts the thing asked about', () => {
    const bakery = buildKnowledge({
      brief: {
        ...VIOLIN_PARENT,
        facts: [
          fact('Flour', ['mill', 'how many', 'number'], "The mill sent 18 tonnes of damp flour for the week's loaves."),
          fact('Waste', ['binned', 'how many', 'number'], 'We binned 4,000 loaves and rolls in the end.'),
        ],
      },
      glossary: [],
      facts: [],
    });
    expect(readLine('How many loaves did you lose?', bakery).asks.map((ask) => ask.topic.name)).toEqual(['waste']);
    expect(readLine('How many tonnes came from the mill?', bakery).asks.map((ask) => ask.topic.name)).toEqual(['flour']);
  });

  it('never answers a question on the matter with the persona’s background', () => {
    for (const line of ['How long is she out of the orchestra for?', 'How long has this been going on?']) {
      expect(topicsAsked(line)).not.toContain('I have 20 years of experience in accounting, most of it auditing small firms.');
    }
    // Asked in its own words, the background is still theirs to tell.
    expect(replyTo(VIOLIN_PARENT, 'How long have you worked in accounting?')).toContain('20 years');
  });

  it('joins a noun to the verb it comes from, through WordNet’s derivations', () => {
    // "payment" and "paid": the deposit fact, by what the question names (the tour) and the derived verb.
    expect(topicsAsked('How big was the payment for the tour?')).toEqual(['We had already paid a £300 deposit for the tour to Vienna.']);
  });

  it('reads "it" as the thing the sentence before named', () => {
    // "It was promised by the end of February" follows the sentence on the panel's feedback.
    expect(topicsAsked('When is the panel supposed to give its feedback?')[0]).toBe('It was promised by the end of February.');
  });

  it('reads what kind of detail a question wants from its words and their senses', () => {
    expect(askedKinds('What did the cello set you back?').has('money')).toBe(true);
    expect(askedKinds('Which payment was late?').has('money')).toBe(true);
    expect(askedKinds('How big is the orchestra?').has('count')).toBe(true);
    expect(askedKinds('Which rehearsal did she miss?').has('money')).toBe(false);
  });

  it('hears a question about what happened as a question, not a proposal', () => {
    const reading = readLine('When did the school send it over?', knowledge);
    expect(reading.acts.has('nextStep')).toBe(false);
    expect(reading.hasQuestion).toBe(true);
  });
});

describe('a told fact asked for again', () => {
  it('gives the figure the question points to, not the first one', () => {
    const answer = 'I paid £1,200 for her violin and £85 a month for her lessons.';
    expect(detailAskedFor('What do the lessons cost?', answer, ['£1,200', '£85'])).toBe(1);
    expect(detailAskedFor('What was the violin?', answer, ['£1,200', '£85'])).toBe(0);
    const { replies } = converse(VIOLIN_PARENT, ['What did the violin cost?', 'And how much are the lessons each month?']);
    expect(replies[1]).toContain('£85');
    expect(replies[1]).not.toContain('£1,200');
  });

  it('gives the person named, or the length of time, when that is what is asked', () => {
    const { replies } = converse(VIOLIN_PARENT, ['When did she lose her place?', 'Who lost the place, sorry?', 'How long before the tour was that?']);
    expect(replies[1]).toMatch(/my daughter Ada/);
    expect(replies[2]).toMatch(/two weeks/);
  });
});
