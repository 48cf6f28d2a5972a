// "What you uncovered" for a question that points back ("Were they on time?"): it asks after what the character has
// just told, or what the learner has just asked about, so a reply giving another fact instead was not drawn by it.
import { describe, expect, it } from 'vitest';
import { customerBrief, transcriptLines, type Line } from './grading.test-helpers.ts';
import { findUncovered } from './uncovered.ts';

const fact = (topic: string, keywords: string[], answer: string) => ({ topic, keywords, answer });

const REMOVALS = customerBrief('Dev Sharma', [
  fact('The crew', ['crew', 'movers', 'three men'], 'Three men came, and they were two hours late.'),
  fact('His daughter', ['daughter', 'Mia'], 'My daughter Mia starts at her new school on Monday.'),
]);

const GYM = customerBrief('Rosa Lind', [
  fact('The charge', ['charged', 'twice', '£45'], 'I was charged £45 twice in November.'),
  fact('The class', ['class', 'spin', 'Tuesday'], 'I go to the spin class every Tuesday at 7am.'),
]);

const transcript = (entries: readonly Line[]) => transcriptLines(entries, 'f', 0);

describe('[REPORTS] a question that points back draws only what it points to', () => {
  it('does not credit a follow-up on the crew with the daughter the reply turns to', () => {
    const uncovered = findUncovered(
      REMOVALS,
      transcript([
        ['character', "I'm calling about the damage."],
        ['learner', 'Who came on the day?'],
        ['character', 'Three men came, and they were two hours late.'],
        ['learner', 'Were they on time?'],
        ['character', 'My daughter Mia starts at her new school on Monday.'],
      ]),
    );
    expect(uncovered.facts.map((entry) => entry.topic)).not.toContain('His daughter');
    expect(uncovered.missed_facts).toContainEqual({ topic: 'His daughter', hidden: false, given: true });
  });

  it('credits a follow-up on what the learner has just asked about, whatever the reply before it said', () => {
    const uncovered = findUncovered(
      GYM,
      transcript([
        ['character', "I'm calling about the damage."],
        ['learner', 'Which class do you come to?'],
        ['character', 'I was charged £45 twice in November.'],
        ['learner', 'And what day is that on?'],
        ['character', 'I go to the spin class every Tuesday at 7am.'],
      ]),
    );
    expect(uncovered.facts.map((entry) => [entry.topic, entry.line.quote])).toContainEqual(['The class', 'And what day is that on?']);
  });
});
