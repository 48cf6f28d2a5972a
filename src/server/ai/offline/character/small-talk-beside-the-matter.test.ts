// Created characters in fields of our own (a piano move, a swimming club, a bike shop, a bakery's bins, a plumber's
// call-out): small talk about their life at a place or an occasion the brief names, or about other things than the
// one the matter holds, is answered in role with a way back, never with the fact that shares a name; how long they
// have had their own business is their time in their work; "When did it start?" is answered with the fact that tells a
// start; "What did he do?" with what that person did.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { readLine } from './acts.ts';
import { buildKnowledge } from './knowledge.ts';
import { converse, replyTo } from './conversation.test-helpers.ts';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';

const created = (title: string, aiRole: string, myRole: string, description: string) => generateScenarioOffline(quickScenario(title, aiRole, myRole, description)).brief.character;
const knowledge = (brief: CharacterBrief) => buildKnowledge({ brief, glossary: [], facts: [] });
const MEMORY_CLAIM = /\b(?:as I (?:said|mentioned|told you)|like I (?:said|mentioned))\b/i;

const pianoMove = created(
  'Piano scratched in a house move',
  'Customer',
  'Removals manager',
  'Tom Price hired Quickvan Removals for £900 to move his family from Leeds to York on 3 May. The movers scratched the lid of his grand piano carrying it up the stairs. A restorer has quoted £650 to refinish it.',
);
const swimmingClub = created(
  'Swimming lessons cancelled without notice',
  'Parent',
  'Club manager',
  "Sana Malik's daughter Maya, aged 7, has swimming lessons at Riverside Swim Club every Saturday for £12 a lesson. Four lessons in a row were cancelled at the poolside with no warning. Sana wants the four lessons refunded.",
);
const bikeShop = created(
  'Bike service left the brakes loose',
  'Customer',
  'Bike shop manager',
  'Owen Reid paid Spokes Cycles £85 to service his road bike on 2 June. Two days later the front brake failed on a hill and he fell, tearing his jacket. He wants the service redone and the jacket paid for.',
);
const bakery = created(
  'Bins missed at a bakery',
  'Customer',
  'Council waste officer',
  'Grace Obi runs a small bakery on Mill Lane. Since the council changed its bin contractor in March, her trade bins have been missed every other week. Flour sacks pile up by the back door for days. She will stop paying the trade waste charge on Monday unless it is fixed.',
);
const plumber = created(
  'Plumber overcharged for a call-out',
  'Customer',
  'Plumbing firm manager',
  'Ruth Adams rang FlowFix about a leaking boiler on 4 March and was told the call-out would be £60. The plumber, Gary Holt, arrived two hours late, cut through the pipe, fitted a new valve and charged £240. The boiler still drips.',
);

describe('small talk beside the matter gets a way back, not the fact that shares a name', () => {
  it('their life at a place the brief names ("Are the schools good in York?") is small talk; the move to it is the matter', () => {
    expect([...readLine('Are the schools good in York?', knowledge(pianoMove)).acts]).toContain('offTopic');
    expect([...readLine('Is the weather any better up in York?', knowledge(pianoMove)).acts]).toContain('offTopic');
    expect(readLine('Did you move to York?', knowledge(pianoMove)).asks.length).toBeGreaterThan(0);
    const reply = replyTo(pianoMove, 'Are the schools good in York?');
    expect(reply).not.toMatch(MEMORY_CLAIM);
    expect(reply).toMatch(/piano|lid|restorer|£650/i);
  });

  it('a question on an occasion no fact names ("Is Maya excited about Easter?") is small talk about their life', () => {
    expect([...readLine('Is Maya excited about Easter?', knowledge(swimmingClub)).acts]).toContain('offTopic');
    expect(readLine('Is Maya still at Riverside Swim Club?', knowledge(swimmingClub)).acts.has('offTopic')).toBe(false);
    // A weekday or a month dates something of the matter; it is no occasion.
    expect(readLine('Maya used to have the Thursday lesson, didn\'t she? What happened there?', knowledge(swimmingClub)).acts.has('offTopic')).toBe(false);
  });

  it('a doing asked of the character themselves ("Do you swim yourself?") that the facts give someone else is small talk', () => {
    expect([...readLine('Do you swim much yourself?', knowledge(swimmingClub)).acts]).toContain('offTopic');
    expect([...readLine('Do you run the bakery yourself?', knowledge(bakery)).acts]).not.toContain('offTopic');
    expect(readLine('Does Maya swim every Saturday?', knowledge(swimmingClub)).acts.has('offTopic')).toBe(false);
  });

  it('other things than the one the matter holds ("any other bikes?") are their life, not the fact', () => {
    expect([...readLine('Have you got any other bikes?', knowledge(bikeShop)).acts]).toContain('offTopic');
    expect(replyTo(bikeShop, 'Have you got any other bikes?')).not.toMatch(MEMORY_CLAIM);
  });

  it('how long they have had the business they run is their time in their work, not a length of the matter', () => {
    expect([...readLine('How long have you had the bakery?', knowledge(bakery)).acts]).toContain('tenure');
    expect(replyTo(bakery, 'How long have you had the bakery?')).not.toMatch(/every other week|for days/i);
  });
});

describe('what is asked, read by meaning', () => {
  it('"When did it all start going wrong?" takes the fact that tells a start, not a date something else falls on', () => {
    const reply = replyTo(bakery, 'When did it all start going wrong?');
    expect(reply).toMatch(/^Since the council changed its bin contractor in March/);
  });

  it('"What did he actually do to the boiler?" gets what the person did, said plainly when told before', () => {
    const first = replyTo(plumber, 'What did he actually do to the boiler?');
    expect(first).toMatch(/cut through the pipe|fitted a new valve/);
    const { replies } = converse(plumber, ['Who did we send out to you?', 'What did he actually do to the boiler?']);
    expect(replies[1]).toMatch(/cut through the pipe/);
    expect(replies[1]).not.toMatch(/can't say|don't know|no idea/i);
    expect(replies[1]).not.toMatch(MEMORY_CLAIM);
  });
});

describe('"you" after a preposition is the one owed, not the character itself', () => {
  const printer = created(
    'Printer paid late by a café chain',
    'Supplier',
    'Finance manager',
    "Priya Shah's firm, Shah Print, has printed the menus for the four Olive Tree cafés for six years. Since the cafés changed their accounts software in May, her invoices have been paid late: £3,900 is now overdue, the oldest invoice by 60 days. She has had to delay paying her own paper merchant.",
  );

  it('"How far behind are we with you, in total?" is the sum owed, not how long the firm has served them', () => {
    const reply = replyTo(printer, 'How far behind are we with you, in total?');
    expect(reply).toMatch(/£3,900/);
    expect(reply).not.toMatch(/six years|don't know|can't say|no idea/i);
  });
});

