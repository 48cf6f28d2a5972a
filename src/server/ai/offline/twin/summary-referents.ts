// Whose a sentence's words are and whether they are said as so: who a clause is about (the owner, someone named, a
// "he" pointing back, someone else's words or possessions), and whether a word is negated, only wished, hypothetical
// or denied. The tags (summary-tags.ts) and the filing (summary-filing.ts) ask these before crediting the owner.
import { isStopWord, stemWord } from '../../language/text.ts';
import { CLAUSE_BREAKS, NEGATIONS, OTHER_PERSON_STARTS, OTHER_POSSESSIVES, STRONG } from './summary-lexicon.ts';
import { lemmaOf, readWords, wordSentiment } from '../../language/lemmas.ts';
import { isDictionaryWord, isNameOnly } from '../../language/wordnet.ts';
import { FIRST_PERSON, modelPositionOf, modelWordAt, OCCUPATION_STEMS, PERSON_SECTIONS, type ReadSentence, SECTION_CUE_LISTS, speaksOfSelf } from './summary-reading.ts';

// "If I ever had grandchildren", "I would love to travel", "When I retire I will go hiking", "Perhaps I'll take up
// golf": what follows is what might be or is yet to come, not something the person is or does.
const HYPOTHETICAL_WORDS = new Set(['if', 'would', "i'd", 'could', 'might', 'wish', 'someday', 'hope', 'will', "i'll", "we'll", 'shall', 'perhaps', 'maybe']);

export function isNegated(words: string[], index: number): boolean {
  for (let before = index - 1; before >= Math.max(0, index - 4); before -= 1) {
    const word = words[before]!;
    if (CLAUSE_BREAKS.has(word)) return false;
    if (NEGATIONS.has(word)) return !deniesOnlyAComparison(words, before, index);
  }
  return false;
}

/**
 * "I am never happier than with a book in my hand", "Nothing is better than my garden": between the negation at
 * `negation` and the word at `index` stands a comparison ("happier than", "more content than"), so the negation denies
 * that anything beats what follows "than", not that thing.
 */
export function deniesOnlyAComparison(words: readonly string[], negation: number, index: number): boolean {
  for (let at = negation + 1; at < index; at += 1) {
    if (words[at] !== 'than') continue;
    const compared = words[at - 1] ?? '';
    // A comparative ("happier", "better"), not a word that only ends like one ("other than", "rather than").
    if (words[at - 2] === 'more' || (compared.endsWith('er') && lemmaOf(compared) !== compared)) return true;
  }
  return false;
}

// Verbs of being and having: "We never had much money" says how things were, not what the person does.
const STATE_VERBS = new Set(['be', 'is', 'am', 'are', 'was', 'were', 'been', 'have', 'has', 'had']);

/** "Gwyn does all the baking": a sentence whose subject is someone else, with no word of the speaker's in it. */
export function opensWithSomeoneElse(sentence: ReadSentence): boolean {
  if (speaksOfSelf(sentence)) return false;
  const words = readWords(sentence.text).filter((word) => word.isWord);
  const [first, second, third] = words;
  if (!first || first.pos !== 'noun' || !isNameOnly(first.text)) return OTHER_PERSON_STARTS.has(first?.text.toLowerCase() ?? '') && second?.pos === 'verb';
  return second?.pos === 'verb' || (second?.pos === 'adverb' && third?.pos === 'verb');
}

/**
 * "We never had much money", "we had no money at all": the negation is of how things were (being or having), not of
 * something the person does. Having none of something unwelcome, or never being in it ("I have no debt", "I have never
 * been in debt"), is still how they keep things.
 */
export function negatesState(words: string[], index: number): boolean {
  if (wordSentiment(lemmaOf(words[index]!)) < 0) return false;
  for (let before = index - 1; before >= Math.max(0, index - 4); before -= 1) {
    if (!NEGATIONS.has(words[before]!)) continue;
    return STATE_VERBS.has(words[before - 1] ?? '') || words.slice(before + 1, index).some((word) => STATE_VERBS.has(word));
  }
  return false;
}

// Pronouns by which a sentence speaks of someone else doing something ("while he cooks").
export const OTHER_SUBJECTS = new Set(['he', 'she', 'they', 'it']);

/**
 * The cue at `index` is in a clause in which the person speaks of themselves ("I sketch old buildings", "Braiding
 * hair."), not in someone else's ("my dad played them in the taxi", "a good friend who built something", "they have
 * given me four grandchildren").
 */
export function isOwnClause(sentence: ReadSentence, index: number, own: ReadonlySet<number>): boolean {
  const position = modelPositionOf(sentence, index);
  return position === undefined || own.has(position);
}

/** The cue at `index` names when something else is done ("after a run of night shifts"), not what the person does. */
export function isSetting(sentence: ReadSentence, index: number, settings: ReadonlySet<number>): boolean {
  const position = modelPositionOf(sentence, index);
  return position !== undefined && settings.has(position);
}

/** "Rui built the trellis", "Gwyn does all the baking": a sentence about someone by name, with nothing of the speaker in it. */
export function isSomeoneNamed(sentence: ReadSentence): boolean {
  if (speaksOfSelf(sentence)) return false;
  const first = /^\p{Lu}[\p{L}'’-]*/u.exec(sentence.text.trim())?.[0];
  return first !== undefined && first !== 'I' && !isStopWord(first.toLowerCase()) && !isDictionaryWord(lemmaOf(first.toLowerCase()));
}

// Forms of "be" by which a person is said not to be something ("I have never been much of a cook").
const BEING_FORMS = new Set(['be', 'been', 'am', 'is', 'was', 'are', 'were', "isn't", "wasn't"]);

// Words of how much that may stand between the denial and what is denied ("never been much of a cook", "not one for").
const DENIAL_FILLERS = new Set(['much', 'of', 'a', 'an', 'the', 'one', 'for', 'really', 'ever', 'very', 'big', 'great', 'into', 'my']);

const EMPHASIS_WORDS = new Set(['just', 'only', 'merely', 'simply']);

// How far back, within its clause, a denial of being reaches ("never been much of a cook").
const DENIAL_REACH = 7;

/**
 * "I have never been much of a cook", "Cooking is not for me", "Golf was never my thing": the person is said not to be
 * it, or it is said not to be theirs, by a negation beside "be" in the cue's clause.
 */
export function deniesBeing(words: string[], index: number): boolean {
  for (let before = index - 1; before >= Math.max(0, index - DENIAL_REACH); before -= 1) {
    if (CLAUSE_BREAKS.has(words[before]!)) break;
    // Only "be" and words of how much stand between: "there is no better feeling than swimming" praises it.
    const between = words.slice(before + 1, index);
    if (NEGATIONS.has(words[before]!) && (BEING_FORMS.has(words[before + 1] ?? '') || BEING_FORMS.has(words[before - 1] ?? '')) && between.every((word) => BEING_FORMS.has(word) || DENIAL_FILLERS.has(word))) return true;
  }
  const [next, after] = [words[index + 1] ?? '', words[index + 2] ?? ''];
  const negated = (BEING_FORMS.has(next) && NEGATIONS.has(after)) || next === "isn't" || next === "wasn't";
  // "Music is not just a hobby for me": more than it, not less.
  const more = words.slice(index + 2, index + 5).some((word) => EMPHASIS_WORDS.has(word));
  return negated && !more;
}

// Verbs of wanting or meaning to ("I always wanted to learn the piano", "I dream of sailing to Tonga").
const DESIRE_LEMMAS = new Set(['want', 'wish', 'dream', 'plan', 'hope', 'intend', 'mean', 'long', 'yearn']);

// Modals that, before "have", say what did not happen ("I should have travelled more").
// ("I must have walked every hill in Wales" says what surely happened.)
const UNREAL_MODALS = new Set(['should', 'could', 'would', 'might']);

/**
 * The cue at `index` is only wanted, planned or regretted, not done: after a verb of wanting with "to" or "of", "going
 * to", "thinking of" a doing, "should" or "should have" in its clause.
 */
export function isOnlyWanted(words: string[], index: number): boolean {
  for (let at = index - 1; at >= 0; at -= 1) {
    const word = words[at]!;
    if (CLAUSE_BREAKS.has(word)) return false;
    const next = words[at + 1] ?? '';
    // "I am going to learn", not "I love going to the hills".
    const isFuture = word === 'going' && (BEING_FORMS.has(words[at - 1] ?? '') || ["i'm", "we're"].includes(words[at - 1] ?? ''));
    if ((next === 'to' || next === 'of') && (DESIRE_LEMMAS.has(lemmaOf(word)) || isFuture)) return true;
    // "I'm thinking of taking up the piano": a doing only considered.
    if (word === 'thinking' && (next === 'of' || next === 'about') && /ing$/.test(words[at + 2] ?? '')) return true;
    if (word === 'have' && UNREAL_MODALS.has(words[at - 1] ?? '')) return true;
    // "I should take up golf", "We really should travel more": what the owner ought to do is not yet done. ("People
    // should laugh about that" wishes something of others.)
    if (OUGHT_MODALS.has(word) && words.slice(Math.max(0, at - 2), at).some((before) => before === 'i' || before === 'we')) return true;
  }
  return false;
}

// Modals of what ought to be done.
const OUGHT_MODALS = new Set(['should', 'ought']);

/**
 * "If my grandchildren ever ask", "I would love to travel": the word is in a clause of what might be, not what is.
 * `answered` are the indexes of modals that only answer the interview question in its words ("I could talk for hours").
 */
export function isHypothetical(words: string[], index: number, answered: ReadonlySet<number> = new Set()): boolean {
  return words.slice(0, index).some((word, at) => HYPOTHETICAL_WORDS.has(word) && !answered.has(at));
}

// How far back over the words describing a noun ("parade" in "the Governor's parade horse") its owner is looked for.
const OWNER_REACH = 2;

// Possessives of time ("a day's fishing", "a week's walk") say how long, not whose.
const TIME_POSSESSIVES = new Set(['day', 'week', 'month', 'year', 'night', 'hour', 'minute', 'summer', 'winter', 'weekend', 'today', 'tomorrow', 'yesterday', 'life', 'lifetime']);

/** "Her patience", "his honesty", "the Governor's parade horse": the word is said of someone else, or is theirs. */
export function isSomeoneElses(words: string[], index: number): boolean {
  for (let at = index - 1; at >= Math.max(0, index - OWNER_REACH); at -= 1) {
    const word = words[at]!;
    if (OTHER_POSSESSIVES.has(word)) return true;
    const owner = /^(.+)['’]s$/u.exec(word)?.[1];
    if (owner !== undefined && !isStopWord(word) && !isStopWord(owner) && !TIME_POSSESSIVES.has(owner)) return true;
    // Only a word describing the noun stands between it and its owner.
    if (isStopWord(word)) return false;
  }
  return false;
}

// Words that report what someone said.
const SAYING_WORDS = new Set(['saying', 'sayings', 'said', 'says', 'say', 'motto', 'mottos', 'words']);

const OWN_SPEAKERS = new Set(['i', 'my', 'we', 'our']);

/**
 * The sentence gives someone else's words: a saying or words introduced as another's ("my mother's saying: …", "her
 * saying is that …", "Dad always said …"), not the person's own ("I always say", "my motto").
 */
export function reportsSomeoneElse(sentence: ReadSentence): boolean {
  return sentence.words.some((word, index) => {
    if (!SAYING_WORDS.has(word)) return false;
    const before = sentence.words.slice(Math.max(0, index - 3), index);
    if (before.some((entry) => OWN_SPEAKERS.has(entry)) && !before.some((entry) => /['’]s$/.test(entry) || OTHER_POSSESSIVES.has(entry))) return false;
    // "Her saying", "my mother's saying", "Dad always said", "he says".
    return before.some((entry) => /['’]s$/.test(entry) || OTHER_POSSESSIVES.has(entry) || OTHER_PERSON_STARTS.has(entry)) || (index > 0 && (word === 'said' || word === 'says') && !OWN_SPEAKERS.has(before.at(-1) ?? '') && isSomeoneBefore(sentence, index));
  });
}

// Verbs that say what someone ought to do ("People should save", "Young people must not").
const MODAL_WORDS = new Set(['should', 'must', 'ought', "shouldn't", "mustn't"]);

/**
 * "People should save a bit from every pay", "Young people should not waste their money": what someone other than the
 * person ought to do is advice to others, as an imperative is; "I should have …" is the person's own, and "people should
 * laugh about that, given my job" speaks of the person.
 */
export function advisesOthers(sentence: ReadSentence): boolean {
  if (speaksOfSelf(sentence)) return false;
  const words = readWords(sentence.text);
  const modal = words.findIndex((word) => MODAL_WORDS.has(word.text.toLowerCase()));
  // The modal has a subject of its own before it ("People", "Everyone", "You"), in its clause.
  return modal > 0 && words.slice(0, modal).some((word) => word.pos === 'noun' || ['you', 'everyone', 'everybody', 'anyone', 'anybody', 'they', 'one'].includes(word.text.toLowerCase()));
}

// Words by which the person themselves is the one saying something ("As I always say", "remember me saying").
export const SELF_SPEAKERS = new Set([...FIRST_PERSON, 'me', 'we', 'us']);

/**
 * "My koro used to say …", "As my mother would say …": a verb of saying whose subject, the nearest noun or pronoun
 * before it in its clause, is someone other than the person. What follows is their words.
 */
export function quotesSomeoneElse(sentence: ReadSentence): boolean {
  return quotedFrom(sentence) !== undefined;
}

/** Where someone else's words begin in the sentence (its words' index of their verb of saying), if it gives them. */
export function quotedFrom(sentence: ReadSentence): number | undefined {
  const words = readWords(sentence.text);
  const verb = words.find((word, index) => {
    // "The strangest things patients say.": a verb of saying with nothing after it gives no one's words.
    if (word.pos !== 'verb' || word.lemma !== 'say' || !words[index + 1]?.isWord) return false;
    for (let at = index - 1; at >= 0; at -= 1) {
      const before = words[at]!;
      const text = before.text.toLowerCase();
      if (CLAUSE_BREAKS.has(text) || !before.isWord) return false;
      if (SELF_SPEAKERS.has(text)) return false;
      if (before.pos === 'noun' || OTHER_SUBJECTS.has(text) || text === 'they') return true;
    }
    return false;
  });
  if (!verb) return undefined;
  const at = sentence.words.indexOf(verb.text.toLowerCase());
  return at < 0 ? undefined : at;
}

/** A person is named in the words right before `index` ("Dad always said", "Nan says"). */
function isSomeoneBefore(sentence: ReadSentence, index: number): boolean {
  return sentence.words.slice(Math.max(0, index - 3), index).some((word) => PERSON_SECTIONS.some((name) => SECTION_CUE_LISTS[name].some((cue) => cue.weight >= STRONG && cue.kind === 'stem' && cue.stem === stemWord(word))));
}

/** "My sister works as a nurse", "He was a teacher": the sentence is about another person, not the speaker. */
export function isAboutSomeoneElse(sentence: ReadSentence): boolean {
  const [first, second, third] = sentence.words;
  if (sentence.words.slice(0, 6).some((word) => FIRST_PERSON.has(word))) return false;
  if (first !== undefined && OTHER_PERSON_STARTS.has(first)) return true;
  if (first !== 'my' && first !== 'our') return false;
  const named = [second, third].filter((word): word is string => word !== undefined).map(stemWord);
  return PERSON_SECTIONS.some((name) => SECTION_CUE_LISTS[name].some((cue) => cue.weight >= STRONG && cue.kind === 'stem' && named.includes(cue.stem)));
}

/**
 * "I was a nurse", "I'm a structural engineer": a job the speaker names as their own. A verb of the same stem is a
 * doing, not a job ("I nursed my husband", "I cooked for the family").
 */
export function ownOccupation(sentence: ReadSentence): boolean {
  return sentence.stems.some((stem, index) => OCCUPATION_STEMS.has(stem) && modelWordAt(sentence, index)?.word.pos !== 'verb' && sentence.words.slice(Math.max(0, index - 6), index).some((word) => FIRST_PERSON.has(word)));
}
