// The offline summary's tags on the owners of twin-habit-owners.test-helpers.ts: a tag only for the owner's own habit,
// liking or trait, never from a simile, a thing met in passing, one night told, a wish or someone else's trait; and
// each reading on lines of its own.
import { describe, expect, it } from 'vitest';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import { summaryWithFactsOnce } from './twin-owner.test-helpers.ts';
import { summarizeTwinOffline } from './summarize.ts';
import { HELD_OUT_HABIT_OWNERS, STUDIED_HABIT_OWNERS } from './twin-habit-owners.test-helpers.ts';

/** The tags of an owner who gave only this answer. */
function tagsOf(number: number, answer: string): string[] {
  const answers = [{ number, question: getTwinQuestion(number)!.text, answer }];
  return summarizeTwinOffline({ ownerName: 'Ines Calder', answers, memories: [] }).tag_evidence.map(({ tag }) => tag);
}

describe('[TWIN] summary tags of the owner’s own habits, on owners written for the labels', () => {
  for (const owner of STUDIED_HABIT_OWNERS) {
    it(`${owner.name}: every tag shown of the owner by its line, none a reader refuses, each fact once with its referent`, () => {
      const { records } = summaryWithFactsOnce(owner);
      expect(records.filter((record) => !record.shown)).toEqual([]);
      expect(records.map((record) => record.tag).filter((tag) => owner.refused.includes(tag))).toEqual([]);
    });
  }

  it('on the two owners kept aside, gives at least as many tags a reader agrees with as when measured, and fewer refused', () => {
    let shown = 0;
    let refused = 0;
    for (const owner of HELD_OUT_HABIT_OWNERS) {
      const { records } = summaryWithFactsOnce(owner);
      shown += records.filter((record) => record.shown).length;
      refused += records.filter((record) => owner.refused.includes(record.tag)).length;
    }
    // Measured 3 December 2026 before the readings below: 12 of 15 tags shown by their line, 2 of them refused.
    expect(shown).toBeGreaterThanOrEqual(12);
    expect(refused).toBeLessThanOrEqual(2);
  });
});

describe('[TWIN] what only likens, or tells of one time', () => {
  it('refuses a tag from a simile, and keeps "games like chess" and "I like dogs"', () => {
    for (const line of ['Afterwards I eat like a horse.', 'My hands shook like a wet dog.', 'She is as stubborn as a goat.']) {
      expect(tagsOf(8, line), line).not.toContain('animal lover');
    }
    expect(tagsOf(8, 'I like dogs, and I walk ours twice a day.')).toContain('animal lover');
    expect(tagsOf(8, 'Board games like chess, every Friday with my neighbour.')).toContain('puzzle lover');
  });

  it('refuses a pastime told of one time, and keeps one said how often or for how long', () => {
    expect(tagsOf(19, 'The night the barn burned we watched the stars until the firemen came.')).not.toContain('stargazer');
    expect(tagsOf(10, 'The stars over the desert in Namibia, which I saw on our honeymoon.')).not.toContain('stargazer');
    expect(tagsOf(19, 'We went camping in the Lakes once and it rained the whole week.')).not.toContain('outdoorsy');
    expect(tagsOf(8, 'I look at the stars through my telescope on clear nights.')).toContain('stargazer');
    expect(tagsOf(9, 'I built my own boat in the garage over six winters.')).toContain('creative');
    expect(tagsOf(19, 'The day we married, with flowers I had grown myself.')).toContain('gardener');
  });

  it('finds a pastime by any form of its verb, and not a different verb made with a particle', () => {
    expect(tagsOf(9, 'I have fished off the breakwater every weekend since 1985.')).toContain('outdoorsy');
    expect(tagsOf(12, 'My job was drawing up plans for the council.')).not.toContain('creative');
    expect(tagsOf(14, 'Most evenings I am drawing up a new pattern for a quilt.')).toContain('creative');
  });

  it('leaves a thing someone else made to them, unless the owner does something with it', () => {
    expect(tagsOf(17, "I'm proud of the garden my wife made.")).not.toContain('gardener');
    expect(tagsOf(8, 'I grow the roses my grandmother planted.')).toContain('gardener');
  });

  it('reads an order opening on a verb the tagger took for a noun as advice, so no habit of the owner', () => {
    expect(tagsOf(16, 'Work hard, and never lend what you cannot afford to lose.')).not.toContain('hard-working');
    expect(tagsOf(15, 'Hard work. I worked six days a week for forty years.')).toContain('hard-working');
  });
});
