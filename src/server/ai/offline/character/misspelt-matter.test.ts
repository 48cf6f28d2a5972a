// A question whose word is the description's spelt one letter otherwise ("sessions" and a description's "sesions",
// or a learner's "refnd") is on the matter, not small talk; two words both in WordNet ("weather" and "leather") stay
// two words, so small talk stays small talk. Briefs of this file's own.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { readLine } from './acts.ts';
import { knowledgeOf } from './knowledge.ts';

const knowledgeFor = (description: string) =>
  knowledgeOf({ brief: generateScenarioOffline(quickScenario('Swimming lessons', 'Parent', 'Leisure centre manager', description)).brief.character, glossary: [], facts: [] });

const SWIM = knowledgeFor(
  'Nadia Hussain, 38, a pharmacist in Derby. She payed £120 in March for ten swimming sesions for her son Zayn at Riverside Leisure. Four were cancelled because the pool was closed for repairs. She wants the cancelled ones refunded. My goal: refund them or add four sesions in May.',
);
const SOFA = knowledgeFor(
  'Tom Baker, 60, a retired postman in Hull. He bought a leather sofa for £900 in June and the seams split after a month. He wants a replacement. My goal: offer a repair.',
);

describe('a question in the description\'s words spelt otherwise', () => {
  it('reads "How are the sessions going?" as on the matter when the description spells them "sesions"', () => {
    expect(readLine('How are the sessions going?', SWIM).acts.has('offTopic')).toBe(false);
  });

  it('still reads small talk as small talk', () => {
    expect(readLine("How's the weather been up your way?", SOFA).acts.has('offTopic')).toBe(true);
    expect(readLine('Did you watch the football at the weekend?', SWIM).acts.has('offTopic')).toBe(true);
  });
});
