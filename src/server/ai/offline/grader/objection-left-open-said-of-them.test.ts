// The report's objections: what the character said is quoted as it said it, and what would have answered a concern
// left open is said of the character, as the outcome's "Still needed" is ("the compensation she is owed", never "the
// compensation I am owed"). A holiday park's chalet without hot water, a field no evaluation set uses.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { createdGradingInput } from './grading.test-helpers.ts';
import { openingsFrom } from './openings.ts';
import { findUncovered } from './uncovered.ts';

const CHALET = quickScenario(
  'The chalet without hot water',
  'Guest',
  'Holiday park guest services manager',
  'Grace Mensah, a nurse from Cardiff, booked a week at Seaview Holiday Park from 3 August. The chalet had no hot water for four days and she paid £120 for a room in a hotel nearby. She wants the £120 back and the compensation she is owed.',
);

const LINES = ['Hello Grace, thanks for getting in touch.', 'What happened with the chalet?', "I'm not going to promise any compensation today.", 'I can refund the £120 today.'];

describe('[AI] report: a concern left open', () => {
  it('says what would have answered it of the character, and quotes the concern as said', () => {
    const { brief, input } = createdGradingInput(CHALET, LINES);
    const uncovered = findUncovered(brief, input.messages);
    const open = uncovered.objections.find((objection) => objection.line === null && objection.resolved_by.includes('compensation'));
    expect(open?.resolved_by).toBe('the compensation she is owed');
    for (const { resolved_by } of uncovered.objections) expect(resolved_by).not.toMatch(/\b(?:I|my|me)\b/);
    expect(brief.objections.map((objection) => objection.objection)).toContain(open?.objection);
    expect(uncovered.outcome.requirements.map((requirement) => requirement.label)).toContain('the compensation she is owed');
  });

  it('still words "Try saying" from the brief: what is left open is the character\'s own want', () => {
    const { brief, input } = createdGradingInput(CHALET, LINES);
    const openings = openingsFrom(brief, findUncovered(brief, input.messages));
    expect(brief.objections.map((objection) => objection.resolvedBy)).toContain(openings.openObjection?.resolvedBy);
  });
});
