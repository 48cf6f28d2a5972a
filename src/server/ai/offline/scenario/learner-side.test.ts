// What the learner's side can do stays the learner's: "the school can refund £240 now" for a school's business
// manager is their room to offer, never a fact the parent recites.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from './generate-scenario.ts';
import { isLearnerPrivate, learnerSideNouns } from './learner-side.ts';

describe('[GENERATION] the learner side of a description', () => {
  it('reads the nouns of the learner role that name their side, not their job', () => {
    expect(learnerSideNouns('School business manager')).toEqual(['school', 'business']);
    expect(learnerSideNouns('Practice manager at a veterinary clinic')).toEqual(['practice', 'clinic']);
    expect(learnerSideNouns(null)).toEqual([]);
  });

  it('keeps what the learner side can do on the learner side, and the character side on its own', () => {
    const school = learnerSideNouns('School business manager');
    expect(isLearnerPrivate('The school can refund £240 now because £45 went on a climbing booking.', school)).toBe(true);
    expect(isLearnerPrivate('The clinic could waive the call-out fee.', learnerSideNouns('Practice manager at a veterinary clinic'))).toBe(true);
    expect(isLearnerPrivate('The school cancelled the trip two days before.', school)).toBe(false);
    expect(isLearnerPrivate('The coach company can refund nothing.', school)).toBe(false);
  });

  it('gives the character no fact of the learner side’s room, even inside a sentence about the character', () => {
    const { brief } = generateScenarioOffline(quickScenario('Refund for a cancelled school trip', 'Priya Shah, a parent whose daughter Anika is in Year 6', 'School business manager', 'The Year 6 trip was cancelled by the coach company. Priya paid £285 and wants all of it back by the end of the month; the school can refund £240 now because £45 went on a non-refundable booking. My goal: agree the £240 refund now.'));
    const said = brief.character.facts.map((fact) => fact.answer).join(' ');
    expect(said).toContain('I paid £285');
    expect(said).not.toContain('£240');
  });
});
