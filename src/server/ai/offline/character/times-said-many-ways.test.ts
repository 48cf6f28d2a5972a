// Times, days and lengths of time as people write them in a description ("quarter past seven", "from 6 till 4", "for
// the past nineteen months", "every Monday, Wednesday and Friday"), asked for in other words: the fact that holds the
// kind asked for is found, and a detail said again is said as the description put it, a range or a list kept whole.
import { describe, expect, it } from 'vitest';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { converse } from './conversation.test-helpers.ts';

const MARKET_STALL =
  'Dev Patel has rented a bread stall at Castle Market for the past nineteen months. Last Tuesday the market inspector, Carol Price, arrived at quarter past seven and closed his stall because the gas certificate had run out. The market hall is open from 6 till 4, and he sat in the office from 8 o\'clock until gone eleven to see the manager. His pitch fee is £210 a month. The stall now stays shut every Monday, Wednesday and Friday until the certificate is renewed. My goal: agree a date to reopen.';

const brief = generateScenarioOffline(quickScenario('Market trader whose stall was closed', 'Market trader', 'Market manager', MARKET_STALL)).brief.character;
const ask = (...lines: string[]) => converse(brief, lines).replies;

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
  });
});
