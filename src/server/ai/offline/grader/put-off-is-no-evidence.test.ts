// A line that puts the matter off ("Let's leave the €180 for now") is never quoted as what earned a criterion's score:
// it offers nothing, agrees no step and shows no care, whatever words it shares with them. A delayed flight, a field no
// evaluation set uses; the learner's lines are said to the built-in character in turn.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { createdGradingInput } from './grading.test-helpers.ts';

const FLIGHT = quickScenario(
  'Stranded in Lisbon',
  'Passenger',
  'Airline customer relations agent',
  'Amara Okafor, a nurse from Dublin, was stranded in Lisbon on 3 March when her flight home was cancelled. She paid €240 for a hotel night. She wants the €240 back. My goal: apologise and agree when she will be refunded.',
);
const PUT_OFF = "Let's leave the €240 for now.";

describe('[AI] report: a put-off earns nothing', () => {
  it('is quoted under no criterion, while the offer that followed is', () => {
    const { input } = createdGradingInput(FLIGHT, [
      'Hello Amara, I am so sorry your flight was cancelled.',
      'What happened when you got to the airport?',
      PUT_OFF,
      'I will refund the €240 to your card today, and you will have an email confirming it by Friday.',
    ]);
    const report = gradeConversationOffline(input);
    const quotes = report.criteria.flatMap((criterion) => criterion.evidence.map((evidence) => evidence.quote));
    expect(quotes).not.toContain(PUT_OFF);
    expect(quotes.some((quote) => quote.startsWith('I will refund the €240'))).toBe(true);
  });
});
