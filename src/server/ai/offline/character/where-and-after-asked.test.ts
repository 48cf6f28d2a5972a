// Plain questions about the character itself: "Where did they send you?" with no noun of its own asks for the place a
// fact of the matter holds, and "What are you after?" ("be after": WordNet's "intend") asks what it wants. Briefs of
// this file's own.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { replyTo } from './conversation.test-helpers.ts';
import { selfQuestionKind } from './fact-meaning.ts';
import { readLine } from './acts.ts';
import { knowledgeOf } from './knowledge.ts';

const CLERK = generateScenarioOffline(
  quickScenario(
    'Office move',
    'Office worker',
    'Facilities manager',
    'Kemi Adeyemi and her two colleagues were moved by the company into a portable cabin in Reading on 4 May after a flood in their office. They have been there for five weeks, sharing one desk and a printer. She wants a proper office near the car park by the end of July.',
  ),
).brief.character;

const NURSE = generateScenarioOffline(
  quickScenario(
    'Ward transfer',
    'Staff nurse',
    'Ward manager',
    'Priya Nair was moved by the trust to the night shift on the stroke unit at Leeds General on 12 January after her ward closed. She has worked nights for six weeks. She wants a day-shift post on a surgical ward by the summer.',
  ),
).brief.character;

describe('a where-question about the character with no noun of its own', () => {
  it('asks for the fact that holds the place, and is not small talk', () => {
    const reading = readLine('Where did they put you?', knowledgeOf({ brief: CLERK, glossary: [], facts: [] }));
    expect(reading.acts.has('offTopic')).toBe(false);
    expect(reading.asks.map(({ topic }) => topic.answer)).toEqual([expect.stringMatching(/portable cabin/)]);
  });

  it('answers with that fact', () => {
    expect(replyTo(CLERK, 'Where did they put you?')).toMatch(/portable cabin/);
  });
});

describe('"be after" asks what the character wants', () => {
  it.each(['What are you after?', 'So what were you after?'])('reads "%s" as a question after its wants', (line) => {
    expect(selfQuestionKind(line)).toBe('wants');
  });

  it('answers "What are you after?" with the want', () => {
    expect(replyTo(NURSE, 'What are you after?')).toMatch(/day-shift post/);
  });

  it('leaves "What are you up to later?" alone', () => {
    expect(selfQuestionKind('What are you up to later?')).toBeNull();
  });
});

describe('"What happened to …?" with a thing two facts name', () => {
  it('asks for the fact where something happened to it, not the one that wants one', () => {
    const reading = readLine('What happened to the office?', knowledgeOf({ brief: CLERK, glossary: [], facts: [] }));
    expect(reading.asks.map(({ topic }) => topic.answer)).toEqual([expect.stringMatching(/flood/)]);
  });

  it('answers without the want', () => {
    const reply = replyTo(CLERK, 'What happened to the office?');
    expect(reply).toMatch(/flood in our office/);
    expect(reply).not.toMatch(/I want a proper office/);
  });
});

describe('the matter the character names', () => {
  const PATIENT = generateScenarioOffline(
    quickScenario(
      'Student rooms',
      'Student',
      'Accommodation officer',
      "Leo Grant and his two flatmates were moved by the university into a hostel in Leeds on 3 October after a flood in their flat. They have been there for five weeks, sharing one kitchen and a fridge. He wants a three-bedroom flat near the campus by the end of term.",
    ),
  ).brief.character;

  it('is never who did what happened to it ("moved by the university") when the want names a thing told of elsewhere', () => {
    expect(PATIENT.openingLine).not.toMatch(/\bthe university\b/);
    expect(PATIENT.objections.map(({ objection }) => objection).join(' ')).not.toMatch(/\bthe university\b/);
    expect(PATIENT.openingLine).toMatch(/\bthe flat\b/i);
  });
});
