// A "Try saying" line that makes an offer, in scenarios made through Quick creation whose character states a want of
// their own (a garage customer who wants the car repaired again for nothing, a parent who wants a child moved back to
// the top set): the line proposes a step towards the want that is the learner's to give, never the want as granted.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASS_MARK } from '../../../../shared/contracts/rubrics-constants.ts';
import { buildReportScores } from '../../tasks/grade-conversation/score-report.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { createdGradingInput } from './grading.test-helpers.ts';
import { isSayable } from './try-saying.ts';

const FIELDS = {
  garage: {
    request: quickScenario('Clutch repair', 'Customer', 'Garage service manager', 'Mark Ellis brought his Ford Focus in for a clutch repair three weeks ago. Two days after collecting it, the clutch slipped again on the motorway. He wants the car repaired again free of charge by Saturday.'),
    want: 'the car repaired again free of charge by Saturday',
  },
  school: {
    request: quickScenario('Maths set move', 'Parent', 'Head of maths', "Grace Adeyemi's daughter Tobi was moved down to the lower maths set in Year 9 after one test. Tobi is upset and has stopped doing homework. She wants Tobi moved back to the top set before half term."),
    want: 'Tobi moved back to the top set before half term',
  },
};

const WEAK = ["I'm not going to apologise, those are the rules.", "There's no date I can give you.", "Look, that's just how it is and there's nothing I can do about it.", 'Honestly, this is a waste of my time.'];

function betterLines(request: (typeof FIELDS)['garage']['request']) {
  const { brief, input } = createdGradingInput(request, WEAK);
  const report = buildReportScores(gradeConversationOffline(input), input, DEFAULT_PASS_MARK);
  return { firstName: brief.identity.name.split(/\s+/)[0]!, lines: report.criteria.map((criterion) => criterion.better_line).filter((line): line is string => Boolean(line)) };
}

describe('[REPORTS] "Try saying" works towards the character\'s want, never hands it over whole', () => {
  for (const [field, { request, want }] of Object.entries(FIELDS)) {
    it(field, () => {
      const { firstName, lines } = betterLines(request);
      const naming = lines.filter((line) => line.includes(want));
      // The weak learner answered no concern: a line offers a way forward, and it names the want.
      expect(naming.length, lines.join('\n')).toBeGreaterThan(0);
      for (const line of naming) {
        expect(line).toContain(`put forward your request to have ${want}`);
        expect(line).not.toMatch(/What I can offer is|: the |, so you can decide/);
        expect(isSayable(line, { firstName }), line).toBe(true);
      }
    });
  }
});
