// "What you uncovered" credits a question after who the character is ("Could you tell me your name and what you do?")
// with no fact of the matter the reply goes on to unasked, whatever word the character's reading ties it by ("tell"
// and a fact whose keywords hold "told").
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { transcriptLines, type Line } from './grading.test-helpers.ts';
import { findUncovered } from './uncovered.ts';

const fact = (topic: string, keywords: string[], answer: string) => ({ topic, keywords, answer });

const GYM: CharacterBrief = {
  identity: { name: 'Priya Shah', age: '', gender: 'female', occupation: 'Physiotherapist', organisation: '', location: '', language: 'English', personality: 'plain', tone: 'plain', speakingStyle: 'plain words' },
  situation: '',
  facts: [
    fact('Their role', ['role', 'job', 'position', 'work as', 'for a living'], "I'm a physiotherapist in Bristol."),
    fact('Freeze', ['told', 'membership', 'frozen', 'manager'], 'Your manager told me my membership would be frozen while my knee healed.'),
    fact('Fees', ['fees', 'taken', 'how much', 'money'], 'You have taken £42 a month since May regardless.'),
  ],
  hiddenFacts: [],
  objections: [],
  outcome: { agreement: 'a refund', condition: 'every concern answered', requires: [], agreementLine: 'Fine, go ahead.', walkAwayWhen: 'pushed', walkAwayLine: 'I am going.' },
  openingLine: "I'm here about my membership.",
};

const drawn = (entries: readonly Line[]) => findUncovered(GYM, transcriptLines(entries, 'i', 0)).facts.map((entry) => [entry.topic, entry.line.quote]);

describe('[REPORTS] a question after who they are draws no fact of the matter', () => {
  it('does not cite it for the fact the reply goes on to unasked', () => {
    const cited = drawn([
      ['character', "I'm here about my membership."],
      ['learner', 'Sorry, could you tell me your name and what you do?'],
      ['character', "I'm Priya Shah. I'm a physiotherapist in Bristol. Your manager told me my membership would be frozen while my knee healed."],
    ]);
    expect(cited.map(([topic]) => topic)).not.toContain('Freeze');
  });

  it('still cites a question on that fact', () => {
    expect(
      drawn([
        ['character', "I'm here about my membership."],
        ['learner', 'What did the manager say about your membership?'],
        ['character', 'Your manager told me my membership would be frozen while my knee healed.'],
      ]),
    ).toContainEqual(['Freeze', 'What did the manager say about your membership?']);
  });
});
