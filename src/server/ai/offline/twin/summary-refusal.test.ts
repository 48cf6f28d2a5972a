// The rules behind the tags a reader refuses (summary-refusal-owners.test-helpers.ts), as pairs: a line that shows the
// tag of the owner beside one that only tempts it, in nearly the same words.
import { describe, expect, it } from 'vitest';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import { itTagsOnlyTheLineThatShows, type TagPair } from './summary-tag-pairs.test-helpers.ts';
import type { TwinSummarySectionName } from '../../../../shared/contracts/twin-constants.ts';
import { groundTwinSummary, MAX_SECTION_SENTENCES } from '../../language/ground-summary.ts';
import { readTwinSentences } from '../../language/twin-sentences.ts';
import { placeTwinSentencesOffline } from './summarize.ts';

const PAIRS: TagPair[] = [
  // A pastime left off: after "used to", or a verb of leaving off (WordNet's "discontinue").
  [8, 'I swim in the sea every morning.', 'I used to swim in the sea every morning, but my knees put a stop to it.', 'outdoorsy'],
  [8, 'I have played golf every Sunday since 1990.', 'I have given up golf, after forty years of Sundays.', 'sporty'],
  [9, 'I have painted watercolours on the balcony for years.', 'I have stopped painting on the balcony these last few years.', 'creative'],
  [8, 'I am used to walking in the hills every day.', 'I used to walk in the hills every day.', 'outdoorsy'],
  [8, 'Every morning we stop to look at the birds.', 'These days we have stopped feeding the birds.', 'animal lover'],
  // A doing begun is kept up, unless a later clause leaves it off ("but I gave it up"); "I cannot stop" leaves nothing off.
  [9, 'I started painting at sixty, and now I cannot stop.', 'I started painting at sixty, but I gave it up.', 'creative'],
  [8, 'I swim every morning, and I stopped smoking last year.', 'I swam every morning for years, but I stopped long ago.', 'sporty'],
  // A part of a place ("the bottom of the garden") is that place: what stands there is no gardening.
  [8, 'I grow beans at the far end of the garden.', 'I have six hives at the bottom of the garden.', 'gardener'],
  // A word with letters beyond Latin-1 is one word: the years of work are the owner's own.
  [12, 'I taught mathematics at the same secondary school in Łódź for thirty-eight years.', 'My wife taught at the same secondary school in Łódź for thirty-eight years.', 'dedicated worker'],
];

describe('[TWIN] summary tags a reader refuses', () => {
  itTagsOnlyTheLineThatShows(PAIRS);
});

/** The section each sentence of one answer is filed in. */
function sectionsOf(number: number, answer: string): (TwinSummarySectionName | undefined)[] {
  const placement = placeTwinSentencesOffline({ ownerName: 'Owner', answers: [{ number, question: getTwinQuestion(number)!.text, answer }], memories: [] });
  return placement.sentences.map((entry) => entry.sections[0]);
}

// [question, answer, the section of each of its sentences]
const FILED: [number, string, TwinSummarySectionName[]][] = [
  // Someone else's pastime is said of them: with that person, not among the owner's hobbies.
  [1, 'My wife Ewa sings in the church choir and grows roses on our balcony.', ['loved_ones']],
  [1, 'My husband Leif is the cook in our house; he makes fish soup every Friday.', ['loved_ones', 'loved_ones']],
  // A heading names what the question asks about, and the sentence after it goes with it, wedding or not.
  [9, 'Sewing. I made my own wedding dress, and every costume for the Fallas for thirty years.', ['hobby', 'hobby']],
  [11, 'Football. I have been a club member since 1968 and I have never once played.', ['interest', 'interest']],
  // A lead of when is finished by the sentence after it.
  [13, 'When Pepe died. Inés moved in with me, and she got me through it.', ['work_life', 'work_life']],
  [13, 'The year the shop flooded. My brother Cormac and the customers pulled me through.', ['work_life', 'work_life']],
  [19, 'The day Marek was born. I ran the whole way to the hospital, in slippers.', ['loved_ones', 'loved_ones']],
  // A clause of when with a main clause of its own is a sentence: the one after it is placed on its own words.
  [13, 'When I retire I will go hiking. I love reading detective novels.', ['work_life', 'interest']],
  // "it" with no thing before it points to the sentence before.
  [2, 'Paella on Sundays, cooked on a wood fire in the yard. Pepe always made it, and since he died nobody has dared.', ['hobby', 'hobby']],
  // A part cut at a semicolon that its own words do not place goes on with the part before it.
  [14, 'I never bake; the oven is where I keep the pans.', ['hobby', 'hobby']],
  // A longer line the tagger reads without a verb ("lives" as a noun) is no heading.
  [12, 'My daughter Clara lives in Leeds. Good years, all in all.', ['family', 'work_life']],
];

describe('[TWIN] summary sections: each sentence with the one it leans on', () => {
  for (const [number, answer, sections] of FILED) {
    it(`files "${answer}" as ${sections.join(', ')}`, () => {
      expect(sectionsOf(number, answer)).toEqual(sections);
    });
  }

  it('keeps the sentences of one answer in a section together, or leaves them out together, at the section limit', () => {
    const full = Array.from({ length: MAX_SECTION_SENTENCES - 1 }, (_, index) => `I have a hobby number ${index + 1}.`).join(' ');
    const input = {
      ownerName: 'Owner',
      answers: [
        { number: 8, question: getTwinQuestion(8)!.text, answer: full },
        { number: 9, question: getTwinQuestion(9)!.text, answer: 'Knitting. My mother started me on it when I was six.' },
      ],
      memories: [],
    };
    const sentences = readTwinSentences(input);
    const hobby = groundTwinSummary({ sentences: sentences.map((sentence) => ({ id: sentence.id, sections: ['hobby'] })), tags: [] }, input).sections.hobby.text;
    expect(hobby).not.toContain('Knitting.');
    expect(hobby).not.toContain('My mother started me on it');
    expect(hobby).toContain(`hobby number ${MAX_SECTION_SENTENCES - 1}.`);
  });
});
