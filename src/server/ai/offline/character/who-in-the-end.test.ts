// "Who let you in in the end?": the "end" of "in the end" (an adverb WordNet holds) says when, so it draws no idea of
// an ending from the question; and a noun with a name given right after it ("the caretaker, Doreen", "your
// cleaner, Maureen") names a person by what they are, whatever the noun's first sense. Briefs of this file's own.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { meaningMatches } from './fact-meaning.ts';
import { knowledgeOf } from './knowledge.ts';
import { ideasOf } from './related-words.ts';
import { nounsInAdverbExpressions } from '../../language/expressions.ts';

const DRUMMER = generateScenarioOffline(
  quickScenario(
    'Locked out of the rehearsal studio',
    'Band member',
    'Studio manager',
    'Femi Adebayo booked Studio Nine for every Tuesday evening of half term and paid £480. On 4 March the door code had changed, so the band waited in the van for an hour until our cleaner, Gwen, came back and opened up. He wants two sessions refunded.',
  ),
).brief.character;

const topOf = (question: string) => meaningMatches(question, knowledgeOf({ brief: DRUMMER, glossary: [], facts: [] }), true)[0]?.topic.answer ?? '';

describe('a who-question with "in the end"', () => {
  it('reads the noun of an adverb expression as no topic of the question', () => {
    expect([...nounsInAdverbExpressions('Who let you in in the end?')]).toContain('end');
    expect([...nounsInAdverbExpressions('What happened at the end of the term?')]).toEqual([]);
    expect(ideasOf('Who let you in in the end?').has('ending')).toBe(false);
    // "place" shares a sense with "end" (where one finishes); "in the end" does not ask about it.
    const band = generateScenarioOffline(quickScenario('Rehearsal room', 'Band member', 'Studio manager', 'Femi Adebayo booked our place, the Old Forge rooms, for Tuesday nights. He wants two sessions refunded.')).brief.character;
    const matches = meaningMatches('Who let you in in the end?', knowledgeOf({ brief: band, glossary: [], facts: [] }), true);
    expect(matches.find((match) => /Old Forge/.test(match.topic.answer))?.wordScore).toBe(0);
  });

  it('is asked of the fact naming a person by what they are', () => {
    expect(topOf('Who let you in in the end?')).toMatch(/Gwen/);
    expect(topOf('Who opened up for you?')).toMatch(/Gwen/);
  });
});
