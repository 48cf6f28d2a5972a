// "What you uncovered" for a question whose "when" only says when something in it happened ("What state were the
// hives in when you got there?"): it asks what, not when, so a fact that gives no time may be drawn by it, and a fact
// the character takes it for only by the "when" among its keywords (a delivery's date) was not asked for.
import { describe, expect, it } from 'vitest';
import { salesBriefAs, uncoveredByOneQuestion } from './grading.test-helpers.ts';

const BEEKEEPER = salesBriefAs(
  { name: 'Idris Morgan', occupation: 'beekeeper' },
  'Idris rents his hives to an orchard for pollination, and two came back damaged.',
  [
    { topic: 'Hive damage', keywords: ['damage', 'damaged', 'frames', 'knocked', 'crushed'], answer: 'Two of the hives were knocked over and the frames were crushed.' },
    { topic: 'Delivery', keywords: ['delivered', 'orchard', 'when', 'date', 'day'], answer: 'The hives went out to the orchard on 3 April.' },
    { topic: 'Fee', keywords: ['fee', 'paid', 'how much', 'cost'], answer: 'The orchard paid £40 a hive for the season.' },
  ],
);

const drawn = (question: string, reply: string) => uncoveredByOneQuestion(BEEKEEPER, question, reply, 'b').facts.map((fact) => fact.topic);

describe('[REPORTS] a "when" that only sets the time of the question draws no time', () => {
  it('credits a what-question with the fact that answers it, though that fact gives no time', () => {
    expect(drawn('What had happened to the frames when you got them back?', 'Two of the hives were knocked over and the frames were crushed.')).toEqual(['Hive damage']);
  });

  it('does not credit it with a fact the character took it for by the "when" alone', () => {
    expect(drawn('What was the matter with them when you checked?', 'The hives went out to the orchard on 3 April.')).toEqual([]);
  });

  it('still credits a question that asks when, however it is put', () => {
    expect(drawn('When did the hives go out?', 'The hives went out to the orchard on 3 April.')).toEqual(['Delivery']);
    expect(drawn('Do you know when they went out?', 'The hives went out to the orchard on 3 April.')).toEqual(['Delivery']);
  });
});
