// A "when" question is answered with the fact that says when, also when the time is said in words ("by the end of
// the month"), not with another fact of the matter.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { converse } from './conversation.test-helpers.ts';

describe('[CHARACTER] a time said in words', () => {
  it('answers "When do you need the money back by?" with "by the end of the month"', () => {
    const { brief } = generateScenarioOffline(quickScenario('Refund for a cancelled school trip', 'Priya Shah, a parent whose daughter Anika is in Year 6', 'School business manager', 'The Year 6 residential trip to the Peak District was cancelled by the coach company two days before departure. Priya paid £285 in three instalments and wants all of it back by the end of the month. Priya is frustrated, direct and worried about money since her hours were cut. My goal: agree a refund now.'));
    const { replies } = converse(brief.character, ['Hi Priya, thanks for coming in. I am sorry the trip fell through so late.', 'How much did you pay in the end, all told?', 'When do you need the money back by?']);
    expect(replies[2]).toMatch(/end of the month/);
  });
});
