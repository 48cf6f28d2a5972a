// "What you uncovered" credits a question only with a fact it asked for: one that names a thing of its own, which
// neither its words nor their meaning tie to the fact the character answered with, drew nothing, however the
// character took it (by the kind of detail asked, or a word of time the two share).
import { describe, expect, it } from 'vitest';
import { salesBriefAs, uncoveredByOneQuestion } from './grading.test-helpers.ts';

const BRIEF = salesBriefAs({ name: 'Owen Pryce', gender: 'male', occupation: 'Customer' }, 'Owen took his van to a garage for a service and the clutch failed a week later.', [
  { topic: 'Service bill', keywords: ['service', 'bill', 'cost', 'how much'], answer: 'The service bill came to £240 on 2 May.' },
  { topic: 'Recovery', keywords: ['recovery', 'tow', 'how much'], answer: 'The recovery truck charged me £130 to tow the van back.' },
  { topic: 'Days off the road', keywords: ['days', 'road', 'weeks'], answer: 'The van has been off the road for three weeks, so I lost two jobs.' },
]);

describe('[REPORTS] a question naming another thing draws no fact', () => {
  it('does not credit a sum asked of a thing no fact names to the sum the character gave instead', () => {
    const uncovered = uncoveredByOneQuestion(BRIEF, 'How much did the taxi set you back?', 'The service bill came to £240 on 2 May.');
    expect(uncovered.facts).toEqual([]);
    expect(uncovered.missed_facts?.find((fact) => fact.topic === 'Service bill')).toMatchObject({ given: true });
  });

  it('does not credit small talk about the weather to a fact that shares a word of time with it', () => {
    const uncovered = uncoveredByOneQuestion(BRIEF, 'What do you make of the rain this week?', 'The van has been off the road for three weeks, so I lost two jobs.');
    expect(uncovered.facts).toEqual([]);
  });

  it('still credits a question on the thing the fact names', () => {
    const uncovered = uncoveredByOneQuestion(BRIEF, 'How much did the recovery truck charge you?', 'The recovery truck charged me £130 to tow the van back.');
    expect(uncovered.facts.map((fact) => [fact.topic, fact.line.quote])).toEqual([['Recovery', 'How much did the recovery truck charge you?']]);
  });
});
