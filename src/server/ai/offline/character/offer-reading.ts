// What a learner's lines give the character, read by meaning: an offer (a first-person commitment or proposal, not
// negated), a date, a promise in writing, an apology, a reason, a figure, and the things the lines name. A concern or
// a condition of the brief ("a concrete fix with a date, confirmed in writing", "the exclusion taken off my record")
// is read the same way, as the parts it asks for; it is met once the conversation has given every part of one of its
// alternatives. A greeting, a question or a pushy line gives nothing.
import { readWords, wordStarts, type Word } from '../../language/lemmas.ts';
import { quantitiesIn, type Quantity } from '../../language/quantities.ts';
import { derivedWords, hasPartOfSpeech, nounKinds, relatedWords, verbKinds } from '../../language/wordnet.ts';
import { PARTICLES, particleIndexOf } from '../../language/phrasal-verbs.ts';
import { isQuestion, splitSentences } from '../../language/text.ts';
import { ownSideSubjectEnd, type ScenarioSides } from '../../language/own-side.ts';
import { givesWhatIsNamed } from './fact-meaning.ts';
import { wantedByMet } from './deadline-met.ts';
import { contradictsFigures, conveysAnyOf, countedNouns, givesMoreTime, isVaguePromise, offerGives, offersFewerThanCounted, offersPartOfWhole, spansIn, wantedIn, type Wanted } from './offer-meaning.ts';
import { namesDelay } from '../../language/putting-off.ts';

/** The parts a concern or a condition can ask for, besides the things it names. */
export type Part = 'offer' | 'date' | 'writing' | 'apology' | 'reason' | 'hearing' | 'commitment' | 'figure';

// Words of a brief's phrase that ask for a part rather than name a thing, by lemma.
const PART_WORDS: Record<Part, readonly string[]> = {
  offer: ['offer', 'answer', 'fix', 'solution', 'step', 'plan', 'option', 'proposal', 'example', 'alternative', 'way', 'return', 'exchange', 'trade', 'concession', 'term', 'terms', 'commitment', 'movement', 'action', 'outcome', 'forward', 'something'],
  date: ['date', 'when', 'timeline', 'deadline', 'timescale', 'schedule', 'day'],
  writing: ['writing', 'written', 'write', 'email', 'letter', 'paper'],
  apology: ['apology', 'sorry', 'apologise', 'apologize'],
  reason: ['reason', 'criterion', 'criteria', 'why', 'explanation', 'because'],
  hearing: ['side', 'view', 'listen', 'hear', 'heard'],
  commitment: ['own', 'owner', 'ownership', 'responsibility', 'someone', 'personally'],
  figure: ['proof', 'evidence', 'figure', 'number', 'data'],
};
const PART_OF = new Map<string, Part>(Object.entries(PART_WORDS).flatMap(([part, words]) => words.map((word): [string, Part] => [word, part as Part])));

// Words that qualify what is asked for and name nothing: "a straight answer", "in plain words", "not just a promise".
const QUALIFIERS = new Set(['concrete', 'clear', 'straight', 'plain', 'real', 'proper', 'properly', 'specific', 'small', 'short', 'fair', 'firm', 'full', 'new', 'word', 'words', 'just', 'only', 'what', 'me', 'my', 'i', 'us', 'our', 'confirm', 'confirmed', 'give', 'get', 'let', 'make', 'know', 'need', 'want', 'would', 'be', 'have', 'any', 'some', 'end', 'thing', 'change', 'changes', 'mean', 'practice', 'happen', 'next', 'now', 'can', 'take', 'back', 'people', 'explain', 'chance', 'pass', 'one', 'person', 'promise', 'work', 'flat', 'instead', 'see', 'through', 'sees']);

/** A figure asked for as a bound: "at least £1,000" is met by £1,080, "no more than 5%" by 4%. */
interface Bound {
  kind: Quantity['kind'];
  value: number;
  isFloor: boolean;
}

/** One way a phrase can be met: the parts it asks for, the figures it bounds and the things it names. */
interface Alternative {
  parts: ReadonlySet<Part>;
  bounds: readonly Bound[];
  /** The phrase's own content words, as written, for the meaning check; '' when it names nothing of its own. */
  things: string;
  /** What it names, by meaning (offer-meaning.ts): words, "X by X" and figures; and its spans of time, in days. */
  wanted: Wanted[];
  spans: number[];
  /** The alternative as written: "a full refund". */
  phrase: string;
  /** The matter it asks a time for, when that matter is held at a time ("appointment" in "a new appointment this week"). */
  timedMatter: readonly string[];
  /** The doings of an act it asks the time of ("deliver" of "a firm delivery date"), when that act is not the matter. */
  timedActs: readonly string[];
}

const FLOOR_WORDS = /\b(?:at least|a minimum of|minimum of|more than|over|upwards of)\s+$/i;
const CEILING_WORDS = /\b(?:at most|a maximum of|maximum of|up to|under|less than|below)\s+$/i;
/** "no more than" is a ceiling and "no less than" a floor, whatever "more than" and "less than" are alone. */
const NEGATED_BOUND = /\b(?:no|not)\s+(more|less)\s+than\s+$/i;
const BOUNDED_KINDS = new Set<Quantity['kind']>(['money', 'number', 'percent']);

/** The figures of a phrase that it asks for as a floor or a ceiling, and the phrase without them. */
function boundsIn(phrase: string): { bounds: Bound[]; rest: string } {
  const bounds: Bound[] = [];
  let rest = phrase;
  // "over three months" is a span of time, not more than three of something.
  const words = readWords(phrase);
  const spanCounts = new Set(spansIn(words).map((span) => words[span.at[0]!]!.text.toLowerCase()));
  for (const quantity of quantitiesIn(phrase)) {
    if (!BOUNDED_KINDS.has(quantity.kind) || typeof quantity.value !== 'number' || spanCounts.has(quantity.text.toLowerCase())) continue;
    const at = phrase.indexOf(quantity.text);
    const before = at < 0 ? '' : phrase.slice(0, at);
    const negated = NEGATED_BOUND.exec(before);
    const isFloor = negated ? negated[1]!.toLowerCase() === 'less' : FLOOR_WORDS.test(before);
    if (!negated && !isFloor && !CEILING_WORDS.test(before)) continue;
    bounds.push({ kind: quantity.kind, value: quantity.value, isFloor });
    rest = rest.replace(quantity.text, ' ');
  }
  return { bounds, rest };
}

function satisfies(bound: Bound, offer: string): boolean {
  return quantitiesIn(offer).some(
    (quantity) => quantity.kind === bound.kind && typeof quantity.value === 'number' && (bound.isFloor ? quantity.value >= bound.value : quantity.value <= bound.value),
  );
}

/**
 * The words of a phrase that only say which part is meant: what stands before a part's word in its noun phrase, an
 * adjective ("a fixed date", "a realistic timeline") or a noun naming the conversation's matter ("a repair date" in a
 * talk about the repair). The part is asked for; they are not things an offer must name besides it.
 */
function partModifiers(words: readonly Word[], isPart: (word: Word) => boolean, matter: ReadonlySet<string>): Set<Word> {
  const modifiers = new Set<Word>();
  words.forEach((word, index) => {
    if (!isPart(word) || word.pos !== 'noun') return;
    for (let at = index - 1; at >= 0; at -= 1) {
      const before = words[at]!;
      // An adjective, not a participle: "summarised terms" asks for a summary, "a fixed date" only for a date.
      const isAdjective = before.pos === 'adjective';
      if (!before.isWord || before.stopWord || isPart(before) || (!isAdjective && before.pos !== 'noun')) break;
      // "a fixed refund date": the adjective says which date; the refund is a thing of its own.
      if (isAdjective || matter.has(before.lemma)) modifiers.add(before);
    }
  });
  return modifiers;
}

/**
 * The words of a phrase that say what a thing is for, by what the character has told happened: "€400 compensation for
 * the missed meeting", "a refund for the cancelled trip". A "for" after a noun opens it, up to the next comma, "and"
 * or "or"; it counts only when every noun in it names something `told` holds (the lemmas of the character's facts).
 * An offer that gives the thing gives it for that, without saying why again; "a place for my son" names who, which
 * the facts may not tell, and stays.
 */
function toldPurpose(words: readonly Word[], told: ReadonlySet<string>): Set<Word> {
  const purpose = new Set<Word>();
  if (told.size === 0) return purpose;
  words.forEach((word, index) => {
    if (word.lemma !== 'for' || words[index - 1]?.pos !== 'noun') return;
    const span: Word[] = [];
    for (const next of words.slice(index + 1)) {
      if (!next.isWord || /^(?:and|or|but)$/i.test(next.text)) break;
      span.push(next);
    }
    const nouns = span.filter((next) => next.pos === 'noun' && !next.stopWord);
    if (nouns.length > 0 && nouns.every((noun) => told.has(noun.lemma))) for (const next of span) purpose.add(next);
  });
  return purpose;
}

// Who a clause after a noun can open with, saying which of that thing is meant: "the compensation I am owed".
const CLAUSE_SUBJECTS = new Set(['i', 'he', 'she', 'we', 'they', 'you']);

/**
 * The words of a clause that only say which thing a noun names, by who owes, paid or did it: "the compensation I am
 * owed", "the £40 she paid", "the hours he worked". It follows a noun with no "that" or "which", opens on a subject and
 * its verb, and runs to the next comma, "and" or "or". An offer that gives the thing gives the one meant: "file your
 * compensation claim for €400" gives "the compensation I am owed" without saying who owes it.
 */
function whichClause(words: readonly Word[]): Set<Word> {
  const clause = new Set<Word>();
  words.forEach((word, index) => {
    const subject = words[index + 1];
    if (word.pos !== 'noun' || !subject || !CLAUSE_SUBJECTS.has(subject.text.toLowerCase())) return;
    const span: Word[] = [];
    for (const next of words.slice(index + 1)) {
      if (!next.isWord || /^(?:and|or|but)$/i.test(next.text)) break;
      span.push(next);
    }
    if (span.slice(1, 3).some((next) => next.pos === 'verb')) for (const next of span) clause.add(next);
  });
  return clause;
}

/**
 * A clause that names what is wanted only by who owes, paid or was promised it: "what I am owed", "what she paid". Its
 * words name no thing; it asks for an offer, and for a figure when its verb is one of having and giving (WordNet's
 * possession: owe, pay, lose): what someone is owed is met by an offer that says how much, or what will be done for it
 * by a day ("I'll file your claim for €400 and you'll hear by 30 November").
 */
function freeRelative(words: readonly Word[]): { words: Set<Word>; parts: Part[] } {
  const clause = new Set<Word>();
  const at = words.findIndex((word, index) => word.lemma === 'what' && CLAUSE_SUBJECTS.has(words[index + 1]?.text.toLowerCase() ?? ''));
  if (at < 0) return { words: clause, parts: [] };
  const span: Word[] = [];
  for (const next of words.slice(at)) {
    if (!next.isWord || /^(?:and|or|but)$/i.test(next.text)) break;
    span.push(next);
  }
  const verbs = span.slice(2, 5).filter((word) => word.pos === 'verb');
  if (verbs.length === 0) return { words: clause, parts: [] };
  for (const word of span) clause.add(word);
  const isHaving = verbKinds(verbs.at(-1)!.lemma, 1)[0] === 'possession';
  return { words: clause, parts: isHaving ? ['offer', 'figure'] : ['offer'] };
}

/**
 * A phrase's alternatives: "a part-payment now or a short payment plan" is met by either. `matter` holds the lemmas of
 * what the conversation is about ("repair"), which only say which part a phrase asks for (see partModifiers); `told`
 * the lemmas of what the character's facts tell, which only say what a thing is for (see toldPurpose).
 */
export function alternativesOf(phrase: string, matter: ReadonlySet<string> = new Set(), told: ReadonlySet<string> = new Set()): Alternative[] {
  return thingsOrOthers(phrase)
    .flatMap(doneOneWayOrAnother)
    .flatMap(oneDoingOrAnother)
    .flatMap(orByItsMeans)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((phrasePart) => {
      const { bounds, rest: part } = boundsIn(phrasePart);
      const parts = new Set<Part>();
      const things: string[] = [];
      const partWords = readWords(part);
      // "over three months": a span of time asks for that span (offer-meaning.ts), not for a date.
      const inSpan = new Set(spansIn(partWords).flatMap((span) => span.at.map((at) => partWords[at])));
      const modifiers = partModifiers(partWords, (word) => partOf(word) !== undefined, matter);
      const purpose = toldPurpose(partWords, told);
      const which = whichClause(partWords);
      const owed = freeRelative(partWords);
      const namesPartOfAThing = compoundModifiers(partWords);
      const timedMatter = matterGivenByItsTime(partWords, matter);
      // "your word that I can go to LeadDev London on 14 and 15 March": the day of a doing the character asks leave for
      // is theirs, said of it like its place; leave given for that doing gives it, with or without the day said again.
      const ownDoingsDay = /^your word that I can\b/i.test(phrasePart);
      const timedActs = actsTimedBy(partWords, timedMatter);
      // "the fees for both days refunded": days counted are things wanted ("Monday and Tuesday"), not a date asked for.
      const counted = new Set(countedNouns(part).map((noun) => noun.lemma));
      for (const part of owed.parts) parts.add(part);
      const phrasal = phrasalVerbWords(partWords);
      for (const word of partWords) {
        if (phrasal.has(word)) {
          things.push(word.text);
          continue;
        }
        if (!word.isWord || inSpan.has(word) || modifiers.has(word) || purpose.has(word) || which.has(word) || owed.words.has(word) || timedMatter.has(word) || timedActs.has(word)) continue;
        const found = namesPartOfAThing.has(word) || counted.has(word.lemma.toLowerCase()) ? undefined : partOf(word);
        if (found && !(ownDoingsDay && found === 'date')) parts.add(found);
        else if (!word.stopWord && !QUALIFIERS.has(word.lemma) && !QUALIFIERS.has(word.text.toLowerCase()) && /\p{L}{3,}|\d/u.test(word.text)) things.push(word.text);
      }
      const named = new Set(things);
      const { wanted, spans } = wantedIn(part, (word) => named.has(word.text));
      const actVerbs = [...timedActs.values()].flat();
      return { parts, bounds, things: things.join(' '), wanted, spans, phrase: phrasePart, timedMatter: [...timedMatter].map((word) => word.lemma), timedActs: actVerbs };
    });
}

// "or" and what follows it: the words that may lead a second thing in, then the thing.
const OR_THEN = /,?\s+or\s+/giu;
const DETERMINER = /^(?:a|an|the|another|some|any|my|your|other)\b/i;
// At most this many words lead a second thing in: "at the very least".
const MAX_LEAD_WORDS = 4;

/**
 * A phrase's things wanted one or another: "a part-payment now or a short payment plan", "the bill brought down to what
 * I agreed, or at least a payment plan over three months", "the rest delivered by Friday or loan chairs in the
 * meantime". The second opens on a determiner or, with a thing wanted before "or", on a noun as the phrase reads it;
 * the words between "or" and it only weigh it, adverbs as the tagger reads them, after a preposition and "the" at most
 * ("at least", "at the very least", "ideally").
 */
function thingsOrOthers(phrase: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const match of phrase.matchAll(OR_THEN)) {
    const after = phrase.slice(match.index + match[0].length);
    const before = phrase.slice(from, match.index);
    const read = readWords(after).filter((word) => word.isWord);
    const lead = leadLength(read);
    const rest = read.slice(lead);
    // "or move the operation to May": a word before a determiner is a verb with its object, however the tagger reads it.
    const opensThing = DETERMINER.test(rest[0]?.text ?? '') || (rest[0]?.pos === 'noun' && /^\p{Ll}/u.test(rest[0].text) && rest.length > 1 && !DETERMINER.test(rest[1]!.text) && readWords(before).some((word) => word.pos === 'noun' && !word.stopWord));
    if (!opensThing) continue;
    parts.push(before);
    const starts = wordStarts(after, readWords(after));
    const all = readWords(after);
    from = match.index + match[0].length + (lead === 0 ? 0 : starts[all.indexOf(rest[0]!)]!);
  }
  return [...parts, phrase.slice(from)];
}

/** How many words lead a thing in: adverbs (the last of them one), with stop words before them ("at least"); 0 if none. */
function leadLength(words: readonly Word[]): number {
  for (let length = Math.min(MAX_LEAD_WORDS, words.length - 1); length > 0; length -= 1) {
    const lead = words.slice(0, length);
    if (lead.at(-1)!.pos === 'adverb' && lead.every((word) => word.pos === 'adverb' || word.stopWord)) return length;
  }
  return 0;
}

/**
 * A want of one thing done one of two ways, "the five lessons refunded or made up before Christmas": its
 * alternatives are the thing with each doing ("the five lessons refunded", "the five lessons made up before
 * Christmas"). "or" stands between two verbs (the first with its particle, if any) after a noun phrase that names the
 * thing; anything else is one alternative as written.
 */
function doneOneWayOrAnother(part: string): string[] {
  const words = readWords(part);
  const or = words.findIndex((word, index) => word.lemma === 'or' && words[index + 1]?.pos === 'verb' && endsWithVerb(words.slice(0, index)));
  const firstVerb = words.findIndex((word) => word.pos === 'verb');
  if (or < 0 || firstVerb < 1 || !words.slice(0, firstVerb).some((word) => word.pos === 'noun')) return [part];
  const starts = wordStarts(part, words);
  const thing = part.slice(0, starts[firstVerb]).trim();
  return [part.slice(0, starts[or]).replace(/,\s*$/, ''), `${thing} ${part.slice(starts[or + 1])}`];
}

/**
 * A want of one of two doings, each with its own object, "you to get the old rate back or cover the difference": its
 * alternatives are the want's opening with each doing ("you to get the old rate back", "you to cover the difference").
 * "or" stands before a verb, after the want's own first verb (no modal, no auxiliary) and a noun it takes; anything
 * else is one alternative as written.
 */
function oneDoingOrAnother(part: string): string[] {
  const words = readWords(part);
  const doing = words.findIndex((word) => word.pos === 'verb' && !MODALS.has(word.text.toLowerCase()) && !AUXILIARIES.has(word.lemma));
  const or = words.findIndex((word, index) => index > doing && word.lemma === 'or' && words[index + 1]?.pos === 'verb' && !AUXILIARIES.has(words[index + 1]!.lemma));
  if (doing < 0 || or < 0 || !words.slice(doing + 1, or).some((word) => word.pos === 'noun' && !word.stopWord)) return [part];
  const starts = wordStarts(part, words);
  return [part.slice(0, starts[or]).replace(/,\s*$/, ''), `${part.slice(0, starts[doing])}${part.slice(starts[or + 1])}`];
}

/**
 * A want of a doing done by a means, "your word that I can make the time up by working until 6pm": it is met by the
 * doing or by the means, "your word that I can work until 6pm", the means' "-ing" form said as the doing's. "by" and a
 * verb after the want's first verb of its own; anything else is one alternative as written.
 */
function orByItsMeans(part: string): string[] {
  const words = readWords(part);
  const by = words.findIndex((word, index) => word.lemma === 'by' && words[index + 1]?.pos === 'verb' && /ing$/i.test(words[index + 1]!.text));
  // The want's own doing: its first verb that is no modal ("can") and no auxiliary ("be", "have").
  const doing = words.findIndex((word) => word.pos === 'verb' && !MODALS.has(word.text.toLowerCase()) && !AUXILIARIES.has(word.lemma));
  if (by < 0 || doing < 0 || doing >= by) return [part];
  const starts = wordStarts(part, words);
  const means = words[by + 1]!;
  return [part, `${part.slice(0, starts[doing])}${means.lemma}${part.slice(starts[by + 1]! + means.text.length)}`];
}


/** Whether words end on a verb, or a verb and its particle ("refunded", "paid back"). */
function endsWithVerb(words: readonly Word[]): boolean {
  const last = words.filter((word) => word.isWord).at(-1);
  const before = words.filter((word) => word.isWord).at(-2);
  return last?.pos === 'verb' || (last !== undefined && PARTICLES.has(last.lemma) && before?.pos === 'verb');
}

/**
 * The words of a phrase's phrasal verbs that WordNet holds, verb and particle: "made up" of "the lessons made up",
 * "paid back". Each says what is to be done, though the verb alone is a light one ("make") and the particle a stop word.
 */
function phrasalVerbWords(words: readonly Word[]): Set<Word> {
  const found = new Set<Word>();
  words.forEach((word, index) => {
    // The particle right after the verb ("made up") or after its object ("make the time up").
    const particle = word.pos === 'verb' ? words[particleIndexOf(words, index)] : undefined;
    if (particle && hasPartOfSpeech(`${word.lemma} ${particle.lemma}`, 'verb')) {
      found.add(word);
      found.add(particle);
    }
  });
  return found;
}

// WordNet's files of nouns that happen at a time ("appointment", "viewing", "meeting"), and of those that are things.
const TIMED_KINDS = new Set(['act', 'event']);
const THING_KINDS = new Set(['artifact', 'object', 'substance', 'food', 'possession', 'body', 'plant', 'animal', 'person', 'location']);

/** Whether a noun names something held at a time: an act or an event among its three commonest senses, and no thing first. */
function isHeldAtATime(lemma: string): boolean {
  const kinds = nounKinds(lemma, 3);
  return kinds.some((kind) => TIMED_KINDS.has(kind)) && !THING_KINDS.has(kinds[0] ?? '');
}

/**
 * The noun of a phrase that names the conversation's matter when that matter is an act or event held at a time (an
 * appointment, a viewing, a meeting) and the phrase also names a time: "a new appointment this week" in a talk
 * about the missed appointment asks for a time for it, which "I can book him for Thursday at 10" gives. A thing
 * ("a new boiler this week") is still asked for itself.
 */
function matterGivenByItsTime(words: readonly Word[], matter: ReadonlySet<string>): Set<Word> {
  if (!words.some((word) => partOf(word) === 'date')) return new Set();
  return new Set(words.filter((word) => word.pos === 'noun' && matter.has(word.lemma) && isHeldAtATime(word.lemma)));
}

/**
 * The nouns of a phrase that name an act whose time it asks for, the noun just before the date it asks ("delivery" in
 * "a firm delivery date", "installation" in "an installation date"), each with the verbs WordNet derives it from
 * ("deliver"): the time of that doing is asked, whatever the doing is called in the offer. The matter's own time is
 * read by matterGivenByItsTime.
 */
function actsTimedBy(words: readonly Word[], timedMatter: ReadonlySet<Word>): Map<Word, string[]> {
  const acts = new Map<Word, string[]>();
  words.forEach((word, index) => {
    const next = words[index + 1];
    // A compound with a common word of time ("delivery date"), never a day named ("the following Monday").
    if (!next || partOf(next) !== 'date' || next.text !== next.text.toLowerCase() || word.pos !== 'noun' || word.stopWord || timedMatter.has(word) || !isHeldAtATime(word.lemma)) return;
    const verbs = derivedWords(word.lemma, 'noun', 1).filter((verb) => hasPartOfSpeech(verb, 'verb'));
    // The act's own noun comes first: "We can hold the tasting on Saturday" names the act it times.
    if (verbs.length > 0) acts.set(word, [word.lemma, ...verbs]);
  });
  return acts;
}

// The senses of an act's verb read: "deliver" is first a speech, then handing over, then bringing a thing to someone.
const ACT_SENSES = 3;

/**
 * Whether an offer does an act a phrase asks the time of (actsTimedBy): its verb is the act's own or one of its
 * synonyms ("we'll deliver them on Friday"), or the doing WordNet puts the act under done to a thing the conversation
 * is about ("I can get all 24 chairs to you on Friday": delivering is getting or bringing a thing to someone).
 */
function doesTheAct(offer: string, verbs: readonly string[], matter: ReadonlySet<string>, told: ReadonlySet<string>): boolean {
  const own = new Set(verbs.flatMap((verb) => [verb, ...relatedWords(verb, 'verb', ACT_SENSES).synonyms]));
  const broader = new Set(verbs.flatMap((verb) => relatedWords(verb, 'verb', ACT_SENSES).broader));
  const words = readWords(offer).filter((word) => !word.negated);
  const doings = words.filter((word) => word.pos === 'verb');
  if (doings.some((word) => own.has(word.lemma))) return true;
  // The act named by its own noun, "the tasting on Saturday 24 May", "delivery on Friday".
  if (words.some((word) => word.pos === 'noun' && verbs.includes(word.lemma))) return true;
  // "I can get the three sets to you on Friday": a thing taken to someone by a doing the act is a kind of.
  if (conveysAnyOf(verbs, words)) return true;
  // A broader doing ("get", "bring") is the act only when done to a thing the conversation is about.
  const names = words.some((word) => word.pos === 'noun' && !word.stopWord && (matter.has(word.lemma) || told.has(word.lemma)));
  return names && doings.some((word) => broader.has(word.lemma));
}

// The verbs of setting a time for something, as WordNet's synonyms of booking and scheduling give them.
// Read from WordNet at the first offer weighed, not when the engine loads.
let arranging: ReadonlySet<string> | null = null;
function arrangingVerbs(): ReadonlySet<string> {
  arranging ??= new Set([...relatedWords('book', 'verb', 2).synonyms, ...relatedWords('schedule', 'verb', 1).synonyms, 'book', 'schedule']);
  return arranging;
}

/**
 * Whether an offer of a time is one for the matter itself: it names the matter or what the character told of it
 * ("I can show you the flat on Wednesday at 6"), or books or schedules it ("I can book him for Thursday at 10",
 * "rebook"); "I'll call you on Wednesday" gives a call, not the appointment.
 */
function timesTheMatter(offer: string, matter: readonly string[], told: ReadonlySet<string>): boolean {
  // "a two-week extension": a delay is given by more time ("I can move your deadline to 12 May").
  if (matter.some(namesDelay) && givesMoreTime(offer)) return true;
  return readWords(offer).some(
    (word) => !word.negated && ((word.pos !== 'verb' && !word.stopWord && (matter.includes(word.lemma) || told.has(word.lemma))) || (word.pos === 'verb' && arrangingVerbs().has(word.lemma.replace(/^re(?=\p{L}{4})/u, '')))),
  );
}

/**
 * The nouns of a phrase that stand before the noun they qualify, in a compound that names a thing: "day" in "move to
 * day shifts", "night" in "the night premium". They say which thing is meant, so they are part of it, never a part
 * asked for of their own (a date): "day shifts" asks for no day. A compound whose head is itself a part ("a repair
 * date", "an apology letter") is read by partModifiers and the part words as before.
 */
function compoundModifiers(words: readonly Word[]): Set<Word> {
  const modifiers = new Set<Word>();
  words.forEach((word, index) => {
    const head = words[index + 1];
    if (!head || word.pos !== 'noun' || head.pos !== 'noun' || !word.isWord || !head.isWord || word.stopWord || head.stopWord) return;
    if (partOf(head) !== undefined || QUALIFIERS.has(head.lemma) || /^\p{Lu}/u.test(word.text)) return;
    modifiers.add(word);
  });
  return modifiers;
}

/** The part a word of a brief's phrase asks for: by its lemma, or a date for a time named ("before the summer holidays"). */
function partOf(word: Word): Part | undefined {
  const isTime = word.pos === 'noun' && nounKinds(word.lemma, 1)[0] === 'time';
  return PART_OF.get(word.lemma) ?? PART_OF.get(word.text.toLowerCase()) ?? (isTime ? 'date' : undefined);
}

/** What the learner's lines have given so far in the conversation. */
export interface Given {
  parts: Set<Part>;
  /** The offers made, for what they name: a condition is met by an offer that gives it, not by a mention. */
  offers: string[];
}

export function nothingGiven(): Given {
  return { parts: new Set(), offers: [] };
}

const AUXILIARIES = new Set(['be', 'have', 'do']);
const MODALS = new Set(['can', 'could', 'will', 'would', 'shall', "'ll", "'d", 'll', 'd', 'wo', 'might']);
// Verbs after "I can…" that offer nothing: what the speaker thinks, sees or asks.
const NOT_OFFERING = new Set(['think', 'know', 'understand', 'see', 'hear', 'say', 'tell', 'ask', 'need', 'want', 'like', 'be', 'feel', 'wonder', 'guess', 'imagine', 'appreciate', 'apologize', 'apologise', 'try', 'have', 'love', 'hope', 'expect', 'mention', 'imagine', 'believe', 'suppose', 'agree', 'do']);
const FIRST_PERSON = new Set(['i', 'we']);
const NEGATIVES = new Set(['nothing', 'no', 'none', 'nobody', 'not', 'never', 'little']);
const BENEFITS = new Set(['get', 'have', 'keep', 'receive']);
// The modals that grant leave: "you can", "you may".
const LEAVE_MODALS = new Set(['can', 'may']);

/**
 * Whether a sentence offers something by its grammar: "I can move Oscar to the second row", "We'll remove the
 * exclusion", "The school will cover the £62" (the learner's body in the scenario's `sides`), "You'd get first say on the
 * swap rules"; never negated ("I won't offer…") nor a plain question.
 */
export function offersByMeaning(sentence: string, sides?: ScenarioSides): boolean {
  if (isQuestion(sentence)) return proposesAsQuestion(sentence);
  if (grantsLeaveAsked(sentence, sides)) return true;
  const words = readWords(sentence).filter((word) => word.isWord || /^'/.test(word.text));
  for (let index = 0; index + 2 < words.length; index += 1) {
    const subject = words[index]!.text.toLowerCase();
    // "There is nothing I can arrange", "no way we can do that": the offer sits under a negative.
    if (words.slice(Math.max(0, index - 3), index).some((word) => NEGATIVES.has(word.text.toLowerCase()))) continue;
    // "I", "we", or the body the learner speaks for: "our team will…", "the school can…" (own-side.ts).
    const subjectEnd = ownSideSubjectEnd(words, index, sides);
    const modalAt = subjectEnd > 0 ? subjectEnd : index + 1;
    const modal = words[modalAt];
    if (!modal || (!MODALS.has(modal.text.toLowerCase()) && subject !== 'let')) continue;
    const verb = words.slice(modalAt + 1, modalAt + 3).find((word) => word.pos === 'verb' && !MODALS.has(word.text.toLowerCase()));
    if ((subject !== 'let' && (!verb || verb.negated || modal.negated)) || words.slice(modalAt, modalAt + 2).some((word) => /^(?:not|n't|never)$/i.test(word.text))) continue;
    if (verb && subjectEnd > 0 && (!NOT_OFFERING.has(verb.lemma) || givesATrial(words, words.indexOf(verb)))) return true;
    // "Let's move your classes to 6.30": an offer made together; "Let's just move on" is a way through the talk.
    // The word after "let's" (past an adverb: "just", "maybe") is its verb, however the tagger reads it ("move" as a noun).
    const next = words.slice(index + 2, index + 4).find((word) => word.pos !== 'adverb') ?? words[index + 2];
    if (subject === 'let' && /^(?:'s|us)$/i.test(modal.text) && next && !next.negated && !NOT_OFFERING.has(next.lemma) && !movesThroughTheTalk(sentence, next.text)) return true;
    if (verb && subject === 'you' && BENEFITS.has(verb.lemma) && !/^(?:could|might)$/i.test(modal.text)) return true;
    // "You can start at ten on Tuesdays", "You may keep the car": leave granted to do a thing, not to talk, think or
    // look ("You can see why", "You can tell me more").
    if (verb && subject === 'you' && LEAVE_MODALS.has(modal.text.toLowerCase()) && !NOT_OFFERING.has(verb.lemma) && isDoing(verb.lemma)) return true;
  }
  return false;
}

// What "try" gives on trial opens with: a figure, a determiner or a pronoun ("We can try 7.30 to 3.30", "try a
// three-month trial", "try it for a month"), never "to" and a verb ("I'll try to sort it").
const TRIAL_OPENERS = /^(?:\d|a\b|an\b|the\b|it\b|that\b|this\b|your\b)/i;

/**
 * Whether "try" at `index` gives its object on trial: "We can try 7.30 to 3.30 four days a week" offers the hours for
 * a time. "try to…" is an attempt that names nothing given, and "try our best", "try harder" give nothing.
 */
function givesATrial(words: readonly Word[], index: number): boolean {
  const next = words[index + 1];
  return words[index]!.lemma === 'try' && next !== undefined && TRIAL_OPENERS.test(next.text) && !(words[index + 2]?.pos === 'adjective' && words[index + 3]?.isWord !== true);
}

// Words that only lead in to a go-ahead: "OK, ship the 80 now", "Fine, go ahead and move the lessons".
const GO_AHEAD_LEAD = /^\W*(?:(?:ok|okay|fine|right|alright|all right|then|so|yes|yeah|sure|please|go ahead and|in that case)\W+)*/i;

/**
 * Whether a line tells the character to go ahead with the doing it asked leave for: "OK, ship the 80 now and the rest
 * by 24 March" when it asked "your word that I can ship the 80 ready units now". A bare verb first, not negated.
 */
function grantsLeaveAsked(sentence: string, sides: ScenarioSides | undefined): boolean {
  if (!sides?.leaveAsked || sides.leaveAsked.size === 0) return false;
  const first = readWords(sentence.replace(GO_AHEAD_LEAD, '')).find((word) => word.isWord);
  return first !== undefined && !first.negated && first.text.toLowerCase() === first.lemma && sides.leaveAsked.has(first.lemma);
}

// Asked as a question, a proposal opens with its modal: "Could we drop the late buffet?", "Shall I send the form?",
// "Would you take £800?", "Would you be happy with a repair?". Words before it that only lead in: "So", "Well, then".
const QUESTION_LEAD = /^\W*(?:(?:so|and|but|ok|okay|well|then|right|look|maybe|perhaps|alternatively|instead|in that case|what about this)\W+)*/i;
const ASKED_MODALS = new Set(['could', 'can', 'shall', 'might', 'should', 'would', 'will']);
// Kinds of doing (as WordNet files a verb's commonest sense) that are talk, thought or looking, never a thing given or
// done for the other side: "Could we talk about it?", "Can I check the date?", "Could we look at the figures?".
const NOT_DOING_KINDS = new Set(['communication', 'cognition', 'perception', 'emotion']);

/** Whether a verb's commonest sense is a doing, not talk, thought, looking or feeling. */
function isDoing(lemma: string): boolean {
  const kind = verbKinds(lemma, 1)[0];
  return kind !== undefined && !NOT_DOING_KINDS.has(kind);
}
// What the other side is asked to take, when a proposal is put to them: "Would you take…", "Would you settle for…",
// "Would you be happy with…", "Would you consider…".
const TAKES = /^(?:be (?:happy|willing|prepared|open|ok|okay|content|fine|comfortable) (?:with|to)|settle for|go for|live with|agree to|consider|accept|take)\b/i;

/**
 * "Can we go back to the price?", "Could we move on to the dates?", "Let's just move on.": the verb with "back" or "on"
 * and no object goes through the talk, and offers nothing.
 */
function movesThroughTheTalk(sentence: string, verb: string): boolean {
  return new RegExp(`\\b${verb}\\s+(?:back|on)\\s*(?:to\\b|$|[.,;!?])|\\b${verb}\\s+onto\\b`, 'i').test(sentence);
}

/**
 * Whether a question proposes something, by its grammar: a modal then "we" or "I" then a verb of doing or giving
 * ("Could we keep the old price until after June?", "Can I offer you a later slot?", "Shall we split the cost?"), or a
 * modal then "you" then a verb of taking what is put to them ("Would you take £800 and a repair?"). Never negated, and
 * never a verb of talk, thought or looking ("Could we talk about the fee?", "Can I ask why?").
 */
export function proposesAsQuestion(sentence: string): boolean {
  const lead = QUESTION_LEAD.exec(sentence)?.[0] ?? '';
  // "What about £30 until the exam?", "What about if we split it?": a figure or a condition put forward.
  if (/^what about\b/i.test(sentence.slice(lead.length))) return /^what about if (?:we|i)\b/i.test(sentence.slice(lead.length)) || quantitiesIn(sentence).some((quantity) => BOUNDED_KINDS.has(quantity.kind));
  const words = readWords(sentence.slice(lead.length)).filter((word) => word.isWord || /^'/.test(word.text));
  // "And if we came down to £20,000 a year?", "If I took the fee off?": a condition put forward, a doing of the
  // learner's side, not negated.
  if (words[0]?.lemma === 'if' && FIRST_PERSON.has(words[1]?.text.toLowerCase() ?? '')) {
    const verb = words.slice(2, 4).find((word) => word.pos === 'verb' && !MODALS.has(word.text.toLowerCase()));
    return verb !== undefined && !verb.negated && !words.slice(2, 4).some((word) => /^(?:not|n't|never)$/i.test(word.text)) && !NOT_OFFERING.has(verb.lemma) && isDoing(verb.lemma);
  }
  const [modal, subject, ...rest] = words;
  if (!modal || !subject || !ASKED_MODALS.has(modal.text.toLowerCase()) || modal.negated || rest.some((word, index) => index < 2 && /^(?:not|n't|never)$/i.test(word.text))) return false;
  const who = subject.text.toLowerCase();
  const after = rest.map((word) => word.text).join(' ');
  if (who === 'you') return /^(?:would|will|could)$/i.test(modal.text) && TAKES.test(after);
  if (!FIRST_PERSON.has(who) || /^(?:would|will)$/i.test(modal.text)) return false;
  // "Could we just keep…", "Can I maybe offer…": the verb is the first of the next few words that is one.
  const verb = rest.slice(0, 3).find((word) => word.pos === 'verb' || verbKinds(word.lemma, 1).length > 0);
  if (!verb || verb.negated || NOT_OFFERING.has(verb.lemma)) return false;
  if (movesThroughTheTalk(sentence, verb.text)) return false;
  // "Can I take your order number?", "Could we get your details?": asking for something of theirs, not giving.
  const object = rest[rest.indexOf(verb) + 1];
  if (object && /^(?:your|yours)$/i.test(object.text)) return false;
  return isDoing(verb.lemma);
}

const WRITING = /\b(?:in writing|written|write (?:to you|it (?:up|down))|e-?mail|letter)\b/i;
const REASON = /\b(?:because|the reason|reasons|due to|so that|that's why|which is why|criteria|based on)\b/i;
const DAY_WORDS = /\b(?:today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next (?:week|month)|this (?:week|afternoon|evening)|within \w+ (?:days?|weeks?))\b/i;
const APOLOGY = /\b(?:sorry|apologi[sz]e|apologies)\b/i;
// A day said with what leads it in: "by Friday", "on 15 September", "within 14 days", "today".
const DAY_SAID = new RegExp(`(?:\\b(?:by|on|before|until)\\s+(?:the end of\\s+)?)?${DAY_WORDS.source}`, 'gi');
const DATE_LEAD = /\b(?:by|on|before|until|from)\s+(?:the end of\s+)?$/i;

/**
 * The day a line's offer names, as it was said, for the character to check it back: "by 30 November", "on Friday",
 * "within 14 days", "today". A day said as a deadline ("by…", "on…") before a bare one, the last of them: "I can
 * refund it today and you'll hear from me by 30 November" ends on what happens by 30 November. null when it names none.
 */
export function dayPromised(text: string): string | null {
  const said: { at: number; text: string }[] = [];
  for (const quantity of quantitiesIn(text)) {
    if (quantity.kind !== 'date') continue;
    const at = text.indexOf(quantity.text);
    const lead = DATE_LEAD.exec(text.slice(0, Math.max(0, at)));
    said.push(lead ? { at: lead.index, text: `${lead[0]}${quantity.text}` } : { at, text: quantity.text });
  }
  for (const match of text.matchAll(DAY_SAID)) if (!said.some((entry) => entry.at <= match.index && match.index < entry.at + entry.text.length)) said.push({ at: match.index, text: match[0] });
  const isDeadline = (entry: { text: string }) => /^(?:by|on|before|until|from|within)\b/i.test(entry.text);
  // "We have no room here tonight": a day the line denies is no day promised.
  const isDenied = (entry: { at: number; text: string }) => [...readWords(text.slice(0, entry.at + entry.text.length))].reverse().find((word: Word) => word.isWord)?.negated === true;
  const ordered = said.filter((entry) => !isDenied(entry)).sort((a, b) => a.at - b.at);
  return (ordered.filter(isDeadline).at(-1) ?? ordered.at(-1))?.text ?? null;
}

// Words that set a time a thing is done by, on or from: "before Christmas", "by the end of term", "from September".
const TIME_LEADS = new Set(['by', 'before', 'until', 'on', 'from']);
// Determiners that point to a time ahead by themselves: "next year", "this term".
const TIME_POINTERS = new Set(['next', 'this']);
// How far after its lead a time may stand: "before the summer holidays", "by the end of term".
const TIME_LEAD_REACH = 4;

/**
 * Whether a sentence names a time it is done by, as WordNet files the noun (a time: "Christmas", "term", "half-term",
 * "the holidays"), after a word that sets a time ("We will make up the lessons before Christmas", "from September") or
 * one that points to it ("next year"). A date ("20 December") is read by its quantity; this is the time said by its
 * name. A time under a negation of its own is none ("not before Christmas"); one after a thing denied is still said
 * ("with no rise next year").
 */
function namesATimeBy(sentence: string): boolean {
  const words = readWords(sentence).filter((word) => word.isWord);
  return words.some((word, index) => {
    if (word.pos !== 'noun' || nounKinds(word.lemma, 1)[0] !== 'time') return false;
    const pointer = TIME_POINTERS.has(words[index - 1]?.lemma ?? '') ? words[index - 1] : undefined;
    const lead = pointer ?? words.slice(Math.max(0, index - TIME_LEAD_REACH), index).findLast((before) => TIME_LEADS.has(before.lemma));
    if (lead === undefined || !words.slice(words.indexOf(lead) + 1, index).every((between) => between.stopWord || between.pos === 'adjective' || between.pos === 'noun')) return false;
    return !word.negated || deniesAThingBefore(words, words.indexOf(lead));
  });
}

/** Whether the last negation before `at` denies a thing named before it ("no rise", "not the fee"), not what comes at `at`. */
function deniesAThingBefore(words: readonly Word[], at: number): boolean {
  const negation = words.slice(0, at).findLastIndex((word) => NEGATIVES.has(word.lemma) || /n['’]t$/i.test(word.text));
  return negation >= 0 && words.slice(negation + 1, at).some((word) => word.pos === 'noun');
}

function isAffirmed(sentence: string, pattern: RegExp): boolean {
  const match = pattern.exec(sentence);
  if (!match) return false;
  const before = readWords(sentence.slice(0, match.index + match[0].length));
  const last = [...before].reverse().find((word: Word) => word.isWord);
  return !last?.negated;
}

/**
 * What one learner line adds to what has been given: nothing when it is hostile, a question or a greeting only. An
 * offer is a sentence `isOffer` reads as one (the acts' proposal or next step, or an offer by its grammar).
 */
export function addGiven(given: Given, text: string, isOffer: (sentence: string) => boolean, shows: { empathy: boolean; asked: boolean; isHostile: boolean }): boolean {
  if (shows.isHostile) return false;
  const before = given.parts.size + given.offers.length;
  // Heard: asked for their view in an open question, or what they said played back.
  if (shows.asked) given.parts.add('hearing');
  for (const sentence of splitSentences(text)) {
    const offer = isOffer(sentence);
    if (isQuestion(sentence) && !offer) continue;
    if (shows.empathy && isAffirmed(sentence, APOLOGY)) given.parts.add('apology');
    if (isAffirmed(sentence, REASON)) given.parts.add('reason');
    // "We'll sort it out": a promise that names nothing gives nothing.
    if (!offer || isVaguePromise(sentence)) continue;
    given.offers.push(sentence);
    given.parts.add('offer');
    if (/^\W*(?:i|we|let's|let us)\b/i.test(sentence) || /\b(?:i|we)(?:'ll| will| can| could)\b/i.test(sentence)) given.parts.add('commitment');
    if (quantitiesIn(sentence).some((quantity) => quantity.kind === 'date' || quantity.kind === 'time') || DAY_WORDS.test(sentence) || givesMoreTime(sentence) || namesATimeBy(sentence)) given.parts.add('date');
    if (quantitiesIn(sentence).some((quantity) => quantity.kind === 'money' || quantity.kind === 'number' || quantity.kind === 'percent')) given.parts.add('figure');
    if (isAffirmed(sentence, WRITING)) given.parts.add('writing');
  }
  return given.parts.size + given.offers.length > before;
}

/**
 * Of a want with alternatives ("a room in this hotel tonight or a full refund"), the one the line gives, as written:
 * "a full refund" of "We have no room here tonight. I can refund the full £540." Null when the want has no other
 * alternative, or the line gives its first or none.
 */
export function alternativeGivenIn(line: string, phrase: string): string | null {
  const alternatives = alternativesOf(phrase);
  if (alternatives.length < 2) return null;
  const statements = splitSentences(line).filter((sentence) => !isQuestion(sentence));
  const gives = (alternative: Alternative) =>
    alternative.things !== '' && statements.some((sentence) => !offersPartOfWhole(sentence, alternative.phrase) && (offerGives(sentence, alternative) || givesWhatIsNamed(sentence, alternative.things)));
  if (gives(alternatives[0]!)) return null;
  return alternatives.slice(1).find(gives)?.phrase ?? null;
}

/**
 * Whether what has been given meets one of the phrase's alternatives; a phrase that asks for nothing is never met.
 * `matter`: the lemmas of what the conversation is about; `told`: those of what the character's facts tell (see
 * alternativesOf).
 */
export function meets(given: Given, phrase: string, matter: ReadonlySet<string> = new Set(), told: ReadonlySet<string> = new Set()): boolean {
  // "£30 back" is no fair alternative to "the £60 difference, or a fair alternative": less of the same thing.
  const offers = given.offers.filter((offer) => !contradictsFigures(offer, phrase));
  if (offers.length === 0) return false;
  return alternativesOf(phrase, matter, told).some((alternative) => {
    if (alternative.parts.size === 0 && alternative.bounds.length === 0 && !alternative.things && alternative.spans.length === 0) return false;
    if (![...alternative.parts].every((part) => given.parts.has(part))) return false;
    if (!alternative.bounds.every((bound) => given.offers.some((offer) => satisfies(bound, offer)))) return false;
    if (alternative.timedMatter.length > 0 && !offers.some((offer) => timesTheMatter(offer, alternative.timedMatter, told))) return false;
    if (alternative.timedActs.length > 0 && !offers.some((offer) => doesTheAct(offer, alternative.timedActs, matter, told))) return false;
    if (!alternative.things && alternative.spans.length === 0) return true;
    // "Refund the first night, £180" is a part of "a full refund", whatever words they share.
    // "by 30 December" misses "made up before Christmas", whatever else it gives.
    const phraseWords = readWords(alternative.phrase);
    const fitting = offers.filter((offer) => !offersPartOfWhole(offer, alternative.phrase) && !wantedByMet(phraseWords, offer).isMissed);
    // "I can refund October" gives one of "both months refunded"; with "and November too" later, both.
    const isWhole = (offer: string) => !offersFewerThanCounted(offer, alternative.phrase);
    const gives = (offer: string) => isWhole(offer) && (offerGives(offer, withoutWhenMet(alternative, phraseWords, offer)) || (alternative.spans.length === 0 && Boolean(alternative.things) && givesWhatIsNamed(offer, alternative.things)));
    // "I will swap in a new machine…, credit you £2,600…, and if it breaks down again you can end the lease with no exit
    // fee": one of the offers a line joins may give the want whole, whatever figures the others name.
    const givesInAClause = (offer: string) => joinedOffers(offer).some((clause) => !offersPartOfWhole(clause, alternative.phrase) && gives(clause));
    if (fitting.some((offer) => gives(offer) || givesInAClause(offer))) return true;
    // "We'll take £430 off the order", then "I can get the chairs to you on Friday 22 November": an offer made in
    // steps gives what its lines give together. A later line that refuses a part is no offer and takes nothing back.
    const together = fitting.join(' ');
    return fitting.length > 1 && isWhole(together) && offerGives(together, withoutWhenMet(alternative, phraseWords, together));
  });
}

/**
 * The offers a line joins, each with its own verb: "I will swap in a new machine next week, credit you £2,600, and if it
 * breaks down again you can end the lease" → three. The line itself when it joins none.
 */
function joinedOffers(line: string): string[] {
  const parts = line.split(/,\s+(?:and\s+|but\s+)?|\s+(?:and|but)\s+(?=(?:if|i|we|you|they|it)\b)/i).map((part) => part.trim()).filter(Boolean);
  return parts.length > 1 ? parts.filter((part) => readWords(part).some((word) => word.pos === 'verb')) : [];
}

/**
 * An alternative without the words that say by when it is wanted, when the offer gives a day that meets them:
 * "before the opening" of "a firm delivery date before the opening" is met by "on Friday 22 November", and the
 * opening is no thing the offer must name besides.
 */
function withoutWhenMet(alternative: Alternative, phraseWords: readonly Word[], offer: string): Alternative {
  const met = new Set(wantedByMet(phraseWords, offer).met.map((word) => word.lemma));
  if (met.size === 0) return alternative;
  return { ...alternative, wanted: alternative.wanted.filter((entry) => entry.kind !== 'word' || !met.has(entry.lemma)) };
}
