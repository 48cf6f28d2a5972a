// A question about something the brief never names is small talk, answered in role with a way back, even when it
// shares a way of asking ("how long") with a fact or names the character's own trade: the job says who the character
// is, not what the conversation is about. Briefs written here from descriptions of this file's own.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { readLine } from './acts.ts';
import { knowledgeOf } from './knowledge.ts';
import { replyTo } from './conversation.test-helpers.ts';

const FLORIST = generateScenarioOffline(
  quickScenario(
    'Clamped van outside the market',
    'Florist',
    'Parking officer',
    'Nadia Brooks is a florist in Hull whose van was clamped on 3 May outside the covered market. She paid £150 to have the clamp removed. She has parked in that loading bay for six years and says its sign was hidden behind scaffolding.',
  ),
).brief.character;

describe('small talk beyond the brief', () => {
  const knowledge = knowledgeOf({ brief: FLORIST, glossary: [], facts: [] });

  it.each(['Is it a busy time of year for florists?', 'How long have you been sailing?', 'Do you enjoy running at the weekend?'])('reads "%s" as off the matter', (line) => {
    expect(readLine(line, knowledge).acts.has('offTopic')).toBe(true);
    const reply = replyTo(FLORIST, line);
    // No fact of the brief for a question on something else: not the job, not the six years, not the clamp's price.
    expect(reply).not.toMatch(/florist|six years|£150/i);
    expect(reply).toMatch(/van|clamp/i);
  });

  it('still answers questions on the matter, and on the job', () => {
    expect(replyTo(FLORIST, 'When did the van get clamped?')).toMatch(/3 May/);
    expect(replyTo(FLORIST, 'How long have you been using that bay?')).toMatch(/six years/);
    expect(replyTo(FLORIST, 'What do you do for a living?')).toMatch(/florist/i);
  });
});

describe('a doing the character is not asked about', () => {
  const knowledge = knowledgeOf({ brief: FLORIST, glossary: [], facts: [] });

  it('reads "How much is riding on this for you?" as a question on the matter, not about riding', () => {
    expect(readLine('How much is riding on this for you personally?', knowledge).acts.has('offTopic')).toBe(false);
  });
});

