// "What would put this right for you?" asks what the character wants, in the words of a remedy rather than of wanting:
// it is answered from the wants the description states, never with "I'm not sure". A brief of this file's own.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { replyTo } from './conversation.test-helpers.ts';

const CAFE_OWNER = generateScenarioOffline(
  quickScenario(
    'Late bread for the Blue Kettle',
    'Café owner whose bread arrives late',
    'Account manager at a wholesale bakery',
    'Marisol Ortega runs the Blue Kettle café in Bristol. Her sourdough order, due at 6:30 every morning, arrived after 8 on four days last week. She pays £410 a week. She wants a guaranteed delivery window and a credit for last week, or she will switch at the end of the month.',
  ),
).brief.character;

describe('wants asked as a remedy', () => {
  it.each(['What would put this right for you?', 'So what would it take to keep you?'])('answers "%s" with the stated wants', (line) => {
    const reply = replyTo(CAFE_OWNER, line);
    expect(reply).not.toMatch(/not sure|don't know/i);
    expect(reply).toMatch(/delivery window|credit/i);
  });
});
