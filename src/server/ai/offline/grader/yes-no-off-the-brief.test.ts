// "What you uncovered" cites no yes-or-no question whose words, other than a name, are on no fact of the brief: "Is
// Harrogate still heaving with tourists these days?" asks whether something is so that the brief does not speak of,
// though the town is named in a fact; the fact the reply gives after it was told unasked.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { transcriptLines, type Line } from './grading.test-helpers.ts';
import { findUncovered } from './uncovered.ts';

const fact = (topic: string, keywords: string[], answer: string) => ({ topic, keywords, answer });

const DENTIST: CharacterBrief = {
  identity: { name: 'Owen Barker', age: '', gender: 'male', occupation: 'Patient', organisation: '', location: '', language: 'English', personality: 'plain', tone: 'plain', speakingStyle: 'plain words' },
  situation: '',
  facts: [
    fact('Their role', ['role', 'job', 'position', 'work as', 'for a living'], "I'm a bus driver in Harrogate."),
    fact('Practice', ['practice', 'patient', 'bridge street', 'harrogate'], 'I have been a patient at your Bridge Street practice in Harrogate since 2015.'),
    fact('Crown', ['crown', 'fitted', 'cracked', 'when'], 'The crown you fitted on 4 March cracked within a week.'),
  ],
  hiddenFacts: [],
  objections: [],
  outcome: { agreement: 'a new crown', condition: 'every concern answered', requires: [], agreementLine: 'Fine, go ahead.', walkAwayWhen: 'pushed', walkAwayLine: 'I am going.' },
  openingLine: "I'm here about my crown.",
};

const drawn = (entries: readonly Line[]) => findUncovered(DENTIST, transcriptLines(entries, 'y', 0)).facts.map((entry) => [entry.topic, entry.line.quote]);

describe('[REPORTS] a yes-or-no question about something the brief does not speak of draws nothing', () => {
  it('does not cite a question that names the fact only by its town', () => {
    const cited = drawn([
      ['character', "I'm here about my crown."],
      ['learner', 'Is Harrogate still heaving with tourists these days?'],
      ['character', 'I have been a patient at your Bridge Street practice in Harrogate since 2015.'],
    ]);
    expect(cited.map(([topic]) => topic)).not.toContain('Practice');
  });

  it('still cites a yes-or-no question whose words are on the fact', () => {
    expect(
      drawn([
        ['character', "I'm here about my crown."],
        ['learner', 'Have you been a patient with us in Harrogate for long?'],
        ['character', 'I have been a patient at your Bridge Street practice in Harrogate since 2015.'],
      ]),
    ).toContainEqual(['Practice', 'Have you been a patient with us in Harrogate for long?']);
  });
});
