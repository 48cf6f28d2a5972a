// The built-in character on scenarios made by Quick creation in fields of their own (a dental practice, a letting
// agent, an IT service desk, a wedding venue), two characters per field: a memory it claims is one it has (the
// earlier line holds what it says again, said as that line wrote it), the lines it says without the brief's words are
// its own (no two characters share one), and a learner's sympathy gets a human answer that goes on to the matter.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { characterSays } from '../../../eval/natural.ts';
import { normalised } from './state.ts';
import { converse } from './conversation.test-helpers.ts';
import { splitSentences } from '../../language/text.ts';

interface Field {
  title: string;
  aiRole: string;
  myRole: string;
  description: string;
}

const FIELDS: readonly (readonly [Field, Field])[] = [
  [
    { title: 'A crown that keeps coming loose', aiRole: 'Patient', myRole: 'Practice manager', description: 'Harriet Osei had a crown fitted at Bridgewater Dental on 9 April and it has come loose three times since. She paid £540 for the crown. She wants the crown replaced free of charge.' },
    { title: 'Loose crown complaint', aiRole: 'Patient', myRole: 'Dental receptionist', description: 'Graham Lyle had a crown fitted at Smile Studio in May and it fell out twice. He paid £620 for the crown. He wants his money back.' },
  ],
  [
    { title: 'Boiler broken for two weeks', aiRole: 'Tenant', myRole: 'Letting agent', description: 'Tomasz Nowak rents a flat through Keystone Lettings for £975 a month. The boiler broke on 4 November and he has had no heating for 15 days. He wants a repair date this week.' },
    { title: 'No heating in the flat', aiRole: 'Tenant', myRole: 'Landlord', description: 'Aisha Khan rents a flat on Mill Lane for £850 a month. The boiler has been broken since 1 December. She wants the boiler fixed and a rent reduction.' },
  ],
  [
    { title: 'Laptop still not fixed', aiRole: 'Employee', myRole: 'IT service desk analyst', description: 'Priya Raman is a finance analyst at Corbel Insurance. Her laptop has crashed every day since 12 February, and ticket INC-20931 has been open for nine days. She wants a replacement laptop today.' },
    { title: 'Broken laptop before a deadline', aiRole: 'Employee', myRole: 'IT support', description: 'Owen Price is a sales manager at Tandem Foods. His laptop will not start since 3 March and his ticket has been open a week. He wants a loan laptop today.' },
  ],
  [
    { title: 'Wedding venue double-booked', aiRole: 'Bride', myRole: 'Venue events manager', description: 'Chloe Barnes booked the Orangery at Hatherley Hall for her wedding on 14 September and paid a £3,000 deposit. The venue double-booked the room. She wants her deposit back.' },
    { title: 'Wedding date moved by the venue', aiRole: 'Groom', myRole: 'Venue coordinator', description: 'Daniel Reyes booked Oakley Barn for his wedding on 6 June and paid a £2,500 deposit. The venue moved the date without asking. He wants the original date or a refund.' },
  ],
];

function briefOf(field: Field): CharacterBrief {
  return generateScenarioOffline(quickScenario(field.title, field.aiRole, field.myRole, field.description)).brief!.character;
}

function conversations(brief: CharacterBrief): string[][] {
  const first = brief.identity.name.split(/\s+/)[0]!;
  return [
    ['Sorry, could you tell me your name and what you do?', 'What happened?', 'Did you watch the rugby at the weekend?', 'How much did you pay?', 'Sorry, how much was that again?', "I'm not going to apologise for that."],
    [`Hello ${first}, thanks for making the time.`, "I'm sorry about how this has gone; I can see why it's been frustrating.", 'What would a good outcome look like for you?', "I'll sort it out and confirm in writing by Friday. Does that work?"],
    ["I won't be offering anything.", 'How was your holiday?', "Look, that's just how it is and there's nothing I can do about it.", "I need you to decide right now, I haven't got all day.", 'Honestly, this is a waste of my time.'],
  ];
}

const STOCK_MIN_WORDS = 4;

// A claim of memory and what it says again: "As I said, £540." → "£540".
// A reminder may name the matter it is about: "As I said about the crown, £540.".
const CLAIM = /^(?:as i (?:said|told you|mentioned|explained)|like i (?:said|mentioned)|again|and)(?: about [^,]+)?\W+(.+?)\W*$/i;
const ANY_CLAIM = /\b(?:as i(?:'ve| have)? (?:said|mentioned|told you)|like i (?:said|mentioned)|i(?:'ve| have) (?:already )?(?:said|told you|mentioned)|same answer as before|we(?:'ve| have) (?:already )?(?:covered|been over|discussed) (?:that|this|it))\b/i;

/** Every sentence that claims an earlier telling whose part no earlier line of the character's holds. */
function falseClaims(opening: string, replies: readonly string[]): string[] {
  return replies.flatMap((reply, index) => {
    const earlier = normalised([opening, ...replies.slice(0, index)].join(' '));
    return splitSentences(reply).filter((sentence) => {
      const claim = CLAIM.exec(sentence.replace(/[’]/g, "'"));
      // A clause said again with the subject its sentence shared ("…and paid a £3,000 deposit": "I paid a £3,000 deposit").
      if (claim && /^(?:as|like)/i.test(sentence)) return !earlier.includes(normalised(claim[1]!.replace(/^(?:I|we|he|she|they)\s+/i, '')));
      return ANY_CLAIM.test(sentence.replace(/[’]/g, "'"));
    });
  });
}

describe('[AI] built-in character, created in fields of its own: memory that is true', () => {
  it('claims an earlier telling only when an earlier line of its own holds what it says again', () => {
    for (const pair of FIELDS) {
      for (const field of pair) {
        const brief = briefOf(field);
        for (const lines of conversations(brief)) {
          const { messages, replies } = converse(brief, lines, { scenarioName: field.title });
          expect(falseClaims(messages[0]!.content, replies), `${field.title}: ${replies.join(' / ')}`).toEqual([]);
        }
      }
    }
  });

  it('says a figure again as the earlier line wrote it: a ticket number with its letters', () => {
    const brief = briefOf(FIELDS[2]![0]);
    const { replies } = converse(brief, ['How long has the ticket been open?', "What's the ticket number, again?"], { scenarioName: FIELDS[2]![0].title });
    expect(replies[0]).toContain('INC-20931');
    expect(replies[1]).toContain('INC-20931');
  });

  it("hears what a thing is worth as a sum: the crown's price said again, not the crown", () => {
    const field = FIELDS[0]![0];
    const brief = briefOf(field);
    const { replies } = converse(brief, ['What did you pay for the crown?', 'So what was the crown worth?'], { scenarioName: field.title });
    expect(replies[0]).toContain('£540');
    expect(replies[1]).toContain('£540');
  });

  it('never claims an earlier telling in how it says it feels', () => {
    for (const pair of FIELDS) {
      for (const field of pair) {
        const brief = briefOf(field);
        const { replies } = converse(brief, ['How are you feeling about all of this, honestly?'], { scenarioName: field.title });
        expect(replies[0], field.title).not.toMatch(ANY_CLAIM);
      }
    }
  });
});

describe('[AI] built-in character, created in fields of its own: its own lines', () => {
  it('shares no sentence of its own making with another character, even one of the same field', () => {
    const played = FIELDS.flat().map((field) => {
      const brief = briefOf(field);
      const said = conversations(brief).flatMap((lines) => {
        const { messages } = converse(brief, lines, { scenarioName: field.title });
        return messages.filter((message) => message.role === 'character').flatMap((message) => splitSentences(message.content));
      });
      // The brief's own sentences are what its description gave it (another part of creation makes them).
      const fromBrief = new Set(characterSays(brief).flatMap(splitSentences).map(normalised));
      return new Set(said.map(normalised).filter((sentence) => sentence.split(' ').length >= STOCK_MIN_WORDS && !fromBrief.has(sentence) && ![...fromBrief].some((line) => line.includes(sentence))));
    });
    const shared = played.flatMap((sentences, index) => [...sentences].filter((sentence) => played.some((other, otherIndex) => otherIndex !== index && other.has(sentence))));
    expect([...new Set(shared)]).toEqual([]);
  });

  it('never says a sentence twice in a conversation', () => {
    for (const field of FIELDS.flat()) {
      const brief = briefOf(field);
      for (const lines of conversations(brief)) {
        const { replies } = converse(brief, lines, { scenarioName: field.title });
        const sentences = replies.flatMap(splitSentences).map(normalised);
        expect(sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index), field.title).toEqual([]);
      }
    }
  });
});

describe('[AI] built-in character, created in fields of its own: sympathy', () => {
  const SYMPATHY = ['That must be miserable, two weeks in the cold.', 'I can only imagine how upsetting this is so close to the day.', 'That sounds really stressful with everything else going on.'];

  it('thanks a learner who says how hard it must be, then goes on to its matter', () => {
    for (const [field] of FIELDS) {
      const brief = briefOf(field);
      for (const line of SYMPATHY) {
        const { replies } = converse(brief, [line], { scenarioName: field.title });
        const [first, ...rest] = splitSentences(replies[0]!);
        expect(first, `${field.title}: ${line} → ${replies[0]}`).toMatch(/\b(?:thank|thanks|appreciate|helps|kind of you|means something|fair|noted|glad|good of you|that's something)\b/i);
        expect(rest.length, replies[0]).toBeGreaterThan(0);
      }
    }
  });

  it('does not take a judgement or a negated line as sympathy', () => {
    const brief = briefOf(FIELDS[1]![0]);
    for (const line of ["That doesn't sound so bad to me.", 'That seems wrong to me.', 'That sounds like a plan.']) {
      const { replies } = converse(brief, [line], { scenarioName: FIELDS[1]![0].title });
      expect(replies[0], line).not.toMatch(/^(?:thank|thanks|i appreciate)/i);
    }
  });
});
