// The natural set against the sample briefs: every sample has one, every expected topic is a fact or hidden fact of
// its brief, each hidden fact is asked the way it is earned, and each set has its minimum of lines of every kind.
import { describe, expect, it } from 'vitest';
import { SAMPLE_SCENARIOS } from '../features/scenarios/scenarios.seed.ts';
import { sampleBriefOf } from '../features/scenarios/sample-briefs.ts';
import { NATURAL_ACT_KINDS, NATURAL_CASES, NATURAL_CONVERSATION_LINES, NATURAL_MIN_ACTS, NATURAL_MIN_QUESTIONS, NATURAL_MIN_UNKNOWN } from './natural-cases.ts';

// What earns a hidden fact (character-brief.ts): an open question for `open_question`; for `empathy`, a sentence
// before the question in the same line.
const OPEN_QUESTION = /\b(?:what|how|why|where|tell me)\b/i;

describe('[EVAL] the natural set', () => {
  it('covers every sample and nothing else', () => {
    expect(Object.keys(NATURAL_CASES).sort()).toEqual(SAMPLE_SCENARIOS.map((sample) => sample.id).sort());
  });

  for (const sample of SAMPLE_SCENARIOS) {
    describe(sample.name, () => {
      const cases = NATURAL_CASES[sample.id]!;
      const brief = sampleBriefOf(sample.id).character;

      it('names a topic of the brief for every question, and earns each hidden fact as the brief says', () => {
        const topics = new Map([...brief.facts, ...brief.hiddenFacts].map((fact) => [fact.topic, fact]));
        expect(cases.questions.filter((question) => !topics.has(question.topic)).map((question) => question.topic)).toEqual([]);
        for (const question of cases.questions) {
          const fact = topics.get(question.topic);
          if (!fact || !('unlock' in fact)) continue;
          if (fact.unlock === 'open_question') expect(question.line, question.topic).toMatch(OPEN_QUESTION);
          else expect(question.line.split(/(?<=[.!])\s+/).length, `${question.topic}: empathy before the question`).toBeGreaterThan(1);
        }
        // Every hidden fact is asked for.
        expect(brief.hiddenFacts.filter((fact) => !cases.questions.some((question) => question.topic === fact.topic)).map((fact) => fact.topic)).toEqual([]);
      });

      it('has its minimum of questions, unknowns and acts, every act kind, and two twelve-line conversations', () => {
        expect(cases.questions.length).toBeGreaterThanOrEqual(NATURAL_MIN_QUESTIONS);
        expect(cases.unknown.length).toBeGreaterThanOrEqual(NATURAL_MIN_UNKNOWN);
        expect(cases.acts.length).toBeGreaterThanOrEqual(NATURAL_MIN_ACTS);
        expect(NATURAL_ACT_KINDS.filter((kind) => !cases.acts.some((act) => act.kind === kind))).toEqual([]);
        expect(cases.strong).toHaveLength(NATURAL_CONVERSATION_LINES);
        expect(cases.poor).toHaveLength(NATURAL_CONVERSATION_LINES);
      });

      it('says no line twice', () => {
        const lines = [...cases.questions.map((question) => question.line), ...cases.unknown.map((question) => question.line), ...cases.acts.map((act) => act.line)];
        expect(lines.filter((line, index) => lines.indexOf(line) !== index)).toEqual([]);
      });
    });
  }
});
