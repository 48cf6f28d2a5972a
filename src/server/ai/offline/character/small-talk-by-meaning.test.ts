// The built-in character reading a line by its grammar and meaning, on scenarios created in fields no evaluation set
// covers (an allotment plot, a music teacher's hours, a market stall): a personal yes-or-no question off the matter is
// small talk (a short answer in role and a way back, never "I don't know" and never a fact it shares a word with),
// while a yes-or-no question on the matter is still answered; a line that acknowledges the character's worry counts
// as empathy, whatever the worry; and a detail asked for again is said again, in the words the question points to.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { readLine } from './acts.ts';
import { askedKinds } from './fact-meaning.ts';
import { knowledgeOf } from './knowledge.ts';
import { replayConversation } from './state.ts';
import { startsWithStockLine } from './stock-lines.ts';
import { converse, replyTo } from './conversation.test-helpers.ts';

function characterOf(title: string, aiRole: string, myRole: string, description: string): CharacterBrief {
  return generateScenarioOffline(quickScenario(title, aiRole, myRole, description)).brief!.character;
}

const ALLOTMENT = characterOf(
  'Halving an allotment plot',
  'Allotment holder',
  'Allotment society secretary',
  'Harold Finch has rented plot 14 at Meadow Lane Allotments for 22 years. The committee wants to split his plot in two because the waiting list has grown to 40 people. His rent is £65 a year. Every Thursday he takes vegetables from the plot to the food bank on Mill Road. He was told by letter on 2 March and has until 30 April to reply. My goal: agree a fair split and keep him involved.',
);

const PIANO_TEACHER = characterOf(
  'Moving piano lessons to a weekday',
  'Piano teacher',
  'Music centre manager',
  'Lena Varga teaches piano at the Westbrook Music Centre on Saturday mornings. The centre wants to move her lessons to Wednesday evenings from 5 September because the hall has been let to a dance school. She has 18 pupils, and 7 of them cannot come midweek. She has taught there for nine years and is paid £32 an hour. My goal: agree the move and keep her pupils.',
);

const DRY_CLEANER = characterOf(
  'A suit lost at the dry cleaner',
  'Customer',
  'Shop manager',
  'Omar Haddad left his wedding suit at Crisp Cleaners on 4 May and was handed back a jacket two sizes too small instead of his own. The wedding is on 20 May. The suit cost £450 and he has the receipt. My goal: find the suit or agree a fair refund.',
);

const MARKET_STALL = characterOf(
  'A market pitch moved to the car park',
  'Stallholder',
  'Market manager',
  'Dora Pike runs a cheese stall at Eastgate Market. The market wants to move her pitch to the car park end from 1 October to make room for food vans. Her stall turned over £48,000 last year, most of it from passing trade by the main gate. She asked for the move in writing and was told the pitch fee would stay the same. My goal: agree the new pitch and a trial period.',
);

function actsOf(character: CharacterBrief, line: string): ReadonlySet<string> {
  return readLine(line, knowledgeOf({ brief: character, glossary: [], facts: [] })).acts;
}

// Personal questions put as yes or no, each in a scenario whose brief holds nothing on it (one shares a word any fact
// may hold with a fact: "last" with "last year").
const SMALL_TALK: readonly { name: string; character: CharacterBrief; line: string }[] = [
  { name: 'the allotment holder', character: ALLOTMENT, line: 'Do you have kids?' },
  { name: 'the piano teacher', character: PIANO_TEACHER, line: 'Are you much of a football fan?' },
  { name: 'the stallholder', character: MARKET_STALL, line: 'Did you watch the match last night?' },
  { name: 'the piano teacher', character: PIANO_TEACHER, line: 'Did you see the fireworks last night?' },
  { name: 'the allotment holder', character: ALLOTMENT, line: 'Do you ever get a weekend away from it all?' },
  { name: 'the stallholder', character: MARKET_STALL, line: 'Have you tried the new bakery by the station?' },
  { name: 'the piano teacher', character: PIANO_TEACHER, line: 'Do you play in a band yourself?' },
  { name: 'the customer', character: DRY_CLEANER, line: 'Do you have kids?' },
];

describe('[CHARACTER] a personal yes-or-no question off the matter is small talk', () => {
  it.each(SMALL_TALK)('$name answers "$line" briefly in role with a way back, never "I don\'t know"', ({ character, line }) => {
    expect(actsOf(character, line).has('offTopic')).toBe(true);
    const reply = replyTo(character, line);
    expect(startsWithStockLine('smallTalk', reply)).toBe(true);
    expect(startsWithStockLine('dontKnow', reply)).toBe(false);
    // The way back names the character's own matter.
    expect(reply.split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(2);
  });

  it('still answers a yes-or-no question on the matter, and one after a detail framed as yes or no', () => {
    expect(actsOf(ALLOTMENT, 'Did the committee write to you about it?').has('offTopic')).toBe(false);
    expect(replyTo(ALLOTMENT, 'Did the committee write to you about it?')).toMatch(/committee|letter/);
    expect(actsOf(DRY_CLEANER, 'Do you still have the receipt?').has('offTopic')).toBe(false);
    expect(actsOf(PIANO_TEACHER, 'Can all your pupils make Wednesday evenings?').has('offTopic')).toBe(false);
    expect(actsOf(PIANO_TEACHER, 'Do you know when the new times start?').has('offTopic')).toBe(false);
    expect(replyTo(PIANO_TEACHER, 'Do you know when the new times start?')).toContain('5 September');
  });

  it('answers a question on who the character is, asked of them, from its facts', () => {
    const reply = replyTo(PIANO_TEACHER, 'Are you a piano teacher?');
    expect(startsWithStockLine('smallTalk', reply)).toBe(false);
    expect(reply).toMatch(/piano/);
  });

  it('lets small talk settle none of the character\'s conditions, whatever word it shares with one', () => {
    const knowledge = knowledgeOf({ brief: MARKET_STALL, glossary: [], facts: [] });
    const messages = [
      { role: 'character' as const, content: MARKET_STALL.openingLine },
      { role: 'learner' as const, content: 'Are the kids at your school on half term yet?' },
    ];
    const { state } = replayConversation([...messages, { role: 'character', content: 'Not today.' }, { role: 'learner', content: 'Hello.' }], MARKET_STALL, knowledge);
    expect(state.covered.size).toBe(0);
  });
});

describe('[CHARACTER] a line that acknowledges the character\'s worry is empathy', () => {
  const ACKNOWLEDGING = [
    'I know the cost is a real worry for you.',
    'I can see why the delay bothers you.',
    'I realise losing half the plot worries you.',
    'I get that moving to Wednesdays is a concern for you.',
    'I know the car park end upsets you.',
    'I understand the new times are stressing you out.',
    "I know you're anxious about your pupils.",
  ];
  const NOT_ACKNOWLEDGING = [
    "I don't know whether the cost worries you.",
    "I know the cost isn't a worry for you.",
    'I know the hall is let on Saturdays.',
    "I know I'm worried about the waiting list.",
    'Do you know if the move bothers them?',
    'I know what you want.',
  ];

  it.each(ACKNOWLEDGING)('counts "%s" as empathy', (line) => {
    expect(actsOf(PIANO_TEACHER, line).has('empathy')).toBe(true);
  });

  it.each(NOT_ACKNOWLEDGING)('does not count "%s"', (line) => {
    expect(actsOf(PIANO_TEACHER, line).has('empathy')).toBe(false);
  });

  it('is heard in the state: the character treats the learner as having listened', () => {
    const knowledge = knowledgeOf({ brief: ALLOTMENT, glossary: [], facts: [] });
    const messages = [
      { role: 'character' as const, content: ALLOTMENT.openingLine },
      { role: 'learner' as const, content: 'I know losing half the plot is a real worry for you.' },
      { role: 'character' as const, content: 'It is.' },
      { role: 'learner' as const, content: 'Thanks.' },
    ];
    expect(replayConversation(messages, ALLOTMENT, knowledge).state.hasShownEmpathy).toBe(true);
  });
});

describe('[CHARACTER] a detail asked for in other words', () => {
  it('reads a "what" question after a thing filed under possessions as asking for a sum', () => {
    expect(askedKinds('What did the stall take in sales last year?').has('money')).toBe(true);
    expect(askedKinds('What is your income from the lessons?').has('money')).toBe(true);
    expect(askedKinds('What did the stall sell most of?').has('money')).toBe(false);
    expect(askedKinds('Why do the sales matter so much?').has('money')).toBe(false);
  });

  it('gives the figure of a told fact asked for again by another name', () => {
    const { replies } = converse(MARKET_STALL, ['How much did the stall turn over last year?', 'What did the stall take in sales last year?']);
    expect(replies[0]).toContain('£48,000');
    expect(replies[1]).toContain('£48,000');
  });

  it('says again the clause a question points to when the whole sentence was said already', () => {
    const { replies } = converse(DRY_CLEANER, ['When did you drop the suit off?', 'What were you actually handed back?']);
    expect(replies[0]).toContain('4 May');
    expect(replies[1]).toMatch(/\bI was handed back a jacket two sizes too small/);
    expect(replies[1]).not.toContain('4 May');
  });
});
