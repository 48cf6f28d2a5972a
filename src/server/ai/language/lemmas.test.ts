import { describe, expect, it } from 'vitest';
import { readWords } from './lemmas.ts';
import { taggedUses } from './wordnet.ts';

/** The lemma and part of speech of one word of a sentence, by how it is written there. */
function wordIn(text: string, written: string) {
  const word = readWords(text).find((entry) => entry.text === written);
  if (!word) throw new Error(`"${written}" is not a word of "${text}"`);
  return { lemma: word.lemma, pos: word.pos };
}

describe('lemmas checked against WordNet', () => {
  it('gives a verb ending in -e back its -e after -ing and -ed, as English spelling does for one short syllable', () => {
    const cases: [string, string, string][] = [
      ['What was riding on the deal?', 'riding', 'ride'],
      ['She took riding lessons as a girl.', 'riding', 'ride'],
      ['We were dining out that night.', 'dining', 'dine'],
      ['He dined with the mayor.', 'dined', 'dine'],
      ['She taped the box shut.', 'taped', 'tape'],
      ['He was biding his time.', 'biding', 'bide'],
      ['I hated every minute of it.', 'hated', 'hate'],
      ['They rated the hotel highly.', 'rated', 'rate'],
      ['The file was coded by hand.', 'coded', 'code'],
      ['She was hoping for a letter.', 'hoping', 'hope'],
    ];
    for (const [text, written, lemma] of cases) expect(wordIn(text, written), text).toEqual({ lemma, pos: 'verb' });
  });

  it('keeps the short stem where the consonant is doubled, or the stem is longer than one syllable', () => {
    const cases: [string, string, string][] = [
      ['He tapped on the window.', 'tapped', 'tap'],
      ['The rabbit was hopping about.', 'hopping', 'hop'],
      ['They were ridding the loft of mice.', 'ridding', 'rid'],
      ['We planned it for weeks.', 'planned', 'plan'],
      ['He visited his aunt.', 'visited', 'visit'],
      ['She opened the shop at nine.', 'opened', 'open'],
      ['She wishes she had stayed.', 'wishes', 'wish'],
      ['He was getting tired.', 'getting', 'get'],
    ];
    for (const [text, written, lemma] of cases) expect(wordIn(text, written), text).toEqual({ lemma, pos: 'verb' });
  });

  it('reads an adverb WordNet holds as written as its own lemma, capitalised or not', () => {
    expect(wordIn('Later on we moved to Leeds.', 'Later')).toEqual({ lemma: 'later', pos: 'adverb' });
    expect(wordIn('Later, she left for good.', 'Later')).toEqual({ lemma: 'later', pos: 'adverb' });
    expect(wordIn('We married later in life.', 'later')).toEqual({ lemma: 'later', pos: 'adverb' });
    expect(wordIn('Have you been back lately?', 'lately')).toEqual({ lemma: 'lately', pos: 'adverb' });
  });

  it('still reads comparatives and irregular forms by their dictionary form', () => {
    expect(wordIn('It was the biggest house on the street.', 'biggest')).toEqual({ lemma: 'big', pos: 'adjective' });
    expect(wordIn('The kids were singing.', 'singing')).toEqual({ lemma: 'sing', pos: 'verb' });
    expect(wordIn('She rode to school.', 'rode')).toEqual({ lemma: 'ride', pos: 'verb' });
    expect(wordIn('I was lying in bed.', 'lying')).toEqual({ lemma: 'lie', pos: 'verb' });
  });

  it("counts a word's uses in WordNet's tagged texts by part of speech", () => {
    expect(taggedUses('ride', 'verb')).toBeGreaterThan(taggedUses('rid', 'verb'));
    expect(taggedUses('later', 'adverb')).toBeGreaterThan(0);
    expect(taggedUses('later', 'verb')).toBe(0);
    expect(taggedUses('no such word here', 'noun')).toBe(0);
  });
});

describe('senses of a noun', () => {
  it('finds the first sense in which a noun is a kind of another, climbing each sense on its own', async () => {
    const { kindSenseOf } = await import('./wordnet.ts');
    expect(kindSenseOf('salmon', 'fish')).toBe(1);
    expect(kindSenseOf('party', 'occasion')).toBe(4);
    expect(kindSenseOf('coach', 'vehicle')).toBeGreaterThan(1);
    expect(kindSenseOf('coach', 'trainer')).toBe(1);
    expect(kindSenseOf('birthday', 'vehicle')).toBe(0);
  });
});

describe('names the tagger reads as prepositions', () => {
  it('reads a capitalised preposition with nothing to govern as a name, and one that governs something as a preposition', () => {
    expect(wordIn('There is also Per, who fires his pots in my kiln.', 'Per')).toEqual({ lemma: 'per', pos: 'noun' });
    expect(wordIn('Per and I go fishing.', 'Per')).toEqual({ lemma: 'per', pos: 'noun' });
    expect(wordIn('Per taught me to sail.', 'Per')).toEqual({ lemma: 'per', pos: 'noun' });
    expect(wordIn('After working there, I left.', 'After').pos).toBe('other');
    expect(wordIn('With him I went.', 'With').pos).toBe('other');
    expect(wordIn('Two pints per week.', 'per').pos).toBe('other');
  });
});

describe('a word after a modal', () => {
  it('is the verb WordNet holds it as when an object follows, and stays an adjective after "be"', () => {
    expect(wordIn("We can't clean the vans until Monday.", 'clean').pos).toBe('verb');
    expect(wordIn('She will empty the bins on Friday.', 'empty').pos).toBe('verb');
    expect(wordIn('The figures will be correct by then.', 'correct').pos).toBe('adjective');
  });
});
