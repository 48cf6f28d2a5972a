// A created character answers "Which bakery was it?" and "Who made the cake?" with the firm the cake came from
// (Crumb & Co, when the learner is a bakery manager), "Tell me about the delivery." with the fact whose doing WordNet
// defines alike (the cake arrived), takes "the whole amount", "everything" or "all of it" as the full sum it wants,
// and raises no concern over small talk that shares a word with one ("Any plans for the weekend?" and "plan").
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { readLine } from './acts.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { factByDefinition } from './fact-meaning.ts';
import { knowledgeOf } from './knowledge.ts';
import { withFiguresOffered } from './offer-meaning.ts';
import { normalised } from './state.ts';

const CAKE_TITLE = 'Wedding cake delivered late';
const cake = quickCharacter(
  CAKE_TITLE,
  'Customer',
  'Bakery manager',
  'Priya Nair ordered a three-tier wedding cake from Crumb & Co for £640 for her wedding on 12 March at the Old Mill in Hebden Bridge. The cake was due at 2pm but arrived at 4.15pm, after the speeches, and the florist had to move the flowers to make room on the table. The top tier was cracked. She wants the full £640 refunded. My goal: keep the refund to half unless the damage is shown.',
);
const after = (lines: readonly string[]) => converse(cake, lines, { scenarioName: CAKE_TITLE }).replies.at(-1)!;

describe('[AI] built-in character: the firm a thing came from, asked for by its kind or its maker', () => {
  it('answers "Which bakery was it?" with the firm, told or not, never "I don\'t know"', () => {
    for (const lines of [['Which bakery was it?'], ['Hello Priya.', 'Which bakery was it?']]) {
      const reply = after(lines);
      expect(reply).toMatch(/Crumb & Co/);
      expect(reply).not.toMatch(/don't know/i);
    }
  });

  it('answers who made the cake, or who it was ordered from, with the firm and not a gist', () => {
    for (const question of ['Who made the cake?', 'Who did you order it from?']) expect(after(['Hello Priya.', question])).toMatch(/Crumb & Co/);
  });

  it('never gives the firm for a doer of something else', () => {
    expect(after(['Hello Priya.', 'Who had to move things around?'])).not.toMatch(/Crumb/);
    expect(after(['Hello Priya.', 'Who had to rearrange things?'])).not.toMatch(/Crumb/);
  });
});

describe('[AI] built-in character: "tell me about X" asks about X, found by what its doing means', () => {
  const knowledge = knowledgeOf({ brief: cake, glossary: [], facts: [], scenarioName: CAKE_TITLE });

  it('finds the fact whose verb WordNet defines as the asked noun\'s verb is ("delivery": deliver, "bring to a destination"; arrive, "reach a destination")', () => {
    expect(factByDefinition('Tell me about the delivery.', knowledge)?.answer).toMatch(/arrived at 4\.15pm/);
    expect(factByDefinition('Tell me about the weather.', knowledge)).toBeNull();
  });

  it('reads "Tell me about the delivery." as a question on the matter, not small talk', () => {
    const reading = readLine('Tell me about the delivery.', knowledge);
    expect(reading.acts.has('offTopic')).toBe(false);
    expect(reading.asks.map((ask) => ask.topic.answer).join(' ')).toMatch(/arrived at 4\.15pm/);
  });

  it('answers it, and "Talk me through the delivery.", with when the cake arrived', () => {
    for (const line of ['Tell me about the delivery.', 'Talk me through the delivery.']) {
      const reply = after(['Hello Priya.', line]);
      expect(reply).toMatch(/arrived at 4\.15pm/);
      expect(reply).not.toMatch(/don't know|couldn't tell|came for/i);
    }
  });
});

describe('[AI] built-in character: "the whole amount" after a half offer is the full sum wanted', () => {
  const want = 'the full £640 refunded';

  it('reads "whole", "entire", "everything" and "all of it" as "full", by WordNet', () => {
    for (const line of ["We'll refund the whole amount.", "We'll refund the entire sum.", "We'll refund everything.", "We'll refund all of it."]) expect(withFiguresOffered(line, ['£320'], want)).toBe(line);
  });

  it('keeps the sum offered before for a line that says no amount of its own', () => {
    for (const line of ["I'll send it all by Friday.", "We'll refund the amount by Friday."]) expect(withFiguresOffered(line, ['£320'], want)).toContain('£320');
  });

  it('settles the want when "the whole amount" follows £320', () => {
    const agreement = normalised(cake.outcome.agreementLine.split(/(?<=[.!?])\s+/).at(-1) ?? '');
    const claims = (reply: string) => normalised(reply).includes(agreement) || /what I was asking for|what I came for/i.test(reply);
    const { replies } = converse(cake, ["I'm so sorry about the cake; what happened on the day?", 'We can refund £320.', "We'll refund the whole amount."]);
    expect(replies.at(-2)).toMatch(/£640/);
    expect(claims(replies.at(-1)!)).toBe(true);
  });
});

describe('[AI] built-in character: small talk raises no concern through a word it shares with one', () => {
  const vet = generateScenarioOffline(
    quickScenario(
      'A vet bill higher than the estimate',
      'Gareth Evans, a retired postman and owner of a spaniel called Bramble',
      'Practice manager at a veterinary clinic',
      "Gareth was quoted £650 for Bramble's knee surgery but the bill came to £910 because the vet found a second torn ligament during the operation. He wants the bill cut back to the estimate. My goal: agree a payment plan.",
    ),
  ).brief!.character;

  it('a concern keyed on "plan" is not raised by "Any plans for the weekend?"', () => {
    const concern = vet.objections.find((objection) => objection.keywords.includes('plan'));
    expect(concern).toBeDefined();
    for (const lines of [['Any plans for the weekend?'], ['Hello.', 'Any plans for the weekend?']]) {
      const reply = converse(vet, lines).replies.at(-1)!;
      expect(normalised(reply)).not.toContain(normalised(concern!.objection.replace(/^On [^,]+, /, '')));
    }
  });
});
