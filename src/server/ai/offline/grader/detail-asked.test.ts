// "What you uncovered" credits a question only with a fact that gives the kind of detail it asked for: "who" did
// something, a person other than the character; "why" a state came about, the cause of that state; "how long
// has…", a span up to now; "by how much", a margin.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { transcriptLines, type Line } from './grading.test-helpers.ts';
import { findUncovered } from './uncovered.ts';
import { namesAnotherPerson } from './detail-asked.ts';

const fact = (topic: string, keywords: string[], answer: string) => ({ topic, keywords, answer });

function brief(name: string, occupation: string, facts: CharacterBrief['facts']): CharacterBrief {
  return {
    identity: { name, age: '', gender: '', occupation, organisation: '', location: '', language: 'English', personality: 'plain', tone: 'plain', speakingStyle: 'plain words' },
    situation: '',
    facts,
    hiddenFacts: [],
    objections: [],
    outcome: { agreement: 'a fix', condition: 'every concern answered', requires: [], agreementLine: 'Fine, go ahead.', walkAwayWhen: 'pushed', walkAwayLine: 'I am going.' },
    openingLine: "I'm here about the boat.",
  };
}

const transcript = (entries: readonly Line[]) => transcriptLines(entries, 'd', 0);

const topicsDrawn = (about: CharacterBrief, entries: readonly (readonly ['learner' | 'character', string])[]) =>
  findUncovered(about, transcript(entries)).facts.map((entry) => [entry.topic, entry.line.quote]);

const MARINA = brief('Gareth Pryce', 'Boat owner', [
  fact('Their role', ['role', 'job', 'position', 'work as', 'for a living'], "I'm a boat owner in Conwy."),
  fact('Mooring', ['mooring', 'berth', 'years', 'how long', 'since'], 'I have kept my boat at Deganwy Marina in Conwy for twelve years.'),
  fact('Hull repair', ['hull', 'repair', 'rigger', 'when', 'date'], 'The hull was patched on 3 June by the rigger Owen Hughes.'),
  fact('Notice', ['notice', 'marina', 'berth', 'why', 'reason'], 'In August the marina sent a notice to move my berth because the pontoon was rotten.'),
  fact('Storm', ['pontoon', 'storm', 'why', 'reason'], 'The pontoon was rotten because the winter storm soaked it for weeks.'),
  fact('Checks', ['checks', 'engine', 'every', 'how long'], 'I run the engine for ten minutes every day.'),
  fact('Fees', ['fees', 'cost', 'how much'], 'The berth costs £1,900 a year.'),
  fact('Survey', ['survey', 'points', 'failed'], 'The survey failed her by two points.'),
  fact('Repair bill', ['repair', 'quote', 'quoted', 'how much'], 'The repair came to £2,300, and I was quoted £1,500.'),
]);

// The marina without the fact that says why the pontoon rotted: a reply giving the notice is all a "why" could draw.
const NOTICE_ONLY = { ...MARINA, facts: MARINA.facts.filter((entry) => entry.topic !== 'Storm') };

describe('[REPORTS] a question is credited only with the kind of detail it asked for', () => {
  it('reads who a person is: someone else, not the speaker\'s own role or a place', () => {
    expect(namesAnotherPerson('The hull was patched on 3 June by the rigger Owen Hughes.', new Set(['gareth', 'pryce']))).toBe(true);
    expect(namesAnotherPerson('My neighbour has been bailing it out.', new Set())).toBe(true);
    expect(namesAnotherPerson("I'm a boat owner in Conwy.", new Set())).toBe(false);
    expect(namesAnotherPerson('I have kept my boat at Deganwy Marina in Conwy for twelve years.', new Set())).toBe(false);
  });

  it('does not credit "who did it" with the character\'s own role the reply gave instead', () => {
    const drawn = topicsDrawn(MARINA, [
      ['character', "I'm here about the boat."],
      ['learner', 'Who did the work on it in the first place?'],
      ["character", "I'm a boat owner in Conwy."],
    ]);
    expect(drawn.map(([topic]) => topic)).not.toContain('Their role');
  });

  it('credits "why" only with the fact whose account of what happened is what the question asks about', () => {
    // The notice gives the rot as the cause of the move; it says nothing of why the pontoon rotted.
    expect(
      topicsDrawn(NOTICE_ONLY, [
        ['character', "I'm here about the boat."],
        ['learner', 'Why was the pontoon so rotten?'],
        ['character', 'In August the marina sent a notice to move my berth because the pontoon was rotten.'],
      ]).map(([topic]) => topic),
    ).not.toContain('Notice');
    expect(
      topicsDrawn(NOTICE_ONLY, [
        ['character', "I'm here about the boat."],
        ['learner', 'Why did the marina move your berth?'],
        ['character', 'In August the marina sent a notice to move my berth because the pontoon was rotten.'],
      ]),
    ).toContainEqual(['Notice', 'Why did the marina move your berth?']);
  });

  it('credits "how long have you…" with a span up to now, not with a habit of so many minutes a time', () => {
    expect(
      topicsDrawn(MARINA, [
        ['character', "I'm here about the boat."],
        ['learner', 'How long have you been running the engine?'],
        ['character', 'I run the engine for ten minutes every day.'],
      ]).map(([topic]) => topic),
    ).not.toContain('Checks');
    expect(
      topicsDrawn(MARINA, [
        ['character', "I'm here about the boat."],
        ['learner', 'How long have you had the mooring?'],
        ['character', 'I have kept my boat at Deganwy Marina in Conwy for twelve years.'],
      ]),
    ).toContainEqual(['Mooring', 'How long have you had the mooring?']);
  });

  it('credits "by how much" with a margin ("by two points", two sums to compare), not with one figure of something else', () => {
    const asked = (reply: string) =>
      topicsDrawn(MARINA, [
        ['character', "I'm here about the boat."],
        ['learner', 'By how much did the survey fail her?'],
        ['character', reply],
      ]).map(([topic]) => topic);
    expect(asked('The berth costs £1,900 a year.')).not.toContain('Fees');
    expect(asked('The survey failed her by two points.')).toContain('Survey');
    expect(
      topicsDrawn(MARINA, [
        ['character', "I'm here about the boat."],
        ['learner', 'By how much did the repair go over the quote?'],
        ['character', 'The repair came to £2,300, and I was quoted £1,500.'],
      ]).map(([topic]) => topic),
    ).toContain('Repair bill');
  });
});

describe('[REPORTS] an age says neither when nor how long', () => {
  const CANAL = brief('Elsie Morgan', 'Boat owner', [
    fact('Their role', ['role', 'job', 'position', 'work as', 'for a living'], "I'm a retired postwoman in Ludlow."),
    fact('Club rule', ['hand', 'boat', 'club', 'old'], 'I have been told I must hand the boat back to the club once it is more than 30 years old.'),
    fact('Moorings', ['narrowboat', 'moorings', 'had'], "I have had a narrowboat on the club's moorings for 12 years."),
  ]);

  it('credits "how long has it been yours" with the span told, not with the age a rule names', () => {
    const drawn = topicsDrawn(CANAL, [
      ['character', "I'm here about the boat."],
      ['learner', 'How long has the boat been yours?'],
      ['character', "I have been told I must hand the boat back to the club once it is more than 30 years old. I have had a narrowboat on the club's moorings for 12 years."],
    ]);
    expect(drawn.map(([topic]) => topic)).not.toContain('Club rule');
    expect(drawn).toContainEqual(['Moorings', 'How long has the boat been yours?']);
  });
});
