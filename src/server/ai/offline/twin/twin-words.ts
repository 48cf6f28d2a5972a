// The closed classes of words the twin's retrieval reads by (the words every question asks with, kin, work, time), and
// reading a text as words with its accents left off, "I'm" as the person and someone's boys and girls as their children.
import { readWordsInContext as readInContextUnfolded } from '../../language/in-context.ts';
import { readWords as readUnfolded, type Word } from '../../language/lemmas.ts';
import { PARTICLES as PHRASAL_VERB_PARTICLES } from '../../language/phrasal-verbs.ts';

/**
 * A text's lemmas two by two, in order, leaving out pairs of two function words ("do you") and the persons, who are
 * other people in a question than in the person's sentences: "tell me" asks, "Sukhdev tells me to go home" does not.
 */
export function lemmaPairs(words: readonly Word[]): Set<string> {
  const content = words.filter((word) => word.isWord && !['a', 'an', 'the', 'you', 'your', 'i', 'my', 'me'].includes(word.lemma));
  const pairs = new Set<string>();
  for (let index = 1; index < content.length; index += 1) {
    const [left, right] = [content[index - 1]!, content[index]!];
    if (!(left.stopWord && right.stopWord)) pairs.add(`${left.lemma} ${right.lemma}`);
  }
  return pairs;
}
// The words every question uses to ask, whatever it asks about.
export const ASKING = new Set(['like', 'love', 'enjoy', 'favourite', 'favorite', 'tell', 'know', 'think', 'ever', 'really', 'thing', 'something', 'anything', 'everything', 'lot', 'get', 'go', 'have', 'be', 'do', 'want', 'would', 'could', 'should', 'can', 'much', 'many', 'kind', 'sort', 'type', 'way', 'usually', 'always', 'often', 'yourself', 'name', 'bit', 'most', 'more', 'about', 'best', 'good', 'great', 'mean', 'feel', 'say', 'describe', 'share', 'talk', 'still', 'also', 'any', 'some', 'whole', 'look', 'fun', 'people', 'person', 'someone', 'somebody', 'anyone', 'anybody', 'everyone', 'everybody']);
// Nouns of time: in a question they say when, not what about; they are required only when nothing else is named.
export const TIME_NOUNS = new Set(['time', 'day', 'days', 'night', 'morning', 'evening', 'afternoon', 'week', 'weekend', 'month', 'year', 'hour', 'minute', 'moment', 'life', 'today', 'age']);
// The parts of a day, in their order: what a meal is had at, and what a day told from morning to night goes through.
export const DAY_PARTS: readonly string[] = ['morning', 'midday', 'afternoon', 'evening', 'night'];
export const TIME_WORDS = new Set([...TIME_NOUNS, 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'summer', 'winter', 'spring', 'autumn', 'christmas', 'birthday', 'daily', 'weekly', 'early', 'late', 'yesterday', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);
// Kin: the words that name a relation, and the relations a word for several of them covers ("your kids" are sons and
// daughters; "married" is a wife or a husband). A closed class of words, the same for every family.
export const KIN_GROUPS: Record<string, readonly string[]> = {
  parent: ['parent', 'mother', 'father', 'mum', 'mom', 'mam', 'dad', 'daddy', 'mummy', 'mommy', 'ma', 'pa', 'mama', 'mamma', 'momma', 'papa'],
  mother: ['mother', 'mum', 'mom', 'mam', 'mummy', 'mommy', 'ma', 'mama', 'mamma', 'momma'],
  father: ['father', 'dad', 'daddy', 'pa', 'papa'],
  child: ['child', 'kid', 'son', 'daughter', 'baby', 'children', 'twin'],
  sibling: ['sibling', 'brother', 'sister'],
  grandchild: ['grandchild', 'grandson', 'granddaughter'],
  grandparent: ['grandparent', 'grandmother', 'grandfather', 'gran', 'granny', 'grandma', 'grandpa', 'nan', 'nana', 'granddad'],
  spouse: ['spouse', 'wife', 'husband', 'partner'],
};
KIN_GROUPS['family'] = [...new Set(Object.values(KIN_GROUPS).flat()), 'family', 'aunt', 'uncle', 'cousin', 'niece', 'nephew', 'relative'];
export const KIN_ALIASES: Record<string, string> = { relatives: 'family', relative: 'family', relation: 'family', relations: 'family', folks: 'family', mum: 'mother', mom: 'mother', mam: 'mother', mummy: 'mother', mommy: 'mother', mama: 'mother', mamma: 'mother', momma: 'mother', papa: 'father', dad: 'father', daddy: 'father', kid: 'child', children: 'child', parents: 'parent', siblings: 'sibling', grandkid: 'grandchild', partner: 'spouse', marry: 'spouse', married: 'spouse', wed: 'spouse', grandma: 'grandparent', grandpa: 'grandparent', gran: 'grandparent', granny: 'grandparent', nan: 'grandparent' };
export const KIN_WORDS = new Set([...Object.values(KIN_GROUPS).flat(), 'aunt', 'auntie', 'uncle', 'cousin', 'niece', 'nephew', 'grandson', 'granddaughter', 'fiance', 'fiancee', 'stepson', 'stepdaughter', 'stepmother', 'stepfather', 'family', 'relative']);
export const FAMILY_WHOLE = new Set(['family', 'relative', 'relation', 'relatives', 'kin', 'folk', 'folks']);
export const WORK_NAMES = new Set(['work', 'job', 'career', 'living', 'profession', 'occupation', 'employment', 'trade', 'business']);
export const WORK_WORDS = new Set([...[...WORK_NAMES].filter((word) => word !== 'work'), 'retire', 'retirement', 'colleague', 'office', 'boss', 'shift', 'employ', 'employer']);
export const ADVICE_WORDS = new Set(['advice', 'advise', 'tip', 'suggest', 'suggestion', 'recommend', 'recommendation', 'lesson', 'wisdom', 'counsel']);
export const LIKING_VERBS = new Set(['like', 'love', 'enjoy', 'adore', 'prefer']);
export const FAVOURITE_WORDS = new Set(['best', 'favourite', 'favorite']);
// Nouns of time that say no time ("on time", "all my life", "for a moment").
export const VAGUE_TIMES = new Set(['time', 'life', 'moment', 'age']);
export const CLOCK_PREPOSITIONS = new Set(['at', 'by', 'around', 'till', 'until', 'from', 'before', 'after', 'about']);
export const FREQUENCY_WORDS = new Set(['daily', 'weekly', 'monthly', 'yearly', 'twice', 'fortnightly', 'nightly']);
// Every particle a phrasal verb takes (the language's reading, phrasal-verbs.ts), and "through", which follows the
// verb's object pronoun ("it got me through").
export const PHRASAL_PARTICLES: ReadonlySet<string> = new Set([...PHRASAL_VERB_PARTICLES, 'through']);
// Adverbs that place what a yes/no question asks after something before it: done once more, or done of late ("Did you
// marry again?", "Have you been back to Tokyo lately?"). Such a question asserts the repeat or the recent time too.
export const RELATIVE_TIME_ADVERBS = new Set(['again', 'back', 'lately', 'recently']);
export const PRONOUNS = new Set(['he', 'she', 'him', 'her', 'his', 'they', 'them', 'their', 'we', 'us', 'our', 'it', 'this', 'that']);
export const REFERRING_OPENERS = new Set(['that', 'this', 'it', 'these', 'those', 'he', 'she', 'they', 'we', 'him', 'her', 'there', 'then']);
export const FINAL_DEMONSTRATIVES = new Set(['that', 'this', 'those', 'these']);
export const PLACE_PREPOSITIONS = new Set(['in', 'at', 'from', 'to', 'near', 'by', 'on', 'of']);
// The particles of a verb ("get up", "start out", "set aside") or a noun ("days off") read as one with it: the
// language's phrasal particles (phrasal-verbs.ts) that do not also open a place ("in the garage", "on the farm").
export const PARTICLES: ReadonlySet<string> = new Set([...PHRASAL_VERB_PARTICLES].filter((particle) => !PLACE_PREPOSITIONS.has(particle)));
// "When you were a child", "as a boy", "growing up": the person at an age, not a relative of theirs.
export const CHILD_NOUNS = new Set(['child', 'kid', 'boy', 'girl', 'teenager', 'youngster', 'lad', 'lass']);

// Letters that carry their mark in themselves rather than as a separate accent ("ł", "đ", "ø").
const OWN_MARK_LETTERS: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ø: 'o', Ø: 'O', ħ: 'h', Ħ: 'H', ı: 'i' };

/**
 * A text with its letters' accents left off ("Tomaž" → "Tomaz", "Łukasz" → "Lukasz"): the tagger cuts a word at a
 * letter it does not know, so a name would become two words. The question and the sentences are read the same way.
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replaceAll(/\p{M}/gu, '')
    .replaceAll(/[łŁđĐøØħĦı]/g, (letter) => OWN_MARK_LETTERS[letter] ?? letter)
    .normalize('NFC');
}
export const readWords = (text: string) => readUnfolded(foldAccents(text));
export const readWordsInContext = (text: string) => readInContextUnfolded(foldAccents(text));
// A possessive or a contraction's end ("father's", "it'll") is no word of its own.
export const isContent = (word: Word) => word.isWord && !word.stopWord && !/^['’]/.test(word.text);
/** A question's words, with the verb a clause lacks put back ("What music moves you?"), "I'm" as the person. */
export function readInContext(text: string): readonly Word[] {
  return asOwnChildren(readWordsInContext(text).map(asSpeaker));
}
export const OWNERS = new Set(['my', 'our', 'your', 'his', 'her', 'their']);
// "We have two boys", "they raised three girls": the verbs that say whose children are counted after them.
export const HAVING = new Set(['have', 'get', 'raise', 'bring', 'adopt', 'lose']);
const CHILD_BY_SEX: Record<string, string> = { boy: 'son', girl: 'daughter' };
/** A word read as a relation by asOwnChildren, as it was written ("girls" → girl): the terms it is found by as said. */
export function asWritten(word: Word): Word {
  const written = word.text.toLowerCase().replace(/s$/, '');
  return CHILD_BY_SEX[written] === word.lemma ? { ...word, lemma: written } : word;
}
/** "Our two boys", "your girls", "we have two boys": someone's sons and daughters, read as such. */
export function asOwnChildren(words: readonly Word[]): Word[] {
  return words.map((word, index) => {
    const relation = word.pos === 'noun' ? CHILD_BY_SEX[word.lemma] : undefined;
    if (!relation) return word;
    // Back over the words that count or describe them ("two", "twin", "lovely") to whose they are.
    let at = index - 1;
    while (at >= 0 && at >= index - 3 && (isNumber(words[at]!) || words[at]!.pos === 'adjective')) at -= 1;
    const before = words[at];
    const described = at < index - 1;
    const owned = before !== undefined && (OWNERS.has(before.text.toLowerCase()) || (described && HAVING.has(before.lemma)));
    return owned ? { ...word, lemma: relation } : word;
  });
}
/** "I'm", "we've", read as one noun: the one speaking. */
export function asSpeaker(word: Word): Word {
  const pronoun = /^(i|we|you|he|she|they)['’](?:m|ve|d|ll|re)$/i.exec(word.text)?.[1];
  return pronoun ? { ...word, text: pronoun.toLowerCase() === 'i' ? 'I' : pronoun, lemma: pronoun.toLowerCase(), pos: 'other', stopWord: true } : word;
}

// Numbers said in words: a sentence holding one answers "how many", "how long", "how old".
const NUMBER_WORDS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand', 'dozen', 'half', 'couple']);
export const isNumber = (word: Word) => /^\d+(?:[.,]\d+)?$/.test(word.text) || word.text.toLowerCase().split('-').some((part) => NUMBER_WORDS.has(part));
export const AUXILIARIES = new Set(['be', 'have', 'do', 'can', 'will', 'shall', 'may', 'might', 'must', 'would', 'could', 'should', 'ought']);
