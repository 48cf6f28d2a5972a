import { describe, expect, it } from 'vitest';
import { contentLemmas, isLikeOfLikeness, lemmaOf, readWords } from './lemmas.ts';
import { clockRangesIn, quantitiesIn, sameQuantity } from './quantities.ts';
import { adjectivesOfAdverb, categoriesOf, derivedWords, feelingsOf, isDictionaryWord, isWorkplaceNoun, nounAncestors, relatedWords } from './wordnet.ts';

describe('lemmas', () => {
  it('reads dictionary forms, parts of speech and the scope of a negation', () => {
    const words = readWords("I'm not going to apologise. The children were singing.");
    const apologise = words.find((word) => word.text === 'apologise');
    expect(apologise).toMatchObject({ lemma: 'apologize', pos: 'verb', negated: true });
    expect(words.find((word) => word.text === 'children')).toMatchObject({ lemma: 'child', pos: 'noun', negated: false });
    expect(lemmaOf('kids')).toBe('kid');
  });

  it('reads "like" after "what" and a copula or a verb of seeming as likeness, not as a verb of liking', () => {
    const likeIn = (text: string) => readWords(text).find((word) => word.text.toLowerCase() === 'like')!;
    for (const text of ['What was it like growing up on the farm?', "What's it like being a nurse?", 'What would it be like to retire?', 'What does it feel like to win?', 'I remember what it was like to be poor.']) {
      expect(likeIn(text).pos, text).toBe('other');
    }
    for (const text of ['What do you like?', 'What is it you like about Paris?', 'What kind of music do you like?', 'What did you like most about school?']) {
      expect(likeIn(text).pos, text).toBe('verb');
    }
    const words = readWords('What is it you like about Paris?');
    expect(isLikeOfLikeness(words, words.findIndex((word) => word.text === 'like'))).toBe(false);
  });

  it('keeps content words and numbers, and drops function words and punctuation', () => {
    expect(contentLemmas('How much did we set aside for the whole job?')).toEqual(['set', 'aside', 'job']);
    expect(contentLemmas('at 6pm on 14 March')).toEqual(['6pm', '14', 'march']);
  });

  it('reads a word with letters beyond Latin-1 as one word, as written', () => {
    const words = readWords('I taught at a school in Łódź for years, near Maramureș.').filter((word) => word.isWord);
    expect(words.map((word) => word.text)).toEqual(['I', 'taught', 'at', 'a', 'school', 'in', 'Łódź', 'for', 'years', 'near', 'Maramureș']);
    expect(words.find((word) => word.text === 'Łódź')).toMatchObject({ lemma: 'łódź', pos: 'noun' });
    expect(words.find((word) => word.text === 'taught')).toMatchObject({ lemma: 'teach', pos: 'verb' });
  });

  it('reads a very long line in its first part only, and the same text the same way', () => {
    const long = 'word '.repeat(5_000);
    expect(readWords(long).length).toBeLessThan(1_000);
    expect(readWords('Same line.')).toEqual(readWords('Same line.'));
  });
});

describe('WordNet', () => {
  it('tells a thing of a category asked however far up it is filed, synset by synset, and no category of a vague word', () => {
    const isOf = (thing: string, category: string) => categoriesOf(category).some((offset) => nounAncestors(thing, 2).has(offset));
    expect(isOf('mare', 'animal')).toBe(true);
    expect(isOf('jazz', 'music')).toBe(true);
    expect(isOf('rugby', 'sport')).toBe(true);
    expect(isOf('client', 'customer')).toBe(true);
    // The plants that grow as well as the factories, and the oak tree as well as its wood: two commonest senses each.
    expect(isOf('oak', 'plant')).toBe(true);
    expect(isOf('clockmaker', 'animal')).toBe(false);
    expect(isOf('mare', 'music')).toBe(false);
    // Followed word by word, "act" the deed became "act" the law; synset by synset, a sport is no document.
    expect(isOf('football', 'document')).toBe(false);
    expect(categoriesOf('people')).toEqual([]);
    // A pet is defined as a domesticated animal, which WordNet files a dog under, and a collie is a dog; a car is none.
    expect(isOf('collie', 'pet')).toBe(true);
    expect(isOf('car', 'pet')).toBe(false);
    // Not a kind of person by its definition: a teammate is "a fellow member of a team", and a brother no teammate.
    expect(isOf('brother', 'teammate')).toBe(false);
    // Places of work by their kinds: a workplace, a place of business, an industrial plant; not a beach or a park.
    expect(['mill', 'factory', 'shop', 'farm', 'bakery'].every(isWorkplaceNoun)).toBe(true);
    expect(['beach', 'park', 'kitchen'].some(isWorkplaceNoun)).toBe(false);
    // Asked for the kinds above a noun only, the noun's own sense is left out: "mate" the drink is no friend.
    expect(nounAncestors('mate', 1, { above: true }).size).toBeLessThan(nounAncestors('mate').size);
  });

  it('reads the feeling a word names whatever its part of speech, and none for a word of no feeling', () => {
    const anger = [...feelingsOf('anger', 'noun')];
    expect(anger).toHaveLength(1);
    expect([...feelingsOf('angry', 'adjective')]).toEqual(anger);
    expect([...feelingsOf('annoy', 'verb')]).toContain(anger[0]);
    expect([...feelingsOf('furious', 'adjective')]).toEqual(anger);
    expect([...feelingsOf('frighten', 'verb')]).not.toContain(anger[0]);
    expect(feelingsOf('shout', 'verb').size).toBe(0);
    // "Emotional state" is a state, not a feeling: happy and sad share none.
    expect([...feelingsOf('happy', 'adjective')].some((feeling) => feelingsOf('sad', 'adjective').has(feeling))).toBe(false);
  });

  it('joins a noun and the verb it comes from through the derivation pointers', () => {
    const whole = { wholeSynsets: true };
    expect(derivedWords('payment', 'noun', undefined, whole)).toContain('pay');
    expect(derivedWords('delivery', 'noun', undefined, whole)).toContain('deliver');
    expect(derivedWords('gift', 'noun', undefined, whole)).toContain('give');
    expect(derivedWords('qwxzy', 'noun')).toEqual([]);
  });

  it('gives synonyms in the commonest senses and broader terms one step up', () => {
    expect(relatedWords('kid', 'noun').synonyms).toContain('child');
    expect(relatedWords('set aside', 'verb').synonyms).toEqual(expect.arrayContaining(['reserve', 'earmark']));
    expect(relatedWords('football', 'noun').broader).toContain('field game');
    // "kid" as a verb (to tease) is not a noun sense.
    expect(relatedWords('kid', 'noun').synonyms).not.toContain('tease');
  });

  it('answers empty lists for words it does not hold, and for empty or overlong input', () => {
    expect(relatedWords('qwxzv')).toEqual({ synonyms: [], broader: [] });
    expect(relatedWords('')).toEqual({ synonyms: [], broader: [] });
    expect(relatedWords('a'.repeat(500))).toEqual({ synonyms: [], broader: [] });
    expect(isDictionaryWord('kid')).toBe(true);
    expect(isDictionaryWord('qwxzv')).toBe(false);
  });
});

describe('quantities', () => {
  const values = (text: string) => quantitiesIn(text).map(({ kind, value }) => `${kind}:${value}`);

  it('reads one amount however it is written', () => {
    expect(values('£180,000, 180k and 180 thousand pounds')).toEqual(['money:180000', 'number:180000', 'money:180000']);
    const [pounds, short] = quantitiesIn('£180,000 or 180k');
    expect(sameQuantity(pounds!, short!)).toBe(true);
  });

  it('reads shares as shares and percentages as percentages, never as dates', () => {
    expect(values('a fifth, two thirds, 20% and twenty per cent')).toEqual(['share:0.2', 'share:0.667', 'percent:20', 'percent:20']);
  });

  it('reads dates and times in their usual forms', () => {
    expect(values('14 March at 6pm; March 14th 2027; 14/03/2027 at 18:30')).toEqual(['date:03-14', 'time:18:00', 'date:2027-03-14', 'date:2027-03-14', 'time:18:30']);
    expect(values('close at 5.30pm instead of 6pm')).toEqual(['time:17:30', 'time:18:00']);
    const [day, dated] = quantitiesIn('14 March and 2027-03-14');
    expect(sameQuantity(day!, dated!)).toBe(true);
  });

  it('reads a time of day said in words, and a range of hours', () => {
    expect(values('at half past ten, not quarter to eleven; twenty to seven or ten past nine')).toEqual(['time:10:30', 'time:10:45', 'time:06:40', 'time:09:10']);
    expect(values("7.30 in the morning, two in the afternoon, 8 o'clock and noon")).toEqual(['time:07:30', 'time:14:00', 'time:08:00', 'time:12:00']);
    // The end of a range at or before its start is in the afternoon; a range that counts something is no time.
    expect(values("open from 9 till 5, waited from 8 o'clock until gone one.")).toEqual(['time:09:00', 'time:17:00', 'time:08:00', 'time:13:00']);
    expect(values('from 10 to 12 people')).toEqual(['number:10', 'number:12']);
    expect(clockRangesIn("Open from 9 till 5, and I waited from 8 o'clock until gone one.")).toEqual(['from 9 till 5', "from 8 o'clock until gone one"]);
    expect(clockRangesIn('from 10 to 12 people')).toEqual([]);
    // "between … and …" with the part of the day it is in; a bare "between 2 and 5" may count anything.
    expect(values('between 7 and 10 at night; between 6 and 8 in the morning; between 2 and 5.')).toEqual(['time:19:00', 'time:22:00', 'time:06:00', 'time:08:00', 'number:2', 'number:5']);
    expect(clockRangesIn('It drops out between 7 and 10 at night.')).toEqual(['between 7 and 10 at night']);
  });

  it('reads counts in words and figures, and years', () => {
    expect(values('twelve nurses, forty-five minutes, 1,400 and 1988')).toEqual(['number:12', 'number:45', 'number:1400', 'year:1988']);
  });

  it('finds nothing in a line without quantities, and stays bounded on long input', () => {
    expect(quantitiesIn('Nothing to count here.')).toEqual([]);
    expect(quantitiesIn('12 '.repeat(10_000)).length).toBeLessThanOrEqual(1_334);
  });
});

describe('word families, people and names', () => {
  it('finds derivations and similar adjectives, nouns that name people, names and unfavourable words', async () => {
    const { derivedWords, isNameOnly, isPersonNoun } = await import('./wordnet.ts');
    const { wordSentiment } = await import('./lemmas.ts');
    expect(derivedWords('childhood', 'noun')).toContain('child');
    expect(derivedWords('normal', 'adjective', 1)).toContain('typical');
    expect(adjectivesOfAdverb('normally')).toContain('usual');
    expect(adjectivesOfAdverb('originally')).toEqual(['original']);
    expect(adjectivesOfAdverb('very')).toEqual([]);
    expect(isPersonNoun('student')).toBe(true);
    expect(isPersonNoun('garden')).toBe(false);
    expect(isNameOnly('Gwyn')).toBe(true);
    expect(isNameOnly('Family')).toBe(false);
    expect(wordSentiment('hopeless')).toBeLessThan(0);
    expect(wordSentiment('proud')).toBeGreaterThan(0);
  });
});
