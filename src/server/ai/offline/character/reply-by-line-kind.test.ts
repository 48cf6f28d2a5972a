// What a created character answers, by the kind of line the learner says: a question on a held fact gets the detail
// it asks for (the figure of its own clause, what was planned or what happened, an amount of a thing that is not
// money, the name a "which" question asks for); a remark or a refusal is never met with who the character is; small
// talk and logistics never get its career; and its matter is named from what its facts say.
import { describe, expect, it } from 'vitest';
import { BACKGROUND_TOPIC, type CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { isKindOf } from '../../language/wordnet.ts';
import { askedKinds } from './fact-meaning.ts';
import { matterOf } from './stock-lines.ts';
import { converse, replyTo } from './conversation.test-helpers.ts';

type Fact = CharacterBrief['facts'][number];
const fact = (topic: string, keywords: string[], answer: string): Fact => ({ topic, keywords, answer });

// The ways of asking a written brief adds to a fact's own words.
const WHEN = ['when', 'date', 'day', 'time'];
const MONEY = ['money', 'cost', 'price', 'paid', 'how much'];
const CAREER = ['experience', 'years', 'career', 'background', 'how long', 'long', 'time', 'since'];

const BOILER_LANDLORD: CharacterBrief = {
  identity: { name: 'Hamid Rahimi', age: '', gender: 'Male', occupation: 'Landlord', organisation: '', location: 'Norwich', language: 'English', personality: 'brisk', tone: 'brisk', speakingStyle: 'plain words' },
  situation: 'Hamid lets a terraced house in Norwich. The heating contractor missed a repair visit and his tenants had no hot water.',
  facts: [
    fact('Their role', ['role', 'job', 'position', 'responsible', 'what do you do'], "I'm a landlord in Norwich."),
    fact('The visit', ['engineer', 'visit', 'boiler', ...WHEN], 'The boiler engineer was booked for Thursday at 9am and turned up at 4pm, so my tenants went a day without hot water.'),
    fact('The parts', ['pipe', 'lagging', 'ordered'], 'I ordered 30 metres of pipe lagging for the loft.'),
    fact('The money', ['invoice', 'call-out', ...MONEY], 'Your invoice charges £240 for the call-out and £95 for parts.'),
    fact('Their son', ['son', 'university', 'place'], 'My son Idris was given a place on the BSc Marine Biology starting 1 October, so I will be away that week.'),
    fact('The new boiler', ['replacement', 'boiler', 'paperwork'], 'The replacement boiler has been held at Thetford depot since Monday because its paperwork was wrong.'),
    fact(BACKGROUND_TOPIC, ['rental', 'property', ...CAREER], 'I have 14 years of experience in rental property, most of it managing repairs.'),
  ],
  hiddenFacts: [],
  objections: [
    {
      objection: 'On the terms, I need something I can take back to my people.',
      keywords: ['terms'],
      resolvedBy: 'a refund of the call-out fee',
      resolveKeywords: ['refund', 'call-out'],
      resolvedLine: 'A refund of the call-out would settle it.',
    },
  ],
  outcome: {
    agreement: 'a refund of the call-out fee',
    condition: 'every concern raised is answered',
    requires: [],
    agreementLine: 'Fine, that settles it.',
    walkAwayWhen: 'pushed, threatened or insulted twice',
    walkAwayLine: 'I will take this elsewhere. Goodbye.',
  },
  openingLine: 'I want to talk about the boiler visit.',
};

const VISIT = 'Can you tell me about the engineer visit?';

describe('a question on a held fact', () => {
  it('gives the figure of the clause the question is about, not the one beside it', () => {
    const { replies } = converse(BOILER_LANDLORD, [VISIT, 'What time did he finally show up?']);
    expect(replies[1]).toContain('4pm');
    expect(replies[1]).not.toContain('9am');
  });

  it('gives what was planned when asked what was supposed to happen', () => {
    const { replies } = converse(BOILER_LANDLORD, [VISIT, 'When was the visit supposed to be?']);
    expect(replies[1]).toContain('9am');
    expect(replies[1]).not.toContain('4pm');
  });

  it('reads "how much" of a thing that is not money as an amount of it', () => {
    expect(askedKinds('How much lagging did you order?').has('count')).toBe(true);
    expect(askedKinds('How much did the call-out cost?')).toEqual(new Set(['money']));
    const reply = replyTo(BOILER_LANDLORD, 'How much lagging did you order?');
    expect(reply).toContain('30 metres');
    expect(reply).not.toMatch(/exact figure/i);
  });

  it('says again the place a "where" question asks for, not who the character is', () => {
    const { replies } = converse(BOILER_LANDLORD, ["What's happening with the replacement boiler?", 'Where exactly is it sitting?']);
    expect(replies[0]).toContain('Thetford depot');
    expect(replies[1]).toMatch(/\bat Thetford depot/i);
    expect(replies[1]).not.toMatch(/I'm a landlord/);
  });

  it('says again the name a "which" question asks for, not a gist cut before it', () => {
    const { replies } = converse(BOILER_LANDLORD, ['Is your son off to university?', 'Which course did Idris get a place on?']);
    expect(replies[0]).toContain('Marine Biology');
    expect(replies[1]).toContain('Marine Biology');
  });
});

describe('a line that asks nothing about who the character is', () => {
  it('never answers small talk about the time of year with its career', () => {
    const reply = replyTo(BOILER_LANDLORD, 'Is Norwich busy with visitors at this time of year?');
    expect(reply).not.toMatch(/experience/i);
  });

  it('never answers a request for a few minutes with its role or its career', () => {
    const reply = replyTo(BOILER_LANDLORD, 'Have you got ten minutes?');
    expect(reply).not.toMatch(/experience|I'm a landlord/i);
  });

  it('never meets a refusal with who it is', () => {
    const { replies } = converse(BOILER_LANDLORD, [VISIT, "No, I can't take the whole call-out off the invoice."]);
    expect(replies[1]).not.toMatch(/I'm a landlord|experience/i);
  });

  it('still says its career when asked about it', () => {
    expect(replyTo(BOILER_LANDLORD, 'How long have you been in rental property?')).toContain('14 years');
  });
});

describe('the matter a character names', () => {
  it('comes from what its facts say, not from a concern any character may have', () => {
    expect(matterOf(BOILER_LANDLORD)).not.toBe('the terms');
  });
});

describe('kinds of things in WordNet', () => {
  it('finds a noun a few steps under the kind asked for, and not under another', () => {
    expect(isKindOf('chemistry', 'subject')).toBe(true);
    expect(isKindOf('salmon', 'fish')).toBe(true);
    expect(isKindOf('chemistry', 'animal')).toBe(false);
  });
});
