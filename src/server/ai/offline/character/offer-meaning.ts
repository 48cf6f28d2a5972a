// Whether an offer gives what a stated want names, by meaning rather than by the want's own words: lemmas, WordNet
// synonyms, derivations and broader terms ("instalments" are a kind of payment, "itemise" is of one family with
// "item"), spans of time compared as values ("three monthly payments" = "over three months" = "a quarter"), figures
// compared as values (an offer of £150 does not give "the full £285"), and the distributive "X by X" ("line by line",
// "item by item") read as "each one in turn", which an itemised bill or "each charge" gives. Only offers reach here:
// a negated line ("we can't split it") offers nothing and so gives nothing.
import { readWords, type Word } from '../../language/lemmas.ts';
import { quantitiesIn, type Quantity } from '../../language/quantities.ts';
import { namesDelay, postpones } from '../../language/putting-off.ts';
import { antonymsOf, derivedWords, hasPartOfSpeech, isKindOf, isKindOfSense, isNamedKindOf, isNameOnly, isPersonNoun, nounKinds, relatedWords, sharedBroaderTerms, verbKinds } from '../../language/wordnet.ts';
import { OBJECT_PRONOUNS, doingsNamedByNouns, particleIndexOf } from '../../language/phrasal-verbs.ts';
import { genderOfName } from '../persona/identity.ts';

/** A span of time, in days: "three months" → 90, "a fortnight" → 14, "six monthly payments" → 180. */
const UNIT_DAYS: Readonly<Record<string, number>> = { day: 1, week: 7, fortnight: 14, month: 30, quarter: 90, year: 365 };
// The adjective of a unit, as WordNet derives it: "monthly" → month, "weekly" → week, "annual" → year.
const UNIT_OF_ADJECTIVE: Readonly<Record<string, string>> = { daily: 'day', weekly: 'week', fortnightly: 'fortnight', monthly: 'month', quarterly: 'quarter', yearly: 'year', annual: 'year' };
// Words before a lone unit that make it one span: "over a year", "within a fortnight", "for one month".
const ONE_OF = new Set(['a', 'an', 'one', 'each', 'per', 'every']);

export interface Span {
  days: number;
  /** Where the span's words are in the phrase, to leave them out of what it names. */
  at: readonly number[];
}

/** The unit a word names, by lemma or as the adjective of one. */
function unitOf(word: Word | undefined): string | null {
  if (!word) return null;
  const lemma = word.lemma.toLowerCase();
  if (UNIT_DAYS[lemma] !== undefined) return lemma;
  const text = word.text.toLowerCase();
  return UNIT_OF_ADJECTIVE[text] ?? UNIT_OF_ADJECTIVE[lemma] ?? (UNIT_DAYS[text.replace(/s$/, '')] !== undefined ? text.replace(/s$/, '') : null);
}

const WORD_NUMBERS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };

function countOf(word: Word | undefined): number | null {
  if (!word) return null;
  const text = word.text.toLowerCase();
  if (/^\d+$/.test(text)) return Number(text);
  return WORD_NUMBERS[text] ?? null;
}

/**
 * The spans of time a phrase names: a count then a unit ("three months", "6 weeks"), a count, a unit's adjective and
 * what recurs ("three monthly payments" → three months), or a lone unit after "a", "one"… ("over a quarter", "within a
 * fortnight"), but never a unit that is part of something else ("a quarter of the bill").
 */
export function spansIn(words: readonly Word[]): Span[] {
  const spans: Span[] = [];
  // "within a week", "in two days": a time by which something is done, a date, not a span it lasts.
  const isDeadline = (start: number) => DEADLINE_WORDS.has(words[start - 1]?.text.toLowerCase() ?? '');
  for (let index = 0; index < words.length; index += 1) {
    const count = countOf(words[index]);
    const unit = unitOf(words[index + 1]);
    if (count !== null && unit) {
      if (!isDeadline(index)) spans.push({ days: count * UNIT_DAYS[unit]!, at: [index, index + 1] });
      index += 1;
      continue;
    }
    const lone = unitOf(words[index]);
    const before = words[index - 1]?.text.toLowerCase() ?? '';
    if (lone && !UNIT_OF_ADJECTIVE[words[index]!.text.toLowerCase()] && ONE_OF.has(before) && words[index + 1]?.lemma !== 'of' && !isDeadline(index - 1)) spans.push({ days: UNIT_DAYS[lone]!, at: [index - 1, index] });
  }
  return spans;
}
const DEADLINE_WORDS = new Set(['within', 'in', 'by', 'before', 'inside', 'after', 'next', 'this', 'last', 'ago']);

/**
 * A word a want names (with the noun before it when it heads a compound: "shift" in "day shifts" has "day"), or the
 * distributive "X by X", or a figure.
 */
export type Wanted =
  | { kind: 'word'; lemma: string; pos: Word['pos']; modifier?: string; name?: string; plural?: boolean; counted?: number; denied?: boolean; unspecific?: boolean; saysAClause?: boolean }
  | { kind: 'each' }
  | { kind: 'figure'; quantity: Quantity }
  | { kind: 'otherPerson' };

// Words that take an unspecific part of what follows "of": "some of the colleague's tasks", "part of the workload".
const PART_QUANTIFIERS: ReadonlySet<string> = new Set(['some', 'any', 'several', 'few', 'part', 'portion', 'share', 'one']);
// Indefinite pronouns for a person that "else" makes someone other than either side: "someone else", "somebody else".
const INDEFINITE_PERSONS: ReadonlySet<string> = new Set(['someone', 'somebody', 'anyone', 'anybody']);

/**
 * The indices of a want's words that name only which whole an unspecific part is taken from, up to its doing: "the
 * colleague's tasks" of "some of the colleague's tasks moved to someone else". Any named part of it, given by the same
 * doing, gives them.
 */
function unspecificPartAt(words: readonly Word[]): Set<number> {
  const at = new Set<number>();
  words.forEach((word, index) => {
    if (!PART_QUANTIFIERS.has(word.lemma) || words[index + 1]?.lemma !== 'of') return;
    for (let next = index + 2; next < words.length && words[next]!.pos !== 'verb' && words[next]!.text !== ','; next += 1) at.add(next);
  });
  return at;
}

/** Whether a want names a person other than either side only by an indefinite pronoun: "moved to someone else". */
function namesSomeoneElse(words: readonly Word[]): boolean {
  return words.some((word, index) => INDEFINITE_PERSONS.has(word.lemma) && words[index + 1]?.lemma === 'else');
}

// "a greyhound called Pepper", "a boat named Seabird": the name after such a verb is the same thing's.
const NAMING_VERBS: ReadonlySet<string> = new Set(['call', 'name']);
// "my dog Rufus", "my daughter Ava": a name right after a noun for an animal or person is theirs.
const NAMED_KINDS: ReadonlySet<string> = new Set(['animal', 'person']);
const MAX_NAMING_PHRASE_WORDS = 5;

const isNameWord = (word: Word | undefined): boolean => word !== undefined && word.isWord && /^\p{Lu}[\p{Ll}'-]+$/u.test(word.text);

/**
 * How many words after a noun give its name ("called Pepper" → 2, "Rufus" after "dog" → 1), or 0: the name is the
 * same thing, not one more to give.
 */
function nameAfter(words: readonly Word[], index: number): number {
  const [noun, next, after] = [words[index]!, words[index + 1], words[index + 2]];
  if (noun.pos !== 'noun' || isNameWord(noun)) return 0;
  if (next && NAMING_VERBS.has(next.lemma) && isNameWord(after)) return 2;
  // "my assistance dog, a spaniel named Rufus": a phrase beside the noun that names it is the same one.
  if (next?.text === ',' && /^(?:a|an)$/i.test(after?.text ?? '')) {
    for (let at = index + 3; at < words.length && at <= index + MAX_NAMING_PHRASE_WORDS; at += 1) {
      if (NAMING_VERBS.has(words[at]!.lemma)) return isNameWord(words[at + 1]) ? at + 1 - index : 0;
      if (!words[at]!.isWord) return 0;
    }
    return 0;
  }
  return isNameWord(next) && NAMED_KINDS.has(nounKinds(noun.lemma, 1)[0] ?? '') ? 1 : 0;
}

/** "line by line" counts as the two words it is. */
const EACH_WEIGHT = 2;
/** Most of what a want names must be given: both words of a two-word want, two of three. */
const GIVEN_SHARE = 0.6;
// Quantities compared as values; a count that is part of a span is compared as the span.
const FIGURE_KINDS = new Set<Quantity['kind']>(['money', 'percent', 'number']);

/** "line by line", "item by item", "step by step": the same noun either side of "by". */
function isEach(words: readonly Word[], index: number): boolean {
  const [first, by, second] = [words[index], words[index + 1], words[index + 2]];
  return Boolean(first && by && second && by.lemma === 'by' && first.isWord && first.text.toLowerCase() === second.text.toLowerCase());
}

/**
 * What a want's phrase names, as things an offer must give: its content words (those `keep` keeps), its "X by X",
 * and its figures; its spans of time apart.
 */
export function wantedIn(phrase: string, keep: (word: Word) => boolean): { wanted: Wanted[]; spans: number[] } {
  const words = readWords(phrase);
  const spans = spansIn(words);
  const inSpan = new Set(spans.flatMap((span) => span.at));
  const wanted: Wanted[] = [];
  const unspecific = unspecificPartAt(words);
  if (namesSomeoneElse(words)) wanted.push({ kind: 'otherPerson' });
  // A time of day is wanted as a figure too: "working until 6pm" is met by "work until 6".
  const figures = quantitiesIn(phrase).filter((quantity) => (FIGURE_KINDS.has(quantity.kind) && typeof quantity.value === 'number') || quantity.kind === 'time');
  // "the 80 ready units": the words that say what a bare count counts, up to their noun.
  let counting: number | undefined;
  // The particles of phrasal verbs said after their object ("make the time up"), read with their verb.
  const particlesTaken = new Set<number>();
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    if (counting !== undefined && !(word.pos === 'adjective' || word.pos === 'noun')) counting = undefined;
    if (inSpan.has(index)) continue;
    if (isEach(words, index)) {
      wanted.push({ kind: 'each' });
      index += 2;
      continue;
    }
    const figure = figures.find((quantity) => quantity.text.includes(word.text) && /\d/.test(word.text));
    if (figure) {
      if (!wanted.some((entry) => entry.kind === 'figure' && entry.quantity === figure)) wanted.push({ kind: 'figure', quantity: figure });
      if (figure.kind === 'number') counting = figure.value as number;
      continue;
    }
    if (countOf(word) !== null) continue;
    if (!keep(word)) continue;
    const before = words[index - 1];
    const isHead = word.pos === 'noun' && before?.pos === 'noun' && !inSpan.has(index - 1) && keep(before);
    // "early shifts": an adjective before the noun says which, as a noun before it does.
    const qualified = word.pos === 'noun' && before?.pos === 'adjective' && keep(before);
    const naming = nameAfter(words, index);
    const name = naming > 0 ? words[index + naming]!.lemma : undefined;
    // "my assistance dog named Rufus": given by its name, the thing is given whole, with the noun that says which.
    const last = wanted.at(-1);
    if (name && isHead && last?.kind === 'word' && last.lemma === before.lemma) wanted.pop();
    const plural = word.pos === 'noun' && word.text.toLowerCase() !== word.lemma.toLowerCase();
    // "the lessons made up", "the deposit paid back": a verb and its particle are one doing when WordNet holds the pair,
    // the particle right after the verb or after its object ("make the time up").
    const particleAt = word.pos === 'verb' ? particleIndexOf(words, index) : -1;
    const particle = particleAt > 0 ? words[particleAt] : undefined;
    const phrasal = particle && hasPartOfSpeech(`${word.lemma} ${particle.lemma}`, 'verb') ? `${word.lemma} ${particle.lemma}` : null;
    if (phrasal) {
      wanted.push({ kind: 'word', lemma: phrasal, pos: 'verb' });
      if (particleAt === index + 1) index += 1;
      else particlesTaken.add(particleAt);
      continue;
    }
    if (particlesTaken.has(index)) continue;
    // "a letter saying it will not affect my credit record": what the want itself denies is given by a line that denies it.
    // "a written agreement that the slip is not my team's fault": a telling whose words are the clause after it.
    const saysAClause = word.pos === 'noun' && opensAClauseSaid(words, index + 1) && nounKinds(word.lemma, 1)[0] === COMMUNICATION;
    wanted.push({ kind: 'word', lemma: word.lemma, pos: word.pos, ...(word.negated ? { denied: true } : {}), ...(isHead || qualified ? { modifier: before!.lemma } : {}), ...(name ? { name } : {}), ...(plural ? { plural } : {}), ...(counting !== undefined ? { counted: counting } : {}), ...(unspecific.has(index) ? { unspecific: true } : {}), ...(saysAClause ? { saysAClause } : {}) });
    if (word.pos === 'noun' && words[index + 1]?.pos !== 'noun') counting = undefined;
    index += naming;
  }
  return { wanted, spans: spans.map((span) => span.days) };
}

// WordNet's file of tellings: "agreement", "statement", "note" (nouns); "write", "confirm", "state" (verbs).
const COMMUNICATION = 'communication';
// Words that open a noun phrase, the subject of a clause said after "that": "that the slip…", "that my team…".
const CLAUSE_SUBJECT_OPENERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'your', 'our', 'his', 'her', 'their', 'its', 'this', 'i', 'you', 'we', 'he', 'she', 'they', 'it', 'there']);
// How many words a verb of telling may stand before the "that" of what it says: "put in writing that", "confirm to you that".
const TELLING_REACH = 3;

/**
 * Whether the word at `index` is a "that" opening a clause of its own, with its own subject ("that the slip is…",
 * "that it was…"), not a relative "that" the thing before it does ("a letter that covers…").
 */
function opensAClauseSaid(words: readonly Word[], index: number): boolean {
  const next = words[index + 1];
  return words[index]?.text.toLowerCase() === 'that' && next !== undefined && (CLAUSE_SUBJECT_OPENERS.has(next.text.toLowerCase()) || (next.pos === 'noun' && words[index + 2]?.pos === 'verb'));
}

/**
 * Whether an offer says a clause as a telling: a word of telling (WordNet: a verb whose commonest senses include
 * communication, "write" of "put in writing", "confirm", "state"), not denied, a few words before a "that" that opens
 * a clause ("I'll put in writing that the delay was…"). Such an offer gives a telling wanted with its words ("a written
 * agreement that…"), whose words are read as the other things wanted.
 */
function saysAClause(words: readonly Word[]): boolean {
  const said = words.filter((word) => word.isWord);
  return said.some((word, index) => {
    if (word.negated || !opensAClauseSaid(said, index)) return false;
    return said.slice(Math.max(0, index - TELLING_REACH), index).some((before) => !before.negated && (before.pos === 'verb' || hasPartOfSpeech(before.lemma, 'verb')) && verbKinds(before.lemma, 2).includes(COMMUNICATION));
  });
}

// A phrasal verb's everyday senses lie deeper in WordNet than a single word's ("make up": to do again what was missed).
// Read so deep on the want's side only: an offer's "make up" gives itself, not every sense of it ("pay").
const PHRASAL_SENSES = 4;

/** How many of a wanted word's senses to read: a phrasal verb's everyday ones lie deeper than a single word's. */
function sensesOf(lemma: string): number | undefined {
  return lemma.includes(' ') ? PHRASAL_SENSES : undefined;
}

/** Whether a lemma is a word of grammar, as the model reads it: "be", "have". */
function isWordOfGrammar(lemma: string): boolean {
  const words = readWords(lemma);
  return words.length === 1 && words[0]!.stopWord;
}

/** The lemmas an offer's word gives: itself, its synonyms, its family and what it is a kind of. */
function givenLemmas(word: Word): Set<string> {
  const pos = word.pos === 'other' ? 'any' : word.pos;
  const related = relatedWords(word.lemma, pos);
  // "instalment" and "installment": WordNet files some senses under one spelling only.
  const spelling = (lemma: string) => lemma.replaceAll(/(.)\1/g, '$1');
  const variants = related.synonyms.filter((synonym) => synonym !== word.lemma && spelling(synonym) === spelling(word.lemma));
  return new Set([word.lemma, ...related.synonyms, ...related.broader, ...variants.flatMap((variant) => relatedWords(variant, pos).broader), ...derivedWords(word.lemma, pos)]);
}

/**
 * Whether an offer names a compound by its first word alone, the head dropped as people say it: "days" for "day
 * shifts", "nights" for "night shifts", "weekends" for "weekend work", "earlies" for "early shifts". The word is a
 * time (WordNet's file for its commonest sense) or an adjective only, said in the plural and standing alone: not a
 * span ("for three days"), nor a compound or a phrase of its own ("day rates", "days off").
 */
export function namesCompoundByModifier(modifier: string, offered: readonly Word[]): boolean {
  // "earlies" for "early shifts": an adjective that WordNet holds as no noun, said as a plural noun, stands for the
  // thing it qualifies.
  const isAdjectiveOnly = hasPartOfSpeech(modifier, 'adjective') && !hasPartOfSpeech(modifier, 'noun');
  if (!isAdjectiveOnly && nounKinds(modifier, 1)[0] !== 'time') return false;
  const inSpan = new Set(spansIn(offered).flatMap((span) => span.at));
  return offered.some((word, index) => {
    const next = offered[index + 1];
    const standsAlone = !next || !next.isWord || (next.pos !== 'noun' && next.pos !== 'adverb' && next.pos !== 'adjective');
    return word.pos === 'noun' && word.lemma === modifier && word.text.toLowerCase() !== modifier && !inSpan.has(index) && standsAlone;
  });
}

/** Whether an offer's words give a wanted word: the same lemma, a synonym, one family, or a kind of it. */
function givesWord(wanted: Extract<Wanted, { kind: 'word' }>, given: readonly Set<string>[], offered: readonly Word[], offer: string): boolean {
  if (wanted.modifier && namesCompoundByModifier(wanted.modifier, offered)) return true;
  // A thing with a name is given by its name or by what it is a kind of: "Pepper" or "a dog" for "a greyhound called Pepper".
  if (wanted.name && offered.some((word) => !word.negated && (word.lemma === wanted.name || (word.pos === 'noun' && isKindOf(wanted.lemma, word.lemma))))) return true;
  const pos = wanted.pos === 'other' ? 'any' : wanted.pos;
  // A phrasal verb's synonym that is a word of grammar ("be" of "make up": to constitute) names no doing.
  const synonyms = relatedWords(wanted.lemma, pos, sensesOf(wanted.lemma)).synonyms.filter((synonym) => !wanted.lemma.includes(' ') || !isWordOfGrammar(synonym));
  const own = new Set([wanted.lemma, ...synonyms, ...derivedWords(wanted.lemma, pos, sensesOf(wanted.lemma))]);
  return given.some((lemmas) => [...own].some((lemma) => lemmas.has(lemma))) || (wanted.pos === 'noun' && (givesByKind(wanted.lemma, offered, offer) || namesItsKinds(wanted, offered))) || conveysTheDoing(wanted, offered);
}

/**
 * Whether an offer names things wanted in the plural by what each of them is, two of them at least: "Monday and
 * Tuesday" for "both days" (WordNet: Monday is a day of the week), "October and November" for "the months".
 */
function namesItsKinds(wanted: Extract<Wanted, { kind: 'word' }>, offered: readonly Word[]): boolean {
  return wanted.plural === true && namedKindsOf(wanted.lemma, offered).size >= 2;
}

// Words before a day that make it a deadline or a start, not a thing given: "by Friday", "until June".
const TIME_BOUNDS = new Set(['by', 'before', 'until', 'till', 'from', 'after', 'within']);

/** The things an offer names, not denied nor a deadline, that are each a kind of `lemma`: "Monday and Tuesday" of day. */
function namedKindsOf(lemma: string, offered: readonly Word[]): Set<string> {
  const said = offered.filter((word) => word.isWord);
  return new Set(
    said
      .filter((word, index) => !word.negated && word.pos === 'noun' && word.lemma !== lemma && !TIME_BOUNDS.has(said[index - 1]?.lemma ?? '') && isNamedKindOf(word.lemma, lemma))
      .map((word) => word.lemma),
  );
}

// How many of a wanted doing's senses may lie under the verb an offer conveys a thing with: "deliver" is first to
// present a speech, then to bring to a destination.
const CONVEYED_SENSES = 3;
// How many of the offer's verb's senses may share a kind with the wanted doing: "send" is to transfer in its second.
const CONVEYING_SENSES = 4;
// How many words the thing conveyed may run to between the verb and "to": "get all 24 chairs to you".
const CONVEYED_OBJECT_WORDS = 5;

/**
 * The verbs of an offer that take a thing to someone or somewhere: a verb, its object, then "to" and where it goes
 * ("I can get all 24 chairs to you on Friday", "we'll bring the dress to the shop"). Said so, "get" is WordNet's
 * sense of bringing, not of acquiring; "to" before a verb opens a purpose ("get a van to move them"), not a place.
 */
function verbsConveyingTo(words: readonly Word[]): Word[] {
  const said = words.filter((word) => word.isWord);
  return said.filter((verb, index) => {
    if (verb.pos !== 'verb' || verb.negated) return false;
    const to = said.findIndex((word, at) => at > index + 1 && at <= index + 1 + CONVEYED_OBJECT_WORDS && word.lemma === 'to');
    if (to < 0) return false;
    const object = said.slice(index + 1, to);
    const where = said[to + 1];
    return object.every((word) => word.pos !== 'verb') && object.some((word) => word.pos === 'noun' || OBJECT_PRONOUNS.has(word.lemma)) && where !== undefined && where.pos !== 'verb';
  });
}

/**
 * Whether an offer that takes a thing somewhere gives a doing the want names that is a kind of taking it there: "a
 * firm delivery date" asks to deliver, which WordNet has as to bring or get to a destination, and "I can get all 24
 * chairs to you on Friday" does that. The want's noun is read as the doing it is made from ("delivery" → deliver).
 */
function conveysTheDoing(wanted: Extract<Wanted, { kind: 'word' }>, offered: readonly Word[]): boolean {
  if (wanted.pos !== 'verb' && wanted.pos !== 'noun') return false;
  return conveysAnyOf(wanted.pos === 'verb' ? [wanted.lemma] : derivedWords(wanted.lemma, 'noun').filter((lemma) => hasPartOfSpeech(lemma, 'verb')), offered);
}

/** Whether an offer takes a thing somewhere by a doing that is a kind of one of these ("get X to you" for deliver). */
export function conveysAnyOf(doings: readonly string[], offered: readonly Word[]): boolean {
  const conveying = verbsConveyingTo(offered);
  if (conveying.length === 0) return false;
  const broader = new Set(doings.flatMap((doing) => relatedWords(doing, 'verb', CONVEYED_SENSES).broader));
  // "We'll send the sets to you": sending and delivering are both a transferring, of one kind as WordNet has them.
  return conveying.some((verb) => broader.has(verb.lemma) || doings.some((doing) => sharedBroaderTerms(verb.lemma, doing, 'verb', CONVEYING_SENSES, CONVEYED_SENSES).length > 0));
}

/**
 * The kinds of thing of which any one gives a want of that kind, by WordNet's kinds: a day named ("Thursday",
 * "tomorrow", "14 May") gives "a date"; a payment offered ("a refund", "£80") gives "compensation".
 */
const KINDS_ANY_OF_WHICH_GIVES: readonly { isOfKind: (lemma: string) => boolean; named: (word: Word) => boolean; quantity?: Quantity['kind']; figured?: (words: readonly Word[]) => boolean }[] = [
  // A day of the calendar (WordNet's day of twenty-four hours: "date", "tomorrow"), not a part of one ("evening").
  { isOfKind: isCalendarDay, named: (word) => word.pos === 'noun' && (isCalendarDay(word.lemma) || isKindOf(word.lemma, 'weekday')), quantity: 'date' },
  // A sum alone names no payment: "£80" may be a discount, a fee or a price.
  { isOfKind: (lemma) => isKindOf(lemma, 'payment'), named: (word) => word.pos === 'noun' && isKindOf(word.lemma, 'payment') },
  // Money is what a payment pays: "a refund", "to repay" or "reimburse" give "my money back". A sum alone does not:
  // "£80" may be a discount or a price.
  { isOfKind: isMoney, named: (word) => (word.pos === 'noun' && isKindOf(word.lemma, 'payment')) || (word.pos === 'verb' && isPaying(word.lemma)), figured: takesASumOff },
  // A decrease (WordNet's "discount", "reduction", "deduction") is what a sum taken off is: "£60 off the bill".
  { isOfKind: isDecrease, named: (word) => word.pos === 'noun' && isDecrease(word.lemma), figured: takesASumOff },
];

const DECREASE = 'decrease';

/** Whether a noun names a decrease, by WordNet's commonest sense: "reduction" is one, a "discount" a kind of one. */
function isDecrease(lemma: string): boolean {
  return lemma === DECREASE || relatedWords(lemma, 'noun', 1).synonyms.includes(DECREASE) || isKindOf(lemma, DECREASE);
}

// How far from a sum the noun that says what it is may stand: "£430 discount", "a discount of 10%".
const SUM_NOUN_REACH = 3;

/**
 * Whether an offer takes a sum or a share off what is paid: "£430 off the order", "10% off", "a £50 discount", "a
 * discount of 10%". Such a sum is money given back, though a sum alone ("£80") may be a price or a fee.
 */
function takesASumOff(words: readonly Word[]): boolean {
  return words.some((word, index) => {
    if (!/^\d/.test(word.text) || word.negated) return false;
    const isSum = /^[£$€]$/.test(words[index - 1]?.text ?? '') || words[index + 1]?.text === '%';
    if (!isSum) return false;
    const after = words[index + 1]?.text === '%' ? index + 2 : index + 1;
    if (words[after]?.lemma === 'off') return true;
    const near = words.slice(Math.max(0, index - SUM_NOUN_REACH), after + SUM_NOUN_REACH);
    return near.some((other) => other.pos === 'noun' && !other.negated && isKindOf(other.lemma, DECREASE));
  });
}

function isCalendarDay(lemma: string): boolean {
  return relatedWords(lemma, 'noun', 1).broader.includes('twenty-four hours');
}

/**
 * Whether a noun names money, or the price charged for a thing: a cost that is no payment by WordNet's first senses
 * ("fee" is a fixed charge, a cost), so "the fees refunded" is given by an offer to refund. A payment owed
 * ("compensation") stays a thing of its own, given by its name or its kind.
 */
function isMoney(lemma: string): boolean {
  return lemma === 'money' || isKindOf(lemma, 'money') || (isKindOfSense(lemma, 'cost', 1, 1) && !isKindOfSense(lemma, 'payment', 1, 1));
}

// How far up WordNet's verbs a doing may lie below paying: "reimburse" is to refund, which is to pay.
const PAYING_DEPTH = 2;

/** Whether a doing is paying or a kind of it, by WordNet's commonest sense: "refund", "repay", "reimburse". */
function isPaying(lemma: string): boolean {
  let level = [lemma];
  for (let step = 0; step <= PAYING_DEPTH && level.length > 0; step += 1) {
    if (level.includes('pay')) return true;
    level = [...new Set(level.flatMap((verb) => relatedWords(verb, 'verb', 1).broader))];
  }
  return false;
}

/** Whether an offer names one of the kind a wanted noun is: "Thursday" for "a date", "a refund of £80" for "compensation". */
export function givesByKind(wanted: string, offered: readonly Word[], offer: string): boolean {
  return KINDS_ANY_OF_WHICH_GIVES.some(
    ({ isOfKind, named, quantity, figured }) =>
      isOfKind(wanted) && (offered.some((word) => !word.negated && named(word)) || (quantity !== undefined && quantitiesIn(offer).some((found) => found.kind === quantity)) || figured?.(offered) === true),
  );
}

// What "each one in turn" is, as WordNet names it: to itemise, enumerate or list, or an item or a detail.
const EACH_LEMMAS = ['itemize', 'enumerate', 'item', 'detail', 'itemization'];
const EACH_DETERMINERS = new Set(['each', 'every']);

/** Whether an offer goes through things one by one: its own "X by X", "each charge", or an itemised bill. */
function givesEach(words: readonly Word[], given: readonly Set<string>[]): boolean {
  if (words.some((_word, index) => isEach(words, index))) return true;
  if (words.some((word, index) => EACH_DETERMINERS.has(word.lemma) && words[index + 1]?.pos === 'noun')) return true;
  return given.some((lemmas) => EACH_LEMMAS.some((lemma) => lemmas.has(lemma)));
}

/**
 * Whether an offer gives what a want names: every span of time the want names, at its value; no figure of the same
 * kind at another value; and most of the rest (a figure the offer does not restate is the matter itself, not a
 * thing to give).
 */
export function offerGives(offer: string, want: { wanted: readonly Wanted[]; spans: readonly number[] }): boolean {
  const all = readWords(offer);
  const words = all.filter((word) => !word.negated);
  // What the line denies gives what the want denies: "confirming it will not affect your credit record".
  const denied = all.filter((word) => word.negated && word.isWord && !word.stopWord).map(givenLemmas);
  const saysTheClause = saysAClause(all);
  const offeredSpans = spansIn(words);
  const offered = offeredSpans.map((span) => span.days);
  if (!want.spans.every((days) => offered.includes(days))) return false;
  // "three monthly payments": its count is the span's, not a figure of its own.
  const counts = new Set(offeredSpans.map((span) => words[span.at[0]!]!.text.toLowerCase()));
  const figures = quantitiesIn(offer).filter((quantity) => FIGURE_KINDS.has(quantity.kind) && typeof quantity.value === 'number' && !(quantity.kind === 'number' && counts.has(quantity.text.toLowerCase())));
  const given = [...words.filter((word) => word.isWord && !word.stopWord), ...doingsOf(words)].map(givenLemmas);
  // "You can pay the €190 in three instalments" gives "to spread the cost": a want of paying in parts is given whole
  // by an offer that pays in parts, whatever words each says it in.
  const inParts = asksForParts(want.wanted, want.spans) && paysInParts(words, offer);
  const countedAlone = countsStandingAlone(words);
  let total = 0;
  let found = 0;
  // "I will move the invoices and the rota to Sam" gives "some of the colleague's tasks moved to someone else": the
  // want's own doing, done to things it names, to a person it names.
  const toSomeoneElse = namesOtherPerson(all);
  const partGiven = doesTheDoingToNamedThings(want.wanted, all) && (!want.wanted.some((entry) => entry.kind === 'otherPerson') || toSomeoneElse);
  for (const entry of want.wanted) {
    if (entry.kind === 'otherPerson') {
      total += 1;
      if (toSomeoneElse) found += 1;
      continue;
    }
    if (entry.kind === 'figure' && entry.quantity.kind === 'time') {
      // A time the offer does not restate is the want's own, as a figure is; an offer that names only other hours
      // ("start at 7" for "starting at 5am") gives another thing.
      const hours = clockHoursIn(all, offer);
      if (hours.length === 0) continue;
      if (!hours.some((hour) => isSameClockTime(hour, String(entry.quantity.value)))) return false;
      total += 1;
      found += 1;
      continue;
    }
    if (entry.kind === 'figure') {
      const sameKind = figures.filter((quantity) => quantity.kind === entry.quantity.kind);
      if (sameKind.length === 0) continue;
      if (!sameKind.some((quantity) => quantity.value === entry.quantity.value)) return false;
      total += 1;
      found += 1;
      continue;
    }
    const weight = entry.kind === 'each' ? EACH_WEIGHT : 1;
    total += weight;
    // "ship the 80 now" for "the 80 ready units": the same count said alone stands for what it counts.
    const byCount = entry.kind === 'word' && entry.counted !== undefined && countedAlone.has(entry.counted);
    const isGiven = entry.kind === 'each' ? givesEach(words, given) : (partGiven && entry.unspecific === true) || byCount || (entry.saysAClause === true && saysTheClause) || (entry.denied === true && givesWord(entry, denied, [], offer)) || (inParts && isOfPayingInParts(entry)) || givesWord(entry, given, words, offer);
    if (isGiven) found += weight;
  }
  if (total === 0) return want.spans.length > 0;
  return found >= Math.max(1, Math.ceil(total * GIVEN_SHARE));
}

// Verbs that only carry another: "will", "have", "be".
const CARRYING_VERBS: ReadonlySet<string> = new Set(['be', 'have', 'do', 'will', 'would', 'shall', 'can', 'could', 'may', 'might', 'must', 'should', "'ll"]);
// Words that end the things a doing is done to: its destination or the next clause.
const OBJECT_ENDS: ReadonlySet<string> = new Set(['to', 'for', 'from', 'with', 'by', 'on', 'at', 'until', 'and', 'but', 'so']);
// Determiners that make a person noun someone other than either side: "another coordinator", "the other team".
const OTHER_DETERMINERS: ReadonlySet<string> = new Set(['another', 'other']);

/**
 * Whether an offer does a doing the want names (its own verb, a synonym or one of its family, though the tagger counts
 * the offer's verb a word of grammar: "move") to things it names: "I will move the supplier invoices and the weekly rota
 * to Sam". Such a doing gives a want of an unspecific part of a whole ("some of the colleague's tasks moved").
 */
function doesTheDoingToNamedThings(wanted: readonly Wanted[], offered: readonly Word[]): boolean {
  const doings = wanted.filter((entry): entry is Extract<Wanted, { kind: 'word' }> => entry.kind === 'word' && entry.pos === 'verb' && entry.unspecific !== true);
  if (doings.length === 0 || !wanted.some((entry) => entry.kind === 'word' && entry.unspecific === true)) return false;
  const said = offered.filter((word) => word.isWord);
  return said.some((verb, index) => {
    if (verb.pos !== 'verb' || verb.negated || CARRYING_VERBS.has(verb.lemma)) return false;
    const family = new Set([verb.lemma, ...relatedWords(verb.lemma, 'verb').synonyms, ...derivedWords(verb.lemma, 'verb')]);
    const isOwnDoing = doings.some((doing) => doing.lemma === verb.lemma || [doing.lemma, ...relatedWords(doing.lemma, 'verb').synonyms].some((lemma) => family.has(lemma)));
    if (!isOwnDoing) return false;
    const rest = said.slice(index + 1);
    const end = rest.findIndex((word) => OBJECT_ENDS.has(word.lemma) && word.lemma !== 'and') ;
    const object = end < 0 ? rest : rest.slice(0, end);
    return object.some((word) => word.pos === 'noun' && !word.stopWord && !word.negated);
  });
}

/**
 * Whether an offer for a want of something done for someone else ("some of the rounds given to someone else") moves it
 * to the character by their own name and to no one else: "I'll give the Corbridge drops to Callum", said to Callum,
 * gives them to no one else, whatever else it shares with the want. `ownName`: the words of the character's name.
 */
export function givesOnlyToThemselves(offer: string, phrase: string, ownName: readonly string[]): boolean {
  if (!namesSomeoneElse(readWords(phrase))) return false;
  const own = new Set(ownName.map((word) => word.toLowerCase()));
  const said = readWords(offer).filter((word) => word.isWord && !word.negated);
  // Whom it goes to: the name after "to" ("to Callum", "to Callum Reid").
  const toWhom = said.flatMap((word, index) => (word.lemma === 'to' && isNameWord(said[index + 1]) ? [said[index + 1]!] : []));
  return toWhom.some((word) => own.has(word.text.toLowerCase())) && !toWhom.some((word) => !own.has(word.text.toLowerCase()));
}

/**
 * Whether an offer names a person other than either side: a first name ("to Sam", "Priya will take them"), or a noun
 * for a person after "another" or "other" ("another coordinator"). Never a pronoun, which is one of the sides.
 */
function namesOtherPerson(offered: readonly Word[]): boolean {
  const said = offered.filter((word) => word.isWord);
  return said.some((word, index) => {
    if (word.negated) return false;
    if (index > 0 && isNameWord(word) && (genderOfName(word.text) !== null || (isNameOnly(word.text) && nounKinds(word.lemma, 1).length === 0))) return true;
    return word.pos === 'noun' && OTHER_DETERMINERS.has(said[index - 1]?.lemma ?? '') && isPersonNoun(word.lemma);
  });
}

// Words after which a bare number is an hour of the day: "work until 6", "start at 10".
const CLOCK_LEADS = new Set(['at', 'until', 'till', 'from', 'by', 'before', 'after']);
const HOURS_ON_A_CLOCK = 12;

/**
 * The times of day an offer names, not negated: its times ("6pm", "18:00", "10.30am") as "HH:MM", and a bare number
 * of an hour after a word that leads a time ("until 6", "at 10") as that hour, said without morning or evening.
 */
function clockHoursIn(words: readonly Word[], offer: string): string[] {
  const times = quantitiesIn(offer).filter((quantity) => quantity.kind === 'time').map((quantity) => String(quantity.value));
  const bare = words.flatMap((word, index) => {
    const hour = /^\d{1,2}$/.test(word.text) ? Number(word.text) : NaN;
    return !word.negated && hour >= 1 && hour <= HOURS_ON_A_CLOCK && CLOCK_LEADS.has(words[index - 1]?.lemma ?? '') ? [`${hour}`] : [];
  });
  return [...times, ...bare];
}

/** Whether a time said ("18:00", or a bare hour "6") is the wanted one ("18:00"): a bare hour is either half of the day. */
function isSameClockTime(said: string, wanted: string): boolean {
  if (said.includes(':')) return said === wanted;
  const [hour, minutes] = wanted.split(':').map(Number);
  return minutes === 0 && hour !== undefined && hour % HOURS_ON_A_CLOCK === Number(said) % HOURS_ON_A_CLOCK;
}

/**
 * The doings an offer names as phrasal verbs WordNet holds: a verb and its particle ("we will make up all five
 * lessons", "pay you back") or the noun made from them ("five make-up lessons", "a callback").
 */
function doingsOf(words: readonly Word[]): Word[] {
  const said = words.filter((word) => word.isWord);
  const phrasal = said.flatMap((word, index) => {
    const particle = word.pos === 'verb' ? said[particleIndexOf(said, index)] : undefined;
    const lemma = particle ? `${word.lemma} ${particle.lemma}` : '';
    return particle && hasPartOfSpeech(lemma, 'verb') ? [{ ...word, lemma, stopWord: false }] : [];
  });
  return [...phrasal, ...doingsNamedByNouns(words)];
}

/** The counts an offer says alone, with no noun after them: "the 80" in "ship the 80 now". */
function countsStandingAlone(words: readonly Word[]): Set<number> {
  const alone = new Set<number>();
  words.forEach((word, index) => {
    const count = countOf(word);
    const next = words[index + 1];
    if (count !== null && /^\d+$/.test(word.text) && words[index - 1]?.lemma === 'the' && !(next && next.isWord && (next.pos === 'noun' || next.pos === 'adjective'))) alone.add(count);
  });
  return alone;
}

// What dividing a sum means in WordNet: a verb that is one of these, or has one as a synonym or a broader term
// ("split", "spread", "break up").
const DIVIDING = new Set(['divide', 'distribute']);

function divides(lemma: string): boolean {
  if (DIVIDING.has(lemma)) return true;
  const { synonyms, broader } = relatedWords(lemma, 'verb');
  return [...synonyms, ...broader].some((word) => DIVIDING.has(word));
}

/** "instalment" and "installment": WordNet files some senses under one spelling only. */
function isKindOfPayment(lemma: string): boolean {
  return isKindOf(lemma, 'payment') || (/(?<!l)l(?!l)/.test(lemma) && isKindOf(lemma.replace(/(?<!l)l(?!l)/, 'll'), 'payment'));
}

/**
 * A want that asks to pay in parts: it divides ("spread the cost", "split the fee"), names payments ("in instalments"),
 * or names a payment over a span of time ("a payment plan over three months"), which is paid a part at a time.
 */
function asksForParts(wanted: readonly Wanted[], spans: readonly number[] = []): boolean {
  return wanted.some((entry) => entry.kind === 'word' && ((entry.pos === 'verb' && divides(entry.lemma)) || (entry.pos === 'noun' && (entry.plural === true || spans.length > 0) && isKindOfPayment(entry.lemma))));
}

/** What a want of paying in parts names besides its parts: its dividing or paying verb and the sum (WordNet's possessions). */
function isOfPayingInParts(entry: Extract<Wanted, { kind: 'word' }>): boolean {
  if (entry.pos === 'verb') return divides(entry.lemma) || verbKinds(entry.lemma, 1)[0] === 'possession';
  return entry.pos === 'noun' && (isKindOfPayment(entry.lemma) || nounKinds(entry.lemma).includes('possession'));
}

/**
 * Whether an offer pays in parts: several payments ("in three instalments", "three monthly payments"), a sum for each
 * span of time ("£150 a month", "€63 per week"), or a sum divided over a span or into a count ("split it over three
 * months", "break the €190 into three").
 */
function paysInParts(words: readonly Word[], offer: string): boolean {
  if (words.some((word) => word.pos === 'noun' && word.text.toLowerCase() !== word.lemma.toLowerCase() && isKindOfPayment(word.lemma))) return true;
  if (quantitiesIn(offer).some((quantity) => quantity.kind === 'money' && isRate(offer, quantity))) return true;
  const divided = words.some((word) => word.pos === 'verb' && divides(word.lemma));
  return divided && (spansIn(words).length > 0 || words.some((word, index) => /^in(?:to)?$/i.test(word.text) && countOf(words[index + 1]) !== null));
}

// Words that say a span of time is more than was set: "two weeks later", "two more weeks", "an extra week".
const MORE_TIME_AFTER = new Set(['later', 'longer', 'more', 'extra']);
const MORE_TIME_BEFORE = new Set(['more', 'extra', 'another', 'further', 'additional']);
// Verbs that move or change a time: "move", "push back", "extend", "change" (WordNet's files of their commonest sense).
const MOVING_KINDS = new Set(['motion', 'change', 'contact']);

/**
 * Whether an offer gives more time, which a want of a delay ("a two-week extension") asks: a verb of putting off, a
 * span said as more ("hand it in two weeks later", "two more weeks", "an extra week") or given ("I'll give you the two
 * weeks", a verb of giving), or a time limit moved to a day ("I can move your deadline to 12 May").
 */
export function givesMoreTime(offer: string): boolean {
  const words = readWords(offer).filter((word) => word.isWord && !word.negated);
  if (words.some((word, index) => word.pos === 'verb' && postpones(words, index))) return true;
  const isGiving = (word: Word | undefined) => word?.pos === 'verb' && verbKinds(word.lemma, 1)[0] === 'possession';
  const verbBefore = (index: number) => words.slice(Math.max(0, index - 4), index).reverse().find((word) => word.pos === 'verb');
  let namesSpan = false;
  for (let index = 0; index < words.length; index += 1) {
    // "I'll give you the extra week", "another fortnight": a span said as more, whatever stands before it.
    if (unitOf(words[index]) !== null && MORE_TIME_BEFORE.has(words[index - 1]?.text.toLowerCase() ?? '')) return true;
    const count = countOf(words[index]) !== null || ONE_OF.has(words[index]!.text.toLowerCase());
    const between = MORE_TIME_AFTER.has(words[index + 1]?.text.toLowerCase() ?? '') ? 1 : 0;
    // "£200 a month" is a rate, not a span of time.
    if (!count || unitOf(words[index + 1 + between]) === null || countOf(words[index - 1]) !== null) continue;
    namesSpan = true;
    const after = words[index + 2 + between]?.text.toLowerCase() ?? '';
    const before = words[index - 1]?.text.toLowerCase() ?? '';
    if (between === 1 || MORE_TIME_AFTER.has(after) || MORE_TIME_BEFORE.has(before)) return true;
    // "I'll give you the two weeks": the span is the thing given, not a time by which something is done.
    if (!DEADLINE_WORDS.has(before) && isGiving(verbBefore(index))) return true;
  }
  const hasDate = quantitiesIn(offer).some((quantity) => quantity.kind === 'date');
  // "I can give you until 12 May": the time given runs to the day named.
  if (hasDate && words.some((word, index) => /^(?:until|till)$/i.test(word.text) && isGiving(verbBefore(index)))) return true;
  // "I can move your deadline to 12 May", "push the hand-in date back two weeks": a time limit moved by a day or a span.
  return (
    (hasDate || namesSpan) &&
    words.some((word, index) => word.pos === 'verb' && MOVING_KINDS.has(verbKinds(word.lemma, 1)[0] ?? '') && words.slice(index + 1, index + 4).some((next) => next.pos === 'noun' && nounKinds(next.lemma, 1)[0] === 'time'))
  );
}

/** Whether a want names a delay: "a two-week extension", "a postponement of the hearing". */
export function wantsMoreTime(phrase: string): boolean {
  return readWords(phrase).some((word) => word.pos === 'noun' && !word.negated && namesDelay(word.lemma));
}

// Verbs of dealing with a matter in general, which name nothing done: "sort", "handle", "deal with", "look into".
const DEALING_VERBS = new Set(['sort', 'handle', 'deal', 'fix', 'resolve', 'look', 'make', 'take', 'work', 'manage', 'do', 'solve', 'address', 'figure', 'straighten', 'see', 'get', 'put', 'try']);
// What such a verb is done to when it names nothing: the matter, as a pronoun.
const THE_MATTER = new Set(['it', 'this', 'that', 'everything', 'things', 'something', 'anything', 'all']);
// Words that go with such a verb and name nothing either: "take care of it", "make it right", "sort it out".
const DEALING_WORDS = new Set(['care', 'right', 'good', 'sure', 'fine', 'okay', 'ok']);
const MODAL_OR_PROMISE = new Set(['will', 'can', 'shall', 'would', 'could', 'be', 'have', 'promise', 'let', 'assure', 'guarantee']);
const DAY_OR_TIME = /\b(?:today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month)\b/i;

/**
 * A promise that names nothing to be done: "We'll sort it out", "I'll look into it", "we'll make it right". Its verb
 * deals with the matter in general, done to the matter as a pronoun, with no thing, figure or day of its own. Such a
 * line meets no want and settles no concern.
 */
export function isVaguePromise(sentence: string): boolean {
  const words = readWords(sentence).filter((word) => word.isWord);
  if (quantitiesIn(sentence).length > 0 || DAY_OR_TIME.test(sentence)) return false;
  if (words.some((word) => word.pos === 'noun' && !THE_MATTER.has(word.lemma) && !DEALING_WORDS.has(word.lemma) && !DEALING_VERBS.has(word.lemma))) return false;
  const verbs = words.filter((word) => (word.pos === 'verb' || DEALING_VERBS.has(word.lemma)) && !DEALING_WORDS.has(word.lemma) && !MODAL_OR_PROMISE.has(word.lemma));
  return verbs.length > 0 && verbs.every((verb) => DEALING_VERBS.has(verb.lemma)) && words.some((word) => THE_MATTER.has(word.text.toLowerCase()));
}

const BOUND_BEFORE = /\b(?:at least|(?:a )?minimum of|more than|over|upwards of|at most|(?:a )?maximum of|up to|under|less than|below)\s+$/i;

/**
 * Whether a line states a figure the phrase also names, at another value: "We can refund £30" against "a refund of
 * the £60 difference". A line that states no such figure contradicts nothing.
 */
export function contradictsFigures(line: string, phrase: string): boolean {
  const stated = quantitiesIn(line).filter((quantity) => FIGURE_KINDS.has(quantity.kind) && quantity.kind !== 'number' && typeof quantity.value === 'number');
  // "at least £500", "no more than 5%": a bound, met by any figure within it (offer-reading.ts), not one value.
  const isBound = (quantity: Quantity) => BOUND_BEFORE.test(phrase.slice(0, Math.max(0, phrase.indexOf(quantity.text))));
  const wanted = quantitiesIn(phrase);
  // "to end the lease without paying the £1,900 exit fee": a sum the want denies paying is no sum asked for, so an
  // offer that names another ("credit you £2,600") contradicts nothing.
  const denied = readWords(phrase).filter((word) => word.negated && /\d/.test(word.text)).map((word) => word.text);
  const isDenied = (quantity: Quantity) => denied.some((text) => quantity.text.includes(text));
  const otherFigure = wanted
    .filter((quantity) => FIGURE_KINDS.has(quantity.kind) && quantity.kind !== 'number' && typeof quantity.value === 'number' && !isBound(quantity) && !isDenied(quantity))
    .some((figure) => {
      const sameKind = stated.filter((quantity) => quantity.kind === figure.kind);
      return sameKind.length > 0 && !sameKind.some((quantity) => quantity.value === figure.value);
    });
  // "You can start at 7" against "starting at 5am": a line that names hours of the day, none of them the phrase's.
  const times = wanted.filter((quantity) => quantity.kind === 'time').map((quantity) => String(quantity.value));
  const hours = times.length === 0 ? [] : clockHoursIn(readWords(line), line);
  return otherFigure || (hours.length > 0 && !hours.some((hour) => times.some((time) => isSameClockTime(hour, time))));
}

/**
 * What the thing a want names costs, by the character's facts about the same thing: "the full repair paid" with "A
 * piano restorer quoted £2,400 to repair it" costs £2,400. Only a want with no figure of its own, and only when the
 * facts naming its nouns state one sum of money and no other.
 */
export function costOfWant(want: string, facts: readonly string[]): Quantity | null {
  if (quantitiesIn(want).some((quantity) => FIGURE_KINDS.has(quantity.kind) && quantity.kind !== 'number')) return null;
  // "money off the order": what comes off a thing is a part of what it cost, so the thing after "off" says no cost of
  // the want's, nor does what was paid for it.
  const wantWords = readWords(want);
  const off = wantWords.findIndex((word) => word.lemma === 'off');
  const nouns = new Set((off < 0 ? wantWords : wantWords.slice(0, off)).filter((word) => word.isWord && word.pos === 'noun' && !word.stopWord).map((word) => word.lemma));
  if (nouns.size === 0) return null;
  const sumsOf = (fact: string) => quantitiesIn(fact).filter((quantity) => quantity.kind === 'money' && typeof quantity.value === 'number');
  const named = facts.filter((fact) => readWords(fact).some((word) => nouns.has(word.lemma))).flatMap(sumsOf);
  // "my money back" with "I paid £620 for the crown": the money wanted back is what the character paid, once, not
  // a sum paid for each span of time ("£18 a month").
  const isPaid = (fact: string) => readWords(fact).some((word) => word.pos === 'verb' && !word.negated && isPaying(word.lemma));
  const paid = named.length === 0 && off < 0 && [...nouns].some(isMoney) ? facts.filter(isPaid).flatMap((fact) => sumsOf(fact).filter((quantity) => !isRate(fact, quantity))) : [];
  const sums = named.length > 0 ? named : paid;
  const values = new Set(sums.map((quantity) => quantity.value));
  return values.size === 1 ? sums[0]! : null;
}

/** Whether a line's sums of money all fall below what the want costs: "we can pay £1,500" of a £2,400 repair. */
export function fallsShortOf(line: string, cost: Quantity | null): boolean {
  if (!cost || typeof cost.value !== 'number') return false;
  // "£20 a month" is a part paid for each span of time, not the whole said short.
  const sums = quantitiesIn(line).filter((quantity) => quantity.kind === cost.kind && typeof quantity.value === 'number' && !isRate(line, quantity));
  return sums.length > 0 && sums.every((quantity) => (quantity.value as number) < (cost.value as number));
}

/** Whether a figure is said for each span of time: "£20 a month", "€63 per week", "£50 every fortnight". */
function isRate(line: string, quantity: Quantity): boolean {
  return rateUnitOf(line, quantity) !== null;
}

// The kinds of figure an offer stands by until another offer states its own: a sum, a share.
const STANDING_KINDS: ReadonlySet<Quantity['kind']> = new Set(['money', 'percent']);

/** The sums and shares an offer states, as written: "We can refund £320" → ["£320"]. */
export function figuresOffered(offer: string): string[] {
  return quantitiesIn(offer).filter((quantity) => STANDING_KINDS.has(quantity.kind) && typeof quantity.value === 'number').map((quantity) => quantity.text);
}

// The pronouns that name the whole of what is spoken of: "everything", "all of it" (WordNet holds "all", not
// "everything", as a word for the whole: "all" is listed with "whole", "wholly", "entirely").
const WHOLE_PRONOUNS: Readonly<Record<string, string>> = { everything: 'all' };

/** "all" or "everything" as the whole of something ("refund everything", "all of it"), not "all we can do is…". */
function wholesNamed(line: string): string[] {
  const words = readWords(line).filter((word) => word.isWord);
  return words.flatMap((word, index) => {
    const text = word.text.toLowerCase();
    if (WHOLE_PRONOUNS[text]) return [WHOLE_PRONOUNS[text]];
    const next = words[index + 1]?.text.toLowerCase();
    return text === 'all' && (next === 'of' || next === undefined || words[index - 1]?.pos === 'verb') ? ['all'] : [];
  });
}

// What says a share of a thing rather than all of it: "half", "part of", "a partial refund", "some of it".
const PART_WORDS = new Set(['half', 'part', 'partial', 'portion', 'some', 'share']);
// One of several in order: "the first night", "the 2nd instalment".
const ORDINAL = /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|\d+(?:st|nd|rd|th))$/i;

/**
 * Whether a want names a thing whole ("a full refund", "the whole deposit back") and the line offers a part of it
 * instead: a sum, a share ("half", "part of it") or one of several ("the first night"), never saying the whole.
 * "I'll refund the first night, £180" gives no "full refund"; "a full refund of your £540" does.
 */
export function offersPartOfWhole(line: string, phrase: string): boolean {
  if (!readWords(phrase).some((word) => word.isWord && sameAmount(word.lemma.toLowerCase(), 'whole'))) return false;
  const said = readWords(line).filter((word) => word.isWord && !word.negated);
  if (said.some((word) => sameAmount(word.lemma.toLowerCase(), 'whole')) || wholesNamed(line).length > 0) return false;
  return quantitiesIn(line).some((quantity) => quantity.kind === 'money') || said.some((word) => PART_WORDS.has(word.lemma.toLowerCase()) || ORDINAL.test(word.text));
}

// Words that count a plural noun as a whole: "both months", "all three invoices".
const COUNTED_WHOLES: Readonly<Record<string, number>> = { both: 2 };

/** The plural nouns a want counts, with their count: "both months refunded" → month 2, "the three invoices paid" → invoice 3. */
export function countedNouns(phrase: string): { lemma: string; count: number }[] {
  const words = readWords(phrase).filter((word) => word.isWord);
  return words.flatMap((word, index) => {
    const count = COUNTED_WHOLES[word.text.toLowerCase()] ?? countOf(word);
    const noun = words[index + 1];
    if (count === null || count < 2 || noun?.pos !== 'noun' || noun.text.toLowerCase() === noun.lemma.toLowerCase()) return [];
    return [{ lemma: noun.lemma.toLowerCase(), count }];
  });
}

/**
 * Whether a want counts several things of a kind ("both months refunded") and the line offers fewer of them by name,
 * in the clauses it does not refuse: "I can refund October, but November I cannot do" gives one month of two (WordNet:
 * October is a month). A line that names the kind itself with its count or "both"/"all" offers them all.
 */
export function offersFewerThanCounted(line: string, phrase: string): boolean {
  const counted = countedNouns(phrase);
  if (counted.length === 0) return false;
  // The clauses the line does not refuse: "…, but November I cannot do" refuses what it names.
  const clauses = line.split(/,?\s+but\s+|;\s*/i).filter((clause) => !readWords(clause).some((word) => word.negated || /^(?:not|n't|never|cannot)$/i.test(word.text)));
  const said = clauses.flatMap((clause) => readWords(clause).filter((word) => word.isWord));
  return counted.some(({ lemma, count }) => {
    if (said.some((word) => word.lemma.toLowerCase() === lemma)) return false;
    const named = namedKindsOf(lemma, said);
    return named.size > 0 && named.size < count;
  });
}

/** A word of how much, with its WordNet synonyms and the adjectives it and they are mutually similar to: "full" → entire, total, whole. */
function amountSenses(lemma: string): Set<string> {
  const senses = new Set([lemma, ...relatedWords(lemma).synonyms]);
  for (const similar of derivedWords(lemma, 'adjective')) if (derivedWords(similar, 'adjective').includes(lemma)) senses.add(similar);
  return senses;
}

/** Whether two words say the same amount of a thing: "whole" or "all" for "full", by WordNet, never by spelling alone. */
function sameAmount(said: string, wanted: string): boolean {
  if (said === wanted) return true;
  const wantedSenses = amountSenses(wanted);
  if (wantedSenses.size === 1) return false;
  return [...amountSenses(said)].some((sense) => wantedSenses.has(sense));
}

/**
 * A line as it is judged against a want: a line that states no sum or share of its own carries the figures offered
 * before ("I'll send the refund by Friday" after "We can refund £320" still gives £320), unless it says the want
 * again in its own words, figures aside ("We'll refund it in full" names the whole of "the full £640 refunded").
 */
export function withFiguresOffered(line: string, offered: readonly string[], want: string): string {
  if (offered.length === 0 || figuresOffered(line).length > 0) return line;
  // The want's words besides its figures, with the words that say how much of it ("full", "whole").
  const lemmasOf = (text: string) =>
    readWords(quantitiesIn(text).reduce((rest, quantity) => rest.replace(quantity.text, ' '), text))
      .filter((word) => word.isWord && /\p{L}/u.test(word.text) && (!word.stopWord || word.pos === 'adjective' || word.pos === 'adverb'))
      .map((word) => word.lemma.toLowerCase());
  const said = new Set([...lemmasOf(line), ...wholesNamed(line)]);
  const wanted = lemmasOf(want);
  const saysTheWant = wanted.length > 0 && wanted.every((lemma) => said.has(lemma) || [...said].some((other) => sameAmount(other, lemma)));
  return saysTheWant ? line : `${line} ${offered.join(' ')}`;
}

// The doings that start a thing: what ends it is their opposite ("stop", "end"), as WordNet links them.
const STARTING = new Set(['start', 'begin']);

/** Whether a doing ends a thing: "stop", "end", "cease" (opposites of starting, or synonyms of one). */
function ends(lemma: string): boolean {
  const isOpposite = (verb: string) => antonymsOf(verb, 'verb', 4).some((opposite) => STARTING.has(opposite));
  return isOpposite(lemma) || relatedWords(lemma, 'verb').synonyms.some(isOpposite);
}

/** The doing a noun names: "pick-ups" → pick up (the model reads "pick" and "ups"), "deliveries" → deliver. */
function doingsOfNoun(words: readonly Word[], index: number): string[] {
  const noun = words[index]!;
  const next = words[index + 1];
  const phrasal = next && PARTICLE_NOUNS.has(next.lemma) ? `${noun.lemma} ${next.lemma}` : null;
  if (phrasal && hasPartOfSpeech(phrasal, 'verb')) return [phrasal];
  return derivedWords(noun.lemma, 'noun').filter((word) => hasPartOfSpeech(word, 'verb'));
}
const PARTICLE_NOUNS = new Set(['up', 'off', 'out', 'in', 'over', 'back', 'down']);
// A phrasal verb's everyday senses lie deeper in WordNet than a single word's ("pick up": collect).
const DOING_SENSES = 4;

/**
 * Whether a line gives a want that a kind of doing ends ("the late pick-ups to stop") by promising the doing the other
 * way: "We will collect Ruby by 6 from now on". The doing is said in its words or a synonym ("collect" is to pick up),
 * with the opposite of what marks it (WordNet's antonym: "early" for "late"), or, when its opposite is early, a time it
 * is done by ("by 6", "before 6pm").
 */
export function endsByDoingItOtherwise(line: string, phrase: string): boolean {
  const wanted = readWords(phrase).filter((word) => word.isWord);
  if (!wanted.some((word) => word.pos === 'verb' && ends(word.lemma))) return false;
  const said = readWords(line).filter((word) => word.isWord);
  if (said.some((word) => word.negated)) return false;
  return wanted.some((word, index) => {
    const mark = wanted[index - 1];
    if (word.pos !== 'noun' || mark?.pos !== 'adjective') return false;
    const doings = doingsOfNoun(wanted, index);
    const isDone = said.some((other) => other.pos === 'verb' && doings.some((doing) => doing === other.lemma || relatedWords(doing, 'verb', DOING_SENSES).synonyms.includes(other.lemma)));
    if (!isDone) return false;
    const opposites = [...antonymsOf(mark.lemma, 'adjective', 4), ...antonymsOf(mark.lemma, 'adverb', 4)];
    const otherwise = new Set(opposites.flatMap((opposite) => [opposite, ...relatedWords(opposite, 'any').synonyms]));
    if (said.some((other) => otherwise.has(other.lemma))) return true;
    return otherwise.has('early') && said.some((other, at) => BY_A_TIME.has(other.lemma) && /^\d/.test(said[at + 1]?.text ?? ''));
  });
}
// Words that set the time a doing is done by: "by 6", "before 6pm".
const BY_A_TIME = new Set(['by', 'before']);

// A limit named by its noun: "a price within budget", "a fee under my cap", "a rent below their offer".
const WITHIN_NAMED = /\b(?:within|under|below|inside)\s+(?:my|our|the|your|their|his|her)?\s*(\p{L}+)/iu;
const CLAUSE_END = /,\s|;|\b(?:and|but|while|whereas)\b/i;

/** A most a want allows, by the character's facts: its value and the span it is said for each of ("a year"), if any. */
export interface NamedLimit {
  value: number;
  unit: string | null;
}

/**
 * The sum a want's limit stands for, by the character's facts: "a price within budget" with "My budget is £20,000 a
 * year and your quote is £26,400" is at most £20,000 a year. Only a fact whose clause naming the noun states one sum.
 */
export function limitNamedIn(want: string, facts: readonly string[]): NamedLimit | null {
  const noun = WITHIN_NAMED.exec(want)?.[1];
  if (!noun) return null;
  const lemma = readWords(noun)[0]?.lemma;
  for (const fact of facts) {
    const words = readWords(fact);
    const at = words.findIndex((word) => word.lemma === lemma && word.pos === 'noun');
    if (at < 0) continue;
    const from = fact.toLowerCase().indexOf(words[at]!.text.toLowerCase());
    const clause = fact.slice(from).split(CLAUSE_END)[0]!;
    const sums = quantitiesIn(clause).filter((quantity) => quantity.kind === 'money' && typeof quantity.value === 'number');
    if (sums.length === 1) return { value: sums[0]!.value as number, unit: rateUnitOf(clause, sums[0]!) };
  }
  return null;
}

/** The unit a sum is said for each of ("£20,000 a year", "€63 per week", "£50 every fortnight"), or null. */
function rateUnitOf(text: string, quantity: Quantity): string | null {
  const at = text.indexOf(quantity.text);
  if (at < 0) return null;
  const [each, unit] = readWords(text.slice(at + quantity.text.length)).filter((word) => word.isWord);
  return each !== undefined && ONE_OF.has(each.text.toLowerCase()) && each.text.toLowerCase() !== 'one' ? unitOf(unit) : null;
}

/**
 * Whether an offer keeps to a limit a want names by its noun: "And if we came down to £20,000 a year?" for "a price
 * within budget" when the budget is £20,000 a year. Every sum it names is at most the limit, each said for a span when
 * the limit is.
 */
export function givesWithinLimit(offer: string, limit: NamedLimit | null): boolean {
  if (!limit) return false;
  const sums = quantitiesIn(offer).filter((quantity) => quantity.kind === 'money' && typeof quantity.value === 'number');
  // "£1,600 a month" keeps to "£20,000 a year": sums said for different spans are compared for each day.
  const perDay = (value: number, unit: string | null) => (unit === null ? value : value / UNIT_DAYS[unit]!);
  return (
    sums.length > 0 &&
    sums.every((quantity) => {
      const unit = rateUnitOf(offer, quantity);
      return (unit === null) === (limit.unit === null) && perDay(quantity.value as number, unit) <= perDay(limit.value, limit.unit);
    })
  );
}
