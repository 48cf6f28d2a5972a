// "Has anybody been hurt?": whether anyone had something done to them is told by the fact the doing reaches by meaning
// ("Several visitors were injured…"); "Remind me how many days you lost?": a request to be told, put as a question, asks
// the question it holds, never small talk; a part said again that opens on an infinitive is said as the clause of time
// inside it ("the summer exhibition opened on 20 June"), never as "to be ready before…"; "the rest" of something is
// never the matter a character names. A character of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter, replyTo } from './conversation.test-helpers.ts';
import { questionAskedWithin, readLine } from './acts.ts';
import { characterInput } from './conversation.test-helpers.ts';
import { knowledgeOf } from './knowledge.ts';
import { matterOf } from './stock-lines.ts';

const GALLERY_DESCRIPTION =
  'Tom Reyes booked the main hall at the Corn Exchange on 3 May for £450, to be ready before the summer exhibition opened on 20 June. The hall was double-booked and he lost two days of setting up. Several visitors were injured by fallen frames on the opening night. He wants the rest of the fee refunded by the end of the month.';
const printer = () =>
  quickCharacter(
    'Late programmes',
    'Music teacher, Nadia Khan',
    'Account manager at PrintRight',
    'Nadia Khan ordered 200 concert programmes from PrintRight on 3 March for £240. Only 80 arrived, and 120 are still at the depot. She wants the rest sent by Thursday or her £150 back.',
  );
const programmes = () =>
  quickCharacter(
    'Late programmes',
    'Music teacher, Nadia Khan',
    'Account manager at PrintRight',
    'Nadia Khan runs the music department at Hillside School. She ordered 200 glossy programmes from PrintRight on 3 March for £240, to arrive before the concert opened on 14 March. Only 80 have arrived; the other 120 are held at the depot with no date. She wants the rest delivered by Thursday or a refund.',
  );
const gallery = () => quickCharacter('Exhibition hall booking', 'Gallery owner, Tom Reyes', 'Venue manager', GALLERY_DESCRIPTION);

describe('whether anyone had something done to them', () => {
  it('is told by the one fact the doing reaches by meaning', () => {
    expect(replyTo(gallery(), 'Has anybody been hurt?')).toMatch(/injured by fallen frames/);
  });
});

describe('a request to be told put as a question', () => {
  it('asks the question it holds', () => {
    expect(questionAskedWithin('Remind me how many days you lost?')).toBe('How many days you lost?');
    expect(questionAskedWithin('Tell me what you need.')).toBe('Tell me what you need.');
    expect(questionAskedWithin('Give me what you have?')).toBe('Give me what you have?');
    expect(replyTo(gallery(), 'Remind me how many days you lost?')).toMatch(/two days/);
    expect(replyTo(printer(), 'Remind me how many arrived?')).toMatch(/Only 80 arrived/);
    expect(replyTo(printer(), 'Remind me how many are still at the depot?')).toMatch(/120 are still at the depot/);
    // Never small talk, though no fact says "turned up".
    const knowledge = knowledgeOf(characterInput(printer()));
    expect(readLine('Remind me how many have turned up?', knowledge).acts.has('offTopic')).toBe(false);
  });
});

describe('a part said again that opens on an infinitive', () => {
  it('is said as the clause of time inside it', () => {
    const { replies } = converse(gallery(), ['How much did you pay for the hall?', 'When did the exhibition open?']);
    expect(replies[1]).toMatch(/the summer exhibition opened on 20 June/);
    expect(replies[1]).not.toMatch(/\bto be ready\b/);
  });
});

describe('the matter', () => {
  it('is never "the rest" of something', () => {
    expect(matterOf(gallery(), 'Exhibition hall booking')).not.toMatch(/\brest\b/);
    expect(matterOf(printer(), 'Late programmes')).not.toMatch(/\brest\b/);
    expect(matterOf(programmes(), 'Late programmes')).not.toMatch(/\brest\b/);
  });
});
