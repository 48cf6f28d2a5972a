import { describe, expect, it } from 'vitest';
import { ScenarioBriefSchema } from '../../../../shared/contracts/character-brief.ts';
import { characterProfileOf } from '../../../../shared/contracts/scenarios.ts';
import { SAMPLE_SCENARIOS } from '../../../features/scenarios/scenarios.seed.ts';
import type { CharacterProfile } from '../../contracts/character-reply.ts';
import { splitSentences, stemWord, wordsOf } from '../../language/text.ts';
import { briefFromProse, learnerBriefFromProse } from './brief-from-prose.ts';
import { toFirstPerson } from './first-person.ts';

// The words the first person brings in: a brief read from prose may say "I" where the prose said "she".
const FIRST_PERSON_WORDS = new Set(["i", "i'm", 'me', 'my', 'myself', 'mine', 'am', 'have', 'do', "don't", "haven't"].map(stemWord));

const DMITRI: CharacterProfile = {
  name: 'Dmitri Volkov',
  gender: 'Male',
  age: '51',
  occupation: 'Finance Director at Northwind Logistics',
  background:
    'Dmitri Volkov is a 51-year-old finance director from Porto. He is polite but evasive, and he prefers email to phone calls. His company owes €18,400 on an invoice that is 47 days overdue. He has not told anyone that a customer of his own has not paid them.',
  scenarioSnippet: 'Dmitri takes the call at his desk between two meetings. He opens with: "Yes, hello. I only have a few minutes."',
  relevanceToScenario: 'Dmitri escalates if he is threatened with collections. He responds well to a clear payment plan and a written summary by email. My goal: agree a payment date for the full €18,400.',
};

describe('briefFromProse', () => {
  it('keeps every figure, place and name the prose gives, and nothing it does not', () => {
    const brief = briefFromProse(DMITRI, 'You are an accounts receivable manager chasing an overdue invoice.');
    const said = [...brief.facts, ...brief.hiddenFacts].map((fact) => fact.answer).join(' ');
    for (const figure of ['€18,400', '47 days', '51-year-old', 'Porto']) expect(said).toContain(figure);
    expect(brief.identity).toMatchObject({ name: 'Dmitri Volkov', age: '51', gender: 'Male', location: 'Porto', organisation: 'Northwind Logistics', personality: 'polite but evasive' });
    expect(brief.openingLine).toBe('Yes, hello. I only have a few minutes.');

    const proseStems = new Set(wordsOf(`${DMITRI.background} ${DMITRI.scenarioSnippet}`).map(stemWord));
    const invented = wordsOf(said).filter((word) => !proseStems.has(stemWord(word)) && !FIRST_PERSON_WORDS.has(stemWord(word)));
    expect(invented).toEqual([]);
  });

  it('keeps back what the prose says the character has told no one, until empathy earns it', () => {
    const brief = briefFromProse(DMITRI, '');
    expect(brief.hiddenFacts).toHaveLength(1);
    expect(brief.hiddenFacts[0]).toMatchObject({ unlock: 'empathy', answer: "I have not told anyone that a customer of my own has not paid them." });
    expect(brief.facts.some((fact) => fact.answer.includes('customer of my own'))).toBe(false);
  });

  it('reads an objection from an "escalates if" sentence and the outcome from a "responds well to" one', () => {
    const brief = briefFromProse(DMITRI, '');
    expect(brief.objections).toHaveLength(1);
    expect(brief.objections[0]!.objection).toBe("I escalate if I'm threatened with collections.");
    expect(brief.objections[0]!.keywords).toContain('threatened');
    expect(brief.objections[0]!.resolveKeywords).toEqual(expect.arrayContaining(['payment plan', 'written summary']));
    expect(brief.outcome.requires.map((requirement) => requirement.label)).toEqual(['a clear payment plan', 'a written summary by email']);
  });

  it("keeps the person's own goal out of the character and gives it to the learner's side", () => {
    const brief = briefFromProse(DMITRI, '');
    expect(JSON.stringify(brief)).not.toContain('My goal');
    expect(JSON.stringify(brief)).not.toContain('agree a payment date');
    const learner = learnerBriefFromProse('You are an accounts receivable manager chasing an overdue invoice.', [DMITRI.relevanceToScenario]);
    expect(learner).toEqual({ situation: 'You are an accounts receivable manager chasing an overdue invoice.', goal: 'Agree a payment date for the full €18,400.' });
  });

  it('gives a fact no keyword another fact already has', () => {
    for (const sample of SAMPLE_SCENARIOS) {
      const facts = briefFromProse(characterProfileOf(sample.description), '').facts;
      const keywords = facts.flatMap((fact) => fact.keywords.map((keyword) => wordsOf(keyword).map(stemWord).join(' ')));
      expect(new Set(keywords).size, sample.name).toBe(keywords.length);
    }
  });

  describe.each(SAMPLE_SCENARIOS.map((sample) => [sample.name, sample] as const))('the prose of "%s"', (_name, sample) => {
    const profile = characterProfileOf(sample.description);
    const brief = briefFromProse(profile, sample.description.scenarioDetails.Overview);
    const learner = learnerBriefFromProse(sample.description.scenarioDetails.Overview);

    it('makes a brief the contract accepts, with the quoted opener and the overview\'s good outcome as the goal', () => {
      expect(ScenarioBriefSchema.safeParse({ character: brief, learner }).error?.issues).toBeUndefined();
      expect(profile.scenarioSnippet).toContain(brief.openingLine);
      expect(sample.description.scenarioDetails.Overview).toContain(learner.goal.slice(1));
      expect(learner.situation).not.toContain('good outcome');
    });

    it('keeps every figure of the background and the scene in a fact', () => {
      const said = [...brief.facts, ...brief.hiddenFacts].map((fact) => fact.answer).join(' ');
      const told = splitSentences(`${profile.background} ${profile.scenarioSnippet.replace(/He opens with.*|She opens with.*/s, '')}`).filter((sentence) => !/does not yet know/.test(sentence));
      const figures = told.flatMap((sentence) => sentence.match(/[£$€]\d[\d,]*|\d+%/g) ?? []);
      for (const figure of figures) expect(said, figure).toContain(figure);
    });

    it('invents no word the prose does not have', () => {
      const proseStems = new Set(wordsOf(`${profile.background} ${profile.scenarioSnippet} ${profile.relevanceToScenario}`).map(stemWord));
      const said = [...brief.facts, ...brief.hiddenFacts].map((fact) => fact.answer).join(' ');
      expect(wordsOf(said).filter((word) => !proseStems.has(stemWord(word)) && !FIRST_PERSON_WORDS.has(stemWord(word)))).toEqual([]);
    });
  });

  it('does not give the character news the prose says they do not know yet', () => {
    const delay = SAMPLE_SCENARIOS.find((sample) => sample.name === 'Reporting a Two-Week Delay')!;
    const brief = briefFromProse(characterProfileOf(delay.description), '');
    expect(JSON.stringify([brief.facts, brief.hiddenFacts])).not.toMatch(/security|slip/);
  });
});

describe('toFirstPerson', () => {
  const marcus = { name: 'Marcus Reid', gender: 'Male' };
  const helen = { name: 'Helen Brooks', gender: 'Female' };
  const aisha = { name: 'Aisha Bello', gender: 'Female' };
  it.each([
    [marcus, 'Marcus calls the support line on his lunch break.', 'I call the support line on my lunch break.'],
    [marcus, 'He has the order number ready and does not want to explain everything again.', 'I have the order number ready and do not want to explain everything again.'],
    [helen, 'The project manager has asked Helen for fifteen minutes.', 'The project manager has asked me for fifteen minutes.'],
    [helen, 'She still hears about it from the directors, who blame her.', 'I still hear about it from the directors, who blame me.'],
    [helen, 'Nobody mentioned her name.', 'Nobody mentioned my name.'],
    // A name's "'s" that stands for "has" or "is" turns with the name; before a noun it is the name's own.
    [helen, "Helen's waited three weeks for the refund and Helen's daughter has rung twice.", 'I have waited three weeks for the refund and my daughter has rung twice.'],
    [aisha, "Aisha's not been paid since June, and Aisha's manager has stopped answering.", 'I have not been paid since June, and my manager has stopped answering.'],
  ])('%#: %s', (character, sentence, expected) => {
    expect(toFirstPerson(sentence, character)).toBe(expected);
  });
});
