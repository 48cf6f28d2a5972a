// The kind of thing a question asks for, and where a sentence holds one: a name given to something ("What was your
// father's name?", "What was the shop called?"), a count of the very thing asked ("How many times …?") or the object
// of the doing asked ("What did your father make?"). A sentence that shares the question's subject but holds no such
// thing tied to it ("Father's boat", "a sheet between two trees in Nurmahal", "My father was a carpenter") does not
// answer it. Names are read by their capital and WordNet, counts by the number words, objects by the tagger's nouns.
import { type Word } from '../../language/lemmas.ts';
import { definitionsOf, isAnimalNoun, isDictionaryWord, isNameOnly, isPersonNoun, nounKinds, relatedWords, verbKinds } from '../../language/wordnet.ts';
import { isCapitalised, isYear, kinOf, termsOfWord, timeSaidAt } from './twin-reading.ts';
import { compoundModifiers } from './twin-sentence-clauses.ts';
import { DETERMINERS } from './twin-sentence-kinds.ts';
import { ASKING, AUXILIARIES, isContent, isNumber, KIN_WORDS, TIME_NOUNS } from './twin-words.ts';

// How many words back from a name the thing it names may stand ("my father, a carpenter called Tom").
const NAME_REACH = 4;
// How many senses of a verb are read for a naming sense ("go by" is "be called" in its third).
const NAMING_SENSES = 3;
// The prepositions, a closed class: a name said after one ("with Father on the Girl Jenny") names what follows it.
const PREPOSITIONS = new Set(['on', 'in', 'at', 'of', 'with', 'for', 'from', 'to', 'by', 'about', 'under', 'over', 'near', 'off', 'into', 'onto', 'behind', 'beside', 'after', 'before']);
// The adverbs that count times ("twice"), and the quantities said without a number ("many times", "several boats").
const TIMES_COUNTED = new Set(['once', 'twice', 'thrice']);
const QUANTIFIERS = new Set(['many', 'several', 'few', 'countless', 'numerous', 'dozens', 'hundreds', 'thousands', 'scores']);
// Pronouns a count may count back to ("nine of them"), and the objects a doing may be said of ("I made them").
const COUNTED_BACK = new Set(['them', 'those', 'these', 'us']);
const OBJECT_PRONOUNS = new Set(['it', 'them', 'those', 'these', 'some', 'one']);
// The words that make a number a rate over a time ("three a day", "two per week").
const RATE_WORDS = new Set(['a', 'an', 'per', 'each', 'every']);

// The WordNet verb files of doings whose object is a thing made or taken in, and how many senses of a verb are read.
const DOINGS_OF_THINGS = new Set(['creation', 'consumption']);
const DOING_SENSES = 3;
// The WordNet noun files of things made, grown or taken in ("chairs", "rice and peas", "sorrel", "a song").
const MADE_THINGS = new Set(['artifact', 'food', 'plant', 'substance', 'communication']);

/** What a question asks for by its kind, when it asks for a name, a count or the object of a doing. */
export interface AnswerType {
  /** The thing whose name is asked ("father" in "What was your father's name?", "shop" in "What was the shop called?"). */
  named: string | null;
  /** The thing counted ("time" in "How many times …?", "boat" in "How many of those boats …?"). */
  counted: string | null;
  /** The doing whose object is asked ("make" in "What did your father make as a carpenter?"). */
  doneTo: string | null;
  /** Where the question says the naming verb ("called"): a word of how it asks, not of what. */
  namingAt: number | null;
}

/** The noun after index `from`, past determiners, describing words and "of" ("of those little wooden boats" → boat). */
function nounAfter(words: readonly Word[], from: number): Word | null {
  for (const word of words.slice(from)) {
    if (word.pos === 'noun') return word;
    if (!(DETERMINERS.has(word.text.toLowerCase()) || word.pos === 'adjective' || word.pos === 'adverb' || ['your', 'those', 'these'].includes(word.text.toLowerCase()))) return null;
  }
  return null;
}

/**
 * The noun a run of nouns is about, the last of it: "six hundred Welsh Mountain ewes" counts ewes. A plural ends the run
 * ("two sons Tom and Ben" counts sons).
 */
function headOf(words: readonly Word[], noun: Word): Word {
  let at = words.indexOf(noun);
  while (words[at + 1]?.pos === 'noun' && words[at]!.text.toLowerCase() === words[at]!.lemma) at += 1;
  return words[at]!;
}

/** How a question reads for the kind of answer it asks: a name, a count, the object of a doing (see AnswerType). */
export function answerTypeOf(words: readonly Word[]): AnswerType {
  const said = words.filter((word) => word.isWord);
  const lower = said.map((word) => word.text.toLowerCase());
  let named: string | null = null;
  let namingAt: number | null = null;
  words.forEach((word, index) => {
    if (named || word.pos !== 'noun' || word.lemma !== 'name') return;
    // "Your father's name", "the dog's name", "your daughters' names": whose name it is.
    if (/^['’]s?$/.test(words[index - 1]?.text ?? '') && words[index - 2]?.pos === 'noun') named = words[index - 2]!.lemma;
    // "The name of your boat".
    else if (words[index + 1]?.text.toLowerCase() === 'of') named = nounAfter(words, index + 2)?.lemma ?? null;
  });
  // "What was the shop called?", "What is your dog named?": the noun before the naming verb at the question's end.
  const last = said.at(-1);
  if (!named && lower[0] === 'what' && last && last.pos === 'verb' && ['call', 'name'].includes(last.lemma) && last.text.toLowerCase() !== last.lemma) {
    const at = words.indexOf(last);
    const noun = [...words.slice(0, at)].reverse().find((word) => word.pos === 'noun');
    if (noun) { named = noun.lemma; namingAt = at; }
  }
  // "How many times …", "How many of those boats …".
  const many = lower.findIndex((text, index) => text === 'how' && lower[index + 1] === 'many');
  const counted = many < 0 ? null : (nounAfter(said, many + 2)?.lemma ?? null);
  return { named, counted, doneTo: doneToOf(said), namingAt };
}

/**
 * "What did your father make?", "What do you grow on your allotment?": the doing whose object "what" is, when the
 * question names no object of its own after the verb. Not a doing every question asks with ("do", "get", "have").
 */
function doneToOf(said: readonly Word[]): string | null {
  if (said[0]?.text.toLowerCase() !== 'what' || !['do', 'does', 'did'].includes(said[1]?.text.toLowerCase() ?? '')) return null;
  const at = said.findIndex((word, index) => index > 2 && word.pos === 'verb');
  const verb = said[at];
  if (!verb || AUXILIARIES.has(verb.lemma) || ASKING.has(verb.lemma) || ['call', 'name'].includes(verb.lemma)) return null;
  // A doing that makes or takes in a thing (WordNet's verbs of creation and consumption, in their commonest senses:
  // make, cook, build, knit, eat, drink), whose object is a thing made or had; not what is taught, remembered or regretted.
  if (!verbKinds(verb.lemma, DOING_SENSES).some((kind) => DOINGS_OF_THINGS.has(kind))) return null;
  // Its subject stands between ("you", "your father"), and nothing after it is its object ("make the cake with").
  const next = said[at + 1];
  if (next && (next.pos === 'noun' || DETERMINERS.has(next.text.toLowerCase()) || OBJECT_PRONOUNS.has(next.text.toLowerCase()) || next.pos === 'verb')) return null;
  return verb.lemma;
}

// How many senses of a verb are read for whether it may make or take in a thing at all ("grow" tomatoes is its seventh).
const ANY_DOING_SENSES = 12;

/** Whether a doing makes or takes in things in any of its senses ("grow", "cook", "eat"; not "sell"), or its commonest. */
export function makesThings(verb: string, senses = ANY_DOING_SENSES): boolean {
  return verbKinds(verb, senses).some((kind) => DOINGS_OF_THINGS.has(kind));
}

/** A word that is someone's or something's name: capitalised, not a relation said as a title ("Father"), not "I". */
function isGivenName(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  if (word.pos !== 'noun' || !isCapitalised(word) || KIN_WORDS.has(kinOf(word.lemma))) return false;
  // At the sentence's start a capital says nothing: only a word WordNet holds as a name, or none at all.
  return index > 0 || isNameOnly(word.lemma) || !isDictionaryWord(word.lemma);
}

const namingVerbs = new Map<string, boolean>();
/**
 * A verb a name is given by: being ("is Jaswinder"), a verb in WordNet's naming sense, the one "name" and "call" share
 * ("named her Rosa", "was called Tom", "known as Tom"), or a kind of it ("christened", "nicknamed"), or one whose sense
 * is being called ("went by Smudge").
 */
function isNamingVerb(lemma: string): boolean {
  if (lemma === 'be') return true;
  let naming = namingVerbs.get(lemma);
  if (naming === undefined) {
    const sense = definitionsOf('name', 'verb', 1)[0];
    naming = definitionsOf(lemma, 'verb', NAMING_SENSES).some((definition) => definition === sense || definition === 'be called') || relatedWords(lemma, 'verb', 1).broader.includes('name');
    namingVerbs.set(lemma, naming);
  }
  return naming;
}

/** Whether the word at `index` is a verb of naming, alone or with the word after it ("known as", "went by"). */
function namesAt(words: readonly Word[], index: number): boolean {
  const word = words[index];
  if (word?.pos !== 'verb') return false;
  const next = words[index + 1];
  return isNamingVerb(word.lemma) || (next?.isWord === true && isNamingVerb(`${word.lemma} ${next.text.toLowerCase()}`));
}

// The pronouns a name may be given to, standing for something named before ("He was called Tom", "we called him Tom").
const NAMED_PRONOUNS = new Set(['he', 'she', 'it', 'they', 'him', 'her', 'them', 'his', 'its', 'their']);

interface Naming {
  /** The nouns of the things named in the sentence itself. */
  nouns: Word[];
  /** The pronoun a name is given to, whose referent is in the sentence before ("He was called Tom" → he). */
  pronoun: string | null;
}

/**
 * What a sentence gives a name to: "my father, Tom", "Father was called Tom", "the shop, Gill's Food and Wine", "the
 * film Mother India", or a pronoun ("He was called Tom", "She went by Smudge", "We called him Biscuit"). The name
 * stands after the thing, within a few words, with nothing between but a comma, the words of its noun phrase or a verb
 * of naming.
 */
function namingOf(words: readonly Word[]): Naming {
  const nouns: Word[] = [];
  let pronoun: string | null = null;
  words.forEach((_word, index) => {
    // The first word of a name ("Gill's Food and Wine", "Mother India") names it all.
    if (!isGivenName(words, index) || (index > 0 && isGivenName(words, index - 1))) return;
    let end = index + 1;
    while (words[end] && (isGivenName(words, end) || /^['’]s$/.test(words[end]!.text) || (words[end]!.text.toLowerCase() === 'and' && words[end + 1] !== undefined && isCapitalised(words[end + 1]!)))) end += 1;
    // Set off by a comma, a name is the thing before it only when no verb follows it: "in the shop, Sukhdev tells me"
    // opens a clause of Sukhdev's. The thing it names may then stand past a preposition ("a corner shop on Narborough
    // Road, Gill's Food and Wine"); said straight after, it names the noun it follows ("Father on the Girl Jenny" names a boat).
    const setOff = words[index - 1]?.text === ',';
    if (setOff && words[end]?.pos === 'verb') return;
    let reach = 0;
    let named = false;
    for (let at = index - 1; at >= 0 && reach < NAME_REACH; at -= 1) {
      const before = words[at]!;
      if (!before.isWord) {
        if ([',', ':', '-', '–', '—', '('].includes(before.text)) continue;
        break;
      }
      const text = before.text.toLowerCase();
      // "Went by Smudge": the preposition is the naming verb's own.
      const ofNaming = PREPOSITIONS.has(text) && namesAt(words, at - 1);
      if ((before.pos === 'verb' && !namesAt(words, at)) || (!setOff && PREPOSITIONS.has(text) && !ofNaming)) break;
      reach += 1;
      if (before.pos === 'noun' && !isGivenName(words, at)) {
        nouns.push(before);
        if (before.lemma !== 'name') named = true;
      }
      // "He was called Tom", "his name was Tom": a pronoun named before any thing is.
      if (!named && pronoun === null && NAMED_PRONOUNS.has(text)) pronoun = text;
    }
  });
  return { nouns, pronoun };
}

/** The terms of the things a sentence gives a name to in itself (see namingOf). */
export function namedTermsOf(words: readonly Word[]): Set<string> {
  return new Set(namingOf(words).nouns.flatMap(termsOfWord));
}

/**
 * The nouns of the things a sentence gives a name to, in itself or through a pronoun found in the sentence before it:
 * "We had a dog. He was called Tom." names the dog. The pronoun stands for a noun there of its number, and "he" or
 * "she" for a person or an animal, "it" for neither.
 */
export function namedNounsOf(words: readonly Word[], previous: readonly Word[]): Word[] {
  const { nouns, pronoun } = namingOf(words);
  if (pronoun === null) return nouns;
  const plural = ['they', 'them', 'their'].includes(pronoun);
  const animate = ['he', 'she', 'him', 'her', 'his'].includes(pronoun);
  const referents = previous.filter((word) => {
    if (word.pos !== 'noun' || isCapitalised(word) || (word.text.toLowerCase() !== word.lemma) !== plural) return false;
    if (plural) return true;
    const living = isPersonNoun(word.lemma) || isAnimalNoun(word.lemma);
    return animate ? living : !living;
  });
  return [...nouns, ...referents];
}

/** Whether a sentence opens on a name ("Jaswinder.", "Femi, since school."): the name its interview question asked for. */
export function opensWithName(words: readonly Word[]): boolean {
  const first = words.findIndex((word) => word.isWord);
  return first >= 0 && isGivenName(words, first) && (isNameOnly(words[first]!.lemma) || !isDictionaryWord(words[first]!.lemma));
}

/**
 * What a sentence counts: the terms of the nouns after its numbers and quantities ("three hundred boats", "eleven
 * times", "a ten-hour shift": hours), "time" for "twice", and whether a number counts back to what was named before
 * ("nine of them", "I have built over three hundred").
 */
export function countedOf(words: readonly Word[]): { terms: Set<string>; nouns: Word[]; back: boolean } {
  const terms = new Set<string>();
  const nouns: Word[] = [];
  let back = false;
  // "Up at half five,": a time of day counts nothing, however the clause ends after it.
  const times = timeSaidAt(words);
  words.forEach((word, index) => {
    const text = word.text.toLowerCase();
    if (TIMES_COUNTED.has(text)) terms.add('time');
    // "The blizzard of '82": a year written short counts nothing either.
    const isShortYear = /^['’]$/.test(words[index - 1]?.text ?? '') && /^\d\d$/.test(word.text);
    const isCount = (isNumber(word) && !isYear(word) && !isShortYear && !times.has(index)) || QUANTIFIERS.has(text);
    // "Every one of them", "the one I loved": one picked out, not a count.
    const picked = DETERMINERS.has(words[index - 1]?.text.toLowerCase() ?? '') || ['every', 'each', 'any', 'no', 'which'].includes(words[index - 1]?.text.toLowerCase() ?? '');
    if (!isCount || picked) return;
    // "Ten-hour": the thing counted is written onto the number.
    for (const part of text.split('-').slice(1)) if (part.length > 2) terms.add(part.replace(/s$/, ''));
    let at = index + 1;
    // "Forty-two years": the hyphen of a number written in words joins it, and ends no clause.
    while (words[at] && (isNumber(words[at]!) || ['and', 'over', 'or'].includes(words[at]!.text.toLowerCase()) || (words[at]!.text === '-' && words[at + 1] !== undefined && isNumber(words[at + 1]!)))) at += 1;
    const next = words[at];
    if (!next?.isWord) return void (back = true);
    // "I tune three a day", "two per week": a rate of what was named before, not a count of days.
    if (RATE_WORDS.has(next.text.toLowerCase()) && TIME_NOUNS.has(words[at + 1]?.lemma ?? '')) return void (back = true);
    if (next.text.toLowerCase() === 'of') {
      const after = words[at + 1];
      if (after && COUNTED_BACK.has(after.text.toLowerCase())) return void (back = true);
      const noun = nounAfter(words, at + 1);
      if (noun) nouns.push(noun);
      return;
    }
    const noun = nounAfter(words, at);
    if (noun) nouns.push(headOf(words, noun));
  });
  for (const noun of nouns) for (const term of termsOfWord(noun)) terms.add(term);
  return { terms, nouns, back };
}

/**
 * The verbs a sentence says of something done to a thing: with an object after them ("he made tables", "I grow methi
 * and onions", "I made nine of them") or a thing before them that they are done to ("the tables my father made").
 */
export function doingsWithObject(words: readonly Word[]): Word[] {
  return words.filter((word, index) => {
    if (word.pos !== 'verb' || word.negated || AUXILIARIES.has(word.lemma)) return false;
    const next = words.slice(index + 1).find((after) => after.isWord && !DETERMINERS.has(after.text.toLowerCase()) && after.pos !== 'adjective' && after.pos !== 'adverb');
    const hasObject = next !== undefined && (next.pos === 'noun' || isNumber(next) || OBJECT_PRONOUNS.has(next.text.toLowerCase())) && words.slice(index + 1, words.indexOf(next)).every((between) => between.isWord);
    // "The tables my father made", "the boats I built": the thing, then who did it, then the doing.
    const subject = words[index - 1];
    const thing = subject?.pos === 'noun' || ['i', 'we', 'he', 'she', 'they'].includes(subject?.text.toLowerCase() ?? '') ? words.slice(Math.max(0, index - 4), index - 1).some((before) => before.pos === 'noun') : false;
    return hasObject || thing;
  });
}

/**
 * The terms of the things a sentence names that are made, grown or taken in (WordNet's artifacts, foods, plants …). A
 * noun said only as the first half of a compound WordNet holds ("the tea gardens", "a coffee shop") names no such thing:
 * the compound is what is spoken of.
 */
export function madeThingTermsOf(words: readonly Word[]): Set<string> {
  const modifiers = new Set(compoundModifiers(words));
  return new Set(words.filter((word) => word.pos === 'noun' && !isCapitalised(word) && !modifiers.has(word) && nounKinds(word.lemma, 1).some((file) => MADE_THINGS.has(file))).flatMap(termsOfWord));
}

/**
 * A sentence's steps, told one after another ("brew, the paper, then up the allotment"): the terms of each, with those
 * of the things made, grown or taken in that it names. What is made in one step is not made where another one goes.
 */
export function madeThingStepsOf(words: readonly Word[]): { terms: Set<string>; made: Set<string> }[] {
  const steps: Word[][] = [[]];
  for (const word of words) {
    if (word.text.toLowerCase() === 'then' || word.text === ';') steps.push([]);
    else steps.at(-1)!.push(word);
  }
  return steps.map((step) => ({ terms: new Set(step.filter(isContent).flatMap(termsOfWord)), made: madeThingTermsOf(step) }));
}
