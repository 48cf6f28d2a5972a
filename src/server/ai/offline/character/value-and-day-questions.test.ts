// Questions put in everyday idiom on scenarios created in fields no evaluation set covers (a bookbinder's commission,
// a used telescope for sale): a question asking the character's own view of a value ("What's it worth to you?",
// "What would you take for it?", "What are you on at the moment?", "What has the other shop put on the table?") is
// answered with the figure the description states, never "I don't know"; a question of purpose after a preface gets
// the stated need; and small talk about the day ("How was the journey in?", "Busy morning?") is answered briefly in
// role, claims nothing, and comes back to the matter.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { askedKinds, plainValueWords } from './fact-meaning.ts';
import { asksAfterTheirDay } from './social-moves.ts';
import { STOCK_POOLS } from './stock-lines.ts';
import { replyTo } from './conversation.test-helpers.ts';
import { splitSentences } from '../../language/text.ts';

function characterOf(title: string, aiRole: string, myRole: string, description: string): CharacterBrief {
  return generateScenarioOffline(quickScenario(title, aiRole, myRole, description)).brief!.character;
}

const BOOKBINDER = characterOf(
  'Rebinding a parish register',
  'Bookbinder',
  'Churchwarden',
  'Mirela Stan is a bookbinder in Hexham. We offered her £1,700 for the job last week. She currently earns £290 a day. The cathedral library has offered her £4,800 to rebind its choir books over the summer. She needs the parish register back by 12 June so she can start on the cathedral work. My goal: have the register rebound for £1,900.',
);

const TELESCOPE = characterOf(
  'Buying a used telescope',
  'Seller',
  'Buyer',
  'Colin Marsh is selling his reflector telescope, bought in 2020. He is asking £480 for it and a neighbour has offered him £430. He wants the money towards his daughter\'s driving lessons. My goal: buy it for £400 and pick it up on Sunday.',
);

const IDENTITY = 'Hello, could you tell me your name and what you do?';
const DONT_KNOW = /\b(?:don't know|couldn't say|can't say|not sure|no idea|couldn't tell you)\b/i;

describe('[AI] a question on a value put in idiom', () => {
  it('reads the idiom in the plain words of pay and offers, and leaves other uses of the words alone', () => {
    expect(plainValueWords('What are you on at the moment?')).toMatch(/earning/);
    expect(plainValueWords("What's the cathedral put on the table?")).toMatch(/offered/);
    expect(plainValueWords('What are you on about?')).toBe('What are you on about?');
    expect(plainValueWords('What are you working on at the moment?')).toBe('What are you working on at the moment?');
  });

  it('asks for a sum when worth, a price or pay is asked for, not a purpose', () => {
    expect(askedKinds("What do you think it's worth?").has('money')).toBe(true);
    expect(askedKinds('What would you accept for the telescope?').has('money')).toBe(true);
    expect(askedKinds('What would you take for it?').has('money')).toBe(true);
    expect(askedKinds('What do you need it for?').has('money')).toBe(false);
  });

  it("answers pay, a rival offer and a worth with the stated figure, never with 'I don't know'", () => {
    const pay = replyTo(BOOKBINDER, 'What are you on at the moment?', [IDENTITY]);
    expect(pay).toMatch(/£290/);
    expect(pay).not.toMatch(DONT_KNOW);
    const rival = replyTo(BOOKBINDER, "What's the other client put on the table?", [IDENTITY]);
    // The rival's figure first: the learner's own offer is not what "the other client" put forward.
    expect(splitSentences(rival)[0], rival).toMatch(/£4,800/);
    expect(rival).not.toMatch(DONT_KNOW);
    const worth = replyTo(TELESCOPE, "What do you reckon it's worth?", [IDENTITY]);
    expect(worth).toMatch(/£480/);
    expect(worth).not.toMatch(DONT_KNOW);
    expect(replyTo(TELESCOPE, 'What would you take for it?', ['Hi, I have come about the telescope.'])).toMatch(/£480/);
  });

  it('gives the stated need to a question of purpose after a preface', () => {
    expect(replyTo(TELESCOPE, 'Sorry, before we start, could you tell me what you need the money for?', [IDENTITY])).toMatch(/driving lessons/);
  });
});

describe('[AI] small talk about the day', () => {
  it('tells a question on how the day goes from one on the matter', () => {
    expect(asksAfterTheirDay('How was the journey in?')).toBe(true);
    expect(asksAfterTheirDay('Busy morning?')).toBe(true);
    expect(asksAfterTheirDay('What would you take for it?')).toBe(false);
    expect(asksAfterTheirDay('Can you do Sunday?')).toBe(false);
  });

  it('answers briefly in role with no fact and no invented detail, then comes back to the matter', () => {
    const answered = STOCK_POOLS.smallTalk.map((line) => line.split(',')[0]!);
    for (const line of ['How was the journey in this morning?', 'Busy morning?']) {
      const reply = replyTo(TELESCOPE, line, [IDENTITY]);
      expect(answered.some((lead) => reply.startsWith(lead)), reply).toBe(true);
      expect(reply, reply).toMatch(/telescope/i);
      expect(reply, reply).not.toMatch(/\b(?:traffic|train|roads?|meetings?)\b/i);
    }
  });
});
