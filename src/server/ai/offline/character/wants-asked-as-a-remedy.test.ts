// "What would put this right for you?" asks what the character wants, in the words of a remedy rather than of wanting:
// it is answered from the wants the description states, never with "I'm not sure". A brief of this file's own.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { CREATED_SCENARIOS } from '../scenario/created-scenarios.test-helpers.ts';
import { replyTo } from './conversation.test-helpers.ts';
import { DEPOSIT_TENANT } from './created-briefs.test-helpers.ts';
import { thanks } from './said-sentences.ts';

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

// The 2026-12-01 review's deposit dispute: an apology that mentions a fact ("the emails going unanswered") and the
// question in one line. The apology settles a concern, whose resolution thanks; the question still hears the want.
const TENANT = generateScenarioOffline(CREATED_SCENARIOS.find((entry) => entry.name === 'Daniel Okoro')!.input).brief.character;
const REVIEW_LINES = [
  "Hi Daniel, it's the property manager at Riverside Court. I'm calling about your deposit.",
  "Right, I've got your file here. Which of the deductions are you disputing?",
  "I'm not trying to fob you off. Talk me through the £380 for painting. What's your view?",
  'Did you find somewhere nice to move to, at least?',
];
// Acknowledging kindness is thanks in other words (the empathy move's lines).
const THANKING = (sentence: string) => thanks(sentence) || /^(?:that helps|i appreciate|that means something|kind of you)\b/i.test(sentence);

describe('wants asked after empathy', () => {
  it('answers an apology and the question in one line with the want, thanking at most once', () => {
    const reply = replyTo(TENANT, "I'm sorry about the emails going unanswered. What would put this right for you?", REVIEW_LINES);
    expect(reply).toMatch(/concrete fix with a date/i);
    expect(reply.split(/(?<=[.!?;])\s+/).filter(THANKING).length, reply).toBeLessThanOrEqual(1);
  });

  it('answers the want in a line after the apology too', () => {
    const reply = replyTo(TENANT, 'What would put this right for you?', [...REVIEW_LINES, "I'm sorry about the emails going unanswered."]);
    expect(reply).toMatch(/concrete fix with a date/i);
  });

  it('thanks once in a reply to an apology with the question, on a brief of the created set', () => {
    const reply = replyTo(DEPOSIT_TENANT, "I'm sorry about the emails going unanswered. What would put this right for you?", REVIEW_LINES);
    expect(reply).toMatch(/revised figures/i);
    expect(reply.split(/(?<=[.!?;])\s+/).filter(THANKING).length, reply).toBeLessThanOrEqual(1);
  });
});
