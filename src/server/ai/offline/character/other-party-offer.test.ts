// A question about what another party offered ("the other company", "the other firm") is answered with that party's
// offer, never with what the learner offered, even when the learner's offer was told last and the rival one earlier.
// A description of this file's own.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { converse } from './conversation.test-helpers.ts';

const ANALYST = generateScenarioOffline(
  quickScenario(
    'Analyst weighing our offer',
    'Data analyst',
    'Hiring manager',
    'Laura Bennett is a senior data analyst we offered a job at Juniper Freight on 2 June: £41,000 a year and four days a week in the Leith office. She currently earns £38,000 and has a rival offer of £43,500 from a bank that lets her work from home. My goal: agree a start date.',
  ),
).brief.character;

describe("another party's offer", () => {
  it.each(["What's the other company put on the table?", "What's on the table from the other firm?"])('answers "%s" with the rival offer alone', (line) => {
    const { replies } = converse(ANALYST, ['What are you on at the moment?', line]);
    expect(replies[1]).toMatch(/£43,500/);
    expect(replies[1]).not.toMatch(/Juniper Freight|£41,000/);
  });

  it('still answers what the learner offered when asked', () => {
    expect(converse(ANALYST, ['What did we offer you?']).replies[0]).toMatch(/£41,000/);
  });
});
