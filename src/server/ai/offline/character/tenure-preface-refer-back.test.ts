// Created characters in fields of our own (a wedding venue's deposit, a piano teacher's fees, a plumber's bill):
// asked how long they have done their work they give the length their brief states or say plainly they won't put a
// number on it; "Sorry, before we start…" is a preface, not an apology to thank; and "the deposit you mentioned" is
// answered from what the character did say, never "as I said" about what it did not.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { normaliseMeaning, affirms } from '../negation-scope.ts';
import { readLine } from './acts.ts';
import { buildKnowledge } from './knowledge.ts';
import { converse, replyTo } from './conversation.test-helpers.ts';
import { STOCK_POOLS } from './stock-lines.ts';

const venue = generateScenarioOffline(
  quickScenario(
    'Wedding venue deposit after a cancelled date',
    'Bride',
    'Venue manager',
    'Priya Nair booked Hollybank Barn for her wedding on 6 September and paid a £2,500 deposit in February. The barn cancelled the date in July because the roof needs repairs. She was offered 13 September instead, but her photographer is not free that day. She wants the full deposit back within 14 days.',
  ),
).brief.character;

const pianoTeacher = generateScenarioOffline(
  quickScenario(
    'Missed piano lessons',
    'Piano teacher',
    'Parent',
    'Alan Pryce has taught piano in Harrogate for 22 years. My daughter Ellie has missed four lessons this term because of swimming galas. He charges £28 a lesson and does not refund missed lessons. He wants the term paid in full.',
  ),
).brief.character;

const RESTATED = new RegExp(`^(?:${STOCK_POOLS.restatedLeads.map((lead) => lead.replace(/,$/, '')).join('|')})\\b`, 'i');

describe('how long the character has done its work', () => {
  it('gives the length of time its brief states, however it is asked', () => {
    expect(replyTo(pianoTeacher, 'How long have you been teaching?')).toMatch(/22 years/);
    expect(replyTo(pianoTeacher, 'How many years have you been doing this?')).toMatch(/\b22\b/);
  });

  it('says plainly it will not put a number on it when its brief states none, with no figure and no other fact', () => {
    for (const line of ['How long have you been in this line of work?', 'How long have you worked there?']) {
      const reply = replyTo(venue, line);
      expect(reply).toMatch(/number|figure|count/i);
      // The matter may be named as the brief names it ("my wedding on 6 September"); no length of time, no fact of it.
      expect(reply).not.toMatch(/\b\d+\s*(?:years?|months?)\b|£|Hollybank|roof|photographer/);
    }
  });

  it('reads a length of time asked about the matter as a question on the matter', () => {
    const knowledge = buildKnowledge({ brief: pianoTeacher, glossary: [], facts: [] });
    expect(readLine('How long have the lessons been £28?', knowledge).acts.has('tenure')).toBe(false);
    expect(readLine('How long has Ellie been missing lessons?', knowledge).acts.has('tenure')).toBe(false);
  });
});

describe('"sorry" as a preface', () => {
  it('leaves out a preface, and keeps an apology or sympathy', () => {
    expect(normaliseMeaning('Sorry, before we begin, can you spell your surname for me?')).toBe('before we begin, can you spell your surname for me?');
    expect(affirms('Sorry to butt in, but when was the barn booked?', /\bsorry\b/i)).toBe(false);
    expect(affirms("I'm sorry, could you say the date again?", /\bsorry\b/i)).toBe(false);
    expect(affirms('Sorry, that was our mistake.', /\bsorry\b/i)).toBe(true);
    expect(affirms("I'm sorry to hear the photographer can't make it.", /\bsorry\b/i)).toBe(true);
    expect(affirms('Sorry about the roof.', /\bsorry\b/i)).toBe(true);
    // A clause with its own subject and verb after it: what went wrong, owned.
    expect(affirms("I'm sorry, the plumber should have rung you first.", /\bsorry\b/i)).toBe(true);
    expect(affirms('Sorry, the driver never turned up.', /\bsorry\b/i)).toBe(true);
  });

  it('answers what follows the preface, not an apology', () => {
    const knowledge = buildKnowledge({ brief: venue, glossary: [], facts: [] });
    expect(readLine('Sorry, before we begin, can you tell me who you are?', knowledge).acts.has('empathy')).toBe(false);
    expect(readLine('Sorry, we should have told you about the roof sooner.', knowledge).acts.has('empathy')).toBe(true);
    const reply = replyTo(venue, 'Sorry, before we begin, can you tell me who you are?');
    expect(reply).toMatch(/Priya Nair/);
    expect(reply).not.toMatch(/\b(?:thank|thanks|appreciate|kind of you)\b/i);
  });
});

describe('refer-backs', () => {
  it('answers "the deposit you mentioned" from the brief, without claiming to have said it, when it was not said', () => {
    const reply = replyTo(venue, 'The deposit you mentioned, how much was it?');
    expect(reply).toMatch(/£2,500/);
    expect(reply).not.toMatch(RESTATED);
  });

  it('says the figure it gave again when pointed back to it', () => {
    const { replies } = converse(venue, ['How much did you pay us up front?', 'That figure you gave me, can you say it again?']);
    expect(replies[0]).toMatch(/£2,500/);
    expect(replies[1]).toMatch(/£2,500/);
    expect(replies[1]).not.toMatch(/13 September|14 days/);
  });
});

describe('a count asked again', () => {
  it('is said with what it counts, so two characters never share a bare "Like I said, four."', () => {
    const { replies } = converse(pianoTeacher, ['How many lessons has Ellie missed?', 'Sorry, how many lessons was that again?']);
    expect(replies[1]).toMatch(/\bfour lessons\b/);
  });
});
