// The built-in character on scenarios made by Quick creation in fields of this file's own (a veterinary clinic, a
// driving school, student housing, a nursery, a freelance photographer, a garage), each played as a person would: who
// are you, three questions in other words, a question off the matter, a line pointing back, a refusal. A memory it
// claims holds the fact asked for, said again; it never says it does not know what its brief holds; a question about
// its own life beyond the matter gets an in-role answer with a way back, never a fact chosen by a question word; and
// no two characters share a sentence of four words or more. Checked with the created set's own checks.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { givesExpected, isFalseMemory, offTopicFaults, saysDontKnow, stockSentences } from '../../../eval/created/checks.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { splitSentences } from '../../language/text.ts';
import { converse, IDENTITY_LINE } from './conversation.test-helpers.ts';
import { stockLinesOf } from './stock-lines.ts';
import { voiceOf } from './voice.ts';

interface Case {
  title: string;
  aiRole: string;
  myRole: string;
  description: string;
  name: string;
  pronoun: 'he' | 'she';
  facts: readonly { line: string; expect: readonly string[] }[];
  referBack: { line: string; fact: number };
  offTopic: string;
}

const CASES: readonly Case[] = [
  {
    title: 'Dog owner disputing a surgery bill',
    aiRole: 'Dog owner',
    myRole: 'Practice manager',
    name: 'Joanna Pike',
    pronoun: 'she',
    description: 'Joanna Pike brought her spaniel Bramble to Oakfield Vets on 2 June for a lump removal. She was quoted £380 but the final bill was £720. Nobody rang her before the extra tests were done. She wants the bill brought back to the quote.',
    facts: [
      { line: 'What figure were you given up front?', expect: ['380'] },
      { line: 'How much did the invoice come to in the end?', expect: ['720'] },
      { line: 'Which day was Bramble in with us?', expect: ['2 june|june 2'] },
    ],
    referBack: { line: 'Sorry, what was the first number you mentioned?', fact: 0 },
    offTopic: 'Did you get away anywhere nice over the bank holiday?',
  },
  {
    title: 'Learner driver cancelled test',
    aiRole: 'Learner driver',
    myRole: 'Driving school manager',
    name: 'Callum Reid',
    pronoun: 'he',
    description: 'Callum Reid had booked ten lessons with Roadwise Driving School at £32 each. His instructor cancelled four lessons at short notice and his test on 20 May had to be moved. Callum needs his licence to start a job in Leeds in July. He wants the missed lessons refunded and a new test date before July.',
    facts: [
      { line: 'How many lessons did you pay for altogether?', expect: ['ten|10'] },
      { line: 'What does each lesson cost you?', expect: ['32'] },
      { line: 'When was the test meant to be?', expect: ['20 may|may 20'] },
    ],
    referBack: { line: 'How many lessons did you say you had booked?', fact: 0 },
    offTopic: 'What are you studying at the moment, by the way?',
  },
  {
    title: 'Instructor asking for more hours',
    aiRole: 'Driving instructor',
    myRole: 'Driving school owner',
    name: 'Priti Shah',
    pronoun: 'she',
    description: 'Priti Shah has taught for Clearway Driving School for six years. She works 28 hours a week and wants 36 hours from September. Two of her pupils passed first time last month. She says newer instructors are given the evening slots she asked for.',
    facts: [
      { line: 'How long have you been with us?', expect: ['six years|6 years'] },
      { line: 'How many hours are you doing at the moment?', expect: ['28'] },
      { line: 'How many of your pupils passed last month?', expect: ['two|2'] },
    ],
    referBack: { line: 'Sorry, how many hours did you say you work now?', fact: 1 },
    offTopic: 'What are you reading at the moment?',
  },
  {
    title: 'Bride unhappy with wedding flowers',
    aiRole: 'Bride',
    myRole: 'Florist',
    name: 'Hannah Ellis',
    pronoun: 'she',
    description: 'Hannah Ellis ordered white peonies for her wedding on 8 August from Bloom & Wild Studio and paid £1,200. The flowers delivered were pink roses, and the table arrangements arrived an hour late. She wants half of the money back.',
    facts: [
      { line: 'What did you spend on the flowers?', expect: ['1200'] },
      { line: 'How late was the delivery?', expect: ['an hour|one hour|1 hour'] },
      { line: 'When was the big day?', expect: ['8 august|august 8'] },
    ],
    referBack: { line: 'What did you say you paid for them?', fact: 0 },
    offTopic: 'Where did you go on honeymoon?',
  },
  {
    title: 'Student complaining about mould',
    aiRole: 'Student tenant',
    myRole: 'Accommodation officer',
    name: 'Leo Marsh',
    pronoun: 'he',
    description: 'Leo Marsh is a second-year student living in room 14 at Castle Court halls. He pays £145 a week. There has been black mould on his bedroom wall since October and he reported it three times. He wants to move to another room before exams in January.',
    facts: [
      { line: 'What is your weekly rent?', expect: ['145'] },
      { line: 'How many times have you told us about it?', expect: ['three|3'] },
      { line: 'Since when has the mould been there?', expect: ['october'] },
    ],
    referBack: { line: 'What did you say the rent was?', fact: 0 },
    offTopic: 'Who do you reckon will win the cup?',
  },
  {
    title: 'Photographer chasing an unpaid invoice',
    aiRole: 'Photographer',
    myRole: 'Events company manager',
    name: 'Tariq Aziz',
    pronoun: 'he',
    description: 'Tariq Aziz is a freelance photographer who shot a conference for Meridian Events on 5 May. His invoice for £950 is now 60 days overdue. He has sent four reminders. He wants payment this week or he will add a late fee.',
    facts: [
      { line: 'How much is the invoice for?', expect: ['950'] },
      { line: 'How long has it been outstanding?', expect: ['60 days|sixty days'] },
      { line: 'How many times have you chased it?', expect: ['four|4'] },
    ],
    referBack: { line: 'Sorry, what was the invoice total again?', fact: 0 },
    offTopic: 'Do you reckon it will snow this week?',
  },
  {
    title: 'Customer disputing garage repairs',
    aiRole: 'Customer',
    myRole: 'Garage service manager',
    name: 'Steve Barker',
    pronoun: 'he',
    description: 'Steve Barker took his van to Northside Motors for an MOT on 3 April. The garage replaced the brake discs without asking and charged £290. The van failed again a week later on the same brakes. He wants the £290 back.',
    facts: [
      { line: 'When did you bring the van in?', expect: ['3 april|april 3'] },
      { line: 'What were you charged for the discs?', expect: ['290'] },
      { line: 'What did they replace?', expect: ['brake discs'] },
    ],
    referBack: { line: 'What was the charge you mentioned?', fact: 1 },
    offTopic: 'Where are you going on holiday this summer?',
  },
];

const STRONG = (first: string) => [`Hello ${first}, thank you for taking the time to talk this through with me.`, "I'm sorry about how this has gone so far; I can see why it has been frustrating for you."];
const WEAK = ["Look, that's just how it is and there's nothing I can do about it.", "I need you to decide right now, I haven't got all day.", 'Honestly, this is a waste of my time.'];

function briefOf(testCase: Case): CharacterBrief {
  return generateScenarioOffline(quickScenario(testCase.title, testCase.aiRole, testCase.myRole, testCase.description)).brief!.character;
}

/** The case's own lines, a strong learner's and a weak one's, as the created set plays them. */
function scripts(testCase: Case): string[][] {
  const questions = testCase.facts.map((fact) => fact.line);
  return [
    [IDENTITY_LINE, ...questions, testCase.offTopic, testCase.referBack.line],
    [...STRONG(testCase.name.split(' ')[0]!), ...questions],
    [testCase.offTopic, ...WEAK],
  ];
}

function expectFor(testCase: Case, line: string): readonly string[] | undefined {
  if (line === testCase.referBack.line) return testCase.facts[testCase.referBack.fact]!.expect;
  return testCase.facts.find((fact) => fact.line === line)?.expect;
}

describe('[AI] built-in character, created in fields of its own: memory that is true', () => {
  it('claims to have said a fact only when it said it, and then says it again', () => {
    for (const testCase of CASES) {
      const brief = briefOf(testCase);
      for (const lines of scripts(testCase)) {
        const { messages, replies } = converse(brief, lines, { scenarioName: testCase.title });
        lines.forEach((line, index) => {
          const earlier = messages.slice(0, 2 * index + 1).filter((message) => message.role === 'character').map((message) => message.content);
          expect(isFalseMemory(replies[index]!, earlier, expectFor(testCase, line)), `${testCase.title}: ${line} → ${replies[index]}`).toBe(false);
        });
      }
    }
  });

  it('never says it does not know what its brief holds, and gives it', () => {
    for (const testCase of CASES) {
      const [own] = scripts(testCase);
      const { replies } = converse(briefOf(testCase), own!, { scenarioName: testCase.title });
      own!.forEach((line, index) => {
        const expected = expectFor(testCase, line);
        if (!expected) return;
        expect(saysDontKnow(replies[index]!), `${testCase.title}: ${line} → ${replies[index]}`).toBe(false);
        expect(givesExpected(replies[index]!, expected), `${testCase.title}: ${line} → ${replies[index]}`).toBe(true);
      });
    }
  });

  it('says a figure it never said plainly when asked for it again, and the one pointed back to once said', () => {
    const vet = CASES[0]!;
    const brief = briefOf(vet);
    expect(converse(brief, [vet.facts[0]!.line, vet.facts[1]!.line, vet.referBack.line], { scenarioName: vet.title }).replies[2]).toMatch(/£380/);
    const instructor = CASES[2]!;
    // Two figures of the kind asked, neither singled out by the question: a memory is claimed for the sentence holding both.
    const { replies } = converse(briefOf(instructor), ['What are your hours like?', 'How many hours are you doing?'], { scenarioName: instructor.title });
    expect(replies[1]).toMatch(/28 hours/);
  });
});

describe('[AI] built-in character, created in fields of its own: a question off the matter', () => {
  it('answers a question about its own life in role, with a way back to its matter', () => {
    for (const testCase of CASES) {
      const brief = briefOf(testCase);
      for (const lines of [[testCase.offTopic], [IDENTITY_LINE, ...testCase.facts.map((fact) => fact.line), testCase.offTopic]]) {
        const reply = converse(brief, lines, { scenarioName: testCase.title }).replies.at(-1)!;
        const context = { name: testCase.name, pronoun: testCase.pronoun, sources: [testCase.description], labels: [], goal: '', title: testCase.title };
        expect(offTopicFaults(reply, testCase.offTopic, context, testCase.facts.map((fact) => fact.expect)), `${testCase.title}: ${testCase.offTopic} → ${reply}`).toEqual([]);
      }
    }
  });

  it('does not answer "Where did you go on honeymoon?" with a place its brief names, nor a weekend with its job', () => {
    const florist = CASES[3]!;
    const [first] = splitSentences(converse(briefOf(florist), [florist.offTopic], { scenarioName: florist.title }).replies[0]!);
    expect(first).not.toMatch(/Bloom|Wild/);
    const student = CASES[4]!;
    expect(converse(briefOf(student), ['What do you do at the weekend?'], { scenarioName: student.title }).replies[0]).not.toMatch(/\btenant\b/i);
  });
});

describe('[AI] built-in character, created in fields of its own: its own sentences', () => {
  it('shares no sentence of four words or more with another character', () => {
    const said = CASES.map((testCase) => {
      const brief = briefOf(testCase);
      return scripts(testCase).flatMap((lines) => converse(brief, lines, { scenarioName: testCase.title }).messages.filter((message) => message.role === 'character').map((message) => message.content));
    });
    expect(stockSentences(said)).toEqual([]);
  });
});

describe('[AI] built-in character: stock lines of every voice', () => {
  const TRAITS = ['calm', 'quiet and shy', 'warm and friendly', 'formal and polite', 'blunt', 'angry and frustrated', 'sceptical', 'evasive'];
  const SEEDS = 20;

  /** Every sentence of four words or more a character of these traits may say from its stock lines and its voice. */
  function ownSentences(matter: string): Set<string> {
    const lines = new Set<string>();
    const { identity: caseIdentity } = briefOf(CASES[0]!);
    for (let seed = 0; seed < SEEDS; seed += 1) {
      // Leads go before a line of the brief ("As I told you, …"): they are never said alone.
      const { restatedLeads: _restated, broughtUpLeads: _broughtUp, ...own } = stockLinesOf(seed, matter);
      for (const line of Object.values(own).flat()) lines.add(line);
      for (const trait of TRAITS) {
        const identity = { ...caseIdentity, personality: trait, tone: trait, speakingStyle: '' };
        // Hedges go before a line of the brief too.
        const { hedges: _hedges, ...said } = voiceOf(identity, seed, matter);
        for (const line of Object.values(said).filter(Array.isArray).flat() as string[]) lines.add(line);
      }
    }
    const sentences = new Set<string>();
    for (const sentence of [...lines].flatMap(splitSentences)) if (sentence.split(/\s+/).length >= 4) sentences.add(sentence.toLowerCase());
    return sentences;
  }

  it('names the matter in every stock sentence of four words or more, so two characters about other matters share none', () => {
    const deposit = ownSentences('the deposit');
    expect([...ownSentences('the rota')].filter((sentence) => deposit.has(sentence))).toEqual([]);
  });
});
