// The report's concerns: one is handled by the learner line the character's own reading took as settling it
// (character/state.ts), in the concern's words or others, so a concern the character accepted never shows "Left open";
// one only named, or put off ("let's leave the refund for now"), stays open. A chalet without hot water at a holiday
// park, a field no evaluation set uses; the transcripts are written here, replies and all.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { createdGradingInput } from './grading.test-helpers.ts';
import { findUncovered, type TranscriptLine } from './uncovered.ts';

const CHALET = quickScenario(
  'The chalet without hot water',
  'Guest',
  'Holiday park guest services manager',
  'Grace Mensah, a nurse from Cardiff, booked a week at Seaview Holiday Park from 3 August. The chalet had no hot water for four days and she paid £120 for a room in a hotel nearby. She wants the £120 back and the compensation she is owed.',
);
const BRIEF = generateScenarioOffline(CHALET).brief!.character;

/** A transcript of alternating lines, the character's first; ids m1, m2… */
function transcript(...contents: string[]): TranscriptLine[] {
  return contents.map((content, index) => ({ id: `m${index + 1}`, role: index % 2 === 0 ? 'character' : 'learner', content }));
}

/** The concern "the £120 back" answers, as the brief words it. */
const REFUND_CONCERN = BRIEF.objections.find((objection) => objection.resolvedBy === 'the £120 back')!;

const OPENING = [
  "Thanks for seeing me; I'd like to talk about the chalet.",
  'Hello Grace, what happened with the chalet?',
  REFUND_CONCERN.objection,
  "I'm so sorry, that sounds awful.",
  'Kind of you to say. Nobody has given me the £120 back yet.',
];

function refundConcern(lines: readonly TranscriptLine[]) {
  return findUncovered(BRIEF, lines).objections.find((objection) => objection.objection === REFUND_CONCERN.objection);
}

describe('[AI] report: a concern met by meaning', () => {
  it('is handled by a line that meets it in other words, citing that line', () => {
    expect(REFUND_CONCERN.resolveKeywords).toEqual(['the £120 back']);
    const lines = transcript(...OPENING, "We'll refund the whole £120 to your card today.", 'Right. That is what I was asking for: the £120 back.');
    expect(refundConcern(lines)).toMatchObject({ raised: true, line: { message_id: 'm6', quote: "We'll refund the whole £120 to your card today." } });
  });

  it('stays open when the line only names it, or denies it', () => {
    const named = transcript(...OPENING, 'I know you want the £120 back.', 'Then give it to me.');
    expect(refundConcern(named)).toMatchObject({ raised: true, line: null });
    const denied = transcript(...OPENING, "I'm not giving the £120 back, the booking terms don't allow it.", 'That is not good enough.');
    expect(refundConcern(denied)).toMatchObject({ raised: true, line: null });
  });

  it('stays open when the line puts it off, and the requirement with it', () => {
    const lines = transcript(...OPENING, "Let's leave the £120 back for now.", 'If you say so.');
    expect(refundConcern(lines)).toMatchObject({ raised: true, line: null });
    expect(findUncovered(BRIEF, lines).outcome.requirements.find((requirement) => requirement.label === 'the £120 back')?.line).toBeNull();
  });

  it('is met by the clause that gives it, beside one that puts something else off', () => {
    const lines = transcript(...OPENING, "I can refund the £120 today, and we'll sort the compensation later.", 'Right. That is what I was asking for: the £120 back.');
    expect(refundConcern(lines)?.line).toEqual({ message_id: 'm6', quote: "I can refund the £120 today, and we'll sort the compensation later." });
    const requirements = findUncovered(BRIEF, lines).outcome.requirements;
    expect(requirements.find((requirement) => requirement.label === 'the compensation she is owed')?.line).toBeNull();
  });

  it('cites the meeting sentence of a line that also puts something else off', () => {
    const lines = transcript(...OPENING, "Let's leave the compensation for now. I can refund the £120 today.", 'Right. That is what I was asking for: the £120 back.');
    expect(refundConcern(lines)?.line).toEqual({ message_id: 'm6', quote: 'I can refund the £120 today.' });
  });

  it("leaves no concern open when the character agreed, met in other words than the brief's", () => {
    const { input } = createdGradingInput(CHALET, [
      'Hello Grace, thanks for getting in touch.',
      'What happened with the chalet?',
      "I'm so sorry, four days without hot water sounds awful.",
      'I can refund the £120 you spent on the hotel today.',
      'On top of that we will pay you £150 compensation for the four days, by Friday.',
    ]);
    const uncovered = findUncovered(BRIEF, input.messages);
    expect(uncovered.outcome.reached).toBe(true);
    expect(uncovered.objections.length).toBeGreaterThan(0);
    for (const objection of uncovered.objections) expect(objection.line).not.toBeNull();
    expect(refundConcern(input.messages)?.line?.quote).toBe('I can refund the £120 you spent on the hotel today.');
  });
});
