// A holiday lodge swapped at short notice, a field no evaluation set uses: a stay stated as a range of days is answered
// as that range ("from 9 to 16 August" is never cut to its last day), and an offer that names a sum is about the matter
// whatever else it names ("a free weekend" is no small talk).
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { converse } from './conversation.test-helpers.ts';

const LODGE = quickScenario(
  'Holiday lodge swapped at short notice',
  'Guest',
  'Holiday park manager',
  'Declan Moore booked a week at Lakeside Lodges in Keswick from 9 to 16 August for his family of five and paid £1,480 in full. Two days before arrival the lodge was closed for a burst pipe, and the manager, Sofia Reyes, moved them to a smaller cabin with one bathroom. He wants £600 back and a free weekend in the autumn.',
);
const brief = generateScenarioOffline(LODGE).brief!.character as CharacterBrief;

describe('a range of days asked for', () => {
  it('keeps its first day when the dates are asked again', () => {
    const { replies } = converse(brief, ['How much did you pay for the week?', 'Which dates were you with us?']);
    expect(replies[1]).toContain('9 to 16 August');
  });

  it('keeps its first day when the dates are asked first', () => {
    const { replies } = converse(brief, ['When was your stay booked for?']);
    expect(replies[0]).toMatch(/9 to 16 August/);
  });
});

describe('an offer that names a sum', () => {
  it('is about the matter whatever else it names, so no way back to the matter follows it', () => {
    const { replies } = converse(brief, ['We can do £400 back and a free weekend in October.']);
    expect(replies[0]).toMatch(/£600/);
    expect(replies[0]).not.toMatch(/another time|can wait|another day|save that|not today|later, maybe/i);
  });
});
