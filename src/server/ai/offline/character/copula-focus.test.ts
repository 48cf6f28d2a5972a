// "What was the N?" asks for the thing N names in the facts, found through any of the noun's everyday WordNet senses:
// an engagement party is an occasion only in the fourth sense of "party", a coach a vehicle in the third of "coach".
// Briefs of fields no evaluation set covers (a village hall, a supporters' club trip).
import { describe, expect, it } from 'vitest';
import { saysDontKnow } from '../../../eval/created/checks.ts';
import { thingAskedByCopula } from './fact-meaning.ts';
import { converse } from './conversation.test-helpers.ts';
import { briefOfCase, type DescribedCase } from './facts-in-other-words.test-helpers.ts';

const HALL: DescribedCase = {
  id: 'village-hall-booking',
  title: 'Hall double-booked',
  aiRole: 'Hirer',
  myRole: 'Hall bookings secretary',
  description:
    "Marian Hughes hired Brook Lane Village Hall for £240 for her son's engagement party on 12 July. When her family arrived to decorate at noon, a yoga class was using the main room until three o'clock. She wants the £240 back. My goal: apologise and agree a refund.",
  questions: [],
};

const TRIP: DescribedCase = {
  id: 'supporters-trip',
  title: 'Cup final trip that went wrong',
  aiRole: 'Supporters club secretary',
  myRole: 'Travel firm manager',
  description:
    'Derek Shaw booked Valley Travel for £1,150 to take 48 supporters to the cup final in Cardiff on 3 May. The coach broke down on the M4 near Newport and they missed the first half. He wants half the fare back. My goal: keep the club as a customer.',
  questions: [],
};

const ask = (testCase: DescribedCase, line: string) => converse(briefOfCase(testCase), [line]).replies[0]!;

describe('[AI] "What was the N?" asks for the thing N names', () => {
  it('reads the noun after "what", a copula and a determiner as the thing asked for, when it ends the question', () => {
    expect(thingAskedByCopula('What was the occasion?')).toBe('occasion');
    expect(thingAskedByCopula("What's the excuse?")).toBe('excuse');
    expect(thingAskedByCopula('What was the main problem?')).toBe('problem');
    expect(thingAskedByCopula('What was the trip for?')).toBeNull();
    expect(thingAskedByCopula('What was the shop called?')).toBeNull();
    expect(thingAskedByCopula('What was it like?')).toBeNull();
    expect(thingAskedByCopula('Which occasion was it?')).toBeNull();
  });

  it('answers with the fact holding a thing of that kind in a later sense of its word', () => {
    expect(ask(HALL, 'What was the occasion?')).toMatch(/engagement party/);
    expect(ask(TRIP, 'What was the vehicle?')).toMatch(/coach/);
  });

  it('leaves a noun no fact holds a thing of to the words of the question, and who the character is to "What\'s your job?"', () => {
    const reply = ask(TRIP, 'What was the problem?');
    expect(saysDontKnow(reply), reply).toBe(false);
    expect(reply).toMatch(/broke down/);
    expect(ask(TRIP, "What's your job?")).toMatch(/secretary/i);
  });
});
