// The fact a question names, said as what it asks: a keyword of two or more words said word for word before a fact
// that shares only single words by meaning, by how much something was late said as that length ("90 minutes late"),
// a clause said again with the figure that belongs to it ("…a client meeting in Oslo about a £40,000 order") and
// from the thing asked about ("the jacket…").
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { readLine } from './acts.ts';
import { asksHowFarOffTime, isOffTimeWord } from './figures-asked.ts';
import { knowledgeOf } from './knowledge.ts';
import { converse, replyTo } from './conversation.test-helpers.ts';
import { gistFor } from './restating.ts';

const fact = (topic: string, keywords: string[], answer: string): CharacterBrief['facts'][number] => ({ topic, keywords, answer });

// A customer whose laundry fact shares "take" and "money" with a line about a refund, by meaning alone.
const DRYER_CUSTOMER: CharacterBrief = {
  identity: { name: 'Ellen Shaw', age: '', gender: 'Female', occupation: 'Nurse', organisation: '', location: 'Hull', language: 'English', personality: 'tired', tone: 'tired', speakingStyle: 'plain words' },
  situation: 'Ellen bought a tumble dryer that has failed twice.',
  facts: [
    fact('The dryer', ['tumble dryer', 'dryer'], 'I bought the tumble dryer from you a month ago.'),
    fact('Her washing', ['washing', 'laundrette'], "I've been taking the washing to a laundrette every week, and that is money out of my purse."),
    fact('A refund', ['refund', 'money back'], "If it can't be fixed, I want my money back."),
  ],
  hiddenFacts: [],
  objections: [],
  outcome: { agreement: 'a replacement', condition: 'offers a replacement', requires: [{ label: 'a replacement', keywords: ['replacement'] }], agreementLine: 'Fine.', walkAwayWhen: 'brushed off', walkAwayLine: 'Goodbye.' },
  openingLine: 'My dryer has broken again.',
};

const TRAVELLER = generateScenarioOffline(
  quickScenario(
    'Stranded in Frankfurt',
    'Passenger',
    'Airline customer service agent',
    'Ines Duarte, an architect from Porto, missed her connection in Frankfurt because her first flight left Lisbon 45 minutes late. She had to buy a new ticket for €210 and missed a site visit in Warsaw about a €90,000 contract. She wants the €210 back.',
  ),
).brief.character;

describe('[AI] built-in character: the fact a question names, said as what it asks', () => {
  it('takes a keyword of two words said word for word before a fact sharing only single words by meaning', () => {
    const knowledge = knowledgeOf({ brief: DRYER_CUSTOMER, glossary: [], facts: [] });
    for (const line of ['Would you rather take your money back?', 'Could you see yourself taking the money back?']) {
      expect(readLine(line, knowledge).asks.map((ask) => ask.topic.name)).toEqual(['A refund']);
      expect(replyTo(DRYER_CUSTOMER, line)).toContain('I want my money back');
    }
  });

  it('still takes the fact a line means when it says no keyword phrase', () => {
    expect(replyTo(DRYER_CUSTOMER, 'What have you been doing with the washing?')).toContain('laundrette');
  });

  it('reads "how late" and "how early" as asking by how much a thing was off its time', () => {
    expect(isOffTimeWord('late')).toBe(true);
    expect(isOffTimeWord('early')).toBe(true);
    expect(isOffTimeWord('long')).toBe(false);
    expect(asksHowFarOffTime('How late did the train actually get in?')).toBe(true);
    expect(asksHowFarOffTime('How long did the train take?')).toBe(false);
    expect(asksHowFarOffTime('Why was the train late?')).toBe(false);
  });

  it('says how late a told departure was as the length, not the clause with its "because"', () => {
    const { replies } = converse(TRAVELLER, ['Hello, I am sorry about your journey. What happened?', 'How late did you actually take off?']);
    expect(replies[0]).toContain('45 minutes late');
    expect(replies[1]).toMatch(/(?:^|, )45 minutes late\.$/);
    expect(replies[1]).not.toMatch(/because/);
  });

  it('says a clause again with the figure that belongs to what it names', () => {
    const answer = 'I had to buy a new ticket for €210 and missed a site visit in Warsaw about a €90,000 contract.';
    expect(gistFor('What was riding on the visit?', answer)).toBe('I missed a site visit in Warsaw about a €90,000 contract');
    const { replies } = converse(TRAVELLER, ['How much was the new ticket?', 'What was riding on the visit?']);
    expect(replies[1]).toContain('about a €90,000 contract');
  });

  it('says a told fact again from the thing the question names when its clause opens on when it happened', () => {
    const answer = 'When I picked it up on 3 May the sofa cover had faded badly and there was a tear on one arm.';
    expect(gistFor('What happened to the sofa?', answer)).toBe('the sofa cover had faded badly');
    // A name ("The Frame Room") or a doing ("framed") is not the thing the question names.
    expect(gistFor('What was wrong with the frame?', 'On 2 June I left a print by my aunt at The Frame Room to be framed for £90.')).toBeNull();
    // Only where the thing is what the rest of the clause speaks of, and only for a question that asks what.
    expect(gistFor('What was in the garden?', 'I booked a tree surgeon to take down an ash in my back garden on Wednesday.')).toBeNull();
    expect(gistFor('Did the sofa arrive?', answer) ?? '').not.toMatch(/^the sofa/);
  });
});
