// A want for the time of an act ("a firm delivery date") is met by an offer that does that act on a day, whatever the
// doing is called: "I can get the arrangements to the venue on Friday 13 June" delivers them (WordNet puts delivering
// under getting and bringing a thing to someone), so neither the character nor "What you uncovered" still asks for a
// delivery date after it. A florist and a wedding, a field no evaluation set uses; the learner's lines are said to the
// built-in character in turn.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASS_MARK } from '../../../../shared/contracts/rubrics-constants.ts';
import { buildReportScores } from '../../tasks/grade-conversation/score-report.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { createdGradingInput } from './grading.test-helpers.ts';

const FLORIST = quickScenario(
  'Wedding flowers not confirmed',
  'Bride',
  'Florist shop owner',
  'Chloe Adebayo ordered 12 table arrangements and a bridal bouquet from Petal & Stem for her wedding at Oakley Hall on Saturday 14 June. The shop has not confirmed when the flowers will arrive and has not answered two emails. She wants a firm delivery date and a named contact at the shop.',
);

function dateRequirement(last: string) {
  const { input } = createdGradingInput(FLORIST, ['Hello Chloe, thanks for getting in touch.', "I'm sorry we haven't answered your emails.", last]);
  const report = buildReportScores(gradeConversationOffline(input), input, DEFAULT_PASS_MARK);
  return { reply: input.messages.at(-1)!.content, requirement: report.uncovered!.outcome.requirements!.find((requirement) => requirement.label === 'a firm delivery date')! };
}

describe('[AI] a want for the time of an act, met by doing the act on a day', () => {
  for (const offer of ['I can get the arrangements to the venue on Friday 13 June.', 'I will bring all 12 arrangements and the bouquet to Oakley Hall on Saturday 14 June at 9am.']) {
    it(`reads "${offer}" as giving a firm delivery date`, () => {
      const { reply, requirement } = dateRequirement(offer);
      expect(requirement.line?.quote).toBe(offer);
      expect(reply).not.toMatch(/without a firm delivery date|waiting for is a firm delivery date/);
    });
  }

  it('still asks for the date after a day that delivers nothing', () => {
    expect(dateRequirement("I'll call you on Friday 13 June.").requirement.line).toBeNull();
  });
});
