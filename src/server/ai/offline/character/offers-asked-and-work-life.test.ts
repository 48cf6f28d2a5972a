// A created character reads a learner's line by its grammar, on briefs written from descriptions of our own (a piano
// teacher, a garage customer, a removals claim): a proposal put as a question is an offer to weigh, not a question to
// answer with a fact; "what would settle it for you" is one reading, answered from what the character needs; how busy
// work keeps it is small talk, never its job's label; and an apology is a condition only when the description asks for one.
import { describe, expect, it } from 'vitest';
import { ScenarioBriefSchema, type CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { readLine } from './acts.ts';
import { characterInput, replyTo } from './conversation.test-helpers.ts';
import { asksWhatWouldSettleIt } from './fact-meaning.ts';
import { knowledgeOf } from './knowledge.ts';
import { proposesAsQuestion } from './offer-reading.ts';
import { STOCK_POOLS } from './stock-lines.ts';

function briefOf(title: string, aiRole: string, myRole: string, description: string): CharacterBrief {
  return ScenarioBriefSchema.parse(generateScenarioOffline(quickScenario(title, aiRole, myRole, description)).brief).character;
}

const PIANO = briefOf(
  'Piano teacher raising lesson fees',
  'Piano teacher',
  'Parent of a pupil',
  'Miriam Kowalczyk has taught piano from her home studio in Harrogate for 14 years. She wants to raise her weekly lesson fee from £28 to £34 from September. My daughter Elsie, 11, has Grade 4 in June. Miriam has 22 pupils and a waiting list of five. She is also cutting the half-term catch-up lessons. My goal: keep the current fee until after the exam.',
);
const GARAGE = briefOf(
  'Customer disputing a garage bill',
  'Customer',
  'Garage service manager',
  'Tom Achebe brought his 2016 Ford Focus in for an MOT on 3 April. He was quoted £54.85 but the bill came to £412 after we replaced two tyres and the rear brake pads without calling him first. He needs the car back for his night shifts at the warehouse. He has been a customer for six years. My goal: settle the bill fairly and keep him as a customer.',
);

const reading = (brief: CharacterBrief, line: string) => readLine(line, knowledgeOf(characterInput(brief)));
const roleAnswer = (brief: CharacterBrief) => brief.facts.find((fact) => fact.topic === 'Their role')?.answer ?? '';
const POINTS_BACK = new RegExp(`^(?:${STOCK_POOLS.restatedLeads.map((lead) => lead.replace(/,$/, '')).join('|')})\\b`, 'i');

describe('[AI] built-in character: a proposal put as a question', () => {
  it('reads a modal with "we" or "I" and a verb of doing, or "would you take…", as a proposal', () => {
    for (const line of [
      'Could we keep the old price until after June?',
      'Could we knock the labour off the tyres?',
      'Would you take £800 and a repair of the leg?',
      'Would you be happy with a repair?',
      'Shall we split the cost of the books?',
      'So could we just move the lesson to Thursday?',
      'Can I offer you a later slot?',
      'What about £30 until the exam?',
      'And if we moved your lessons to Thursdays?',
      'If I took the late fee off?',
    ])
      expect(proposesAsQuestion(line), line).toBe(true);
  });

  it('does not read a request, a question about talking or a negated one as a proposal', () => {
    for (const line of [
      'Could we talk about the fee?',
      'Can I ask why?',
      'Can I check the date?',
      'Can I take your order number?',
      'Can we go back to the price?',
      'Could you tell me the date?',
      'Can we not do that?',
      'What about the tickets?',
      'Would you like a coffee?',
      'If we talked to your manager?',
      "And if I don't move the lessons?",
    ])
      expect(proposesAsQuestion(line), line).toBe(false);
  });

  it('weighs the proposal instead of answering it with a fact it says it told', () => {
    for (const [brief, line] of [
      [PIANO, 'Could we keep the old price until after June?'],
      [GARAGE, 'Could we knock the labour off the tyres?'],
    ] as const) {
      const read = reading(brief, line);
      expect([...read.acts], line).toContain('proposal');
      expect(read.asks, line).toEqual([]);
      const reply = replyTo(brief, line, ['What would the new price be each week?']);
      expect(reply, line).not.toMatch(POINTS_BACK);
      expect(reply, line).not.toMatch(/^£?\d[\d,.]*\.?$/);
    }
  });
});

describe('[AI] built-in character: what would settle it for them', () => {
  it('is one reading, whatever words ask it', () => {
    for (const line of ['What would it take?', 'What would settle this for you?', 'What would make this feel fair to you?', 'What would it take to put this right for you?', 'What do you need from us?', 'What could we do to make it right?', 'So what would work for you?'])
      expect(asksWhatWouldSettleIt(line), line).toBe(true);
    for (const line of ['What would the new price be each week?', 'What would happen if we moved it?', 'What would you do in my place?', 'What time would suit you?']) expect(asksWhatWouldSettleIt(line), line).toBe(false);
  });

  it('is answered with what the character needs, not how it feels nor as a reply to an offer', () => {
    for (const line of ['What would make this feel fair to you?', 'What would settle this for you?']) {
      expect([...reading(GARAGE, line).acts], line).toEqual(['needs']);
      const reply = replyTo(GARAGE, line);
      const feeling = GARAGE.hiddenFacts.find((fact) => fact.topic === 'How it feels')!.answer;
      expect(reply, line).not.toContain(feeling);
      expect(reply, line).not.toMatch(/^(?:That's a start|It's a step|That helps with|Fine as far as it goes|On .+?, that moves things)/);
    }
  });
});

describe("[AI] built-in character: its own working life", () => {
  it('answers how busy work is briefly in role, with a way back, never with its job', () => {
    for (const brief of [PIANO, GARAGE]) {
      for (const line of ['Is it a busy time at work for you?', "How's work at the moment?", 'Are you busy these days?']) {
        expect([...reading(brief, line).acts], line).toEqual(['offTopic']);
        const reply = replyTo(brief, line);
        expect(reply, line).not.toContain(roleAnswer(brief));
        expect(reply.split(/(?<=[.!?])\s+/).length, `${line} → ${reply}`).toBeGreaterThan(1);
      }
    }
  });

  it('reads "Does that work for you?" as asking whether a plan suits them, not as small talk about work', () => {
    const earlier = ["So I'll send you the itemised bill today and set up a plan over two months."];
    for (const line of ['Does that work for you?', 'Would Thursday work?']) {
      const reply = replyTo(GARAGE, line, earlier);
      expect(STOCK_POOLS.smallTalk.some((stock) => reply.includes(stock.split(',')[0]!)), `${line} → ${reply}`).toBe(false);
    }
  });

  it('still gives the years the brief states when asked how long, and the job when asked what it does', () => {
    expect(replyTo(PIANO, 'How long have you been doing this?')).toContain('14 years');
    expect(replyTo(PIANO, 'What do you do for a living?')).toContain(roleAnswer(PIANO));
  });

  it('never gives its job to small talk that only shares a sense with its words ("the office" and a position)', () => {
    const reply = replyTo(GARAGE, 'Have you tried the new noodle place by the office?');
    expect(reply).not.toContain(roleAnswer(GARAGE));
    expect(replyTo(GARAGE, 'What do you do for work?')).toContain(roleAnswer(GARAGE));
  });

  it('answers "what else happened" from the matter, never with its job', () => {
    expect(replyTo(GARAGE, 'What else did we do to the car?', ['What did we originally say it would cost?'])).not.toContain(roleAnswer(GARAGE));
  });
});

describe('[AI] built-in character: a change asked for again', () => {
  it('gives the side of a change the question names, whatever the tense of the asking', () => {
    const earlier = ['What would the new price be each week?'];
    expect(replyTo(PIANO, 'Sorry, what was the new fee you mentioned?', earlier)).toContain('£34');
    expect(replyTo(PIANO, 'Sorry, what was the new fee you mentioned?', earlier)).not.toContain('£28');
    expect(replyTo(PIANO, 'And the old fee was what?', earlier)).toContain('£28');
  });
});

describe('[AI] built-in character: conditions only from the brief', () => {
  const complaint = (extra: string) =>
    briefOf('Laptop screen repair failed', 'Customer', 'Repair shop manager', `Helena Varga paid £140 on 4 October for a new screen on her laptop. The screen flickered again after a week. She needs the laptop for her online classes.${extra} My goal: keep her as a customer.`);

  it('asks for an apology only when the description says the character wants one', () => {
    const without = complaint('');
    const said = (brief: CharacterBrief) => [...brief.objections.map((objection) => objection.resolvedBy), ...brief.outcome.requires.map((requirement) => requirement.label)].join(' | ');
    expect(said(without)).not.toMatch(/apolog/i);
    expect(said(complaint(' She expects an apology for the wasted week.'))).toMatch(/apolog/i);
  });

  it('says how it feels about its own matter, not in a sentence every character of its tone says', () => {
    const feeling = PIANO.hiddenFacts.find((fact) => fact.topic === 'How it feels')!.answer;
    expect(feeling).toMatch(/lesson fee/i);
  });
});
