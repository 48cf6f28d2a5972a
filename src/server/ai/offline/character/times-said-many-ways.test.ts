// Times, days and lengths of time as people write them in a description ("quarter past seven", "from 6 till 4", "for
// the past nineteen months", "every Monday, Wednesday and Friday"), asked for in other words: the fact that holds the
// kind asked for is found, and a detail said again is said as the description put it, a range or a list kept whole.
import { describe, expect, it } from 'vitest';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { converse } from './conversation.test-helpers.ts';
import { askedKinds, meaningMatches } from './fact-meaning.ts';
import { briefOfCase } from './facts-in-other-words.test-helpers.ts';
import { knowledgeOf } from './knowledge.ts';

const MARKET_STALL =
  'Dev Patel has rented a bread stall at Castle Market for the past nineteen months. Last Tuesday the market inspector, Carol Price, arrived at quarter past seven and closed his stall because the gas certificate had run out. The market hall is open from 6 till 4, and he sat in the office from 8 o\'clock until gone eleven to see the manager. His pitch fee is £210 a month. The stall now stays shut every Monday, Wednesday and Friday until the certificate is renewed. My goal: agree a date to reopen.';

const brief = generateScenarioOffline(quickScenario('Market trader whose stall was closed', 'Market trader', 'Market manager', MARKET_STALL)).brief.character;
const ask = (...lines: string[]) => converse(brief, lines).replies;

const METER_REPAIR =
  'Nina Brooks complained to Harbour Water about a leaking meter on 3 June and was promised an answer within ten days. She has been waiting since the middle of June. An engineer turned up at twenty past eight one morning but left without fixing it. The helpline is staffed from 9 till 5, so she can only ring on her lunch break. My goal: fix the meter and agree compensation.';
const meterBrief = generateScenarioOffline(quickScenario('Customer waiting for a meter repair', 'Customer', 'Complaints manager', METER_REPAIR)).brief.character;
const askMeter = (...lines: string[]) => converse(meterBrief, lines).replies;

const WASHING_MACHINE =
  'Maria Lopez bought a washing machine from Brightside Appliances five weeks ago for £420. It started leaking on Sunday and flooded her kitchen floor. She has two children under five and has been washing clothes by hand since then. My goal: apologise and agree a replacement.';

const DIGGER_HIRE =
  'Rob hired a mini digger from ToolHire Direct for a week starting Monday 10 March, paying £385 up front. It broke down on the Wednesday afternoon with a hydraulic leak, and the replacement did not arrive until Friday lunchtime, so his crew of four stood idle for a day and a half. ToolHire have charged him for the full week and a £90 cleaning fee.';

const CHILDMINDER =
  'Lily Evans has minded Noah, aged two, every Tuesday and Thursday since January, from 8 till 6. For the last month he has been collected late most days. Her notice period is four weeks and she wants the late fees paid by the end of the month. My goal: agree the fees and a collection time.';
const childminderBrief = generateScenarioOffline(quickScenario('Childminder owed late fees', 'Childminder', 'Parent', CHILDMINDER)).brief.character;

const GYM_POOL =
  'Tom Baker swims three mornings a week at Riverside Gym and has been a member there for four years. The pool has been closed since 1 February for repairs. The gym says it will reopen in about a month but has given no date. My goal: keep him as a member and agree a fair discount.';

const BROKEN_BOILER =
  'Omar Haddad moved into 12 Bridge Road two years ago. His boiler broke down last night and there is no hot water. He reported it to the letting agent this morning and was told someone would come round tomorrow afternoon. His rent is £950 a month. My goal: get the boiler fixed and agree a rent reduction.';
const boilerBrief = generateScenarioOffline(quickScenario('Tenant without hot water', 'Tenant', 'Letting agent', BROKEN_BOILER)).brief.character;
const askBoiler = (...lines: string[]) => converse(boilerBrief, lines).replies;

describe('[AI] times, days and lengths of time said as people write them', () => {
  it('answers "how long" with hours kept ("from 8 o\'clock until gone eleven") and with a count in words', () => {
    expect(ask('How long did you sit waiting for the manager?')[0]).toMatch(/from 8 o'clock until gone eleven/);
    expect(ask('How long have you had the pitch?')[0]).toMatch(/nineteen months/);
  });

  it('says a range of hours again whole, not its first hour alone', () => {
    const [, again] = ask('What are the hall hours?', 'When is the hall open?');
    expect(again).toMatch(/from 6 till 4/);
  });

  it('says the days of the week asked for again, every one of them', () => {
    const [, again] = ask('Tell me about the stall being shut.', 'Which days is the stall shut?');
    expect(again).toMatch(/every Monday, Wednesday and Friday/);
    const [, often] = ask('Tell me about the stall being shut.', 'How often is the stall shut?');
    expect(often).toMatch(/every Monday, Wednesday and Friday/);
  });

  it('answers "how long have you…" with what runs up to now, not a length promised for something else', () => {
    expect(askMeter('How long have you been waiting for an answer from us?')[0]).toMatch(/since the middle of June/);
  });

  it('says again a length ahead for "how soon", not the date beside it', () => {
    const [, soon] = askMeter('When did you complain?', 'How soon were you promised an answer?');
    expect(soon).toMatch(/within ten days/);
  });

  it('answers "what hours" with a range of hours before a single time of day', () => {
    expect(askMeter('What hours can you get hold of someone?')[0]).toMatch(/from 9 till 5/);
  });

  it('reads "how long ago" as asking when, answered by a time said as a length before now', () => {
    expect([...askedKinds('How long ago did you buy it?')]).toEqual(['when']);
    expect([...askedKinds('How long have you had it?')]).toEqual(['howLong']);
    const washer = generateScenarioOffline(quickScenario('Customer with a leaking washing machine', 'Customer', 'Store manager', WASHING_MACHINE)).brief.character;
    expect(converse(washer, ['How long ago did you buy it?']).replies[0]).toMatch(/five weeks ago/);
  });

  it('reads a day said from now ("last night", "this morning", "tomorrow afternoon") as a time', () => {
    expect(askBoiler('When did you let the agent know?')[0]).toMatch(/this morning/);
    expect(askBoiler('When are they coming out?')[0]).toMatch(/tomorrow afternoon/);
  });

  it('says again the time a question in the future asks for, not the one that has passed', () => {
    const [, ahead] = askBoiler('When did you let the agent know?', 'When are they coming out?');
    expect(ahead).toMatch(/tomorrow afternoon/i);
    expect(ahead).not.toMatch(/this morning/i);
  });

  it('reads a sentence that says both a time and a length as holding each', () => {
    const digger = briefOfCase({
      id: 'digger-hire',
      title: 'Foreman whose hired digger broke down',
      persona: { name: 'Rob Kelly', prompt: 'Rob Kelly, 44, site foreman from Hull, blunt and practical, hates being messed about' },
      description: DIGGER_HIRE,
      questions: [],
    });
    const [, day] = converse(digger, ['When did the hire start?', 'Which day did it pack up?']).replies;
    expect(day).toMatch(/Wednesday afternoon/);
  });

  it('holds "what hours" only by a fact with a clock time, whatever else it says of time', () => {
    const knowledge = knowledgeOf({ brief: childminderBrief, glossary: [], facts: [] });
    const notice = meaningMatches('What hours is he meant to be with you?', knowledge, true).find((match) => /notice period/.test(match.topic.answer));
    expect(notice?.hasAskedKind).toBe(false);
  });

  it('tells a rate ("three mornings a week") from a length, and reads "in about a month" as a length ahead', () => {
    const gym = generateScenarioOffline(quickScenario('Gym member whose pool is shut', 'Gym member', 'Gym manager', GYM_POOL)).brief.character;
    const [, coming, reopens] = converse(gym, ['Tell me about your swimming.', 'How long have you been coming?', 'How long until it opens again?']).replies;
    expect(coming).toMatch(/four years/i);
    expect(reopens).toMatch(/in about a month/);
  });
});

