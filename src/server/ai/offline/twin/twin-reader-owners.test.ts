// The offline summary's tags on owners written for a reader's labels (twin-reader-owners.test-helpers.ts): a tag only
// from a line that shows it of the owner, never from a trait of someone else's, a wish, a negation, advice to others
// or someone else's saying; each sentence in one section and after the one it points back to. Also each reading on a
// line of its own: advice with "should" to others, a saying by someone else, a place only named, the line cited.
import { describe, expect, it } from 'vitest';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import { summaryWithFactsOnce } from './twin-owner.test-helpers.ts';
import { placeTwinSentencesOffline, summarizeTwinOffline } from './summarize.ts';
import { readTwinSentences } from '../../language/twin-sentences.ts';
import { HELD_OUT_READER_OWNERS, READER_OWNERS } from './twin-reader-owners.test-helpers.ts';

function inputOf(answers: Record<number, string>) {
  const input = Object.entries(answers).map(([number, answer]) => ({ number: Number(number), question: getTwinQuestion(Number(number))!.text, answer }));
  return { ownerName: 'Rangi Parata', answers: input, memories: [] };
}

/** The tags, each with its cited line, of an owner who gave only these answers. */
function tagsOf(answers: Record<number, string>): { tag: string; sentence: string }[] {
  return summarizeTwinOffline(inputOf(answers)).tag_evidence.map(({ tag, sentence }) => ({ tag, sentence }));
}

/** The sections each sentence of these answers is filed in, by its text. */
function sectionsOf(answers: Record<number, string>): Map<string, string[]> {
  const input = inputOf(answers);
  const placed = new Map(placeTwinSentencesOffline(input).sentences.map((entry) => [entry.id, entry.sections]));
  return new Map(readTwinSentences(input).map((sentence) => [sentence.text, placed.get(sentence.id) ?? []]));
}

describe('[TWIN] summary tags a reader agrees with, on owners written for the labels', () => {
  for (const owner of READER_OWNERS) {
    it(`${owner.name}: every tag shown of the owner by its line, none a reader refuses, each fact once with its referent`, () => {
      const { records } = summaryWithFactsOnce(owner);
      expect(records.filter((record) => !record.shown)).toEqual([]);
      expect(records.map((record) => record.tag).filter((tag) => owner.refused.includes(tag))).toEqual([]);
    });
  }

  it('on the two owners kept aside, gives at least as many tags a reader agrees with as when measured, each fact once', () => {
    let shown = 0;
    for (const owner of HELD_OUT_READER_OWNERS) {
      shown += summaryWithFactsOnce(owner).records.filter((record) => record.shown).length;
    }
    // Measured 3 December 2026, before and after the readings above: 10 of 12 tags shown by their line ("I sleep like
    // a cat" is still read as an animal lover, "I built a small kiln" as creative).
    expect(shown).toBeGreaterThanOrEqual(10);
  });

  it('reads "People should …" and "Young people should not …" as advice to others, not a habit of the owner', () => {
    expect(tagsOf({ 16: 'Young people should not waste their money on new cars.' }).map(({ tag }) => tag)).not.toContain('careful with money');
    expect(tagsOf({ 7: 'People should save a bit from every wage, because the orchards close in winter.' }).map(({ tag }) => tag)).not.toContain('careful with money');
    // Said of the owner, it is theirs.
    expect(tagsOf({ 3: 'I have always put a little money by each month, whatever came.' }).map(({ tag }) => tag)).toContain('careful with money');
  });

  it('leaves a saying to the one who says it, found by the subject of "say"', () => {
    expect(tagsOf({ 2: 'My tipuna used to say the ground cooks better than any stove.' }).map(({ tag }) => tag)).not.toContain('loves cooking');
    expect(tagsOf({ 2: 'As I always say, I bake better than I cook, and I bake every Sunday.' }).map(({ tag }) => tag)).toContain('loves cooking');
  });

  it('takes a place only named for no outdoor life; a place where the owner does something shows it', () => {
    expect(tagsOf({ 10: 'The river below Taupō in the first frost.' }).map(({ tag }) => tag)).not.toContain('outdoorsy');
    expect(tagsOf({ 8: 'I paddle down the river below Taupō when the frost lifts.' }).map(({ tag }) => tag)).toContain('outdoorsy');
  });

  it('cites the line in which the owner speaks of doing it rather than the heading before it', () => {
    const creative = tagsOf({ 9: 'Sketching. I have sketched every woolshed between Wairoa and Gisborne.' }).find(({ tag }) => tag === 'creative');
    expect(creative?.sentence).toBe('I have sketched every woolshed between Wairoa and Gisborne.');
  });
});

describe('[TWIN] a trait said in an adjective, of the owner', () => {
  it('gives the tag for "I am …", "I have always been …" or "Being …", and WordNet\'s near adjectives', () => {
    expect(tagsOf({ 15: 'I have always been industrious, even when the wool cheque was good.' }).map(({ tag }) => tag)).toContain('hard-working');
    expect(tagsOf({ 20: 'I am a dependable sort, and the gang knew it.' }).map(({ tag }) => tag)).toContain('reliable');
    expect(tagsOf({ 15: 'Being kindhearted to the young ones on the boards.' }).map(({ tag }) => tag)).toContain('kind');
  });

  it('refuses it wished, negated or said of someone else', () => {
    for (const line of ['I wish I were more patient with the young ones.', "I'm not patient, and the gang knows it.", 'My brother Hemi is the patient one.', 'He is very patient with the dogs.']) {
      expect(tagsOf({ 15: line }).map(({ tag }) => tag), line).not.toContain('patient');
    }
  });
});

describe('[TWIN] a sentence filed by what its main clause is about', () => {
  it('leaves an aside ("whatever my sister says") and someone else\'s saying out of where the sentence goes', () => {
    expect(sectionsOf({ 8: 'I sit on the porch with a crossword. I am not much of a reader, whatever my sister says.' }).get('I am not much of a reader, whatever my sister says.')).toEqual(['hobby']);
    expect(sectionsOf({ 2: 'My tipuna used to say the ground cooks better than any stove.' }).get('My tipuna used to say the ground cooks better than any stove.')).toEqual(['family']);
  });

  it('keeps a verbless "And …" with the sentence it adds to, and a time of day from deciding the section', () => {
    const places = sectionsOf({ 10: 'Once Were Warriors, which I have seen ten times. And the Mahia peninsula at night, under a sky full of stars.' });
    expect(places.get('And the Mahia peninsula at night, under a sky full of stars.')).toEqual(places.get('Once Were Warriors, which I have seen ten times.'));
    expect(sectionsOf({ 14: 'At night I sing to my grandson until he falls asleep.' }).get('At night I sing to my grandson until he falls asleep.')).toEqual(['family']);
  });

  it('files years of doing something, said of what the owner does for a living, as their work', () => {
    expect(sectionsOf({ 12: 'I fished for crayfish off Kaikōura for twenty years.' }).get('I fished for crayfish off Kaikōura for twenty years.')).toEqual(['work_life']);
  });
});

describe('[TWIN] what was, and what is only named', () => {
  it('reads "we had no money" as how things were, and "I have no debt" as how the owner keeps them', () => {
    expect(tagsOf({ 13: 'The year the freezing works shut we had no money at all.' }).map(({ tag }) => tag)).not.toContain('careful with money');
    expect(tagsOf({ 16: 'I have no debt and never had.' }).map(({ tag }) => tag)).toContain('careful with money');
  });

  it('takes a pastime only named in a family tradition for none of the owner\'s, and named as their hobby for theirs', () => {
    expect(tagsOf({ 2: 'New Year on the beach at Mahia, pāua fritters and a touch rugby match where nobody keeps score.' }).map(({ tag }) => tag)).not.toContain('sporty');
    expect(tagsOf({ 9: 'Touch rugby, since I was six.' }).map(({ tag }) => tag)).toContain('sporty');
  });
});

describe('[TWIN] what the owner is not, or only wants', () => {
  it('refuses a pastime wanted, planned or regretted, and keeps it when done', () => {
    for (const line of ['I always wanted to learn the piano.', 'I dream of sailing to Tonga one day.', 'I am going to learn to paint when I retire.', 'I should have travelled more.']) {
      expect(tagsOf({ 17: line }).map(({ tag }) => tag), line).toEqual([]);
    }
    expect(tagsOf({ 8: 'I paint the harbour from the wharf most Sundays.' }).map(({ tag }) => tag)).toContain('creative');
  });

  it('refuses a pastime the owner says is not theirs, however far the "never" stands from it', () => {
    expect(tagsOf({ 8: 'I have never been much of a cook.' }).map(({ tag }) => tag)).not.toContain('loves cooking');
    expect(tagsOf({ 8: 'Cooking is not for me, I leave it to Wiremu.' }).map(({ tag }) => tag)).not.toContain('loves cooking');
    // "Not just a hobby" is more than one.
    expect(tagsOf({ 9: 'Music is not just a hobby for me, I play the ukulele every night.' }).map(({ tag }) => tag)).toContain('music lover');
  });

  it('keeps a line with "say" at its end ("the things patients say") the owner\'s own', () => {
    expect(tagsOf({ 5: 'Huia and I laugh about the silly things the young shearers say.' }).map(({ tag }) => tag)).toContain('good humour');
  });
});
