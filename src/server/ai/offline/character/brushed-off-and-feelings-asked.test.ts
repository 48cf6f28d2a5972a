// "Trains are delayed every week.": what happened to the character made light of is met with a mild push back of its
// own, never taken for an insult (no warning, no step towards walking away), and the matter stays open; "How are you
// finding the new timetable?", an open question on how they take the matter, earns the feeling they kept back, which a
// question for a fact does not.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';
import { readLine } from './acts.ts';
import { knowledgeOf } from './knowledge.ts';
import { startsWithStockLine } from './stock-lines.ts';

const COMMUTER = quickCharacter(
  'Missed interview',
  'Rail passenger, Sam Patel',
  'Rail customer relations adviser',
  'Sam Patel is a commuter. His train to Leeds was delayed by two hours on Monday, so he missed a job interview. He paid £64 for the ticket. Sam would like the ticket refunded.',
);

describe('what happened made light of', () => {
  const knowledge = knowledgeOf({ brief: COMMUTER, glossary: [], facts: [] });

  it('is read as brushed off, not as an insult', () => {
    const acts = readLine('Trains are delayed every week.', knowledge).acts;
    expect(acts.has('brushedOff')).toBe(true);
    expect(acts.has('insult')).toBe(false);
  });

  it('is not read so when it tells what happened or speaks of its own', () => {
    expect(readLine('Trains were delayed because of the snow.', knowledge).acts.has('brushedOff')).toBe(false);
    expect(readLine('Our trains are delayed every week too.', knowledge).acts.has('brushedOff')).toBe(false);
  });

  it('gets a mild push back, then what is still needed, and never a warning', () => {
    const { replies } = converse(COMMUTER, [IDENTITY_LINE, 'Trains are delayed every week.', 'Honestly, trains are delayed for everyone.', 'Trains are delayed every week.']);
    expect(startsWithStockLine('brushedOff', replies[1]!)).toBe(true);
    expect(replies[1]).not.toMatch(/interview|£64/);
    expect(startsWithStockLine('brushedOff', replies[2]!)).toBe(false);
    for (const reply of replies.slice(1)) {
      expect(startsWithStockLine('warning', reply)).toBe(false);
      expect(reply).not.toContain(COMMUTER.outcome.walkAwayLine);
    }
  });
});

const TEACHER = quickCharacter(
  'New timetable',
  'Maths teacher, Carla Mendes',
  'Head of department',
  "Carla Mendes is a maths teacher who has taught 26 lessons a week since the new timetable started in September. She covers two classes for a colleague on leave. Carla feels worn out but hasn't told anyone. Carla would like one free period back on Fridays.",
);

describe('how they take the matter, asked openly', () => {
  it('earns the feeling kept back', () => {
    const reply = converse(TEACHER, [IDENTITY_LINE, 'How are you finding the new timetable?']).replies.at(-1)!;
    expect(reply).toMatch(/worn out/);
  });

  it('is no question for a fact', () => {
    const reply = converse(TEACHER, [IDENTITY_LINE, 'How many lessons do you teach each week?']).replies.at(-1)!;
    expect(reply).not.toMatch(/worn out/);
  });
});
