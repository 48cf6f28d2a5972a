// "What you uncovered": facts and hidden facts the learner drew out (the line that asked and the reply that gave it),
// objections handled, and whether the outcome was reached, read from the brief and any engine's transcript.
import { describe, expect, it } from 'vitest';
import { type Line, SALES_BRIEF, salesBriefAs, STRONG_SALES, transcriptLines, WEAK_SALES } from './grading.test-helpers.ts';
import { findUncovered } from './uncovered.ts';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';

const lines = (entries: readonly Line[]) => transcriptLines(entries);

describe('[REPORTS] what the learner uncovered', () => {
  it('finds the facts, the hidden fact, the objections handled and the outcome of a strong run, each with its line', () => {
    const uncovered = findUncovered(SALES_BRIEF, lines(STRONG_SALES));
    expect(uncovered.facts).toEqual([
      { topic: 'agency spend', hidden: false, answer: SALES_BRIEF.facts[0]!.answer, line: { message_id: 'm6', quote: 'What does agency cover cost you each month?' }, reply_id: 'm7' },
      { topic: 'the wards', hidden: false, answer: SALES_BRIEF.facts[1]!.answer, line: { message_id: 'm4', quote: 'How do the wards build their rotas today?' }, reply_id: 'm5' },
      { topic: 'the previous rollout', hidden: true, answer: SALES_BRIEF.hiddenFacts[0]!.answer, line: { message_id: 'm8', quote: 'What happened with the previous rollout?' }, reply_id: 'm9' },
    ]);
    expect(uncovered.objections.map((entry) => [entry.raised, entry.line?.message_id])).toEqual([
      [true, 'm12'],
      [true, 'm12'],
    ]);
    expect(uncovered.outcome).toMatchObject({ agreement: 'a pilot meeting on Tuesday', reached: true, line: { message_id: 'm12' } });
    expect(uncovered.outcome.requirements.every((requirement) => requirement.line !== null)).toBe(true);
  });

  it('finds nothing drawn out in a weak run: the objection raised stays open and the outcome is not reached', () => {
    const uncovered = findUncovered(SALES_BRIEF, lines(WEAK_SALES));
    expect(uncovered.facts).toEqual([]);
    expect(uncovered.objections).toEqual([{ objection: SALES_BRIEF.objections[0]!.objection, resolved_by: 'references from a similar hospital', raised: true, line: null }]);
    expect(uncovered.outcome).toMatchObject({ reached: false, line: null });
  });

  it("reads a model's own wording: a paraphrased answer with the brief's figures, an agreement in other words", () => {
    const uncovered = findUncovered(
      SALES_BRIEF,
      lines([
        ['character', 'Morning. Make it quick.'],
        ['learner', 'What does agency cover cost the hospital?'],
        ['character', 'Honestly? Roughly £40,000 every month goes on agency staff.'],
        ['learner', 'I can arrange a reference call with a similar hospital and a pilot on two wards.'],
        ['character', "That sounds good. Let's do it: put the pilot meeting in for Tuesday."],
      ]),
    );
    expect(uncovered.facts.map((fact) => [fact.topic, fact.line.message_id, fact.reply_id])).toEqual([['agency spend', 'm2', 'm3']]);
    expect(uncovered.outcome).toMatchObject({ reached: true, line: { message_id: 'm4' } });
  });

  it('does not count a fact the character volunteered without being asked, or an agreement before the requirements', () => {
    const uncovered = findUncovered(
      SALES_BRIEF,
      lines([
        ['character', 'We spend about £40,000 a month on agency nurses.'],
        ['learner', 'Our product is great.'],
        ['character', 'Twelve wards still build their rotas on spreadsheets.'],
        ['learner', 'Okay.'],
        ['character', 'All right, let us meet on Tuesday to plan the pilot.'],
      ]),
    );
    expect(uncovered.facts).toEqual([]);
    expect(uncovered.outcome.reached).toBe(false);
  });

  it('credits a fact only to a question on its topic by meaning, and a "when" question only to a fact that says a time', () => {
    const uncovered = findUncovered(
      SALES_BRIEF,
      lines([
        ['character', 'Morning.'],
        // Asks about the wards; the reply goes on to the spend as well, which this question did not ask for.
        ['learner', 'How are the rotas put together on the wards?'],
        ['character', 'Twelve wards still build their rotas on spreadsheets. We spend about £40,000 a month on agency nurses.'],
        // Small talk names nothing of the brief: the fact the reply volunteers was not drawn out by it.
        ['learner', 'Did you have a nice holiday this year?'],
        ['character', 'The board decides on the budget in March.'],
      ]),
    );
    expect(uncovered.facts.map((fact) => [fact.topic, fact.line.quote])).toEqual([['the wards', 'How are the rotas put together on the wards?']]);
    expect(uncovered.missed_facts?.map((fact) => [fact.topic, fact.given])).toEqual(
      expect.arrayContaining([
        ['agency spend', true],
        ['the timeline', true],
      ]),
    );

    const when = findUncovered(
      SALES_BRIEF,
      lines([
        ['character', 'Morning.'],
        ['learner', 'When did the wards last change how they build rotas?'],
        ['character', 'Twelve wards still build their rotas on spreadsheets.'],
        ['learner', 'What does agency cover set you back?'],
        ['character', 'We spend about £40,000 a month on agency nurses.'],
      ]),
    );
    expect(when.facts.map((fact) => fact.topic)).toEqual(['agency spend']);
  });

  it('quotes every line verbatim from the learner message it names', () => {
    const transcript = lines(STRONG_SALES);
    const uncovered = findUncovered(SALES_BRIEF, transcript);
    const cited = [...uncovered.facts.map((fact) => fact.line), ...uncovered.objections.flatMap((entry) => (entry.line ? [entry.line] : [])), uncovered.outcome.line!];
    for (const { message_id, quote } of cited) {
      const message = transcript.find((line) => line.id === message_id);
      expect(message?.role).toBe('learner');
      expect(message?.content).toContain(quote);
    }
  });
});

const REMOVALS_BRIEF = salesBriefAs(
  { name: 'Rhian Evans', occupation: 'Customer' },
  'Rhian moved house on 4 May with our removals firm and a wardrobe was broken.',
  [
    { topic: 'the damage', keywords: ['wardrobe', 'damage', 'broken'], answer: 'My complaint is for the oak wardrobe, £900.' },
    { topic: 'history', keywords: ['customer', 'years', 'complaint'], answer: 'I have used your firm for three moves in ten years without a complaint.' },
    { topic: 'the move', keywords: ['move', 'moved', 'date'], answer: 'We moved on 4 May from Swansea to Cardiff.' },
  ],
);

const transcript = (entries: readonly Line[]) => transcriptLines(entries, 'r');

describe('[REPORTS] the line that drew a fact, in a field of its own', () => {
  it('credits a reply that gives two facts to the one the question asked about, not the one it only denies', () => {
    const uncovered = findUncovered(
      REMOVALS_BRIEF,
      transcript([
        ['character', 'Hello. It is about the wardrobe.'],
        ['learner', 'How much is your complaint for?'],
        ['character', 'My complaint is for the oak wardrobe, £900. I have used your firm for three moves in ten years without a complaint.'],
      ]),
    );
    expect(uncovered.facts.map((fact) => fact.topic)).toEqual(['the damage']);
    expect(uncovered.missed_facts).toContainEqual({ topic: 'history', hidden: false, given: true });
  });

  it('reads a question by its focus: a clause that only sets the scene draws nothing', () => {
    const uncovered = findUncovered(
      REMOVALS_BRIEF,
      transcript([
        ['character', 'Hello.'],
        ['learner', 'Sorry, before we start the move paperwork, could you tell me your name?'],
        ['character', 'Rhian Evans. We moved on 4 May from Swansea to Cardiff.'],
        ['learner', 'Just so I have it right, what happened to the wardrobe?'],
        ['character', 'My complaint is for the oak wardrobe, £900.'],
      ]),
    );
    expect(uncovered.facts.map((fact) => [fact.topic, fact.line.quote])).toEqual([['the damage', 'Just so I have it right, what happened to the wardrobe?']]);
    expect(uncovered.missed_facts).toContainEqual({ topic: 'the move', hidden: false, given: true });
  });

  it('takes the nearest learner line before the reply, and only when it asked on the topic', () => {
    const uncovered = findUncovered(
      REMOVALS_BRIEF,
      transcript([
        ['character', 'Hello.'],
        ['learner', 'When did the move happen?'],
        ['character', 'Let me think.'],
        ['character', 'We moved on 4 May from Swansea to Cardiff.'],
        ['learner', 'Did you have a good bank holiday?'],
        ['character', 'I have used your firm for three moves in ten years without a complaint.'],
      ]),
    );
    expect(uncovered.facts.map((fact) => [fact.topic, fact.line.message_id])).toEqual([['the move', 'r2']]);
    expect(uncovered.missed_facts).toContainEqual({ topic: 'history', hidden: false, given: true });
  });

  it('gives a tie to the fact the reply leads with: an answer leads with what was asked', () => {
    const brief: CharacterBrief = {
      ...REMOVALS_BRIEF,
      facts: [
        { topic: 'the crew', keywords: ['crew', 'dropped'], answer: 'The crew from the van dropped the wardrobe on the stairs.' },
        { topic: 'the van', keywords: ['van', 'late'], answer: 'The van arrived at 2pm, three hours late.' },
      ],
    };
    const uncovered = findUncovered(
      brief,
      transcript([
        ['character', 'Hello.'],
        ['learner', 'What went on with the van?'],
        ['character', 'The van arrived at 2pm, three hours late. The crew from the van dropped the wardrobe on the stairs.'],
      ]),
    );
    expect(uncovered.facts.map((fact) => fact.topic)).toEqual(['the van']);
    expect(uncovered.missed_facts).toContainEqual({ topic: 'the crew', hidden: false, given: true });
  });
});
