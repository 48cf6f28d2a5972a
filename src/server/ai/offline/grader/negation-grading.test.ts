import { describe, expect, it } from 'vitest';
import { findUncovered } from './uncovered.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { SALES_BRIEF, buildInput } from './grading.test-helpers.ts';

const REFUSING = [
  ['character', 'Hello, I have twenty minutes. What is this about?'],
  ['learner', 'Hi Sarah. Which wards build their rotas on spreadsheets?'],
  ['character', 'Twelve wards still build their rotas on spreadsheets.'],
  ['learner', "We don't give out references, and I'm not offering a pilot either."],
  ['character', 'I have been burned by a supplier who promised the earth.'],
  ['learner', "No, I can't put a date in the diary for a follow-up."],
  ['character', 'I think we are done here.'],
] as const;

describe('[AI] grading reads negation and refusal', () => {
  it('covers no requirement and handles no objection with a line that refuses it', () => {
    const uncovered = findUncovered(SALES_BRIEF, buildInput(REFUSING).messages);
    expect(uncovered.outcome.requirements.map((requirement) => requirement.line)).toEqual([null, null]);
    expect(uncovered.objections.every((objection) => objection.line === null)).toBe(true);
  });

  it('cites a refusal only as the thing to improve, never as praise', () => {
    const output = gradeConversationOffline(buildInput(REFUSING));
    const feedback = output.criteria.map((criterion) => criterion.feedback);
    for (const line of ["We don't give out references, and I'm not offering a pilot either.", "No, I can't put a date in the diary for a follow-up."]) {
      expect(feedback.some((text) => text.includes(`for example: "${line}`))).toBe(false);
    }
    expect(feedback.some((text) => /ruled it out: "No, I can't put a date in the diary for a follow-up\."/.test(text))).toBe(true);
  });

  it('never reads an approval by someone else ("sign it off") as pushing for a decision', () => {
    const output = gradeConversationOffline(
      buildInput([
        ['character', 'Hello, I have twenty minutes. What is this about?'],
        ['learner', 'I can offer a phased pilot on two wards; my director just needs to sign it off, and I will call you on Friday at 10.'],
        ['character', 'A pilot on two wards is something I could defend.'],
      ]),
    );
    expect(output.criteria.map((criterion) => criterion.feedback).join(' ')).not.toMatch(/pushed|shut the door|brushed past/);
  });

  it('cites an uncovered fact only with the question on its topic that drew it', () => {
    const uncovered = findUncovered(
      SALES_BRIEF,
      buildInput([
        ['character', 'Hello, I have twenty minutes. What is this about?'],
        ['learner', 'Did you get away anywhere over the summer?'],
        ['character', 'We spend about £40,000 a month on agency nurses.'],
        ['learner', 'Which wards build their rotas on spreadsheets?'],
        ['character', 'Twelve wards still build their rotas on spreadsheets.'],
      ]).messages,
    );
    expect(uncovered.facts.map((fact) => [fact.topic, fact.line.quote])).toEqual([['the wards', 'Which wards build their rotas on spreadsheets?']]);
  });

  it('never quotes, as the thing to improve, a sentence that also shows the behaviour', () => {
    const output = gradeConversationOffline(
      buildInput([
        ['character', 'Hello, I have twenty minutes. What is this about?'],
        ['learner', "I'll send you the contract on Friday at 10, take it or leave it."],
        ['character', 'I think we are done here.'],
      ]),
    );
    const nextSteps = output.criteria.find((criterion) => criterion.name === 'Next steps')!;
    expect(nextSteps.feedback).not.toMatch(/pushed for a decision: "I'll send you the contract/);
    expect(nextSteps.score).toBeLessThan(70);
  });
});
