// "What you uncovered" cites a learner line only for the fact it asked for: a question for a date or a sum whose words
// name another fact ("When did you hand over the deposit?") did not draw the fact the character read into it and
// answered with instead, unless what it names means this fact more ("When was the room supposed to open?").
import { describe, expect, it } from 'vitest';
import type { BriefFact, CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { salesBriefAs, uncoveredByOneQuestion } from './grading.test-helpers.ts';

const fact = (topic: string, keywords: string, answer: string): BriefFact => ({ topic, keywords: keywords.split(','), answer });

function briefOf(name: string, facts: BriefFact[]): CharacterBrief {
  return salesBriefAs({ name }, facts.map((entry) => entry.answer).join(' '), facts);
}

const PLUMBER = briefOf('Priya Shah', [
  fact('Pipe', '8,called,flowfix plumbing,sunday,evening,june,pipe,kitchen,sink,burst,when,date,day,time', 'I called out FlowFix Plumbing on a Sunday evening, 8 June, when a pipe under my kitchen sink burst.'),
  fact('Weekend call-out fee', '240,95,plumber,tony,reeves,waited,charged,weekend,call-out,money,cost,price,paid', 'Your plumber Tony Reeves came after I had waited four hours, and charged me £240, including a £95 weekend call-out fee.'),
  fact('What they want', 'want,need,refund,fee', 'I want the £95 call-out fee refunded and the joint fixed for free.'),
]);
const SOLAR = briefOf('Graham Whitfield', [
  fact('Deposit', '2,000,3,paid,suncrest,energy,deposit,twelve,solar,panels,fitters,booked,money,cost,price,how much', 'I paid SunCrest Energy a £2,000 deposit on the 3rd of May for twelve solar panels, and the fitters were booked for Tuesday week after that.'),
  fact('Scaffolding', '28,finally,turned,half,past,eight,left,scaffolding,weeks,when,date,day,time,how long,long', 'They finally came on 28 May, turned up at half past ten instead of eight, and have left the scaffolding up for the past six weeks.'),
]);
const TAX = briefOf('Rachel Adeyemi', [
  fact('Experience', '650,small,bakery,used,fenwick,accountants,four,years,paying,year,experience,how long,how much,money', 'I run a small bakery and have used Fenwick & Co accountants for four years, paying £650 a year.'),
  fact('Interest', '100,fined,hmrc,plus,interest,money,cost,price,paid,how much,amount', 'I have now been fined £100 by HMRC plus interest.'),
]);

const HOSPICE = briefOf('Ruth Ellison', [
  fact('Hospice', 'hospice,father,weeks,march,how long,long,when', 'My father came to the hospice on 3 March and spent his last three weeks here.'),
  fact('Parking', 'parking,wheelchair,space,door,why,reason', 'I need the space by the door because my husband uses a wheelchair.'),
]);

const CONCERT = briefOf('Laura Bennett', [
  fact('Costume', '35,costume,paid,money,cost,price,how much', 'I paid £35 for his costume and have already sewn the name tags in.'),
  fact('Concert', 'concert,december,when,date,day,time', 'The concert is on 12 December at 6pm.'),
]);

const DONOR = briefOf('Helen Marsh', [
  fact('Gift', '50,000,gave,gift,room,march,money,how much,when', 'I gave £50,000 in March 2024 to pay for the new play therapy room.'),
  fact('Builders', 'builders,due,june,december,when,date,delay', 'It was due in June and the builders now say December.'),
]);
const EXCLUSION = briefOf('Dana Price', [
  fact('Two-day exclusion', 'exclusion,two-day,cai,october,when,date,day', 'Cai got a two-day exclusion on 2 October after a fight on the bus.'),
  fact('Letter', 'letter,late,post,when', 'The letter about it only came a week later.'),
]);

function cited(brief: CharacterBrief, question: string, reply: string): string[] {
  return uncoveredByOneQuestion(brief, question, reply, 'a').facts.map((entry) => `${entry.topic}: ${entry.line.quote}`);
}

describe('[REPORTS] "What you uncovered" cites a question only for the thing it asked about', () => {
  it('does not cite a question whose words name another fact for the fact the reply gave instead', () => {
    expect(cited(SOLAR, 'When did you hand over the deposit?', SOLAR.facts[1]!.answer)).toEqual([]);
  });

  it('still cites a question that asked for the fact, in its own words', () => {
    expect(cited(SOLAR, 'How much did you pay up front?', SOLAR.facts[0]!.answer)).toEqual(['Deposit: How much did you pay up front?']);
    expect(cited(SOLAR, 'How long has the scaffolding been up?', SOLAR.facts[1]!.answer)).toEqual(['Scaffolding: How long has the scaffolding been up?']);
    expect(cited(PLUMBER, 'How much did Tony charge you in total?', PLUMBER.facts[1]!.answer)).toEqual(['Weekend call-out fee: How much did Tony charge you in total?']);
    expect(cited(TAX, 'How long have you been with us?', TAX.facts[0]!.answer)).toEqual(['Experience: How long have you been with us?']);
    // The thing named otherwise, as the character reads it: an outfit is a costume.
    expect(cited(CONCERT, 'What did the outfit set you back?', CONCERT.facts[0]!.answer)).toEqual(['Costume: What did the outfit set you back?']);
    // A thing named with which one it is; a thing another fact names that the question does not mean.
    expect(cited(EXCLUSION, 'What day did the trouble on the bus happen?', EXCLUSION.facts[0]!.answer)).toEqual(['Two-day exclusion: What day did the trouble on the bus happen?']);
    expect(cited(DONOR, 'When was the room supposed to open?', DONOR.facts[1]!.answer)).toEqual(['Builders: When was the room supposed to open?']);
    // A person it names may be the fact's "I" or "my mother"; a why-question names a thing on its way to a reason.
    expect(cited(HOSPICE, 'When did your dad come to us?', HOSPICE.facts[0]!.answer)).toEqual(['Hospice: When did your dad come to us?']);
    expect(cited(HOSPICE, "Why can't you just park round the corner?", HOSPICE.facts[1]!.answer)).toEqual(["Parking: Why can't you just park round the corner?"]);
    // "this" points at the matter in hand: "right" after it names no other thing.
    expect(cited(PLUMBER, 'What would put this right for you?', PLUMBER.facts[2]!.answer)).toEqual(['What they want: What would put this right for you?']);
  });
});
