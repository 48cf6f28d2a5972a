// How a question finds a fact by the figures its answer holds: a fact whose keywords were filled by its own words is
// still found by "when" for its date and "how much" for its sum, and "when" finds a fact only as the question's own
// word ("What was wrong with it when it came?" asks what, not when).
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { firstWaysOfAsking } from '../../language/ways-of-asking.ts';
import { quickCharacter } from './conversation.test-helpers.ts';
import { knowledgeOf, scoredTopicsIn, topicsIn } from './knowledge.ts';

const MARQUEE = "Priya Nair booked a marquee from Hendry Events in Perth for her wedding on Saturday 9 August and paid a £900 deposit. The marquee never arrived and the guests ate in the rain. My goal: agree a refund.";

/** The brief with each fact's keywords filled by its own words alone, as a long sentence's are. */
function withOwnWordsOnly(brief: CharacterBrief): CharacterBrief {
  const own = (answer: string) => answer.toLowerCase().match(/[a-z]{4,}/g)!.filter((word) => !['when', 'date', 'time', 'paid'].includes(word)).slice(0, 16);
  return { ...brief, facts: brief.facts.map((fact) => ({ ...fact, keywords: own(fact.answer) })) };
}

describe('the ways of asking a fact by its figures', () => {
  const brief = withOwnWordsOnly(quickCharacter('A marquee that never came', 'Bride', 'Events manager', MARQUEE));
  const knowledge = knowledgeOf({ brief, glossary: [], facts: [] });
  const dated = knowledge.topics.find((topic) => topic.answer.includes('9 August'))!;

  it('reads the first way of asking each kind of figure a sentence holds', () => {
    expect(firstWaysOfAsking('I paid £900 on Saturday 9 August.')).toEqual(['how much', 'when']);
    expect(firstWaysOfAsking('950 is what we agreed.')).toEqual([]);
  });

  it('finds the fact by "when" and "how much" though its own words filled its keywords', () => {
    expect(dated).toBeDefined();
    expect(dated.keywords).toEqual(expect.arrayContaining(['when', 'how much']));
    expect(topicsIn('And when was that?', knowledge)[0]).toBe(dated);
  });

  it('counts "when" only as the question\'s own word', () => {
    expect(scoredTopicsIn('What was wrong with it when it came?', knowledge)).toEqual([]);
  });
});
