// Facts asked for by what they state once the label or a word of time could mislead: a fact about the matter is never
// labelled as who the character is ("Job" for "After the job was done…", "Experience" for a father's three years); "since the summer" says from
// when, not why; "What has gone missing?" asks for the thing lost; "how long…?" is a length ("for three years") before
// a start ("since Christmas").
import { describe, expect, it } from 'vitest';
import { sinceGivesReason } from '../../language/since-clause.ts';
import { converse } from './conversation.test-helpers.ts';
import { meaningMatches } from './fact-meaning.ts';
import { knowledgeOf } from './knowledge.ts';
import { briefOfCase, type DescribedCase } from './facts-in-other-words.test-helpers.ts';

const DECORATOR: DescribedCase = {
  id: 'decorator-invoice',
  title: 'Customer billed over the estimate',
  aiRole: 'Customer',
  myRole: 'Decorating firm owner',
  description:
    'Joan Pike was given an estimate of £1,600 by Brightcoat Decorators on 12 April to paint her hallway and stairs. After the job was done on 3 May she was sent a bill for £2,300, because the painter found damp and treated it first. Joan is a retired nurse. My goal: explain the bill and agree what is fair.',
  questions: [],
};

const RESIDENTIAL_HOME: DescribedCase = {
  id: 'residential-home-rate',
  title: 'Son unhappy about a new rate',
  aiRole: 'Relative',
  myRole: 'Residential home manager',
  description:
    "Omar Said's father has lived at Birchwood Court residential home for three years. In March the weekly rate rose from £900 to £1,020, although the agreement asks for eight weeks' notice of any change. His father's walking stick has been lost twice since Christmas. Omar is a train driver. My goal: explain the rate and find the walking stick.",
  questions: [],
};

describe('a fact about the matter is never labelled as who the character is', () => {
  it('labels "After the job was done…" by what it speaks of, not "Job"', () => {
    const brief = briefOfCase(DECORATOR);
    const labels = brief.facts.map((fact) => fact.topic);
    expect(labels.filter((label) => /\b(?:job|role|position)\b/i.test(label))).toEqual(['Their role']);
  });

  it("labels a relative's years by what they speak of, not as the character's experience", () => {
    const brief = briefOfCase(RESIDENTIAL_HOME);
    const years = brief.facts.find((fact) => /three years/.test(fact.answer));
    expect(years?.topic).not.toMatch(/experience/i);
  });

  it('answers the final bill, the date the work ended and why it went up from that fact', () => {
    const replies = converse(briefOfCase(DECORATOR), ['What did the final bill come to?', 'When was the work done?', 'Why did the price go up?']).replies;
    expect(replies[0]).toMatch(/2,300/);
    expect(replies[1]).toMatch(/3 May/);
    expect(replies[2]).toMatch(/damp/);
  });
});

const COOKERY_CLASS: DescribedCase = {
  id: 'cookery-class-moved',
  title: 'Customer who cannot make the new class date',
  aiRole: 'Customer',
  myRole: 'Cookery school manager',
  description:
    'Priti Shah booked a £95 cookery class at Saffron Kitchen for 9 May. The class was moved to 23 May because the chef broke her wrist, and Priti cannot come on the new date because she is flying to Delhi that week. My goal: offer a refund or another date.',
  questions: [],
};

describe('a reason asked about a date is a reason, not the date', () => {
  it('answers "Why can\'t you make the new date?" with the cause, after the date was told', () => {
    const replies = converse(briefOfCase(COOKERY_CLASS), ['When has it been moved to?', "Why can't you make the new date?"]).replies;
    expect(replies[0]).toMatch(/23 May/);
    expect(replies[1]).toMatch(/Delhi|flying/);
  });
});

const VAN_HIRE: DescribedCase = {
  id: 'van-hire-dent',
  title: 'Customer charged for a dent',
  aiRole: 'Customer',
  myRole: 'Van hire manager',
  description:
    'Lucy Ford hired a van from Kerbside Van Hire in Derby for a week from 2 June to move house. She packed 40 boxes of books for Elmtree Books over those days. When she brought it back on 9 June, the branch supervisor, Alan Cole, charged her £200 for a dent in the side door. My goal: check the photos and settle the charge.',
  questions: [],
};

describe('a person asked for, and a length said with "a"', () => {
  const brief = briefOfCase(VAN_HIRE);
  const withFacts = (answers: readonly string[]) => ({ ...brief, facts: answers.map((answer, index) => ({ topic: `Fact ${index + 1}`, keywords: ['detail'], answer })) });
  const best = (question: string, answers: readonly string[]) => meaningMatches(question, knowledgeOf({ brief: withFacts(answers), glossary: [], facts: [] }), true)[0];

  it('answers "who…?" with the person named as one, not a firm or a place', () => {
    const answers = ['I drew 30 maps for Fernhill Press and sent my invoice on 2 May.', 'The editor, Ruth Nolan, stopped answering my emails.'];
    expect(best('Who were you dealing with on our side?', answers)?.topic.answer).toBe(answers[1]);
    expect(converse(brief, ['Who were you dealing with on our side?']).replies[0]).toMatch(/Alan Cole/);
  });

  it('reads "for a week" as how long', () => {
    const answers = ['I packed 40 boxes of books.', 'I hired the van for a week.'];
    const match = best('How long did you have it for?', answers);
    expect(match?.topic.answer).toBe(answers[1]);
    expect(match?.hasAskedKind).toBe(true);
  });
});

describe('"since" says why only where it opens a clause', () => {
  it('reads "since" before a time or after a perfect as from when', () => {
    expect(sinceGivesReason('His walking stick has been lost twice since Christmas.')).toBe(false);
    expect(sinceGivesReason('Nothing has changed since then.')).toBe(false);
    expect(sinceGivesReason('I have waited in since I rang on Monday.')).toBe(false);
    expect(sinceGivesReason('Since I was away that week, nobody checked the post.')).toBe(true);
    expect(sinceGivesReason('The rate is wrong, since the agreement asks for notice.')).toBe(true);
  });

  it('answers "why…?" from the fact with the reason, not from one that counts since Christmas', () => {
    const reply = converse(briefOfCase(RESIDENTIAL_HOME), ['Why do you say we broke the agreement?']).replies[0]!;
    expect(reply).toMatch(/notice|eight weeks/);
    expect(reply).not.toMatch(/walking stick/);
  });
});

describe('what came to be so, and for how long', () => {
  it('answers "What has gone missing?" with the thing that was lost', () => {
    const reply = converse(briefOfCase(RESIDENTIAL_HOME), ['What has gone missing?']).replies[0]!;
    expect(reply).toMatch(/walking stick/);
    expect(reply).not.toMatch(/don't know|not sure/i);
  });

  it('answers "how long…?" with the length stated, not the start of something else', () => {
    const reply = converse(briefOfCase(RESIDENTIAL_HOME), ['How long has your dad been with us?']).replies[0]!;
    expect(reply).toMatch(/three years/);
  });
});
