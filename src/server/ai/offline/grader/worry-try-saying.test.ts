// A worry the character states ("He is worried his pension contributions will stop while he is away") is answered in
// "Try saying" by denying what is feared, in the learner's voice, never by offering what the brief says settles a
// worry ("an answer to what worries you"). A quick scenario of this file's own, on the general conversation rubric.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { answersWorry, statedWorry } from '../character/worry-answered.ts';
import { deniedWorry } from './feedback-phrasing.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { createdGradingInput } from './grading.test-helpers.ts';

const request = quickScenario(
  'Asking for unpaid leave',
  'Bus driver',
  'Depot manager',
  'Kwame Mensah, 52, has driven the number 7 route for Northway Buses in Leeds for eleven years. He wants six weeks of unpaid leave in March to care for his mother after her operation. He is worried his pension contributions will stop while he is away. He would accept four weeks if his route is kept for him.',
);

describe('"Try saying" for a stated worry left open', () => {
  it('denies what is feared, in the learner’s voice, so the line answers the worry itself', () => {
    const { brief, input } = createdGradingInput(request, ['Right. What now?', 'Is anything else worrying you?', 'Look, just fill in the form and stop going on about it.']);
    const worry = brief.objections.map((objection) => statedWorry(objection.objection)).find((found) => found !== null);
    expect(worry).toMatch(/pension contributions will stop/);
    const lines = gradeConversationOffline(input).criteria.map((criterion) => criterion.better_line ?? '');
    const answering = lines.find((line) => /won.t stop/.test(line));
    expect(answering).toContain("your pension contributions won't stop while you are away");
    expect(answersWorry(answering!, worry!, [])).toBe(true);
    for (const line of lines) expect(line).not.toMatch(/an answer to what|what worries you:/i);
  });

  it('turns each person to the learner’s side, and leaves a fear already put as a denial alone', () => {
    expect(deniedWorry('you will cut my shifts before I am back')).toBe("I won't cut your shifts before you are back");
    expect(deniedWorry("the depot's rota is going to change while I'm off")).toBe("the depot's rota isn't going to change while you are off");
    expect(deniedWorry("I can't cover the rent")).toBeNull();
  });
});
