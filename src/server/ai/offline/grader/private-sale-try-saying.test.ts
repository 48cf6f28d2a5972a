// "Try saying" lines in a sale between two private people (a road bike between strangers) fit that sale: said by one
// person to another, with no office plan to draft, no "us" behind the learner and no product pilot. A description of
// this file's own, graded on the general conversation rubric a quick scenario falls back to.
import { describe, expect, it } from 'vitest';
import { GENERAL_RUBRIC_ID } from '../../../../shared/contracts/rubrics-constants.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { buildInput, sampleGradingRubric } from './grading.test-helpers.ts';
import { isSayable } from './try-saying.ts';

const { brief } = generateScenarioOffline(
  quickScenario(
    'Buying a second-hand kayak',
    'Seller',
    'Buyer',
    'Fergus Doyle is selling his sea kayak, which he bought new in 2020 for £1,100. He is asking £640. The rudder was replaced in April, but the hull has a long scratch. He wants cash and needs it gone by Sunday because he is moving abroad. My goal: buy it for £500 or less.',
  ),
);

describe('"Try saying" in a private sale', () => {
  it('writes lines one private person could say to another about this sale', () => {
    const output = gradeConversationOffline(
      buildInput(
        [
          ['character', brief.character.openingLine],
          ['learner', 'Hi.'],
          ['character', 'I am asking £640.'],
          ['learner', "That's too much."],
          ['character', 'The rudder was replaced in April.'],
          ['learner', 'Fine, whatever.'],
        ],
        { brief: brief.character, characterName: 'Fergus Doyle', rubric: sampleGradingRubric(GENERAL_RUBRIC_ID) },
      ),
    );
    const lines = output.criteria.map((criterion) => criterion.better_line).filter((line): line is string => line !== null);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(line, line).not.toMatch(/draft the plan|from us\b|pilot|references|rollout/i);
      expect(isSayable(line, { firstName: 'Fergus', listener: { names: ['Fergus', 'Fergus Doyle'], characterNames: ['Fergus', 'Doyle'], theirPhrases: [] } }), line).toBe(true);
    }
  });
});
