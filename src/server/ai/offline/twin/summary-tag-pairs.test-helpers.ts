// The offline summary's tags on one answer at a time, and the pairs the tag rules are checked on: a line that shows a
// tag of the owner beside one that only tempts it, in nearly the same words.
import { expect, it } from 'vitest';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import { placeTwinSentencesOffline } from './summarize.ts';

/** [question, line that shows the tag, line that does not, tag] */
export type TagPair = [number, string, string, string];

/** The tags the offline summary gives for one answer. */
export function tagsOf(number: number, answer: string): string[] {
  const placement = placeTwinSentencesOffline({ ownerName: 'Owner', answers: [{ number, question: getTwinQuestion(number)!.text, answer }], memories: [] });
  return placement.tags.map((entry) => entry.tag);
}

/** A test for each pair: its tag given for the line that shows it, and not for the line that only tempts it. */
export function itTagsOnlyTheLineThatShows(pairs: readonly TagPair[]): void {
  for (const [number, shows, tempts, tag] of pairs) {
    it(`"${tag}": given for "${shows}", not for "${tempts}"`, () => {
      expect(tagsOf(number, shows)).toContain(tag);
      expect(tagsOf(number, tempts)).not.toContain(tag);
    });
  }
}
