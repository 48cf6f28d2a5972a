// Words read in the context of their clause: the tagger reads "the unit moves from 8-hour shifts…" as three nouns,
// but a clause needs a verb, so in a clause with none, the first "-s" noun after the subject (a noun, or "who", "she"
// …) that WordNet also holds as a verb is that verb ("moves", "who lives in Edinburgh"). A clause that has its verb
// keeps its nouns: "the unit moves are unpopular".
import { readWords, type Word } from './lemmas.ts';
import { hasPartOfSpeech, relatedWords } from './wordnet.ts';

// Where one clause ends and the next begins.
const CLAUSE_END = /^(?:[.;:!?,]|and|but|or|so|because|while|although|when)$/i;

// The pronouns an "-s" verb goes with ("who lives in Edinburgh", "she runs a café"): after one, such a word is its verb.
const SINGULAR_SUBJECTS = new Set(['who', 'which', 'that', 'he', 'she', 'it']);

/** The verb an "-s" word reads as, if WordNet holds one: "moves" → move, "lives" → live (not the noun's "life"). */
function verbOf(word: Word): string | null {
  if (!/s$/i.test(word.text) || word.text.length <= 3) return null;
  const written = word.text.toLowerCase();
  return [word.lemma, written.replace(/ies$/, 'y'), written.replace(/es$/, ''), written.slice(0, -1)].find((form) => isVerbWord(form)) ?? null;
}

/** WordNet holds the word as a verb: with synonyms, or with a broader verb ("paint" alone in its sense is a kind of "make"). */
function isVerbWord(form: string): boolean {
  const relations = relatedWords(form, 'verb');
  return relations.synonyms.length + relations.broader.length > 0;
}

function isVerbToo(word: Word): boolean {
  return verbOf(word) !== null;
}

// The words that open a noun phrase: after one, a word that ends the phrase is its noun.
const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their', 'this', 'that']);

/**
 * Whether the word at `at` is the noun of a phrase the tagger misread: right after a determiner, held by WordNet as a
 * noun, and followed by a participle, a clause's end or nothing ("the fine cancelled", "about the fine.").
 */
function isMisreadNoun(words: readonly Word[], at: number): boolean {
  const word = words[at]!;
  const next = words[at + 1];
  if (word.pos === 'noun' || !word.isWord || word.stopWord || !DETERMINERS.has(words[at - 1]?.text.toLowerCase() ?? '')) return false;
  const endsPhrase = next === undefined || CLAUSE_END.test(next.text) || (next.pos === 'verb' && /(?:ed|en)$/i.test(next.text));
  return endsPhrase && (word.pos === 'adverb' || word.pos === 'adjective') && hasPartOfSpeech(word.text.toLowerCase(), 'noun');
}

// What joins a second predicate to the subject before it: "…a retired midwife and lives alone", "Nurse, works nights".
const PREDICATE_JOIN = /^(?:and|but|,)$/i;

/**
 * Whether a clause with no verb opens on the verb of a predicate joined to the subject before it: "…is a retired midwife
 * and lives alone on the fourth floor", "Retired midwife, lives alone in a flat": an "-s" word WordNet also holds as a
 * verb, after "and", "but" or a comma, with an adverb or a preposition after it (a list of nouns goes on with nouns).
 */
function isJoinedPredicate(words: readonly Word[], start: number): boolean {
  const first = words[start];
  const next = words[start + 1];
  // "teas, coffees and cakes": after a plural noun, a list goes on.
  const before = words[start - 2];
  if (before !== undefined && before.pos === 'noun' && before.text.toLowerCase() !== before.lemma) return false;
  if (start === 0 || !PREDICATE_JOIN.test(words[start - 1]!.text) || first?.pos !== 'noun' || !first.isWord || !/^\p{Ll}/u.test(first.text) || next === undefined) return false;
  return (next.pos === 'adverb' || (next.pos === 'other' && next.isWord && next.stopWord)) && !/^(?:and|or|of)$/i.test(next.text) && isVerbToo(first);
}

/**
 * The words of a text as readWords gives them, with the verb a clause lacks put back, and the noun a determiner opens
 * read as one ("the fine cancelled").
 */
export function readWordsInContext(text: string): readonly Word[] {
  const words = readWords(text);
  const fixed = words.map((word, at) => (isMisreadNoun(words, at) ? { ...word, pos: 'noun' as const, lemma: word.text.toLowerCase() } : word));
  let start = 0;
  for (let index = 0; index <= words.length; index += 1) {
    const word = words[index];
    if (word && !CLAUSE_END.test(word.text)) continue;
    const clause = words.slice(start, index);
    if (!clause.some((each) => each.pos === 'verb')) {
      const verb = clause.findIndex((each, at) => at > 0 && each.pos === 'noun' && (clause[at - 1]!.pos === 'noun' || SINGULAR_SUBJECTS.has(clause[at - 1]!.text.toLowerCase())) && at + 1 < clause.length && isVerbToo(each));
      if (verb > 0) fixed[start + verb] = { ...clause[verb]!, pos: 'verb', lemma: verbOf(clause[verb]!) ?? clause[verb]!.lemma };
      // A clause of notes with no subject, opening on a word WordNet holds as a verb with a determiner after it ("love
      // the team, …"): the determiner opens its object, and the word is its verb.
      else if (clause.length > 2 && clause[0]!.pos === 'noun' && /^\p{Ll}/u.test(clause[0]!.text) && DETERMINERS.has(clause[1]!.text.toLowerCase()) && isVerbWord(clause[0]!.lemma)) fixed[start] = { ...clause[0]!, pos: 'verb' };
    }
    // A clause opening on a predicate joined to the subject before it has that verb, whatever else the tagger made a verb.
    if (clause.length > 0 && fixed[start] === clause[0] && isJoinedPredicate(words, start)) fixed[start] = { ...clause[0]!, pos: 'verb', lemma: verbOf(clause[0]!) ?? clause[0]!.lemma };
    start = index + 1;
  }
  return fixed;
}
