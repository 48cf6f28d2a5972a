// "What you uncovered" counts a fact as told only where one sentence of a reply carries its figure with a word of its
// topic: "I want the £100 refunded" beside a stock line naming the matter says the sum the fact holds, not the fact, so a
// question that later draws the fact ("How much was taken from your card?") is cited for it, not listed as told unasked.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASS_MARK } from '../../../../shared/contracts/rubrics-constants.ts';
import { buildReportScores } from '../../tasks/grade-conversation/score-report.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { createdGradingInput } from './grading.test-helpers.ts';

const CAR_PARK = quickScenario(
  'Charged for a parking fine never issued',
  'Driver',
  'Car park operator',
  'Sofia Reyes parked at Central Car Park in Leeds on 2 June. Three days later £100 was taken from her card for a parking fine she never got. She rang the car park office twice and nobody answered. She wants the £100 refunded.',
);

describe('[REPORTS] a figure said in a want tells no fact that holds it', () => {
  it('cites the question that drew the fact, not "said without being asked"', () => {
    const { input } = createdGradingInput(CAR_PARK, ['Hello Sofia, I am sorry to hear about this.', 'How much was taken from your card?']);
    const replies = input.messages.filter((message) => message.role === 'character').map((message) => message.content);
    expect(replies[1]).toMatch(/£100/);
    expect(replies[2]).toMatch(/£100 was taken from my card/);
    const report = buildReportScores(gradeConversationOffline(input), input, DEFAULT_PASS_MARK);
    const cited = (report.uncovered?.facts ?? []).map((item) => item.line.quote);
    expect(cited).toContain('How much was taken from your card?');
  });
});
