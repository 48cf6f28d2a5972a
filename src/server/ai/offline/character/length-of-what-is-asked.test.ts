// "How long…?" of a fact with two lengths: a length joined to a noun ("a three-hour flight") says how long that thing
// was and answers a question that names it; a question about anything else ("How long were you stuck there?") gets
// the length its clause lasts for ("stood at the desk for forty minutes"). Briefs of this file's own.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { replyTo } from './conversation.test-helpers.ts';

const PASSENGER = generateScenarioOffline(
  quickScenario(
    'Lost luggage at the airport',
    'Passenger',
    'Airline customer service manager',
    'Hamid Karimi landed in Glasgow on 9 May after a three-hour flight from Gdansk and then stood at the baggage desk for forty minutes until a clerk said his case was still in Poland. He wants £250 for the clothes he had to buy.',
  ),
).brief.character;

describe('a length asked for in a fact that holds two', () => {
  it('is the length of the clause when the question names no noun a length is joined to', () => {
    // Asked after the fact was told whole, so the reply is the length alone.
    const reply = replyTo(PASSENGER, 'How long were you stuck there?', ['When did you land?']);
    expect(reply).toMatch(/forty minutes/i);
    expect(reply).not.toMatch(/three hours/i);
  });

  it('is the length joined to the noun the question names', () => {
    expect(replyTo(PASSENGER, 'How long was the flight?', ['When did you land?'])).toMatch(/three hours/i);
  });
});
