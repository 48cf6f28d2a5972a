// What a question asks for by its grammar, in created scenarios of fields no evaluation set covers (a vet practice, a
// sixth-form resit, a house move, an IT service desk): a length of time the character's relation states, the thing a
// "which" governs, the thing a passive "what" asks after, the start "since when" asks, the place a stranded "to"
// points to, and the body "which firm are you with?" asks. Memory is claimed only for what was said, "I don't know"
// only for what the brief lacks, and a stock concern of a kind is said about each character's own matter.
import { describe, expect, it } from 'vitest';
import { claimsMemory, isFalseMemory, saysDontKnow } from '../../../eval/created/checks.ts';
import { concernAbout } from '../scenario/brief-entries.ts';
import { SITUATION_KINDS, type KindContext } from '../scenario/situation-kinds.ts';
import { readLine } from './acts.ts';
import { converse } from './conversation.test-helpers.ts';
import { askCase, briefOfCase, type DescribedCase } from './facts-in-other-words.test-helpers.ts';
import { knowledgeOf } from './knowledge.ts';
import { gistFor } from './restating.ts';

const VET: DescribedCase = {
  id: 'vet-bill',
  title: 'A vet bill that came as a surprise',
  aiRole: 'Client',
  myRole: 'Practice manager',
  description:
    'Margaret Ellison has been a client of Hollybank Veterinary Practice for eight years with her two spaniels, Bramble and Finn. Last month Finn had dental surgery and she was quoted £450, but the final bill came to £780 because two extra teeth were taken out. Nobody phoned her before the extra work. She wants the difference refunded. My goal: explain the bill and keep her as a client.',
  questions: [],
};

const RESIT: DescribedCase = {
  id: 'sixth-form-resit',
  title: 'Resit conversation',
  aiRole: 'Student',
  myRole: 'Head of sixth form',
  description:
    'Callum Reid is a Year 13 student at Ashworth College. He got an A in History and a B in Economics but a D in Chemistry, which he needs a C in for his nursing place at Leeds. He has been at the college for two years and has a part-time job at a garden centre on Saturdays. He wants to resit Chemistry in November. My goal: agree a realistic study plan for the resit.',
  questions: [],
};

const MOVE: DescribedCase = {
  id: 'removals-claim',
  title: 'Damaged in the move',
  aiRole: 'Customer',
  myRole: 'Removals company manager',
  description:
    'Priya Nair moved house with Swift Removals on 14 June from Leicester to York. During the move her oak dining table was scratched and a box of wedding china was broken. She paid £1,350 for the move and has claimed £600 for the damage. She has been waiting three weeks for a reply. My goal: settle the claim fairly.',
  questions: [],
};

const LAPTOP: DescribedCase = {
  id: 'laptop-tickets',
  title: 'Laptop keeps crashing',
  persona: { name: 'Owen Brady', prompt: 'Owen is a senior accountant, precise and impatient, who dislikes being passed between people.' },
  description:
    'Owen Brady is a senior accountant at Fenwick & Lowe who has raised four tickets about his laptop crashing since January. Each time the ticket was closed without a fix. He has lost two days of work on the year-end accounts, which are due on 31 March. He wants a replacement laptop this week. My goal: agree a fix and rebuild his trust in the service desk.',
  questions: [],
};


describe('[AI] the thing a question asks for, by its grammar', () => {
  it('answers how long from the length the brief states of the relation, whatever the verb', () => {
    expect(askCase(VET, ['How long have you been bringing your dogs to us?'])[0]).toMatch(/eight years/);
    expect(askCase(RESIT, ['How long have you been with us?'])[0]).toMatch(/two years/);
  });

  it('takes "which" and its noun as a thing of that kind, and the verb it governs among several', () => {
    const [reply] = askCase(RESIT, ['Which subject let you down?']);
    expect(reply).toMatch(/Chemistry/);
    expect(saysDontKnow(reply!), reply).toBe(false);
    // Asked once its sentence is told, a part that holds a subject is said again, never "I don't know".
    const [, again] = askCase(RESIT, ['What did you get in History?', 'Which subject let you down?']);
    expect(again).toMatch(/\b(?:History|Economics|Chemistry)\b/);
    expect(saysDontKnow(again!), again).toBe(false);
  });

  it('takes "what" and a passive verb as the thing it was done to, not a date or a sum', () => {
    const [reply] = askCase(MOVE, ['What got damaged in the move?']);
    expect(reply).toMatch(/table|china/);
    expect(reply).not.toMatch(/14 June|£600/);
  });

  it('answers "since when" with the start, and "where … to" with the place it points to', () => {
    expect(askCase(LAPTOP, ['Since when has this been going on?'])[0]).toMatch(/January/);
    expect(askCase(MOVE, ['Where were you moving to?'])[0]).toMatch(/York/);
    // Once the move's sentence is said, the part asked for is said again: where to, not where from.
    const [, again] = askCase(MOVE, ['When did the move take place?', 'Where were you moving to?']);
    expect(again).toMatch(/York/);
    expect(again).not.toMatch(/Leicester/);
  });

  it('answers "which firm are you with?" with who the character works for', () => {
    expect(askCase(LAPTOP, ['Which firm are you with again?'])[0]).toMatch(/Fenwick & Lowe/);
  });

  it('reads "Do you like cooking?" as small talk, and "Would you like…" as still asking what they want', () => {
    const knowledge = knowledgeOf({ brief: briefOfCase(LAPTOP), glossary: [], facts: [] });
    expect([...readLine('Do you like cooking?', knowledge).acts]).toContain('offTopic');
    expect([...readLine('Do you like cooking?', knowledge).acts]).not.toContain('needs');
  });
});

describe('[AI] memory that is true in a created scenario', () => {
  it('claims to have said a fact only after saying it, and then says it again', () => {
    const lines = ['How many tickets have you raised?', 'Since when has this been going on?', 'Sorry, how many tickets was it again?'];
    const { replies } = converse(briefOfCase(LAPTOP), lines);
    expect(claimsMemory(replies[1]!), replies[1]).toBe(false);
    const expected = [['four'], ['january'], ['four']];
    replies.forEach((reply, index) => expect(isFalseMemory(reply, replies.slice(0, index), expected[index]), reply).toBe(false));
    expect(replies[2]).toMatch(/four/);
  });

  it('never says it does not know what the brief holds', () => {
    const lines = ['What were you told it would cost?', 'What did the bill come to in the end?', 'Did anyone call you before the extra work?'];
    for (const reply of askCase(VET, lines)) expect(saysDontKnow(reply), reply).toBe(false);
  });

  it('says a told fact again without leaving a preposition hanging', () => {
    const gist = gistFor('As I mentioned, we closed them. Why was that a problem?', 'Each time the ticket was closed without a fix.');
    expect(gist ?? '').not.toMatch(/\bwithout$/);
  });
});

describe('[AI] stock concerns said about the character’s own matter', () => {
  const context: KindContext = { firstName: 'Sam', amount: null, reference: null, product: null, organisation: null, subject: null, speaksForOthers: true };

  it('keeps every stock concern and resolution to one sentence that can take the matter, or a short lead', () => {
    for (const kind of SITUATION_KINDS) {
      for (const objection of kind.objections(context)) {
        // A concern of several sentences cannot be put "On the bill, …": every character would say it word for word.
        expect(concernAbout(objection.objection, 'the bill'), objection.objection).toMatch(/the bill|^[^.!?]*[.!?]?$/);
        // A resolution's matter goes on its last sentence; those before it are a word or three ("Fine.").
        const sentences = objection.resolvedLine.split(/(?<=[.!?])\s+/);
        for (const sentence of sentences.slice(0, -1)) expect(sentence.split(/\s+/).length, objection.resolvedLine).toBeLessThan(4);
      }
    }
  });
});
