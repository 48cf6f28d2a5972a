// The rules behind the tags a reader refuses (summary-refusal-owners.test-helpers.ts), as pairs: a line that shows the
// tag of the owner beside one that only tempts it, in nearly the same words.
import { describe, expect, it } from 'vitest';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import { placeTwinSentencesOffline } from './summarize.ts';

/** The tags the offline summary gives for one answer. */
function tagsOf(number: number, answer: string): string[] {
  const placement = placeTwinSentencesOffline({ ownerName: 'Owner', answers: [{ number, question: getTwinQuestion(number)!.text, answer }], memories: [] });
  return placement.tags.map((entry) => entry.tag);
}

// [question, line that shows the tag, line that does not, tag]
const PAIRS: [number, string, string, string][] = [
  // A pastime left off: after "used to", or a verb of leaving off (WordNet's "discontinue").
  [8, 'I swim in the sea every morning.', 'I used to swim in the sea every morning, but my knees put a stop to it.', 'outdoorsy'],
  [8, 'I have played golf every Sunday since 1990.', 'I have given up golf, after forty years of Sundays.', 'sporty'],
  [9, 'I have painted watercolours on the balcony for years.', 'I have stopped painting on the balcony these last few years.', 'creative'],
  [8, 'I am used to walking in the hills every day.', 'I used to walk in the hills every day.', 'outdoorsy'],
  [8, 'Every morning we stop to look at the birds.', 'These days we have stopped feeding the birds.', 'animal lover'],
  // A word with letters beyond Latin-1 is one word: the years of work are the owner's own.
  [12, 'I taught mathematics at the same secondary school in Łódź for thirty-eight years.', 'My wife taught at the same secondary school in Łódź for thirty-eight years.', 'dedicated worker'],
];

describe('[TWIN] summary tags a reader refuses', () => {
  for (const [number, shows, tempts, tag] of PAIRS) {
    it(`"${tag}": given for "${shows}", not for "${tempts}"`, () => {
      expect(tagsOf(number, shows)).toContain(tag);
      expect(tagsOf(number, tempts)).not.toContain(tag);
    });
  }
});
