// A fact asked for again: what of the told fact the question asks for (the figure of the kind asked, from the part of
// the fact the question is about; else that part's gist), and whether the character's own earlier lines in this
// conversation hold it. "As I said" is decided here, by what was said (figures compared in their normal form), never
// by the brief: a part the character never said is said plainly, with no memory claimed.
import { nounsInAdverbExpressions } from '../../language/expressions.ts';
import { lemmaOf, readWords, type Word } from '../../language/lemmas.ts';
import { PARTICLES, particleIndexOf } from '../../language/phrasal-verbs.ts';
import { quantitiesIn, sameQuantity, type Quantity, type QuantityKind } from '../../language/quantities.ts';
import { adjectivesOfAdverb, definitionsOf, derivedWords, hasPartOfSpeech, isDictionaryWord, isKindOf, nounKinds, relatedWords } from '../../language/wordnet.ts';
import { firstSentence, isOpenQuestion, splitSentences, withoutFinalStop } from '../../language/text.ts';
import { isYesNoQuestion, pointsBackToTheirWords } from './acts.ts';
import { askedKinds, asksByFocus, asksWhatWasDoneInstead, asksWhatWasPlanned, doerAsked, focusNoun, givesReasonOrPurpose, holdsWhatIsAskedAgain, isKindOfTelling, isLightVerb, isSaidAsPlanned, opensOnAnErrand, opensOnAPurpose, substituteClause, type AskedKind } from './fact-meaning.ts';
import { FIGURE_NOUNS, asksClockTime, figureKindsAsked } from './figures-asked.ts';

export { asksClockTime, figureKindsAsked };
import { MONEY_PHRASE, TIME_PHRASE } from './related-words.ts';
import { normalised } from './state.ts';
import { lowerStart } from './voice.ts';

// The kinds of figure a question needs answered with a figure: a date, a sum or a count, not a name.
const NEEDS_A_FIGURE: readonly AskedKind[] = ['money', 'when', 'count', 'howLong'];

// "The first number you mentioned": the figure said first.
const FIRST_SAID = /\bfirst\b/i;
// "That number", "the figure": words a learner uses for any figure, a sum or a share as much as a count.
const ANY_FIGURE = /\b(?:number|figure)\b/i;
const ANY_FIGURE_KINDS: readonly QuantityKind[] = ['number', 'money', 'percent'];

/**
 * The sentence of the brief's facts holding the figure a question pointing back asks for, when the character never
 * said it ("What was the total you mentioned?" before any total was said): of the kind asked, from the clause most
 * about what the question names. The brief holds it, so it is said plainly, never "I don't know" nor "As I said".
 */
export function figureSentenceInFacts(question: string, answers: readonly string[]): string | null {
  if (figureKindsAsked(question).size === 0) return null;
  const found = answers.flatMap((answer) => {
    const figure = figureFor(question, answer);
    if (figure === null) return [];
    const sentence = sentenceHolding(answer, figure);
    return [{ sentence, relevance: Math.max(0, ...clausesOf(sentence).map((clause) => clauseRelevance(question, clause))) }];
  });
  return found.sort((a, b) => b.relevance - a.relevance)[0]?.sentence ?? null;
}

// How many words of a WordNet definition say what a thing is ("a small breed with wavy silky hair", "any of several
// breeds of…"), before what tells it from others of its kind.
const DEFINITION_HEAD_WORDS = 8;

// How far up its broader terms a variety is followed to the group its kind is within: "border collie" → "shepherd
// dog" → "working dog" → "dog" → "domestic animal".
const VARIETY_DEPTH = 6;

/**
 * Whether a noun names a variety within a member of the group the kind is defined by ("breed": "a special variety of
 * domesticated animals within a species"): "border collie" is a kind of dog, a domesticated animal, so a breed; "dog"
 * itself is the member, no variety of it.
 */
function isVarietyOfKind(lemma: string, kind: string): boolean {
  const definition = definitionsOf(kind, 'noun')[0];
  if (!definition || !/\bvariety\b/i.test(definition)) return false;
  const words = readWords(definition).filter((word) => word.isWord);
  const groups = words.slice(1).map((word, index) => `${words[index]!.text.toLowerCase()} ${word.lemma}`).filter((pair) => relatedWords(pair, 'noun', 1).broader.length > 0);
  const own = relatedWords(lemma, 'noun', 1).broader;
  return groups.some((group) => !own.includes(group) && isKindOf(lemma, group, VARIETY_DEPTH));
}

/** Whether a noun's commonest sense is defined as one of the kind: "cocker spaniel" as a breed, "crimson" as a colour. */
function isDefinedAsKind(lemma: string, kind: string): boolean {
  const definition = definitionsOf(lemma, 'noun')[0];
  if (!definition || lemma === kind) return false;
  return readWords(definition).filter((word) => word.isWord).slice(0, DEFINITION_HEAD_WORDS).some((word) => word.lemma === kind) || isVarietyOfKind(lemma, kind);
}

/**
 * A thing of the kind a question asks for ("What breed is he?", "What colour is it?") that the brief's facts name,
 * by what WordNet says it is ("cocker spaniel": "a small breed with wavy silky hair"): the thing as the fact writes it,
 * with "a" or "an" ("a cocker spaniel"), and the sentence that names it. A two-word name is tried before its last
 * word. Null when no fact names one.
 */
export function kindNamedInFacts(question: string, answers: readonly string[]): { thing: string; sentence: string } | null {
  const kind = focusNoun(question);
  if (kind === null) return null;
  for (const answer of answers) {
    const words = readWords(answer).filter((word) => word.isWord);
    for (const [index, word] of words.entries()) {
      if (!/^\p{Ll}/u.test(word.text) || word.stopWord) continue;
      const next = words[index + 1];
      const pair = next && /^\p{Ll}/u.test(next.text) ? `${word.text} ${next.lemma}`.toLowerCase() : null;
      const found = pair && isDefinedAsKind(pair, kind) ? `${word.text} ${next!.text}` : word.pos === 'noun' && isDefinedAsKind(word.lemma, kind) ? word.text : null;
      if (found) return { thing: `${/^[aeiou]/i.test(found) ? 'an' : 'a'} ${found}`, sentence: sentenceHolding(answer, found) };
    }
  }
  return null;
}

/**
 * The figure the learner points back to in the character's own earlier lines ("What was the total you said a moment
 * ago?" → "£1,450"): of the kind asked, from the clause most about what the question names, else the one said most
 * often, else the one said first. Asked what happened, a figure said only as planned ("was told to collect her at
 * noon") is not it while one that happened was said; asked what was planned, the other way round. Null when the line
 * points back to nothing said, or asks no kind of figure that was said.
 */
export function figurePointedBack(question: string, saidLines: readonly string[]): string | null {
  if (!pointsBackToTheirWords(question)) return null;
  const kinds = figureKindsAsked(question);
  // "The first number you mentioned", "that figure you gave me": a learner names any figure so.
  if (ANY_FIGURE.test(question)) for (const kind of ANY_FIGURE_KINDS) kinds.add(kind);
  if (kinds.size === 0) return null;
  const found = new Map<string, { text: string; relevance: number; times: number; order: number; isPlanned: boolean }>();
  // Figures in the order they were said, within a line too.
  let order = 0;
  saidLines.forEach((line) => {
    for (const clause of clausesOf(line)) {
      for (const quantity of quantitiesIn(clause)) {
        if (!kinds.has(quantity.kind)) continue;
        order += 1;
        const key = `${quantity.kind}:${quantity.value}`;
        const entry = found.get(key);
        const relevance = clauseRelevance(question, clause);
        const isPlanned = isPlannedIn(line, quantity) && (entry?.isPlanned ?? true);
        found.set(key, { text: quantity.text, relevance: Math.max(relevance, entry?.relevance ?? 0), times: (entry?.times ?? 0) + 1, order: entry?.order ?? order, isPlanned });
      }
    }
  });
  // "The first number you mentioned": the one said first.
  const byOrder = FIRST_SAID.test(question);
  const all = [...found.values()];
  const asksPlan = asksWhatWasPlanned(question);
  const fitting = byOrder || !(asksPlan || asksWhatHappened(question)) ? all : all.filter((entry) => entry.isPlanned === asksPlan);
  const best = (fitting.length > 0 ? fitting : all).sort((a, b) => b.relevance - a.relevance || (byOrder ? a.order - b.order : 0) || b.times - a.times || a.order - b.order)[0];
  return best?.text ?? null;
}

/**
 * Whether a figure of a line is said there as what was planned, not what happened, by the words of its clause before
 * it ("I was told my last payment would be on 1 March") or those just after it.
 */
function isPlannedIn(line: string, quantity: Quantity): boolean {
  const clause = clausesOf(line).find((each) => each.includes(quantity.text));
  const at = line.indexOf(quantity.text);
  if (clause === undefined || at < 0) return false;
  return isSaidAsPlanned(clause.slice(0, clause.indexOf(quantity.text)), line.slice(at + quantity.text.length), Number.POSITIVE_INFINITY);
}

// Verbs that carry a question's grammar: "did", "was", "can".
const GRAMMAR_VERBS = new Set(['be', 'have', 'do', 'can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);

/**
 * Whether a question asks what came of a doing it names ("What time did you say you collected her?", "When did the
 * payment go out?"), not what was planned for it ("When were you meant to collect her?"), nor only for a figure it
 * was told ("What was the first number you mentioned?").
 */
function asksWhatHappened(question: string): boolean {
  if (asksWhatWasPlanned(question)) return false;
  return readWords(question).some((word) => word.isWord && word.pos === 'verb' && !GRAMMAR_VERBS.has(word.lemma) && !isTelling(word.lemma));
}

/** Whether a verb tells: "tell", a kind of telling ("mention", "give") or one of its synonyms ("say"). */
function isTelling(verb: string): boolean {
  return isKindOfTelling(verb) || relatedWords(verb, 'verb').synonyms.includes('tell');
}

/**
 * Whether a part said again holds a figure the earlier line said only as planned ("was told to collect her at noon"),
 * when the question asks what happened and the line said a figure of that kind that did happen ("picked her up at
 * 2 pm"): what was asked is then not the part.
 */
function givesPlanForWhatHappened(question: string, part: string, line: string): boolean {
  if (!asksWhatHappened(question)) return false;
  const said = quantitiesIn(line);
  return quantitiesIn(part).some((figure) => {
    const planned = said.filter((earlier) => sameQuantity(figure, earlier));
    return (
      planned.length > 0 &&
      planned.every((earlier) => isPlannedIn(line, earlier)) &&
      said.some((other) => other.kind === figure.kind && !sameQuantity(figure, other) && !isPlannedIn(line, other))
    );
  });
}

/**
 * Whether the question asks for a date, a sum or a count the told fact does not hold: then the fact is not what was
 * asked. A yes-or-no question asks whether, not how much: the "paid" of "Have you paid for this month already?" asks
 * for no sum.
 */
export function lacksFigureAsked(question: string, answer: string): boolean {
  if (isYesNoQuestion(question)) return false;
  const asked = askedKinds(question);
  const needed = NEEDS_A_FIGURE.filter((kind) => asked.has(kind));
  const namesAFigure = readWords(question).some((word) => word.lemma in FIGURE_NOUNS);
  if (needed.length === 0 && !namesAFigure) return false;
  const kinds = figureKindsAsked(question);
  // "Why did the price go up?" names a figure but asks for none.
  if (kinds.size === 0) return false;
  if (quantitiesIn(answer).some((quantity) => kinds.has(quantity.kind))) return false;
  // "five weeks ago", "last Tuesday", "£30 a month": said in words the normal forms do not read.
  const inWords = kinds.has('money') ? MONEY_PHRASE : kinds.has('date') && !asksClockTime(question) ? TIME_PHRASE : null;
  return !(inWords?.test(answer) ?? false);
}

// "because the tailor, Mr Lewis, cut them": a name set between commas beside the noun it names (an appositive) belongs
// to its clause, whose commas end nothing.
const APPOSITIVE_NAME = /,\s+(\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,3}),(?=\s)/gu;
const APPOSITIVE_OPEN = '\u0001';
const APPOSITIVE_CLOSE = '\u0002';

/** The parts of an answer a figure or a gist is taken from: its clauses, split where a clause ends ("…, because…"). */
export function clausesOf(answer: string): string[] {
  return splitSentences(answer)
    .flatMap((sentence) =>
      withoutFinalStop(sentence)
        .replace(APPOSITIVE_NAME, `${APPOSITIVE_OPEN}$1${APPOSITIVE_CLOSE}`)
        .split(/[;:]\s+|,\s+|\s+(?=(?:and|but|because|so|which|while|although|though|whereas)\s)/i),
    )
    .map((clause) => clause.replaceAll(APPOSITIVE_OPEN, ', ').replaceAll(APPOSITIVE_CLOSE, ',').trim())
    .filter((clause) => /\p{L}|\d/u.test(clause));
}

// Words that ask without naming anything: "Can you go over that again?".
const ASKING = new Set(['remind', 'tell', 'say', 'go', 'again', 'sorry', 'just', 'mention', 'quote', 'repeat', 'read', 'be', 'have', 'do', 'get', 'can', 'could', 'would', 'will', 'one', 'more', 'time', 'what', 'when', 'how', 'much', 'many']);
// Words of asking that also name a doing of the matter: "quoted", "told", "mentioned", "read".
const ASKED_IN_ITS_OWN_WORDS = new Set(['quote', 'tell', 'mention', 'read', 'say', 'remind', 'repeat']);
const SYNONYM_WEIGHT = 0.7;
const BROADER_WEIGHT = 0.4;

function lemmasOf(text: string): Set<string> {
  return new Set(wordLemmas(readWords(text).filter((word) => word.isWord)).filter((lemma) => lemma !== ''));
}

/**
 * The lemmas of a text's words, a verb whose particle follows its object ("picked her up", "dropped Biscuit off") read
 * as the verb WordNet holds with it ("pick up", "drop off") and its particle as no word of its own: "What made you
 * pick a cockapoo?" is not about "When I picked her up". Stop words are left empty.
 */
function wordLemmas(words: readonly Word[]): string[] {
  const lemmas = words.map((word) => (word.stopWord ? '' : word.lemma));
  words.forEach((word, index) => {
    if (word.pos !== 'verb') return;
    const at = particleIndexOf(words, index);
    // Only a particle after the verb's object: a particle right beside its verb is read as the words say.
    if (at <= index + 1) return;
    const phrasal = `${word.lemma} ${words[at]!.lemma}`;
    if (!hasPartOfSpeech(phrasal, 'verb')) return;
    lemmas[index] = phrasal;
    lemmas[at] = '';
  });
  return lemmas;
}

/**
 * The verb a clause without one of its own leaves to the clause before: "I was charged £25 each time, £75 in total"
 * says "charged" of the £75 too. Empty when the clause has its own verb or is the first.
 */
export function elidedVerb(clauses: readonly string[], index: number): string {
  const hasVerb = (clause: string) => readWords(clause).some((word) => word.isWord && word.pos === 'verb' && !word.stopWord);
  const previous = clauses[index - 1];
  if (previous === undefined || hasVerb(clauses[index]!)) return '';
  return readWords(previous)
    .filter((word) => word.isWord && word.pos === 'verb' && !word.stopWord)
    .map((word) => word.text)
    .join(' ');
}

/** How much of what the question names a clause is about: its own words count 1, WordNet synonyms and broader terms less. */
export function clauseRelevance(question: string, clause: string, elided = ''): number {
  const said = new Set([...lemmasOf(clause), ...lemmasOf(elided)]);
  const adverbs = new Set(readWords(question).filter((word) => word.isWord && word.pos === 'adverb').map((word) => word.lemma));
  let score = 0;
  for (const lemma of lemmasOf(question)) {
    // "What were you quoted again?" and "…a dental clean quoted at £280": a word of asking the clause says too is what
    // the question is about there, as any word of its own.
    if (ASKING.has(lemma) && said.has(lemma) && ASKED_IN_ITS_OWN_WORDS.has(lemma)) score += 1;
    if (ASKING.has(lemma) || /^\d/.test(lemma)) continue;
    if (said.has(lemma)) score += 1;
    else {
      const related = relatedWords(lemma);
      if (related.synonyms.some((word) => said.has(word))) score += SYNONYM_WEIGHT;
      // "What were the complaints about?" and "Parents complained…": the word's family, either way WordNet links it.
      else if (derivedWords(lemma).some((word) => said.has(word)) || [...said].some((word) => derivedWords(word).includes(lemma))) score += SYNONYM_WEIGHT;
      // "altogether" asked, "£75 in total" written: an adverb by the adjectives it is said of.
      else if (adverbs.has(lemma) && adjectivesOfAdverb(lemma).some((word) => said.has(word))) score += SYNONYM_WEIGHT;
      else if (related.broader.some((word) => said.has(word))) score += BROADER_WEIGHT;
    }
  }
  // "Which subject let you down?" and "missing by one grade in chemistry": a thing of the kind the "which" asks for
  // counts as the question's own word.
  const focus = focusNoun(question);
  if (focus !== null && [...said].some((lemma) => lemma !== focus && isKindOf(lemma, focus))) score += 1;
  return score;
}

// "from £310 to £365": a question about what it will be asks for the second; one about what it was, the first.
const ASKS_NEW = /\b(?:new|will|would|going to|raise|rais(?:e|ing)|rise|increase|quoted?|propos\w*|next|future|become)\b/i;
const ASKS_OLD = /\b(?:old|previous(?:ly)?|before|was|were|used to|original(?:ly)?|currently|at the moment)\b/i;

interface FoundFigure {
  quantity: Quantity;
  clause: string;
  relevance: number;
  order: number;
}

/** The figure of the kind a question asks for, from the clause it is most about: "By how much have costs gone up?" → "18%". */
export function figureFor(question: string, answer: string): string | null {
  const kinds = figureKindsAsked(question);
  if (kinds.size === 0) return null;
  const found: FoundFigure[] = [];
  const clauses = clausesOf(answer);
  for (const [index, clause] of clauses.entries()) {
    const relevance = clauseRelevance(question, clause, elidedVerb(clauses, index));
    for (const quantity of quantitiesIn(clause)) if (kinds.has(quantity.kind)) found.push({ quantity, clause, relevance, order: found.length });
  }
  if (found.length === 0) return null;
  const best = Math.max(...found.map((figure) => figure.relevance));
  const top = found.filter((figure) => figure.relevance === best);
  const fromTo = top.length >= 2 && /\bfrom\b[^;]*\bto\b/i.test(top[0]!.clause) && top.every((figure) => figure.clause === top[0]!.clause);
  const chosen = fromTo && ASKS_NEW.test(question) && !ASKS_OLD.test(question) ? top[top.length - 1]! : top[0]!;
  // "14 March at 6pm": a date and the time beside it in the same clause.
  if (chosen.quantity.kind === 'date') {
    const time = quantitiesIn(chosen.clause).find((quantity) => quantity.kind === 'time');
    if (time && kinds.has('time')) return `${chosen.quantity.text} at ${time.text}`;
  }
  return withUnit(chosen.quantity, chosen.clause);
}

/** A count with what it counts, as the clause says it: "13" → "13 days", "four" → "four tickets". */
function withUnit(quantity: Quantity, clause: string): string {
  if (quantity.kind !== 'number') return quantity.text;
  const after = clause.slice(clause.indexOf(quantity.text) + quantity.text.length);
  const next = readWords(after).find((word) => word.isWord);
  return next && next.pos === 'noun' && !/^\p{Lu}/u.test(next.text) ? `${quantity.text} ${next.text}` : quantity.text;
}

// Said again, a fact is its gist: at most this many words, cut where a phrase ends, so no long run is said twice.
const MAX_RESTATED_WORDS = 7;
const MIN_GIST_WORDS = 3;
const SHORT_REST = 2;
// Words no phrase ends on, beside those that start one: "without", "about", "into".
const NO_END = /^(?:without|about|into|onto|over|under|between|through|against|during|per|via|towards?|than|like|around|across|within|my|your|his|her|our|their|its|this|these|those)$/i;
// Words that say how many of what follows: "every Friday", "each week", "both days".
const QUANTIFIER = /^(?:every|each|both|either|neither|several|many|few|some|any|no|all|another)$/i;
const PHRASE_START = /^(?:the|a|an|after|before|because|and|but|so|which|that|when|while|in|on|at|for|with|from|to|of|by|since|until|as|if)$/i;

/**
 * The gist of a told fact for a question: the clause the question is most about (else the first), its first words up
 * to where a phrase ends, never ending on "to" or "the"; null when too little is left to say.
 */
/**
 * Whether a clause opens on a doing (a verb, not one of grammar) to a thing: "drilled out the lock", "fitted a new one",
 * not "arrived an hour later", whose nouns are only times.
 */
function opensOnADoingToAThing(clause: string): boolean {
  // Read after a subject, as the doer's own predicate: "fitted" alone may be taken for a noun.
  const words = readWords(`he ${clause.replace(/^(?:and)\s+/i, '')}`).filter((word) => word.isWord).slice(1);
  const [first] = words;
  if (!first || first.pos !== 'verb' || first.stopWord) return false;
  const nouns = words.filter((word) => word.pos === 'noun' && !word.stopWord);
  return words.some((word) => word.text.toLowerCase() === 'one' || word.text.toLowerCase() === 'it') || nouns.some((word) => nounKinds(word.lemma, 1)[0] !== 'time');
}

export function gistFor(question: string, answer: string): string | null {
  const clauses = clausesOf(answer);
  if (clauses.length === 0) return null;
  // "What did he actually do to the door?": what that person did, the clauses that open on a doing to a thing.
  const doer = doerAsked(question);
  const doings = doer === null ? [] : clauses.filter(opensOnADoingToAThing);
  if (doer !== null && doings.length > 0) {
    const said = doings.map((clause) => clause.replace(/^(?:and)\s+/i, ''));
    return `${doer} ${said.length > 1 ? `${said.slice(0, -1).join(', ')} and ${said.at(-1)!}` : said[0]!}`;
  }
  const scored = clauses.map((clause, index) => ({ clause, index, score: clauseRelevance(question, clause, elidedVerb(clauses, index)) }));
  const mostAbout = scored.reduce((top, next) => (next.score > top.score ? next : top), scored[0]!);
  // "Why did you lose the pay?" after "…I lost an afternoon of pay because the appointment overran": the reason is what
  // is asked for, the clause that gives it, not the one the question names; so is the errand a "while" clause tells
  // ("Why did you park there?" after "I parked there for ten minutes while I was unloading shopping").
  const asksWhy = askedKinds(question).has('why');
  // So is a purpose a "so" clause tells ("Why do you want to start later?" after "…from September so I can take my
  // mother to the day centre").
  const reason = asksWhy ? scored.find((entry) => entry.index >= mostAbout.index && (GIVES_REASON.test(entry.clause) || opensOnAnErrand(entry.clause) || opensOnAPurpose(entry.clause, answer))) : undefined;
  // "What did you have to do instead?": the clause of what was done in place of what did not happen.
  const substitute = asksWhatWasDoneInstead(question) ? scored[substituteClause(clauses)] : undefined;
  const best = substitute ?? reason ?? mostAbout;
  // "…and my turnover this year is…": the clause without the word that joined it to the one before; "…, paid €180 and
  // missed a client meeting": a clause that shares its subject with the first is said with it ("I missed…"). A reason
  // not asked for is said as what happened: "What did you say we replaced?" gets "they replaced the chain", not
  // "because they replaced the chain".
  const joined = asksWhy ? JOINED : JOINED_OR_BECAUSE;
  // A purpose keeps its "so": "So I can take my mother to the day centre."
  const isPurpose = reason !== undefined && best === reason && opensOnAPurpose(reason.clause, answer);
  const whole = withSharedSubject(isPurpose ? best.clause : best.clause.replace(joined, ''), best.index > 0 ? clauses[0]! : null);
  if (whole === null) return null;
  // "What happened with the budget report?" after "I have missed three report deadlines…, most recently the quarterly
  // budget report due on 14 November, which went to the board two days late": a later clause the question names more
  // than the first is what was asked, said whole with the clauses that hang on its thing ("which went…"), never cut to
  // its first words, which may leave out what became of it. ("Which payment did you miss?" asks for the payment, which
  // the clause's first words name.)
  if (best === mostAbout && best.index > 0 && best.score > scored[0]!.score && askedKinds(question).size === 0 && !asksByFocus(question)) {
    const hanging = clauses.slice(best.index + 1);
    const hangs = hanging.findIndex((clause) => !HANGS_ON_ITS_THING.test(clause));
    return lowerStart([whole, ...hanging.slice(0, hangs < 0 ? hanging.length : hangs)].join(', ').replace(/[,;:]+$/, ''));
  }
  const words = whole.split(/\s+/);
  // "Why did you bring her in?" after "I brought Biscuit in on 9 September after she swallowed a sock": a reason
  // given without "because" may lie anywhere in the clause, so it is said whole rather than cut to its first words. A
  // "because" clause is said whole too: its end is the cause ("because it was pressed at the wrong temperature").
  if (asksWhy) return lowerStart(words.join(' ').replace(/[,;:]+$/, ''));
  const gist = cutGist(words, question);
  if (gist === null) return null;
  // What is said again must itself be about what was asked (a word of the question or a synonym, not only a broader
  // term), not only the clause it was cut from: "Who is the inhaler for?" is not answered "As I said, I have come to
  // Boots". "Can you say that again?" names nothing and gets the gist.
  if (reason || !namesThings(question) || clauseRelevance(question, gist) >= SYNONYM_WEIGHT) return lowerStart(gist);
  // "What happened to the jacket?" after "When I collected it on 25 April the jacket had shrunk by two sizes": a clause
  // that opens on when or where it happened says what was asked from the thing the question names on.
  const named = isOpenQuestion(question) ? fromThingNamed(question, words) : null;
  const later = named === null ? null : cutGist(named, question);
  return later !== null && clauseRelevance(question, later) >= SYNONYM_WEIGHT ? lowerStart(later) : null;
}

/** A clause's first words, cut where a phrase ends (see gistFor); null when too few are left. */
function cutGist(words: readonly string[], question: string): string | null {
  let cut = Math.min(words.length, MAX_RESTATED_WORDS);
  // Cut at the start of a phrase, and never leave a preposition or an article at the end.
  if (words.length > MAX_RESTATED_WORDS) {
    for (let index = MAX_RESTATED_WORDS; index >= MIN_GIST_WORDS; index -= 1) {
      // "replaced | the brake discs": a verb is never cut from its object.
      if (PHRASE_START.test(words[index] ?? '') && !(ARTICLE.test(words[index]!) && isVerb(words[index - 1] ?? ''))) {
        cut = index;
        break;
      }
    }
  }
  // A phrase of two words or fewer left over ("a fix") is said whole: cutting it saves nothing and leaves a
  // preposition hanging ("closed without").
  if (words.length - cut <= SHORT_REST) cut = words.length;
  cut = withParticleKept(words, withoutOpenEnd(words, withObjectAfterParticle(words, cut)));
  // "I am worried the kitchen will not | be in before…": a cut inside a verb group leaves the clause without its
  // verb, so it moves on to the next place a phrase ends after the verb, or takes the clause whole.
  if (endsInsideVerb(words, cut) || endsBeforeItsThing(words, cut)) cut = nextWholeEnd(words, cut);
  // "a missed credit card payment" goes on "of £180": a figure that belongs to the last noun is kept with it.
  const figure = figureAfter(words, cut);
  if (figure > 0) cut += figure;
  // "Which course…?" after "…offered a place on the MSc Public Health": the name the place is on is what was asked
  // for, kept with the words before it, and a figure that belongs to it after it ("a client meeting in Oslo" goes on
  // "about a £40,000 order").
  else if (ASKS_WHICH.test(question)) {
    cut += namedAfter(words.slice(cut));
    cut += figureAfter(words, cut);
  }
  // "I want to go back | to fixed early shifts": an infinitive cut before it names anything says nothing of what is
  // wanted, so the clause is said whole.
  if (cut < words.length && endsOnBareInfinitive(words.slice(0, cut))) cut = words.length;
  // "What did you find when you turned up?" of "On 9 February you turned up with 16 players to find a car boot sale…":
  // a verb the question asks after that only the words past the cut hold is what was asked, so the clause is said whole.
  if (cut < words.length && asksByVerbPastCut(words, cut, question)) cut = words.length;
  // "What did you tell HR?" of "I told HR last week that the new scanning system keeps crashing": the thing the
  // question's "what" stands for is what its verb did, and the words kept name none of it, so the clause is said whole.
  if (cut < words.length && asksObjectPastCut(words, cut, question)) cut = words.length;
  // "What was the complaint about?" of "Customers in the flats above complained | about the noise…": the part of the
  // clause the question asks for (what its stranded preposition opens, the time a "when" asks, the place a "where"
  // asks) lies past the cut, so the clause is said whole.
  if (cut < words.length && asksElementPastCut(words, cut, question)) cut = words.length;
  // "I play in a pub band every | Friday": a word that says how many of a thing is never left without the thing.
  if (cut < words.length && QUANTIFIER.test(words[cut - 1] ?? '')) cut += 1;
  // "the gate has been jammed | since March": a time phrase that ends the clause says when what is said held, so it is
  // said with it.
  if (cut < words.length && isTimePhrase(words.slice(cut))) cut = words.length;
  // "ran out on Sunday | night": a word or two left over once the cut has moved on is said with the rest.
  if (words.length - cut <= SHORT_REST) cut = words.length;
  if (cut < MIN_GIST_WORDS) return null;
  return words.slice(0, cut).join(' ').replace(/[,;:]+$/, '');
}

// At most this many words in a time phrase said with the clause it ends ("since the end of March").
const TIME_PHRASE_WORDS = 5;

/**
 * Whether words are a phrase that says when and nothing else: a preposition then a date, a time or nouns WordNet files
 * as times ("since April", "until the end of term", "on 3 May"), with no verb.
 */
function isTimePhrase(words: readonly string[]): boolean {
  if (words.length < 2 || words.length > TIME_PHRASE_WORDS || !PHRASE_START.test(words[0]!) || ARTICLE.test(words[0]!)) return false;
  const read = readWords(words.slice(1).join(' ').replace(/[.,;:!?]+$/, '')).filter((word) => word.isWord);
  if (read.some((word) => word.pos === 'verb')) return false;
  const nouns = read.filter((word) => word.pos === 'noun');
  const dated = quantitiesIn(words.join(' ')).some((quantity) => quantity.kind === 'date' || quantity.kind === 'time' || quantity.kind === 'year');
  return dated || (nouns.length > 0 && nouns.every((word) => nounKinds(word.lemma, 1)[0] === 'time'));
}

/**
 * Whether the words kept before the cut say something the question names ("you turned up") but a verb it asks after
 * ("find") is held only past the cut: the part kept is what the question is about, not what it asks.
 */
function asksByVerbPastCut(words: readonly string[], cut: number, question: string): boolean {
  const kept = lemmasOf(words.slice(0, cut).join(' '));
  const rest = lemmasOf(words.slice(cut).join(' '));
  const named = [...lemmasOf(question)].filter((lemma) => !ASKING.has(lemma));
  if (!named.some((lemma) => kept.has(lemma))) return false;
  const verbs = readWords(question).filter((word) => word.isWord && !word.stopWord && word.pos === 'verb');
  return verbs.some((verb) => !ASKING.has(verb.lemma) && rest.has(verb.lemma) && !kept.has(verb.lemma));
}

// The prepositions a question may end on, asking for what they open in the told clause ("What was it about?",
// "Where did it come from?"): a closed class.
const STRANDED_PREPOSITIONS: ReadonlySet<string> = new Set(['about', 'for', 'from', 'to', 'with', 'at', 'in', 'on', 'of', 'into', 'by', 'after', 'over', 'against', 'towards', 'toward']);

/** The preposition a question ends on ("What was the complaint about (again)?"), or null. */
function strandedPreposition(question: string): string | null {
  const words = readWords(question).filter((word) => word.isWord);
  let end = words.length - 1;
  while (end > 0 && words[end]!.pos === 'adverb') end -= 1;
  const last = words[end]?.text.toLowerCase() ?? '';
  return end > 0 && STRANDED_PREPOSITIONS.has(last) ? last : null;
}

/**
 * Where the phrase a preposition opens in the words ends (its noun phrase, with an "of" phrase after it: "against the
 * closure of the learner pool"), or -1 when the words lack the preposition.
 */
function phraseEnd(words: readonly string[], preposition: string): number {
  const at = words.findIndex((word) => word.toLowerCase().replace(/[,;:.!?]+$/, '') === preposition);
  if (at < 0) return -1;
  let end = at + 1;
  while (end < words.length && !/[,;:]$/.test(words[end - 1]!) && (!PHRASE_START.test(words[end]!) || /^(?:of|the|a|an)$/i.test(words[end]!))) end += 1;
  return end;
}

/** Whether words say when: a date, a time or a year, or a noun WordNet files as a time ("night", "morning"). */
function saysWhen(text: string): boolean {
  if (quantitiesIn(text).some((quantity) => quantity.kind === 'date' || quantity.kind === 'time' || quantity.kind === 'year')) return true;
  return readWords(text).some((word) => word.isWord && word.pos === 'noun' && !word.stopWord && nounKinds(word.lemma, 1)[0] === 'time');
}

/** Whether words say where: a preposition before a name or a noun WordNet files as a place. */
function saysWhere(text: string): boolean {
  const words = readWords(text).filter((word) => word.isWord);
  return words.some((word, index) => index > 0 && PHRASE_START.test(words[index - 1]!.text) && !ARTICLE.test(words[index - 1]!.text) && (/^\p{Lu}/u.test(word.text) || (word.pos === 'noun' && nounKinds(word.lemma, 1)[0] === 'location')))
    || words.some((word) => word.pos === 'noun' && nounKinds(word.lemma, 1)[0] === 'location');
}

/**
 * Whether the part of a clause a question asks for lies past the cut and not before it: what the preposition the
 * question ends on opens ("What was the complaint about?" and "…complained | about the noise"), the time a "when"
 * asks for ("…visited the gym | on the morning of 12 May"), the place a "where" asks for.
 */
function asksElementPastCut(words: readonly string[], cut: number, question: string): boolean {
  const kept = words.slice(0, cut).join(' ');
  const rest = words.slice(cut).join(' ');
  const preposition = strandedPreposition(question);
  if (preposition !== null && phraseEnd(words, preposition) > cut) return true;
  const asked = askedKinds(question);
  if (asked.has('when') && !asked.has('howLong') && saysWhen(rest) && !saysWhen(kept)) return true;
  return asked.has('where') && saysWhere(rest) && !saysWhere(kept);
}

// WordNet's files for the nouns that name whom something is told, sent or given to: a person, a group.
const RECIPIENT_KINDS: ReadonlySet<string> = new Set(['person', 'group']);
// The auxiliaries that carry a question whose "what" is the object of the verb after its subject: a closed class.
const OBJECT_QUESTION_AUXILIARIES: ReadonlySet<string> = new Set(['do', 'have', 'will', 'would', 'can', 'could', 'shall', 'should', 'may', 'might', 'must']);

/**
 * Whether a question asks "what" for the object of its verb ("What did you tell HR?", "What have they promised us?")
 * and the words kept before the cut hold that verb but no thing of their own after it (only what the question names,
 * a time or a pronoun): what was told, promised or sent lies past the cut.
 */
function asksObjectPastCut(words: readonly string[], cut: number, question: string): boolean {
  const asked = readWords(question).filter((word) => word.isWord);
  const what = asked.findIndex((word) => word.lemma === 'what');
  if (what < 0 || !OBJECT_QUESTION_AUXILIARIES.has(asked[what + 1]?.lemma ?? '')) return false;
  const verb = asked.slice(what + 2).find((word) => word.pos === 'verb' && !word.stopWord && !isLightVerb(word.lemma) && !GRAMMAR_VERBS.has(word.lemma));
  if (verb === undefined) return false;
  const kept = readWords(words.slice(0, cut).join(' ')).filter((word) => word.isWord);
  const at = kept.findIndex((word) => word.pos === 'verb' && word.lemma === verb.lemma);
  if (at < 0) return false;
  const named = lemmasOf(question);
  // Whom it was told to ("the owners", "HR", a name) and when are no thing told.
  const isTimeOrWhom = (lemma: string) => isKindOf(lemma, 'time period') || isKindOf(lemma, 'time unit') || RECIPIENT_KINDS.has(nounKinds(lemma, 1)[0] ?? '');
  return !kept.slice(at + 1).some((word) => word.pos === 'noun' && !word.stopWord && !named.has(word.lemma) && !isTimeOrWhom(word.lemma) && !/^\p{Lu}/u.test(word.text));
}

/** Whether words end on an infinitive ("to go back") after which nothing is named, a noun or a figure. */
function endsOnBareInfinitive(words: readonly string[]): boolean {
  const read = readWords(words.join(' ')).filter((word) => word.isWord);
  const to = read.findLastIndex((word, index) => word.lemma === 'to' && read[index + 1]?.pos === 'verb');
  return to >= 0 && !read.slice(to + 1).some((word) => (word.pos === 'noun' && !word.stopWord) || /\d/.test(word.text));
}

/** The cut moved back past the words no phrase ends on: "to", "the", "without". */
function withoutOpenEnd(words: readonly string[], cut: number): number {
  let end = cut;
  while (end > 0 && (PHRASE_START.test(words[end - 1] ?? '') || NO_END.test(words[end - 1] ?? ''))) end -= 1;
  return end;
}

// Words after which a clause still wants its verb or the rest of it: the copula, a modal, a negation.
const WANTS_ITS_VERB: ReadonlySet<string> = new Set(['be', 'will', 'would', 'can', 'could', 'shall', 'should', 'may', 'might', 'must', 'not', 'never']);

/** Whether the words before the cut end inside a verb group: on the copula, a modal or a negation, or on "have" or "do" before the verb they carry. */
function endsInsideVerb(words: readonly string[], cut: number): boolean {
  const last = readWords(words[cut - 1] ?? '').filter((word) => word.isWord).at(-1);
  if (!last || cut >= words.length) return false;
  if (WANTS_ITS_VERB.has(last.lemma)) return true;
  const next = readWords(words[cut] ?? '').find((word) => word.isWord);
  return (last.lemma === 'have' || last.lemma === 'do') && next !== undefined && (next.pos === 'verb' || next.lemma === 'not');
}

/**
 * Whether the words before the cut end before the thing they are about: inside a noun phrase, on what qualifies a thing
 * before the thing itself ("has offered the same | seats for £14,500"), or on a verb whose object the cut leaves out
 * ("has quoted | the same clutch job"), read in the clause's context.
 */
function endsBeforeItsThing(words: readonly string[], cut: number): boolean {
  if (cut >= words.length || /[,;:.!?]$/.test(words[cut - 1] ?? '')) return false;
  const last = readWords(words.slice(0, cut).join(' ')).filter((word) => word.isWord).at(-1);
  const next = readWords(words[cut] ?? '').find((word) => word.isWord);
  if (last === undefined || next === undefined) return false;
  if (last.pos === 'verb' && DETERMINER.test(next.text)) return true;
  return next.pos === 'noun' && (last.pos === 'adjective' || DETERMINER.test(last.text) || /\d/.test(last.text));
}

/** The first place after the cut where a phrase starts and the words before it end outside a verb group; else the clause's end. */
function nextWholeEnd(words: readonly string[], cut: number): number {
  for (let index = cut + 1; index < words.length; index += 1) {
    if (!PHRASE_START.test(words[index]!)) continue;
    const end = withoutOpenEnd(words, index);
    if (end > cut && !endsInsideVerb(words, end)) return end;
  }
  return words.length;
}

const DETERMINER = /^(?:the|a|an|my|his|her|their|our|its|your)$/i;

/**
 * A clause's words from the first thing the question names (with its determiner) on, when that thing is not where the
 * clause starts and is the subject of what follows: "When I collected it on 25 April the jacket had shrunk…" → "the
 * jacket had shrunk…", never "garden on Wednesday the 9th". Null when none is.
 */
function fromThingNamed(question: string, words: readonly string[]): string[] | null {
  const named = new Set(readWords(question).filter((word) => word.isWord && !word.stopWord && word.pos === 'noun').map((word) => word.lemma));
  // A lower-case noun only: "the Frame Room" names a shop, and "framed" is a doing, not a frame.
  const at = words.findIndex((word, index) => index > 0 && /^\p{Ll}/u.test(word) && readWords(word).some((each) => each.isWord && each.pos === 'noun' && named.has(each.lemma)));
  if (at <= 0) return null;
  // The thing (with any noun after it, "the sofa cover") then the verb it is the subject of.
  const rest = readWords(words.slice(at).join(' ')).filter((word) => word.isWord);
  const verbAt = rest.findIndex((word) => word.pos !== 'noun');
  if (verbAt < 1 || rest[verbAt]!.pos !== 'verb') return null;
  return words.slice(DETERMINER.test(words[at - 1]!) ? at - 1 : at);
}

// "of £180", "about a £40,000 order": a preposition, maybe an article, then a figure.
const FIGURE_AFTER = /^(?:of|at|for|to|about|worth)\s+(?:(?:a|an|the)\s+)?(\S+)/i;

/**
 * How many words from `cut` on give a figure that belongs to the noun before it ("of £180", "for six years", "about a
 * £40,000 order"), the noun it qualifies or counts with it; 0 when none does.
 */
function figureAfter(words: readonly string[], cut: number): number {
  const attached = FIGURE_AFTER.exec(words.slice(cut).join(' '));
  if (!attached || quantitiesIn(attached[1]!).length === 0) return 0;
  let taken = attached[0].split(/\s+/).length;
  // "for six years": a count keeps what it counts.
  const next = words[cut + taken] ?? '';
  if (/^\p{Ll}+$/u.test(next) && readWords(next).some((word) => word.pos === 'noun')) taken += 1;
  return taken;
}

// The pronouns a first clause may open on whose later clauses leave them out: "I slept on a bench, paid €180 and missed…".
const SHARED_SUBJECT = /^(I|we|he|she|they)\s/i;

/** Whether a clause opens on an inflected verb ("missed", "paid", "has"; not "-ing"): its subject is elsewhere. */
function opensOnInflectedVerb(clause: string): boolean {
  const opening = readWords(clause).find((word) => word.isWord);
  return opening !== undefined && opening.pos === 'verb' && opening.text.toLowerCase() !== opening.lemma && !/ing$/i.test(opening.text);
}

/**
 * A clause that opens on an inflected verb, given the pronoun subject the sentence's first clause opens on ("I slept…,
 * paid €180" → "I paid €180"); null when its subject is no such pronoun ("My son Zain, aged seven, has swimming
 * lessons"), as the clause alone would be a fragment.
 */
function withSharedSubject(clause: string, first: string | null): string | null {
  if (!opensOnInflectedVerb(clause)) return clause;
  const subject = first === null ? null : SHARED_SUBJECT.exec(first)?.[1];
  return subject ? `${subject === 'I' ? 'I' : subject.toLowerCase()} ${clause}` : null;
}

const ARTICLE = /^(?:the|a|an)$/i;
// A relative clause that says more of the thing the clause before it names: "which went to the board two days late".
const HANGS_ON_ITS_THING = /^(?:which|who|whose)\s/i;
// The word that joined a clause to the one before it, and with it a "because" that opens a reason ("because of" opens none).
const JOINED = /^(?:and|but|so|which|while|whereas)\s+/i;
const JOINED_OR_BECAUSE = /^(?:and|but|so|which|while|whereas|because(?!\s+of\b))\s+/i;
// A clause that gives a reason: "because the engineer could not get the part", "due to the storm".
const GIVES_REASON = /^(?:because|due to|owing to)\b/i;

/** Whether a word is a verb (as the tagger reads it alone): "replaced", "booked". */
function isVerb(word: string): boolean {
  return readWords(word).some((each) => each.isWord && each.pos === 'verb');
}

// At most this many words of the object said after a verb's particle ("throw away a £60 bin unit").
const OBJECT_WORDS = 4;

/**
 * Where a cut ends when it fell between a verb's particle and the object after it ("I have had to throw away | a £60
 * bin unit"): after the object (its article and the words up to the next phrase), so what was done is said with what
 * it was done to; else where it fell.
 */
function withObjectAfterParticle(words: readonly string[], cut: number): number {
  if (cut < 2 || !ARTICLE.test(words[cut] ?? '') || !PARTICLES.has(words[cut - 1]!.toLowerCase()) || !isVerb(words[cut - 2]!)) return cut;
  let end = cut + 1;
  while (end < words.length && end - cut < OBJECT_WORDS && !PHRASE_START.test(words[end]!)) end += 1;
  return end;
}

/**
 * Where a cut ends when it fell between a verb and the particle it takes after its object ("an outage took the system |
 * down"): after the particle, since the verb without it says another doing; else where it fell.
 */
function withParticleKept(words: readonly string[], cut: number): number {
  // Each written word's place among the words read (a figure or a name may read as more than one).
  const starts: number[] = [];
  let read = 0;
  for (const word of words) {
    starts.push(read);
    read += readWords(word).filter((each) => each.isWord).length;
  }
  const tokens = readWords(words.join(' ')).filter((word) => word.isWord);
  if (tokens.length !== read) return cut;
  const keptTokens = starts[cut] ?? read;
  let end = cut;
  tokens.slice(0, keptTokens).forEach((word, index) => {
    if (word.pos !== 'verb') return;
    const particle = particleIndexOf(tokens, index);
    if (particle >= keptTokens) end = Math.max(end, starts.findLastIndex((start) => start <= particle) + 1);
  });
  return end;
}

const ASKS_WHICH = /\b(?:which|what)\s+[a-z]+\b(?!\s+(?:did|do|does|is|are|was|were)\s+(?:you|i|we)\s+say\b)/i;
const MAX_NAME_WORDS = 5;

/** The words of a preposition and the name it leads to ("on the MSc Public Health"), or 0 when none follows. */
function namedAfter(rest: readonly string[]): number {
  if (!/^(?:on|in|at|for|to|from|with)$/i.test(rest[0] ?? '')) return 0;
  let end = /^(?:the|a|an)$/i.test(rest[1] ?? '') ? 2 : 1;
  const start = end;
  while (end < rest.length && end - start < MAX_NAME_WORDS && /^\p{Lu}/u.test(rest[end]!)) end += 1;
  return end > start ? end : 0;
}

/** Whether a question names something beyond asking again: a noun, a verb or an adjective of its own. */
function namesThings(question: string): boolean {
  return readWords(question).some((word) => word.isWord && !word.stopWord && !ASKING.has(word.lemma) && (word.pos === 'noun' || word.pos === 'verb' || word.pos === 'adjective'));
}

/** Whether the character's own earlier lines hold this: every figure in it (in normal form), or its words. */
export function saidEarlier(text: string, saidLines: readonly string[]): boolean {
  return earlierLineHolding(text, saidLines) !== null;
}

/** The character's own earlier line that holds this (every figure in normal form, or its words), or null. */
function earlierLineHolding(text: string, saidLines: readonly string[]): string | null {
  const figures = quantitiesIn(text);
  if (figures.length > 0) {
    return saidLines.find((line) => {
      const said = quantitiesIn(line);
      return figures.every((figure) => said.some((earlier) => sameQuantity(figure, earlier)));
    }) ?? null;
  }
  const key = normalised(text);
  return key === '' ? null : (saidLines.find((line) => normalised(line).includes(key)) ?? null);
}

/**
 * A part as the earlier line wrote it: a figure inside a code or a compound is said whole ("20931" in "ticket
 * INC-20931" is "INC-20931"), with the line's own spelling ("£1,200" for "1200 pounds").
 */
function asWrittenIn(part: string, line: string): string {
  const figures = quantitiesIn(part);
  if (figures.length === 1 && figures[0]!.text === part.trim()) {
    const written = quantitiesIn(line).find((earlier) => sameQuantity(figures[0]!, earlier));
    const at = written ? line.indexOf(written.text) : -1;
    if (written && at >= 0) {
      const start = line.lastIndexOf(' ', at) + 1;
      const after = line.indexOf(' ', at + written.text.length);
      const token = line.slice(start, after < 0 ? line.length : after).replace(/^[("'“‘]+|[,.;:!?)"'”’]+$/gu, '');
      // Only a code or a compound joined by a hyphen ("INC-20931"); "£540," is "£540"; an age said as one alone is
      // said as an age: "two-year-old" → "two years old".
      if (token.includes(written.text) && /[\p{L}\d]-[\p{L}\d]/u.test(token)) return token.replace(/^(\S+?)-(?:year|yr)s?-old$/iu, (_match, count: string) => `${count} ${/^(?:1|one)$/i.test(count) ? 'year' : 'years'} old`);
      return written.text;
    }
  }
  return part;
}

/** What a back-reference is checked against: the learner's question, and the brief's facts (their answers). */
export interface AskedAgain {
  question: string;
  facts?: readonly string[];
  /** The learner pointed back to the character's words ("the fee you mentioned") and the part is the figure it meant. */
  isPointedBack?: boolean;
  /**
   * The question asks for a kind of detail (a reason, a date) and its meaning puts the fact that holds it first, though
   * it shares no word with the earlier line ("Why have you fallen behind?" after "I have been working 25 hours a week").
   */
  isMeantByKind?: boolean;
}

// Every memory lead the character says, and the condition each meets (the same fact was in an earlier reply of this
// conversation, and this reply says it again):
// - "As I said", "Like I mentioned", "As I told you", "Again," before a told fact asked again (answer-moves.ts
//   alreadySaidCandidates), before a figure the learner points back to (social-moves.ts unknownCandidates) and before
//   the job asked again (social-moves.ts jobCandidates): built by backReference below from the earlier line of the
//   character's own that holds the part, the part said again in it; asked by a question, only when the question asks
//   again about that part and no other fact is as much what it asks.
// - "As I said, I need …", "Again: …" when the learner has been told what is wanted often enough (steer-moves.ts
//   remindCandidates): backReference with no question, so only when an earlier line said the want, which the line says.
// - "As I said at the start, …" (social-moves.ts openingAskedAgain): the opening, which the character always said
//   first, said again.
// - "I have told you …" from a brief's reported telling (withTellingsBacked below): kept only when an earlier line holds
//   what was told, else said as what was told.
// No other lead ("I've told you", "We've covered that", "Same answer as before") is ever said.
/**
 * The one way the character points back to what it said ("As I said, £540."), and so the one check every "As I
 * said", "Like I mentioned" and "As I told you" goes through: built from the earlier line of its own that holds the
 * part, with the part as that line wrote it; null when no earlier line of its own holds it, so a claim of memory about
 * something never said cannot be built. Asked by a question, the fact said again must be the one asked for: the
 * question names what the earlier line said (or, pointing back to the character's words, the figure it meant), and no
 * other fact of the brief holds a figure of the kind asked in a clause the question is as much about ("How much did
 * you say the new one cost?" after "The suit cost me £350", when the brief also holds "I had to buy a new one for
 * £290"). `say` puts the part in its sentence.
 */
export function backReference(part: string, saidLines: readonly string[], say: (part: string) => string, asked?: string | AskedAgain): string | null {
  const line = earlierLineHolding(part, saidLines);
  if (line === null) return null;
  const { question, facts = [], isPointedBack = false, isMeantByKind = false } = typeof asked === 'string' ? { question: asked } : (asked ?? { question: undefined });
  if (question !== undefined) {
    if (!isPointedBack && !isMeantByKind && !asksAgainAbout(question, line, part, saidLines)) return null;
    // A part that does not hold the thing, the reason or the place asked for was not what the question asks again.
    if (!holdsWhatIsAskedAgain(question, part)) return null;
    if (givesPlanForWhatHappened(question, part, line)) return null;
    if (anotherFactAsMuchAsked(question, clauseHolding(part, line), facts)) return null;
  }
  return say(afterALead(withItsSubject(asWrittenIn(part, line), line)));
}

/**
 * A part as it reads after a lead ("As I said, …"): its first word in lower case unless it is "I" or may be a name.
 * Beside the words lowerStart knows, a plural noun ("Customers in the flats above…") or a verb form ("Parking
 * there…") the dictionary holds is no name; a singular noun alone may be one ("Biscuit swallowed a sock") and keeps
 * its capital.
 */
export function afterALead(part: string): string {
  const lowered = lowerStart(part);
  if (lowered !== part || !/^\p{Lu}\p{Ll}+\b/u.test(part)) return lowered;
  // Read in lower case, as the word would be written inside a sentence.
  const lower = `${part[0]!.toLowerCase()}${part.slice(1)}`;
  const first = readWords(lower).find((word) => word.isWord);
  if (first === undefined || !isDictionaryWord(first.lemma)) return part;
  const isPlural = first.pos === 'noun' && first.lemma !== first.text && hasPartOfSpeech(first.lemma, 'noun');
  const isVerbForm = first.pos === 'verb' && hasPartOfSpeech(first.lemma, 'verb');
  return isPlural || isVerbForm ? lower : part;
}

// The relative pronouns that open a clause whose subject is a noun before it: a closed class.
const RELATIVE_OPENING = /^(?:who|whom|whose|which)\b/i;
// The relative pronouns that stand for the subject of their clause ("who quoted £79"), which the noun takes the place of.
const SUBJECT_RELATIVE = /^(?:who|which)\s+/i;
// The determiners that open the noun phrase a relative clause is said of: a closed class.
const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'our', 'your', 'his', 'her', 'their', 'its', 'this', 'that', 'these', 'those']);

/**
 * A relative clause said with the noun it is said of as its subject: "which starts at 5am" of "I need the car to get to
 * my new shift at the Theale depot, which starts at 5am" is "my new shift at the Theale depot starts at 5am" (the
 * object of the last verb before it, prepositions before that left out); null when there is none.
 */
function withItsAntecedent(clause: string, sentence: string): string | null {
  if (!SUBJECT_RELATIVE.test(clause)) return null;
  const at = sentence.toLowerCase().indexOf(clause.toLowerCase());
  const before = sentence.slice(0, at).replace(/[,\s]+$/, '');
  const words = readWords(before).filter((word) => word.isWord);
  const lastVerb = words.findLastIndex((word) => word.pos === 'verb');
  if (lastVerb < 0) return null;
  const start = words.findIndex((word, index) => index > lastVerb && (DETERMINERS.has(word.text.toLowerCase()) || !word.stopWord));
  if (start < 0) return null;
  const from = before.indexOf(words[start]!.text, before.indexOf(words[lastVerb]!.text) + words[lastVerb]!.text.length);
  const antecedent = before.slice(from).trim();
  return antecedent === '' || /[,;:]/.test(antecedent) ? null : `${antecedent} ${clause.replace(SUBJECT_RELATIVE, '')}`;
}
// "to arrive…": a part opening on an infinitive's "to" and its verb.
const INFINITIVE_OPENING = /^to\s+\p{Ll}+/u;
// The conjunctions that open a clause of time inside another (a closed class): "before the floor opened".
const TIME_CONJUNCTION = /\b(?:before|after|until|till|when|once|since)\s+/gi;

/**
 * The clause of time inside a part that has a subject and an inflected verb of its own: "the new floor opened on 1
 * October" of "to arrive before the new floor opened on 1 October"; null when it holds none.
 */
function finiteClauseIn(part: string): string | null {
  for (const found of part.matchAll(TIME_CONJUNCTION)) {
    const clause = part.slice(found.index + found[0].length);
    const words = readWords(clause).filter((word) => word.isWord);
    const verbAt = words.findIndex((word) => word.pos === 'verb');
    const verb = words[verbAt];
    if (verbAt > 0 && verb !== undefined && verb.text.toLowerCase() !== verb.lemma && !/ing$/i.test(verb.text) && words[0]!.pos !== 'verb') return clause;
  }
  return null;
}

// The words that join a clause sharing the subject before it: "…, and now owe £2,025".
const SHARED_SUBJECT_JOIN = /(?:,|\b(?:and|but|then|so))\s*$/i;
const MAX_SUBJECT_WORDS = 5;

/**
 * A part of a fact as a clause of its own, with its subject: "now owe £2,025" cut from "I lost my job in May and now
 * owe £2,025" is "I now owe £2,025"; "who quoted £79" of "I rang a plumber, who quoted £79" is "a plumber quoted £79"
 * (else the sentence it was said in). A part that opens on its subject, or is no clause (a figure, a date), is itself. The sentence is found in
 * `source`, the line or the fact the part was cut from.
 */
export function withItsSubject(part: string, source: string): string {
  const trimmed = part.trim();
  const words = readWords(trimmed).filter((word) => word.isWord);
  const first = words.find((word) => word.pos !== 'adverb');
  const isRelative = RELATIVE_OPENING.test(trimmed);
  const opensOnVerb = first !== undefined && first.pos === 'verb' && !/ing$/i.test(first.text) && !/^to$/i.test(first.text);
  // "to arrive before the new floor opened on 1 October": an infinitive is no sentence; the clause of time with a
  // subject of its own inside it is ("the new floor opened on 1 October"), else the sentence it is part of.
  const finite = INFINITIVE_OPENING.test(trimmed) ? finiteClauseIn(trimmed) : null;
  if (finite) return finite;
  const opensOnInfinitive = words[0]?.lemma === 'to' && words[1]?.pos === 'verb';
  if (!isRelative && !opensOnVerb && !opensOnInfinitive) return part;
  const key = normalised(trimmed);
  const sentence = splitSentences(source).find((each) => normalised(each).includes(key));
  if (!sentence) return part;
  const whole = withoutFinalStop(sentence);
  if (isRelative) return withItsAntecedent(trimmed, whole) ?? whole;
  if (opensOnInfinitive) return whole;
  // A clause sharing the sentence's subject takes it: the words before the sentence's first verb.
  const at = whole.toLowerCase().indexOf(trimmed.toLowerCase());
  const sentenceWords = readWords(whole).filter((word) => word.isWord);
  const verbAt = sentenceWords.findIndex((word) => word.pos === 'verb');
  const subject = verbAt > 0 ? whole.slice(0, whole.indexOf(sentenceWords[verbAt]!.text)).trim() : '';
  const isShared = at > 0 && SHARED_SUBJECT_JOIN.test(whole.slice(0, at)) && subject !== '' && subject.split(/\s+/).length <= MAX_SUBJECT_WORDS && !/[,;:]/.test(subject);
  return isShared ? `${subject} ${trimmed}` : whole;
}

// "I have told you…", "I've already said to you that…": the character's telling, in the perfect, of what it told the
// learner; the verb is read by meaning (isTelling), the frame by grammar.
const PERFECT_TELLING_TO_YOU = /\bI(?:['’]ve| have)\s+(?:already\s+)?(\p{Ll}+)\s+(?:to\s+)?you\s+(?:that\s+)?(?=\p{L})/u;

/**
 * A reply whose telling in the perfect ("Now I have told you the Saturday slot goes to…", from a brief that says
 * "she has told me the slot goes to…") claims the character said it in this conversation: kept only when an earlier
 * line of the character's holds what it told, else said as what was told ("Now the Saturday slot goes to…"), so no
 * memory is claimed of something never said.
 */
export function withTellingsBacked(reply: string, saidLines: readonly string[]): string {
  return splitSentences(reply)
    .map((sentence) => {
      const told = toldIn(sentence);
      return told === null || saidEarlier(withoutFinalStop(told), saidLines) ? sentence : toldPlainly(sentence);
    })
    .join(' ');
}

/** What a sentence's telling in the perfect says was told ("I have told you the slot goes to…" → "the slot goes to…"), or null. */
function toldIn(sentence: string): string | null {
  const found = PERFECT_TELLING_TO_YOU.exec(sentence);
  return found && isTelling(lemmaOf(found[1]!)) ? sentence.slice(found.index + found[0].length) : null;
}

/**
 * A sentence as said without its telling in the perfect ("Now I have told you the slot goes to…" → "Now the slot goes
 * to…"), as {@link withTellingsBacked} says it until what it told was said: the same sentence either way, so whether it
 * was said is read from both forms. A sentence with no such telling is itself.
 */
export function toldPlainly(sentence: string): string {
  const told = toldIn(sentence);
  if (told === null) return sentence;
  const before = sentence.slice(0, PERFECT_TELLING_TO_YOU.exec(sentence)!.index);
  return before.trim() === '' ? `${told.charAt(0).toUpperCase()}${told.slice(1)}` : `${before}${told}`;
}

/** The clause of a line that holds the part (else the line). */
function clauseHolding(part: string, line: string): string {
  return clausesOf(line).find((each) => earlierLineHolding(part, [each]) !== null) ?? line;
}

/**
 * Whether a fact of the brief other than the one the clause comes from holds a figure of the kind the question asks
 * for, in a clause the question is at least as much about: then which fact was asked for is not clear from the
 * question, and the character does not claim to have said it.
 */
function anotherFactAsMuchAsked(question: string, clause: string, facts: readonly string[]): boolean {
  // A yes-or-no question asks for no figure, so no other fact's figure can be what it meant.
  const kinds = isYesNoQuestion(question) ? new Set<QuantityKind>() : figureKindsAsked(question);
  if (kinds.size === 0 || facts.length === 0) return false;
  const own = figureRelevance(question, clause, kinds);
  const key = normalised(clause);
  return facts
    .filter((answer) => !normalised(answer).includes(key))
    .flatMap(clausesOf)
    .some((other) => quantitiesIn(other).some((quantity) => kinds.has(quantity.kind)) && figureRelevance(question, other, kinds) >= own);
}

/**
 * How much a clause holding a figure is about the question: its words (clauseRelevance), and one more when a figure
 * of the kind asked counts what the question names ("How many tickets…?" and "four tickets", not "nine days").
 */
function figureRelevance(question: string, clause: string, kinds: ReadonlySet<QuantityKind>): number {
  const named = lemmasOf(question);
  const counts = quantitiesIn(clause).some((quantity) => {
    if (!kinds.has(quantity.kind)) return false;
    const unit = withUnit(quantity, clause).slice(quantity.text.length).trim();
    return unit !== '' && readWords(unit).some((word) => named.has(word.lemma));
  });
  // "How much did you pay me?": the learner the doing was done to ("me"), whom the character calls "you" ("the £70 I
  // paid you"), is as much a word of the question as the doing.
  const toLearner = doneToTheOneSpoken(question, LEARNER_AS_ASKED) && doneToTheOneSpoken(clause, LEARNER_AS_TOLD);
  return clauseRelevance(question, clause) + (counts ? 1 : 0) + (toLearner ? 1 : 0);
}

// The learner as the one a doing is done to: "me", "us" in the learner's question, "you" in the character's words. A
// closed class of pronouns.
const LEARNER_AS_ASKED: ReadonlySet<string> = new Set(['me', 'us']);
const LEARNER_AS_TOLD: ReadonlySet<string> = new Set(['you']);

/** Whether a text says a doing was done to one of these pronouns: the pronoun right after a verb ("pay me", "paid you"). */
function doneToTheOneSpoken(text: string, pronouns: ReadonlySet<string>): boolean {
  const words = readWords(text).filter((word) => word.isWord);
  return words.some((word, index) => index > 0 && pronouns.has(word.text.toLowerCase()) && words[index - 1]!.pos === 'verb' && !GRAMMAR_VERBS.has(words[index - 1]!.lemma));
}

/**
 * Whether a question asks again about what the earlier line said: it names a word of the clause that holds the part
 * (its own word, not only a related one), or it names nothing ("Can you say that again?") and the line is the last
 * the character said. A question matched to a told fact by looser meaning gets the part afresh, with no memory claimed.
 */
function asksAgainAbout(question: string, line: string, part: string, saidLines: readonly string[]): boolean {
  if (!namesThings(question)) return line === saidLines.at(-1);
  const clause = clauseHolding(part, line);
  return (clauseRelevance(question, clause) >= 1 || namesInItsFamily(question, clause)) && saysWhatIsAskedOfIt(question, line) && answersWhatIsSaidOfIt(question, clause);
}

/**
 * Whether a question names a word of the clause in another form of its family, as WordNet derives one from the other
 * either way: "What was the objection about?" names the "objected" of "The neighbours objected to the new fence".
 */
function namesInItsFamily(question: string, clause: string): boolean {
  const said = lemmasOf(clause);
  return [...lemmasOf(question)].some((lemma) => !ASKING.has(lemma) && (derivedWords(lemma).some((word) => said.has(word)) || [...said].some((word) => derivedWords(word).includes(lemma))));
}

/**
 * Whether the clause a part is said from answers what a question says of the thing it names, when the question asks
 * for no detail of a kind (no date, sum, person, reason or kind of thing): "Is it a big house?" is not answered by "the
 * house has to be empty", nor "What does Ruby like doing best?" by "I have looked after Ruby", though each names the
 * thing. A word the question says of it (a verb of its own, an adjective or an adverb) must be in the clause, itself or
 * a WordNet synonym; a question that says nothing of it beyond naming it is answered by any clause about it. A cause
 * asked by its doing ("What made you pick a cockapoo?") is answered only by a reason.
 */
function answersWhatIsSaidOfIt(question: string, clause: string): boolean {
  if (asksWhatCaused(question)) return givesReasonOrPurpose(clause);
  if (askedKinds(question).size > 0 || focusNoun(question) !== null || figureKindsAsked(question).size > 0) return true;
  const clauseWords = readWords(clause).filter((word) => word.isWord);
  // The thing named, a word both hold that WordNet knows as a noun, is no word said of it, however the tagger read it
  // ("Is the flat nice?", "a two-bedroom flat").
  const things = new Set(clauseWords.filter((word) => hasPartOfSpeech(word.lemma, 'noun')).map((word) => word.lemma));
  // "Does Adam like science?": a thing the question names beside the one the clause holds is said of it too, unless it
  // stands in an adverb ("in the end").
  const adverbial = nounsInAdverbExpressions(question);
  const saying = readWords(question).filter(
    (word) =>
      word.isWord &&
      !ASKING.has(word.lemma) &&
      (((word.pos === 'adjective' || word.pos === 'adverb') && !things.has(word.lemma)) ||
        (word.pos === 'noun' && !word.stopWord && !things.has(word.lemma) && !adverbial.has(word.lemma)) ||
        (word.pos === 'verb' && !isLightVerb(word.lemma) && !GRAMMAR_VERBS.has(word.lemma))),
  );
  if (saying.length === 0) return true;
  const said = new Set(clauseWords.map((word) => word.lemma));
  // "What was the complaint about?" says "complaint" of what "complained" says: a form of the same word family.
  const ofItsFamily = (lemma: string) => derivedWords(lemma).some((other) => said.has(other)) || [...said].some((other) => derivedWords(other).includes(lemma));
  return saying.some((word) => said.has(word.lemma) || relatedWords(word.lemma, word.pos).synonyms.some((other) => said.has(other)) || (word.pos === 'noun' && ofItsFamily(word.lemma)));
}

// Enough of a verb's senses to reach its sense of causing ("make" someone do something).
const CAUSING_SENSES = 6;
const CAUSE = 'cause';

/** Whether a question asks what caused a doing of the character's: "What made you pick a cockapoo?", "What led you to…?". */
function asksWhatCaused(question: string): boolean {
  const [what, verb, object] = readWords(question).filter((word) => word.isWord);
  // "What did you…?" asks with an auxiliary, not a causing, though "do" in one of its senses is "cause".
  if (what?.lemma !== 'what' || verb?.pos !== 'verb' || GRAMMAR_VERBS.has(verb.lemma) || object?.lemma !== 'you') return false;
  const related = relatedWords(verb.lemma, 'verb', CAUSING_SENSES);
  return related.synonyms.includes(CAUSE) || related.broader.includes(CAUSE);
}

/**
 * Whether the earlier line says what the question asks happened to the thing it names, when it asks with a verb of
 * its own: "When did you drop the car off?" is not asked again by "The car was not ready until 11 October", though
 * both name the car. The question's verb, a WordNet synonym of it or a broader verb ("come in" and "goes to") counts.
 */
function saysWhatIsAskedOfIt(question: string, line: string): boolean {
  const asked = doingsAsked(question);
  if (asked.length === 0) return true;
  const said = lemmasOf(line);
  return asked.some((lemma) => {
    const related = relatedWords(lemma, 'verb');
    return said.has(lemma) || [...related.synonyms, ...related.broader].some((other) => said.has(other));
  });
}

/** The verbs a question asks of, beyond asking ("collect" in "What time did you say you collected her?"), by lemma. */
function doingsAsked(question: string): string[] {
  const words = readWords(question).filter((word) => word.isWord);
  return wordLemmas(words).filter((lemma, index) => lemma !== '' && !ASKING.has(lemma) && words[index]!.pos === 'verb');
}

/** The sentence of the answer that holds a part of it ("£365"), to say it in full when it was never said. */
export function sentenceHolding(answer: string, part: string): string {
  return splitSentences(answer).find((sentence) => sentence.includes(part)) ?? firstSentence(answer);
}
