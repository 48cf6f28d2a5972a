// A criterion named for opening the conversation ("Greeting & rapport") is shown by the greeting and introduction: the
// report quotes them, not the acknowledgement said after them in the same line, which listening criteria quote.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASS_MARK, SAMPLE_RUBRIC_IDS_BY_CATEGORY } from '../../../../shared/contracts/rubrics-constants.ts';
import { quickRubricIdFor } from '../../../features/scenarios/quick-rubric.ts';
import { buildReportScores } from '../../tasks/grade-conversation/score-report.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { createdGradingInput } from './grading.test-helpers.ts';

const SOFA = quickScenario(
  'Late, damaged sofa',
  'Customer',
  'Furniture store customer service manager',
  'Rosa Lindqvist ordered a grey corner sofa from Oakline Furniture for £1,150. It arrived three weeks late and with a torn cushion. She wants a replacement cushion within a week and £150 back for the delay.',
);

function reportOn(lines: readonly string[]) {
  const { input } = createdGradingInput(SOFA, lines);
  return buildReportScores(gradeConversationOffline(input), input, DEFAULT_PASS_MARK);
}

describe('[REPORTS] the opening praised for a criterion named for it, at a furniture store', () => {
  const generated = generateScenarioOffline(SOFA);
  const firstName = generated.brief!.character.identity.name.split(/\s+/)[0]!;
  const text = [SOFA.title, SOFA.aiRole, SOFA.myRole, SOFA.description].join(' ');

  it('is graded on the complaint sample, whose first criterion is the greeting', () => {
    expect(quickRubricIdFor(generated.categories, text)).toBe(SAMPLE_RUBRIC_IDS_BY_CATEGORY['Customer Service']);
  });

  it('quotes the greeting and introduction, not the acknowledgement after them, scoring the line no lower', () => {
    const opening = `Good afternoon ${firstName}, I'm the customer service manager.`;
    const report = reportOn([`${opening} I understand the sofa arrived late and damaged?`]);
    const greeting = report.criteria.find((criterion) => /greeting/i.test(criterion.name))!;
    expect(greeting.feedback).toContain(`for example: "${opening}"`);
    const acknowledgedOnly = reportOn([`I understand the sofa arrived late and damaged?`]).criteria.find((criterion) => /greeting/i.test(criterion.name))!;
    expect(greeting.score).toBeGreaterThanOrEqual(acknowledgedOnly.score ?? 0);
  });

  it('still quotes the acknowledgement where the line has no greeting', () => {
    const report = reportOn(['I understand the sofa arrived late and damaged, and I can see why that is frustrating.']);
    const greeting = report.criteria.find((criterion) => /greeting/i.test(criterion.name))!;
    expect(greeting.feedback).not.toMatch(/^You opened warmly/);
  });
});
