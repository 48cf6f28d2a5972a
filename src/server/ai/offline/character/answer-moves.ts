// The answer move: a question or remark on a topic of the brief answered in the character's voice, a figure said
// again briefly when it was told already, a hidden fact revealed only when earned, and a detail the brief lacks said as missing.
import { firstSentence, isQuestion, quote, splitSentences, withoutFinalStop } from '../../language/text.ts';
import { pointsBackToTheirWords, readLine, tellsDoneDoingAsked, type TopicAsk } from './acts.ts';
import { isAboutThemselves, type Topic } from './knowledge.ts';
import { askedIdeasOf, MONEY_PHRASE, TIME_PHRASE } from './related-words.ts';
import { askedKinds, asksByFocus, asksForHours, asksWhichTime, namesNothingButItsFocus, CLOCK_TIME, countsAmountAsked, countsAskedFor, countsThingsOtherThanTime, destinationsIn, detailAskedFor, doerNamedIndex, earlierFigureIn, firmNamed, focusNoun, FREQUENCY, isIngForm, isLightVerb, meaningMatches, namesNoThingOfItsOwn, isKindOfTelling, placesByNoun, reasonParts, wholeTakenFrom } from './fact-meaning.ts';
import { sinceGivesReason } from '../../language/since-clause.ts';
import { clockRangesIn, quantitiesIn, sameQuantity } from '../../language/quantities.ts';
import { lemmaOf, readWords, type Word } from '../../language/lemmas.ts';
import { derivedWords, isKindOf, isPersonNoun } from '../../language/wordnet.ts';
import { asksForDeadline, asksHowFarOffTime, isOffTimeWord, kindsAskedFor } from './figures-asked.ts';
import { afterALead, asksClockTime, backReference, withItsSubject, clauseRelevance, clausesOf, elidedVerb, figureFor, figureKindsAsked, gistFor, lacksFigureAsked, saidEarlier, sentenceHolding, toldPlainly } from './restating.ts';
import { lowerStart, withHedge } from './voice.ts';
import { normalised } from './state.ts';
import { hasSaid, REVEAL_PREFIX } from './move-lines.ts';
import { restatedLeadsFor, withMatter } from './stock-lines.ts';
import type { TurnContext, Slot } from './moves.ts';
import { capitalize, escapeRegExp } from '../../../../shared/text.ts';
import { isTitle } from '../../../../shared/name-address.ts';
import { asksForTimeAhead, asksWhatPressesForTime, occasionAheadIn } from './occasion-ahead.ts';
import { statedWorry } from './worry-answered.ts';
import { spanEndAskedIn } from './span-end.ts';
import { whoseThingAsked } from './whose-thing.ts';
import { allToldOfPersonAsked, untoldFactOfPersonAsked } from './person-asked-after.ts';

const MAX_ANSWERS = 2;
// Words that point back to something just said.
const POINTS_BACK = /\b(?:it|they|them|that|those|he|she|him)\b/i;

const BY_HOW_MUCH = /\bby how much\b|\bper ?cent|\bpercentage\b/i;
const HOW_MANY = /\bhow many\b/i;
const LENGTHS_OF_TIME = /\b((?:\d+(?:\.\d+)?|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|a)(?:\s+and\s+a\s+half)?)(?:\s+|-)(days?|nights?|weeks?|fortnights?|months?|years?|hours?|minutes?)\b(?!\s+ago)/gi;
// "£85 a month", "a £22-a-month plan": a rate, not a length of time.
const MONEY_BEFORE = /[£$€]\s?\d[\d,.]*(?:\s*|-)$/;
// "£85 a month", "three mornings a week", "twice a week": a rate, not a length of time.
const RATE_BEFORE = new RegExp(`${MONEY_BEFORE.source}|\\b(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|once|twice)\\s+(?:[a-z]+\\s+)?$`, 'i');
// A month or a day of the week named on its own.
const MONTH = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;
const MONTH_OR_WEEKDAY = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;
const HOW_SOON = /\bhow soon\b/i;
const WITHIN_LENGTH = /\b(?:within|in)\s+(?:about\s+|the\s+next\s+)?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of)\s+(?:days?|weeks?|months?|hours?|minutes?|working days?)\b/i;
// "Which day…?", "What days…?": a day of the week asked for, not a date.
const ASKS_WEEKDAY = /\b(?:which|what) days?\b/i;
const WEEKDAY = String.raw`(?:(?:every\s+(?:other\s+)?)|(?:the\s+))?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?`;
// Days of the week named one after another count as one answer: "Monday, Wednesday and every other Thursday".
const WEEKDAYS_NAMED = new RegExp(String.raw`${WEEKDAY}(?:(?:,\s*|\s+and\s+|\s+or\s+)${WEEKDAY})*`, 'g');
const TIMES_SAID = /\b(?:once|twice|(?:two|three|four|five|six|seven|eight|nine|ten|\d+) times)\b/i;
// "since Monday", "since 3 May", "since the end of August".
const SINCE = /\bsince\s+(?:the\s+(?:start|end|middle|beginning)\s+of\s+)?(?:the\s+)?[\w'-]+(?:\s+\d{1,2}(?:st|nd|rd|th)?)?/i;
const NOT_A_PERSON = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|I)$/;

/**
 * The people a sentence names inside it, each by the whole name as written, with who they are to the character: "my
 * son Arjun", "Dr. Kwame Mensah". A title belongs to the name after it, so a name is never said as its title alone.
 */
function peopleNamed(answer: string): string[] {
  const words = answer.split(/\s+/);
  const found: string[] = [];
  const bare = (raw: string) => raw.replace(/[,.;:!?]+$/, '').replace(/['’]s$/, '');
  words.forEach((raw, index) => {
    const word = bare(raw);
    const before = words[index - 1] ?? '';
    // A place ("in Leeds", "at the High Street") or a name's second word is no one of its own.
    // "Crumb & Co": the words after "&" are the rest of a firm's name, not a person.
    if (index === 0 || !/^\p{Lu}\p{Ll}+$/u.test(word) || NOT_A_PERSON.test(word) || /^(?:in|at|to|from|on|the|of|by|near|&)$/i.test(before) || /^\p{Lu}/u.test(before)) return;
    // The rest of the name: the capitalised words after it, up to a comma or a full stop (a title's own aside).
    let end = index;
    while ((!/[,;:!?.]$/.test(words[end]!) || isTitle(words[end]!)) && /^\p{Lu}\p{Ll}+/u.test(words[end + 1] ?? '') && !NOT_A_PERSON.test(bare(words[end + 1]!))) end += 1;
    // A title alone names no one: "Dr." with no name after it.
    if (end === index && isTitle(raw)) return;
    const name = [...words.slice(index, end), bare(words[end]!)].join(' ');
    const relation = /^(?:my|our)$/i.test(words[index - 2] ?? '') && /^\p{Ll}+$/u.test(before) ? `${words[index - 2]!.toLowerCase()} ${before} ` : '';
    found.push(`${relation}${name}`);
  });
  return found;
}

/**
 * A date said as the end of a range keeps the range's start: "from 9 to 16 August" is asked for as "9 to 16 August",
 * never as its last day alone.
 */
function withRangeStart(date: string | null, answer: string): string | null {
  if (!date) return null;
  const escaped = date.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const start = String.raw`(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?`;
  const range = new RegExp(String.raw`\b(?:between\s+${start}\s+and|(?:from\s+)?${start}\s*(?:to|until|till|-|–))\s*(?:the\s+)?${escaped}`, 'i').exec(answer);
  if (range) return `${range[1] ?? range[2]} to ${date}`;
  // "on 14 and 15 March", "on 3, 4 and 5 May": the days named together with the month said once are all the date.
  const joined = new RegExp(String.raw`(?<![\d,£$€.])((?:\d{1,2}(?:st|nd|rd|th)?\s*,\s*)*\d{1,2}(?:st|nd|rd|th)?\s+(?:and|&)\s+)${escaped}`, 'i').exec(answer);
  return joined ? `${joined[1]}${date}` : date;
}

/**
 * A clock time said as one end of a range of hours keeps the range: "from 9 till 5" is asked for as a whole ("When is
 * the office open?"), never as "9" alone.
 */
function withClockRange(time: string | null, answer: string): string | null {
  if (!time) return null;
  return clockRangesIn(answer).find((range) => new RegExp(`(?:^|\\s)${time.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(range)) ?? time;
}

/** The nouns the two sides are named by ("bakery", "customer"): a firm named in a fact may be one of them. */
function bodiesOf(context: TurnContext): ReadonlySet<string> {
  return new Set([...context.knowledge.sides.learner, ...context.knowledge.sides.character]);
}

// "What's the fee gone up to?", "Where did it start from?": a preposition left at the end of a question.
const STRANDED_PREPOSITION = /\b(to|from)\W*$/i;

/**
 * The figure a question's stranded preposition asks for: "What's the fee gone up to?" of "went up from £2,900 to
 * £3,650" is £3,650, the figure that preposition takes in the answer; null when the question ends on none or the
 * answer gives it to no figure.
 */
function figureOfStrandedPreposition(question: string, answer: string, figures: readonly string[]): string | null {
  const preposition = STRANDED_PREPOSITION.exec(question)?.[1];
  if (!preposition) return null;
  const taken = figures.filter((figure) => new RegExp(String.raw`\b${preposition}\s+${escapeRegExp(figure)}`, 'i').test(answer));
  return taken.length === 1 ? taken[0]! : null;
}

/**
 * In an answer told already, the figure a question asks for again: "how much" → "£649", "when" → "14 March at 6pm".
 * Never one the question names itself ("What happened on 12 March?" asks what happened then, not the date).
 */
function figureAskedFor(line: string, answer: string, bodies: ReadonlySet<string>): string | null {
  const question = askingPart(line);
  const figure = figureOfAnswerAsked(question, answer, bodies);
  return figure !== null && isFigureNamedIn(question, figure) ? null : figure;
}

/**
 * What a line asks for: its questions, not a statement said before them ("I wanted to talk about the deadlines. What
 * happened with the budget report?" asks for no date); the line itself when it has no question or is all questions.
 */
function askingPart(line: string): string {
  const sentences = splitSentences(line);
  const questions = sentences.filter(isQuestion);
  return questions.length > 0 && questions.length < sentences.length ? questions.join(' ') : line;
}

/** Whether a question names a figure itself: every sum, date and time the figure holds, or else every day's name. */
function isFigureNamedIn(question: string, figure: string): boolean {
  const times = timesNamed(figure);
  const quantities = quantitiesIn(figure);
  if (times.names.length === 0 && quantities.length === 0) return false;
  const named = quantitiesIn(question);
  // "Friday 12 March" is named by "12 March": a date says its day.
  if (quantities.length > 0) return quantities.every((quantity) => named.some((each) => sameQuantity(each, quantity)));
  return times.names.every((name) => new RegExp(`\\b${name}s?\\b`).test(question));
}

function figureOfAnswerAsked(question: string, answer: string, bodies: ReadonlySet<string>): string | null {
  // Only the question words say which figure is wanted: "since you took them over" asks for no date.
  const ideas = askedIdeasOf(question);
  const asked = kindsAskedFor(question);
  const quantities = quantitiesIn(answer);
  const of = (...kinds: string[]) => quantities.filter((quantity) => kinds.includes(quantity.kind)).map((quantity) => quantity.text);
  const pick = (figures: readonly string[]) => (figures.length > 0 ? (figureOfStrandedPreposition(question, answer, figures) ?? figures[detailAskedFor(question, answer, figures)]!) : null);
  // "When…?": the day and the clock time the question's words point to ("14 March at 6pm"; "a start date of 6 January
  // instead of 1 December": 6 January).
  // "How soon…?": a length said ahead ("within 48 hours", "in two weeks") before a date.
  const soon = HOW_SOON.test(question) ? WITHIN_LENGTH.exec(answer) : null;
  if (soon) return soon[0];
  // "How late did you actually leave?": the length the thing was off its time, with the word that says which way
  // ("90 minutes late"), not the clause it was said in.
  const offTime = asksHowFarOffTime(question) ? lengthOffTime(question, answer) : null;
  if (offTime) return offTime;
  // "When do you need it back by?" of "hired for two weeks from 3 June": the span's end or its length, never its start.
  const spanEnd = spanEndAskedIn(question, answer, asked.has('howLong') && !asked.has('when'));
  if (spanEnd) return spanEnd;
  if (asked.has('when')) {
    // "Which day…?": the day of the week the question's words point to ("on the Saturday morning the site was
    // closed"), or the days named together ("every Monday, Wednesday and every other Thursday").
    const weekdays = ASKS_WEEKDAY.test(question) ? [...answer.matchAll(WEEKDAYS_NAMED)].map((found) => found[0]) : [];
    if (weekdays.length > 0) return weekdays[detailAskedFor(question, answer, weekdays)]!;
    // "What hours…?": the range of hours the question's words point to ("7.30 am to 3.30 pm"), not one end of it nor a
    // single time said beside it ("the nursery closes at 5.30 pm").
    const hours = asksForHours(question) ? clockRangesIn(answer) : [];
    if (hours.length > 0) return hours[detailAskedFor(question, answer, hours)]!;
    const day = withRangeStart(pick(of('date')), answer) ?? pick(of('year'));
    const time = withClockRange(pick(of('time')), answer);
    // "What time do you start work?": a clock time asked for is the time alone, not the date a clause before it names.
    if (time && CLOCK_TIME.test(question)) return time;
    // "When would the change start?" of "start at 10 instead of 7 from September": the month the whole thing falls in,
    // not the hour of the day it starts at.
    const monthOfIt = day === null && time !== null ? MONTH.exec(answer) : null;
    if (monthOfIt) return monthOfIt[0];
    if (day || time) return [day, time].filter(Boolean).join(' at ');
    // "Which night do you play?" of "…in a pub band every Friday": the days named, with how often, when no month is.
    const daysNamed = asksWhichTime(question) && !MONTH.test(answer) ? [...answer.matchAll(WEEKDAYS_NAMED)].map((found) => found[0]) : [];
    if (daysNamed.length > 0) return daysNamed[detailAskedFor(question, answer, daysNamed)]!;
    // "from April", "on Tuesday": a month or a day said without a date, before any other figure of the fact.
    // "What time…?" asks for a time of day, which a month does not tell.
    const month = CLOCK_TIME.test(question) ? null : MONTH_OR_WEEKDAY.exec(answer);
    if (month) return month[0];
  }
  // "Which branch was it?" of "…from your Leeds branch on 14 March": the thing asked for with the name that says which.
  const which = /^\W*(?:\w+\W+){0,3}?which\s+([a-z]+)\b/i.exec(question)?.[1];
  const named = which ? namedOfItsKind(answer, lemmaOf(which.toLowerCase())) : null;
  if (named) return named;
  // An amount asked "by how much" may be a share of it: "gone up by 18%".
  // "How many lessons did you pay for?" counts lessons, whatever the "pay" in it: "how many" asks for a count first.
  const countFirst = asked.has('count') && HOW_MANY.test(question);
  const money = asked.has('money') ? of('money', ...(BY_HOW_MUCH.test(question) ? ['percent'] : [])) : [];
  const counts = asked.has('count') ? countsAskedFor(question, answer, of('number')) : [];
  // "How much work did you miss?" of a fact with no sum: the count ("two days' work").
  const amounts = countFirst && counts.length > 0 ? counts : asked.has('money') && money.length > 0 ? money : counts;
  // Of several amounts or counts, the one the question's words point to ("Which payment…?": £180).
  if (amounts.length > 0) return amounts === counts ? withCounted(pick(amounts)!, answer, question) : pick(amounts)!;
  // "How many times…?": the count said in words ("it has come loose twice").
  // "How often…?": a frequency said ("every six weeks") before a count of times.
  const often = asked.has('often') ? (FREQUENCY.exec(answer) ?? TIMES_SAID.exec(answer)) : null;
  // "every Monday, Wednesday and Friday": days named together are said together; "every Monday" keeps the capital of
  // its day, "Twice a week" opening a sentence does not.
  const days = often ? [...answer.matchAll(WEEKDAYS_NAMED)].find((found) => found.index === often.index)?.[0] : undefined;
  if (often) return (days ?? often[0]).replace(/^(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)\p{Lu}/u, (letter) => letter.toLowerCase());
  // "How long…?": the length of time the question's words point to ("a two-day exclusion": two days; "18 months left
  // to run", not the "a month" of "£85 a month"), or the start of one ("Since when…?": since Monday).
  if (asked.has('howLong')) {
    const since = /\bsince when\b/i.test(question) ? SINCE.exec(answer) : null;
    if (since) return since[0];
    // "every six weeks" says how often, not how long.
    const lengths = [...answer.matchAll(LENGTHS_OF_TIME)].filter((length) => !(/^an?$/i.test(length[1]!) && RATE_BEFORE.test(answer.slice(0, length.index))) && !/\bevery\s+$/i.test(answer.slice(0, length.index)));
    const length = lengthOfWhatIsAsked(question, answer, lengths, lengths[detailAskedFor(question, answer, lengths.map((each) => each[0]))]);
    if (length) return `${length[1]!.toLowerCase()} ${length[2]!.toLowerCase()}${/s$/i.test(length[2]!) || /^(?:one|a|1)$/i.test(length[1]!) ? '' : 's'}`;
    // "How long has it been going on?" of a fact that states no length but a start ("since March"), or hours kept
    // ("from 8 o'clock until gone one"): that is how long.
    const start = sinceGivesReason(answer) ? null : SINCE.exec(answer);
    if (start) return start[0];
    const hours = clockRangesIn(answer);
    if (hours.length > 0) return hours[detailAskedFor(question, answer, hours)]!;
  }
  // "Who…?": the person named, with who they are to the character ("my son Arjun").
  if (asked.has('who')) {
    const names = peopleNamed(answer);
    // "Who teaches him?" of "My son Leo's tutor, Anya Petrova, cancelled…": the tutor, by what a tutor does.
    const doer = doerNamedIndex(question, answer, names);
    if (names.length > 0) return names[doer >= 0 ? doer : detailAskedFor(question, answer, names.map((name) => name.split(' ').at(-1)!))]!;
    const role = personInClauseAsked(question, answer);
    if (role) return role;
  }
  // "Who made the cake?", "Which bakery was it?" of "I ordered a cake from Crumb & Co": the firm it came from, when no
  // person is named, for a "who" about the thing that came from it (or "…from?"), or a "which" after the body a side
  // is named by ("bakery" when the learner manages one) that the fact does not name as itself. "Who had to rearrange
  // things?" asks after a doer of something else, "What strength were you given?" after no body.
  const focus = asksByFocus(question) ? focusNoun(question) : null;
  const answerNouns = new Set(readWords(answer).filter((word) => word.pos === 'noun').map((word) => word.lemma.toLowerCase()));
  const namesWhatCame = readWords(question).some((word) => word.pos === 'noun' && !word.stopWord && answerNouns.has(word.lemma.toLowerCase())) || /\bfrom\W*$/i.test(question);
  const asksAFirm = (asked.has('who') && namesWhatCame) || (focus !== null && bodies.has(focus) && !answerNouns.has(focus));
  const firm = asksAFirm ? firmNamed(answer) : null;
  if (firm) return firm;
  // "Where…?": the place named ("held at Felixstowe port": at Felixstowe port).
  if (asked.has('where')) {
    const place = placeIn(question, answer);
    if (place) return place;
  }
  // "What was it before?": the figure a change started from.
  const figure = earlierFigureIn(question, answer) ?? figureFor(question, answer);
  if (figure) return figure;
  // "What time…?" is not answered with a month. A "when" that opens a clause of the question's own ("What did you find
  // when you turned up?") says at what time the thing asked for was, and asks for no time (askedKinds reads which).
  const asksTime = ideas.has('time') && (asked.has('when') || asked.has('howLong') || !/\bwhen\b/i.test(question));
  const pattern = ideas.has('money') ? MONEY_PHRASE : asksTime && !asksClockTime(question) ? TIME_PHRASE : null;
  // Of several ("…this morning and was told someone would come round tomorrow afternoon"), the one the question's
  // words point to ("When are they coming out?": tomorrow afternoon).
  // "By when…?" of "hired for two weeks": a length something lasted is no deadline; "within two weeks" is one.
  const isDeadline = asksForDeadline(question);
  const phrases = pattern
    ? [...answer.matchAll(new RegExp(pattern.source, 'gi'))].filter((found) => !isDeadline || !isLengthLasted(found[0], answer.slice(0, found.index))).map((found) => found[0])
    : [];
  const phrase = phrases[detailAskedFor(question, answer, phrases)];
  if (!phrase) return null;
  // "Two years ago I signed…" restated as "two years ago"; "Tuesday" keeps its capital.
  return /^(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve|A|Several|Last|Next|This|On|In)\b/.test(phrase) ? phrase[0]!.toLowerCase() + phrase.slice(1) : phrase;
}

// The words that may open a noun phrase naming someone: "the CEO", "my line manager", "our finance director".
const PERSON_DETERMINER = /^(?:the|my|our|their|his|her|your|a|an)$/i;

/**
 * "Who's pushing for it?" of "The CEO is pushing for the launch date to move to May, and the estimate is six weeks of
 * extra work": the person named by what they are (a noun WordNet files under persons), with its determiner and the
 * words that qualify it ("the CEO", "my line manager"), in the clause the question's words are most about. Null when
 * that clause names no one: "Who gave the estimate?" is not answered with the CEO of another clause.
 */
function personInClauseAsked(question: string, answer: string): string | null {
  const clauses = clausesOf(answer);
  const scored = clauses.map((clause, index) => clauseRelevance(question, clause, elidedVerb(clauses, index)));
  const best = scored.indexOf(Math.max(...scored));
  if (best < 0 || scored[best]! <= 0) return null;
  const words = readWords(clauses[best]!).filter((word) => word.isWord);
  const at = words.findIndex((word) => word.pos === 'noun' && !word.stopWord && /^\p{L}/u.test(word.text) && isPersonNoun(word.lemma.toLowerCase()));
  if (at < 0) return null;
  let start = at;
  while (start > 0 && (words[start - 1]!.pos === 'noun' || words[start - 1]!.pos === 'adjective')) start -= 1;
  if (start > 0 && PERSON_DETERMINER.test(words[start - 1]!.text)) start -= 1;
  let end = at;
  while (words[end + 1]?.pos === 'noun' && isPersonNoun(words[end + 1]!.lemma.toLowerCase())) end += 1;
  const phrase = words.slice(start, end + 1).map((word) => word.text).join(' ');
  return clauses[best]!.includes(phrase) ? lowerStart(phrase) : null;
}

// A length of time alone ("two weeks", "three days"), and the words that make one a time ahead ("within two weeks").
const LENGTH_ALONE = /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|several|a couple of)\s+(?:days?|weeks?|months?|years?|hours?)$/i;
const AHEAD_BEFORE = /\b(?:in|within)\s+(?:about\s+|the\s+next\s+)?$/i;

/** Whether a time phrase is a length something lasted ("for two weeks"), not a time ahead ("within two weeks"). */
function isLengthLasted(phrase: string, before: string): boolean {
  return LENGTH_ALONE.test(phrase) && !AHEAD_BEFORE.test(before);
}

/**
 * A length said with how it stood against its time ("left 90 minutes late" → "90 minutes late"), or null; of several
 * ("the first was three days late, the second nine days late"), the one the question's words point to ("How late was
 * the second one?": nine days late).
 */
function lengthOffTime(question: string, answer: string): string | null {
  const found: { text: string; at: number }[] = [];
  for (const length of answer.matchAll(LENGTHS_OF_TIME)) {
    const next = /^\s+([a-z]+)\b/i.exec(answer.slice(length.index + length[0].length));
    if (next && isOffTimeWord(next[1]!)) found.push({ text: `${length[0]} ${next[1]!}`, at: length.index });
  }
  if (found.length === 0) return null;
  // "the second one": the length said after that ordinal, since the length before it.
  const ordinal = ORDINAL.exec(question)?.[0].toLowerCase();
  const byOrdinal = ordinal ? found.find((length, index) => new RegExp(`\\b${ordinal}\\b`, 'i').test(answer.slice(found[index - 1] ? found[index - 1]!.at + found[index - 1]!.text.length : 0, length.at))) : undefined;
  return (byOrdinal ?? found[detailAskedFor(question, answer, found.map((length) => length.text))]!).text;
}

const ORDINAL = /\b(?:first|second|third|fourth|fifth|last|latest|earlier|later)\b/i;

/** The noun a length is joined to ("a five-hour drive": drive), as the model reads the word after it; null for a length of its own ("for two hours"). */
function nounOfLength(answer: string, length: RegExpMatchArray): Word | null {
  if (!length[0].includes('-')) return null;
  const next = readWords(answer.slice((length.index ?? 0) + length[0].length, (length.index ?? 0) + length[0].length + 40)).find((word) => word.isWord);
  return next?.pos === 'noun' ? next : null;
}

/**
 * "How long were you stuck outside?" of "…after a five-hour drive… we sat in the car for two hours": a length joined to
 * a noun says how long that thing was, so it answers only a question that names the thing or its doing ("How long was
 * the drive?", "How long did you drive?"); any other question gets the length a clause lasts for.
 */
function lengthOfWhatIsAsked(question: string, answer: string, lengths: readonly RegExpMatchArray[], chosen: RegExpMatchArray | undefined): RegExpMatchArray | undefined {
  const noun = chosen ? nounOfLength(answer, chosen) : null;
  if (!noun) return chosen;
  const named = new Set([noun.lemma, ...derivedWords(noun.lemma, 'noun')]);
  if (readWords(question).some((word) => word.isWord && !word.stopWord && named.has(word.lemma))) return chosen;
  return lengths.find((length) => nounOfLength(answer, length) === null) ?? chosen;
}

// A name keeps its "& Co", "& Sons": "from Crumb & Co", "at Marks & Spencer".
// "at the Old Mill", "outside 9 Station Road": a preposition of place, then a name (a house number before it).
const PLACE_NAMED = /\b(?:at|in|to|from|near|outside|opposite|behind|beside)\s+(?:the\s+)?(?:\d+[a-z]?\s+)?\p{Lu}[\p{L}'&-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'&-]*)*/u;
// The town a place is in, said after it: "at the Old Mill" + " in Hebden Bridge".
const TOWN_AFTER = /^\s+in\s+\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*/u;
// Where something came from or went to answers only a question that ends on its preposition ("…from?").
const FROM_OR_TO = new Set(['from', 'to']);
const ENDS_ON_PREPOSITION = /\b(at|in|to|from|near)\W*$/i;

/**
 * The place an answer names that the question points to (the first, unless its words or the preposition it ends on
 * say otherwise: "Where were you moving to?" → "to York"), with the noun that follows its name: "at Felixstowe port";
 * else one it names by a common noun ("in the staff room").
 */
function placeIn(question: string, answer: string): string | null {
  const places = [...answer.matchAll(new RegExp(PLACE_NAMED.source, 'gu'))].filter((found) => !NOT_A_PERSON.test(found[0].split(/\s+/).at(-1)!));
  // "…found in the staff room": a place named by a common noun when none is named by its name.
  if (places.length === 0) {
    // "…left for the Dunstable hospital job": else a place someone went to, by the verb of motion before its "for".
    const byNoun = [...placesByNoun(answer), ...destinationsIn(answer)];
    return byNoun.length === 0 ? null : byNoun[detailAskedFor(question, answer, byNoun.map((place) => place.text))]!.text;
  }
  // "Where was the reception?" asks where it was, not where the cake came from ("from Crumb & Co").
  const endsOn = ENDS_ON_PREPOSITION.exec(question)?.[1]?.toLowerCase();
  const prepositionOf = (found: RegExpMatchArray) => found[0].split(/\s+/)[0]!.toLowerCase();
  const fitting = places.filter((found) => (endsOn ? prepositionOf(found) === endsOn : !FROM_OR_TO.has(prepositionOf(found))));
  const pool = fitting.length > 0 ? fitting : places;
  const match = pool[detailAskedFor(question, answer, pool.map((found) => found[0]))]!;
  const after = answer.slice(match.index! + match[0].length);
  const town = TOWN_AFTER.exec(after);
  if (town) return `${match[0]}${town[0]}`;
  // "at the Daventry distribution centre": every common noun the name modifies, up to the head.
  const words = readWords(after).filter((word) => word.isWord);
  const end = words.findIndex((word) => word.pos !== 'noun' || !/^\p{Ll}/u.test(word.text));
  const nouns = words.slice(0, end < 0 ? words.length : end).slice(0, MAX_NOUNS_AFTER_PLACE);
  return nouns.length > 0 ? `${match[0]} ${nouns.map((word) => word.text).join(' ')}` : match[0];
}

// The nouns a place's name may modify: "distribution centre", "head office".
const MAX_NOUNS_AFTER_PLACE = 3;

// A question on something already told gets it again, briefly, led by a reminder that it was said: "As I said" is
// only ever said with the fact it points back to, only when the character's own earlier lines hold it (restating.ts),
// and at most once in a reply.

const TERM_LINES = [
  (term: string, meaning: string) => `By ${term} I take it you mean ${meaning}.`,
  (term: string, meaning: string) => `${term}, so ${meaning}; fine, but show me where it fits.`,
  (term: string, meaning: string) => `If we're talking ${term}, meaning ${meaning}, then be precise about it.`,
  (term: string, meaning: string) => `${term} is ${meaning}, as I understand it. What does it change for us?`,
  (term: string, meaning: string) => `I know ${term}: ${meaning}. Tell me how it applies here.`,
];

const FILE_LINES = [(fact: string) => `What I have in front of me says: ${fact}`, (fact: string) => `According to what I have here: ${fact}`];

function meaningOf(definition: string): string {
  return withoutFinalStop(firstSentence(definition));
}

// Where a told fact's sentence divides into clauses: ", and", " and was", ", which", " because".
const CLAUSE_SPLIT = /,\s+(?:and\s+|but\s+|which\s+|because\s+)?|\s+(?=(?:and|but)\s+(?:was|were|had|have|am|is)\b)|\s+(?=because\b)/;
const STARTS_WITH_VERB = /^(?:and|but)?\s*(?:was|were|had|have|am|is|can|will)\b/i;

/** The thing of a kind with the name before it that says which ("your Leeds branch", "the Carver Street flat"), or null. */
function namedOfItsKind(answer: string, noun: string): string | null {
  const found = new RegExp(String.raw`(?:\b(?:my|your|our|the|an?|his|her|their)\s+)?(?:\p{Lu}[\p{L}'’&-]*\s+){1,3}${escapeRegExp(noun)}\b`, 'u').exec(answer);
  // Not the sentence's first word alone ("Leeds" opening it is still a name; "The branch" is no name).
  if (found && /\p{Lu}[\p{L}'’&-]*\s+\S+$/u.test(found[0]) && !/^(?:The|My|Your|Our|His|Her|Their)\s+\S+$/u.test(found[0])) return found[0];
  return kindNamedIn(answer, noun);
}

// Words that may stand before a noun in the phrase that says which one it is: "my son's", "the back", "our new".
const PHRASE_HEAD = /^(?:my|your|our|his|her|their|the)$/i;

/**
 * The thing of a narrower kind that says which ("Which room is it in?" of "…black mould in my son's bedroom…": "my
 * son's bedroom"), with the words before it that belong to its phrase; null when the answer names no such thing.
 */
function kindNamedIn(answer: string, noun: string): string | null {
  const words = readWords(answer);
  const at = words.findIndex((word) => word.pos === 'noun' && word.lemma !== noun && isKindOf(word.lemma, noun));
  if (at < 0) return null;
  let start = at;
  // Back over describing words, nouns and a possessive ("son", "'s") to the determiner that opens the phrase.
  while (start > 0) {
    const before = words[start - 1]!;
    if (PHRASE_HEAD.test(before.text)) {
      start -= 1;
      break;
    }
    const describes = before.isWord && (before.pos === 'noun' || before.pos === 'adjective');
    if (!describes && !/^['’]s$/.test(before.text)) break;
    start -= 1;
  }
  return words.slice(start, at + 1).map((word) => word.text).join(' ').replace(/\s+(['’]s)\b/g, '$1');
}

/**
 * The clause of a told fact the question's words point to, when it is not the first ("What strength were you
 * given?" after "I collected my tablets… and was given 5mg amlodipine…": "I was given 5mg amlodipine…"), as a
 * sentence of its own; null when the first clause is the one (the gist says it) or none is pointed to.
 */
function clauseAskedFor(question: string, answer: string): string | null {
  const clauses = withoutFinalStop(answer).split(CLAUSE_SPLIT).map((clause) => clause.trim()).filter((clause) => clause.split(/\s+/).length >= 3);
  if (clauses.length < 2) return null;
  const index = detailAskedFor(question, answer, clauses);
  if (index === 0 || !/^I\b/.test(answer)) return null;
  const clause = clauses[index]!.replace(/^(?:and|but)\s+/i, '');
  return STARTS_WITH_VERB.test(clause) ? `I ${clause}` : null;
}

// At most this many words in a figure said with what its clause says of it: "the cake arrived at 4.15pm", "I have
// been a member of the gym for four years".
const FIGURE_CLAUSE_WORDS = 14;
// "…because I moved on 1 October": a clause said for its figure says what happened then, not why.
const LEADING_JOIN = /^(?:and|but|so|then|because(?!\s+of\b))\s+/i;

/**
 * A figure said again with what its clause of the told fact says of it, as a sentence of its own, so a told fact is
 * said again as the fact and not as a bare figure: "When did it arrive?" after "The cake was due at 2pm but arrived at
 * 4.15pm, …" → "the cake arrived at 4.15pm"; "How much do you pay?" after "I have been a member for four years and pay
 * £42 a month" → "I pay £42 a month". A clause that opens on its verb takes the subject of its sentence. Null when the
 * clause is long or has no verb.
 */
function figureInItsClause(answer: string, figure: string): string | null {
  const sentence = sentenceHolding(answer, figure);
  const clauses = clausesOf(sentence);
  const whole = clauses.find((each) => each.includes(figure));
  const clause = whole?.replace(LEADING_JOIN, '');
  if (!whole || !clause) return null;
  // A clause that holds another figure ("from £28 to £34") would say more than was asked.
  if (quantitiesIn(clause).some((quantity) => !figure.includes(quantity.text))) return null;
  const words = readWords(clause).filter((word) => word.isWord);
  const verb = words.find((word) => word.pos === 'verb');
  if (!verb) return null;
  // A clause led by a participle ("…, costing me a £150 deposit") says no time of its own: given a subject, it would
  // read "it costing me".
  if (verb === words[0] && isIngForm(verb)) return null;
  let said = clause;
  if (words[0]!.pos === 'verb') {
    // "…24 chairs on 4 October, promised for 1 November": a clause set after a comma on its verb alone says something
    // of the thing before it, not of the sentence's subject ("I promised for 1 November").
    if (whole === clause && clause !== clauses[0]) return null;
    // "…but arrived at 4.15pm": the subject of the sentence's first clause, up to its first verb.
    const first = readWords(clauses[0]!).filter((word) => word.isWord);
    const verbAt = first.findIndex((word) => word.pos === 'verb');
    const end = verbAt < 1 ? -1 : clauses[0]!.indexOf(` ${first[verbAt]!.text}`);
    const subject = end < 0 ? '' : clauses[0]!.slice(0, end);
    if (subject === '' || /\d/.test(subject)) return null;
    said = `${subject} ${clause}`;
  }
  return said.split(/\s+/).length <= FIGURE_CLAUSE_WORDS ? lowerStart(said) : null;
}

/** Whether a figure is a time or a date said in one clause of a sentence of several. */
function isTimeInPartOfSentence(answer: string, figure: string): boolean {
  const isTime = quantitiesIn(figure).some((quantity) => quantity.kind === 'time' || quantity.kind === 'date');
  return isTime && clausesOf(sentenceHolding(answer, figure)).length >= 2;
}

// How many nouns after a count may name what it counts: "two delivery slots".
const COUNTED_NOUNS = 3;

/**
 * A count said with what it counts, when the fact names it next: "four lessons", not a bare "four"; the whole of a
 * name of two nouns ("two delivery slots", not "two delivery"), up to a possessive's mark ("two days' work": two days).
 */
function withCounted(figure: string, answer: string, question: string): string {
  // Where the question counts no time, the count said of something else: "two of my shops", not "two weeks".
  const other = countsThingsOtherThanTime(question);
  const places = [...answer.matchAll(new RegExp(String.raw`(?<![\p{L}\d])${escapeRegExp(figure)}(?![\p{L}\d])`, 'gu'))].map((found) => found.index);
  const saids = places.map((at) => countedAfter(figure, answer.slice(at + figure.length)));
  const said = saids.find((each) => !other || !each.isTime) ?? saids[0];
  return said?.text ?? figure;
}

// "two of my shops": a count with what it counts after "of" and a determiner.
const OF_WHICH = /^\s+of\s+(?:my|our|your|his|her|their|the|its)\b/iu;

/** A count with the nouns after it that name what it counts, and whether they name a time ("two weeks"). */
function countedAfter(figure: string, after: string): { text: string; isTime: boolean } {
  // "five of the last eight training sessions": a count taken out of a counted whole counts what the whole counts.
  const of = wholeTakenFrom(after) ?? OF_WHICH.exec(after)?.[0] ?? '';
  const words = readWords(after.slice(of.length));
  const end = words.findIndex((word) => !word.isWord || word.pos !== 'noun' || word.stopWord);
  const nouns = words.slice(0, Math.min(end < 0 ? words.length : end, COUNTED_NOUNS));
  if (nouns.length === 0) return { text: figure, isTime: false };
  const isTime = nouns.some((word) => isKindOf(word.lemma, 'time period') || isKindOf(word.lemma, 'time unit'));
  return { text: `${figure}${of} ${nouns.map((word) => word.text).join(' ')}`, isTime };
}

// A part of at most this many words, said again after a reminder, would make a sentence any character could say.
const SHORT_PART_WORDS = 2;

/** Whether a part said again is short: "£3,000", "four hours". */
function isShortPart(part: string): boolean {
  return part.trim().split(/\s+/).length <= SHORT_PART_WORDS;
}

/**
 * "When did you buy it?" after "I bought it five weeks ago": "Like I said, five weeks ago." The part asked for, led by
 * a reminder only when the character said it earlier (else the sentence that holds it, plainly); nothing when the
 * told fact lacks the date, sum or count asked for; a detail the brief lacks said as missing.
 */
function alreadySaidCandidates(context: TurnContext, topic: Topic, isLed: boolean, mayClaim: boolean): string[] {
  const question = context.events.reading.text;
  // The fact as the character said it: a telling it had not backed yet was said without its "I have told you".
  const answer = splitSentences(topic.answer).map(toldPlainly).join(' ');
  const figure = figureAskedFor(question, answer, bodiesOf(context));
  // Every "As I said" is built from the earlier line it points to (backReference); a part no earlier line of the
  // character's holds is said afresh, in the sentence of the fact that holds it.
  // A question that asks about the told fact in other words (or was matched to it loosely) gets the part plainly.
  const leadsFor = (part: string) => (isLed ? restatedLeadsFor(context.lines, part, isShortPart(part)) : ['And']);
  const claimsOf = (part: string, isMeantByKind = false, mayClaimHere = mayClaim) => {
    if (!mayClaimHere) return null;
    const leads = leadsFor(part);
    const facts = [...context.brief.facts, ...context.brief.hiddenFacts].map((fact) => fact.answer);
    const claims = leads.map((lead) => backReference(part, context.saidLines, (said) => `${lead} ${said}.`, { question, facts, isMeantByKind }));
    return claims.every((claim) => claim !== null) ? (claims as string[]) : null;
  };
  const again = (part: string, isMeantByKind = false) => {
    const claims = claimsOf(part, isMeantByKind);
    if (claims) return claims;
    // "And now owe £2,025." is no sentence: the part is said with its subject ("And I now owe £2,025.").
    const whole = withItsSubject(part, answer);
    const plain = isLed ? `${capitalize(whole)}.` : `And ${afterALead(whole)}.`;
    // A part that is a whole sentence the character has said cannot be said again as it was: asked loosely, it is said
    // with its memory lead when the question names its clause (backReference's own check), not left unsaid.
    if (!mayClaim && context.saidLines.flatMap(splitSentences).some((sentence) => normalised(sentence) === normalised(whole))) {
      const claimed = claimsOf(part, isMeantByKind, true);
      if (claimed) return claimed;
    }
    // A part no earlier line holds as it is is said in the sentence of the fact that holds it, unless that sentence
    // was said already: then the part alone ("I was given 5mg amlodipine…" after "…and was given 5mg amlodipine…").
    if (!saidEarlier(part, context.saidLines)) {
      const holding = sentenceHolding(answer, part);
      return hasSaid(context, holding) && holding !== part ? [plain] : [holding];
    }
    return [plain];
  };
  // "What's the hurry?" after the party was told: the occasion ahead again, not the whole fact nor nothing.
  const occasion = asksWhatPressesForTime(question) ? occasionAheadIn(answer) : null;
  if (occasion) return again(lowerStart(withoutFinalStop(occasion.part)));
  // "Why is the wedding important?" after "…for my sister's wedding": whose it is says what it is to the character.
  const whose = whoseThingAsked(question, answer);
  if (whose) return [`It's ${whose}.`];
  if (figure) {
    // "When did you make the booking?" after "I booked a double room … for three nights from 12 March": that date is
    // not when the booking was made, so the clause is said again, not the date alone.
    const bounding = askedKinds(question).has('when') ? clauseBoundedBy(question, answer, figure) : null;
    if (bounding) return again(lowerStart(bounding), isMeantByKind(question, topic, context));
    // A memory claimed for a figure the question's words do not single out of the fact's others is claimed for the
    // sentence that holds them all, so what was asked is said again whichever it is.
    const whole = figureIsSingledOut(question, answer, figure) ? null : claimsOf(lowerStart(withoutFinalStop(sentenceHolding(answer, figure))));
    if (whole) return whole;
    const clause = figureInItsClause(answer, figure);
    // A memory claimed for a short figure or a time is claimed for what its clause says of it ("As I said, I pay £42 a
    // month", "As I said, the cake arrived at 4.15pm"), not for the figure alone, which any character could say.
    const claims = clause !== null && (isShortPart(figure) || askedKinds(question).has('when')) ? claimsOf(clause) : null;
    if (claims) return claims;
    // "When did it arrive?" unclaimed: the time with what happened at it, when that is a part of its sentence.
    const happened = clause !== null && askedKinds(question).has('when') && isTimeInPartOfSentence(answer, figure) ? clause : null;
    return again(happened ?? figure);
  }
  if (lacksFigureAsked(question, answer)) return [];
  const missing = missingDetail(question, answer, context.matter);
  if (missing) return [missing];
  // "Did you write to us about this?" after "I emailed the airline twice last week": a yes-or-no question the told fact
  // surely answers, though in none of its words, gets that fact's first sentence again.
  // "Did you write to us about this?" after "I emailed the airline twice last week": a yes-or-no question whether the
  // character did something, which the told fact says it did (that doing or one of its kind), gets the fact's first
  // sentence again, though the question shares none of its words.
  const tellsDoing = mayClaim && tellsDoneDoingAsked(question, answer);
  // "What happened on Tuesday?" after "…gave Amy a cereal bar on Tuesday…": the told sentence that holds the day named.
  const onTime = sentenceHoldingTimesNamed(question, answer);
  // A cut that only says again what the question names ("On Friday 12 March" for "What happened on 12 March?") tells nothing.
  const wordsOfQuestion = new Set(readWords(question).map((word) => word.text.toLowerCase()));
  // Only when the question names a time is a day's name beside it ("Friday" of "On Friday 12 March") no more than it.
  const namesATime = sentenceHoldingTimesNamed(question, question) !== null;
  const tellsMore = (part: string | null) =>
    part !== null && readWords(namesATime ? part.replace(DAY_OR_MONTH_NAME, ' ') : part).some((word) => word.isWord && !word.stopWord && !(namesATime && /^\d/.test(word.text)) && !wordsOfQuestion.has(word.text.toLowerCase())) ? part : null;
  const gist = tellsMore(clauseAskedFor(question, answer)) ?? tellsMore(gistFor(question, answer)) ?? (tellsDoing ? withoutFinalStop(firstSentence(answer)) : null) ?? (onTime ? withoutFinalStop(onTime) : null);
  if (!gist) return [];
  // A memory claimed by meaning alone is claimed for a whole sentence of the fact, never for a cut of it that may leave
  // out what was asked ("…to take the team" for "What was the trip for?", when the sentence goes on to the cup final).
  const isWholeSentence = splitSentences(answer).some((sentence) => normalised(sentence) === normalised(gist));
  return again(gist, isWholeSentence && (tellsDoing || onTime !== null || isMeantByKind(question, topic, context)));
}

/** The sentence of a fact that holds every day, date and time a question names, when it names one. */
function sentenceHoldingTimesNamed(question: string, answer: string): string | null {
  const times = timesNamed(question);
  if (times.names.length === 0 && times.quantities.length === 0) return null;
  return splitSentences(answer).find((sentence) => holdsTimes(sentence, times)) ?? null;
}

// "for three nights from 12 March", "until 4 May": a date that bounds the span a doing is for.
const SPAN_BOUND = /\b(?:from|until|till|through)\s+(?:the\s+)?$/i;

/**
 * The clause of the told fact whose figure bounds the span its doing is for ("I booked a double room for three nights
 * from 12 March"), when the question asks after that doing ("When did you make the booking?", by its verb or a word
 * WordNet derives from it): the bound is not when the doing happened. Null otherwise ("When do you arrive?").
 */
function clauseBoundedBy(question: string, answer: string, figure: string): string | null {
  const sentence = withoutFinalStop(sentenceHolding(answer, figure));
  const at = sentence.indexOf(figure);
  if (at < 0 || !SPAN_BOUND.test(sentence.slice(0, at))) return null;
  // "…because I moved to Swansea on 1 October": asked when, the clause says what happened then, not why.
  const clause = (clausesOf(sentence).find((each) => each.includes(figure)) ?? sentence).replace(/^(?:and|but|so|then|because(?!\s+of\b))\s+/i, '');
  const doings = readWords(clause).filter((word) => word.isWord && word.pos === 'verb' && !word.stopWord && !isLightVerb(word.lemma)).map((word) => word.lemma);
  const asked = new Set(readWords(question).filter((word) => word.isWord && !word.stopWord).flatMap((word) => [word.lemma, ...derivedWords(word.lemma)]));
  return doings.some((lemma) => asked.has(lemma)) ? clause : null;
}

/**
 * Whether the question asks for a kind of detail (a reason, a date…) and, by meaning, puts first the told fact that
 * holds it: "Why have you fallen behind?" after "I have been working 25 hours a week at a supermarket…" asks for that
 * fact again though it shares no word with it, so the character may say it said it.
 */
function isMeantByKind(question: string, topic: Topic, context: TurnContext): boolean {
  if (askedKinds(question).size === 0) return false;
  const [best] = meaningMatches(question, context.knowledge, true);
  return best !== undefined && best.topic === topic && best.hasAskedKind;
}

/**
 * Whether the question's words single out the figure chosen from the told fact: no other clause of the fact holds a
 * figure of the kind asked and is as much about what the question names ("How many hours are you doing?" after "I
 * work 28 hours a week and want 36 hours from September" singles out neither). A memory is claimed only for what was
 * asked, so one not singled out is said with the figures beside it.
 */
function figureIsSingledOut(question: string, answer: string, figure: string): boolean {
  const kinds = figureKindsAsked(question);
  const all = clausesOf(answer);
  const clauses = all
    .map((clause, index) => ({ relevance: clauseRelevance(question, clause, elidedVerb(all, index)), figures: quantitiesIn(clause).filter((quantity) => kinds.has(quantity.kind)) }))
    .filter((entry) => entry.figures.length > 0);
  const holding = clauses.find((entry) => entry.figures.some((quantity) => figure.includes(quantity.text)));
  return holding === undefined || !clauses.some((entry) => entry !== holding && entry.relevance >= holding.relevance);
}

/** The answer to a question (or a remark) on one topic, in the character's voice. */
function answerCandidates(topic: Topic, context: TurnContext, isQuestion: boolean, isLed = true, mayClaim = true): string[] {
  const { voice, events } = context;
  if (topic.kind === 'hidden' && !events.unlocked.has(topic)) return isQuestion && !hasSaid(context, topic.answer) ? [...context.lines.locked] : [];
  if (hasSaid(context, topic.answer)) return isQuestion ? alreadySaidCandidates(context, topic, isLed, mayClaim) : [];
  if (topic.kind === 'term') return TERM_LINES.map((line) => line(topic.name, meaningOf(topic.answer)));
  if (topic.kind === 'file') return FILE_LINES.map((line) => line(quote(topic.answer)));
  // A sentence of the fact the character has said already (the slot handed over with who it is) is not said again.
  const [first = topic.answer, ...rest] = splitSentences(topic.answer);
  const told = [first, ...rest.filter((sentence) => !hasSaid(context, sentence))].join(' ');
  const answers = topic.kind === 'hidden' ? REVEAL_PREFIX[topic.unlock ?? 'open_question'].map((prefix) => withHedge(prefix, told)) : voice.hedges.map((hedge) => withHedge(hedge, told));
  // Asked for a name or a number the brief does not give: said plainly, then what the character does know.
  const missing = isQuestion ? missingDetail(context.events.reading.text, topic.answer, context.matter) : null;
  return missing ? answers.map((answer) => `${missing} ${answer}`) : answers;
}

// A count said in figures or words.
const COUNT_SAID = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|half|double|dozen|once|twice|thrice)\b/i;

/** The details a question may ask for, and how the character says it does not have one. */
const DETAIL_ASKS: readonly { asks: RegExp | ((question: string) => boolean); present: RegExp | ((answer: string, question: string) => boolean); missing: string }[] = [
  {
    // "What's it called?" asks for a name; "nobody called you" and "called off" do not.
    asks: /^\W*(?:\w+\W+){0,3}?(?:what|who)\b[^?]*\bcalled\W*$|\b(?:name of|(?:his|her|their|the|its) name|who is (?:the|your|his|her)|which (?:company|supplier|agency|store|shop|engineer|firm|bank|one|hospital|team|person|vendor|partner))\b/i,
    // A capitalised word inside a sentence: a name.
    present: /[a-z,;:]\s+[A-Z][a-z]+/,
    missing: "I don't have a name for you on {m}.",
  },
  // "I took a day off work each time" counts the days off asked for.
  { asks: (question) => /\bhow many\b|\bwhat (?:number|percentage|score)\b/i.test(question) || (askedKinds(question).has('count') && /\bhow much\b/i.test(question)), present: (answer, question) => COUNT_SAID.test(answer) || countsAmountAsked(question, answer), missing: "I couldn't give you an exact number on {m}." },
  // "How much flour…?" asks for an amount of flour, not money.
  { asks: (question) => (/\bhow much(?! (?:more )?(?:time|longer))\b/i.test(question) && askedKinds(question).has('money') && !askedKinds(question).has('count')) || /\bwhat (?:did|does|do|will) (?:it|that|they|we) (?:cost|pay)\b/i.test(question), present: MONEY_PHRASE, missing: "I couldn't give you an exact figure on {m}." },
];

function missingDetail(question: string, answer: string, matter: string): string | null {
  const asks = (detail: (typeof DETAIL_ASKS)[number]) => (typeof detail.asks === 'function' ? detail.asks(question) : detail.asks.test(question));
  const present = (detail: (typeof DETAIL_ASKS)[number]) => (typeof detail.present === 'function' ? detail.present(answer, question) : detail.present.test(answer));
  const missing = DETAIL_ASKS.find((detail) => asks(detail) && !present(detail))?.missing;
  return missing === undefined ? null : withMatter(missing, matter);
}

// A remark on a topic gets its fact only when the line does nothing else the character must answer.
const BUSY_ACTS = ['empathy', 'proposal', 'nextStep', 'summary', 'closing', 'pressure', 'insult'] as const;

// "Remind me…", "…again?", "Can you repeat…": asked for once more.
const ASKS_AGAIN = /\b(?:again|remind me|once more|repeat)\b/i;

/** Whether the learner asks for something once more, or points back to the character's own words. */
function asksForItAgain(question: string): boolean {
  return ASKS_AGAIN.test(question) || pointsBackToTheirWords(question);
}

/** A slot per topic asked about (at most two); a remark on a topic only when the line does nothing else to answer. */
export function answerSlots(context: TurnContext): Slot[] {
  const { reading } = context.events;
  // A refusal is answered as one: what it named of the want is not told back as a fact.
  const isBusy = BUSY_ACTS.some((act) => reading.acts.has(act)) || context.events.refusedNow !== null;
  // One reminder that something was said is enough: a second fact said again follows it as "And …".
  let isLed = true;
  // "When is it?": once a fact not told yet has answered it, a told one is not said again beside it ("My exam is on
  // 12 May. March."), unless the question asks for it again.
  let hasToldNew = false;
  const isAskedAgain = asksForItAgain(reading.text);
  // Every fact naming the person asked after told: what they say of them, owned as all the character can say.
  const allTold = isAskedAgain ? null : allToldOfPersonAsked(context);
  if (allTold) return [{ move: 'answer', priority: 2, candidates: [allTold] }];
  return answerableAsks(context)
    // A remark is never answered with who the character is: "No, I can't give you the whole lot back" is not met
    // with "I'm a tenant".
    .filter((ask) => ask.isQuestion || (!isBusy && ask.topic.kind !== 'hidden' && !isAboutThemselves(ask.topic)))
    // "Is anything else worrying you?" once the learner has answered the worry: it is no longer one to tell.
    .filter((ask) => !ask.isLoose || !statesSettledWorry(ask.topic, context))
    .filter((ask) => {
      const isTold = hasSaid(context, ask.topic.answer);
      const isKept = !(hasToldNew && isTold && ask.isQuestion && !isAskedAgain);
      hasToldNew ||= isKept && !isTold && ask.isQuestion;
      return isKept;
    })
    .map((ask) => {
      // A memory is claimed for the fact the question asks for, not for one its words only come near, unless the
      // learner asks for it again ("…again?", "the date you mentioned").
      const candidates = answerCandidates(ask.topic, context, ask.isQuestion, isLed, !ask.isLoose || asksForItAgain(reading.text));
          if (candidates.length > 0 && hasSaid(context, ask.topic.answer)) isLed = false;
      return { move: 'answer' as const, priority: 2, candidates };
    })
    .filter((slot) => slot.candidates.length > 0)
    .slice(0, MAX_ANSWERS);
}

/** Whether a fact states a worry the learner's lines have settled (the concern that states it, resolved). */
function statesSettledWorry(topic: Topic, context: TurnContext): boolean {
  const worry = statedWorry(topic.answer);
  return worry !== null && context.brief.objections.some((objection, index) => context.state.resolved.has(index) && statedWorry(objection.objection) === worry);
}

// A pronoun that stands for someone or something just spoken of: "How long did he stay?", "How long has this gone on?".
const STANDS_FOR = /\b(?:he|she|him|it|they|them|this|these|those)\b/i;

/**
 * The fact a question points back to with a pronoun: "How long did he stay?" just after "What day did someone come to
 * look at it?" asks after the fact that question drew ("A maintenance man came on 12 November but left after twenty
 * minutes…"), when the question names no thing of its own, asks a kind of detail, and that fact holds it as well as
 * any other fact does by meaning. Null otherwise.
 */
function askPointedBack(context: TurnContext): TopicAsk | null {
  const question = context.events.reading.text;
  // "When do you need it done by?" asks after the time ahead, not after what the last question drew.
  if (!context.lastLine || !context.events.reading.hasQuestion || asksForTimeAhead(question) || !STANDS_FOR.test(question) || askedKinds(question).size === 0 || !namesNoThingOfItsOwn(question)) return null;
  const drawn = readLine(context.lastLine, context.knowledge).asks.filter((ask) => ask.isQuestion && !isAboutThemselves(ask.topic) && (ask.topic.kind === 'fact' || ask.topic.kind === 'hidden'));
  // Of the facts the last question drew, the one the character's reply told, whole or in part ("3 February." of "The
  // tower crane booked for 3 February will now arrive on 24 February…"), is what the pronoun stands for.
  const reply = ` ${normalised(context.lastReply)} `;
  const told = reply.trim().length > 0 ? drawn.filter((ask) => ` ${normalised(ask.topic.answer)} `.includes(reply) || reply.includes(` ${normalised(firstSentence(ask.topic.answer))} `)) : [];
  const before = told.length > 0 ? told : drawn;
  // Its own words may still name another fact that holds what is asked ("Which day did it pack up?" after the hire's
  // start): then that one is asked. Otherwise the fact pointed back to must be one the question's meaning puts first.
  if (before.length === 0) return null;
  const meant = meaningMatches(question, context.knowledge, true);
  const holdsAsked = (topic: Topic) => meant.some((match) => match.topic === topic && match.hasAskedKind);
  // Only when the line's reading leaves out the fact pointed back to: "When was it supposed to turn up?", read as asking
  // the crane's date among others with a date, asks the one "it" stands for.
  const asks = context.events.reading.asks;
  const readsPointed = asks.some((ask) => before.some((earlier) => earlier.topic === ask.topic));
  if (!readsPointed && asks.some((ask) => !ask.isLoose && !isAboutThemselves(ask.topic) && holdsAsked(ask.topic))) return null;
  const best = Math.max(...meant.map((match) => match.score), 0);
  const pointed = before.find((ask) => {
    const match = meant.find((entry) => entry.topic === ask.topic);
    return match !== undefined && match.hasAskedKind && match.score >= best;
  });
  return pointed ? { topic: pointed.topic, isQuestion: true, isOpen: true } : null;
}

// "that", "this": a word standing for what has just been said.
const STANDS_FOR_WHAT_WAS_SAID = /\b(?:that|this)\b/i;

/**
 * "Which evening is that?" just after "I sing with the choir, which rehearses every Tuesday night": which time "that"
 * was asks after the last fact the character has just said that holds one (or the one the last question drew), when
 * the question names no thing but the time it asks for. Null otherwise.
 */
function timeOfWhatWasJustSaid(context: TurnContext): TopicAsk | null {
  const question = context.events.reading.text;
  if (!context.events.reading.hasQuestion || !STANDS_FOR_WHAT_WAS_SAID.test(question) || !asksWhichTime(question) || !namesNothingButItsFocus(question)) return null;
  const reply = normalised(context.lastReply);
  const drawn = new Set(context.lastLine ? readLine(context.lastLine, context.knowledge).asks.filter((ask) => ask.isQuestion).map((ask) => ask.topic) : []);
  const placeOf = (topic: Topic) => reply.lastIndexOf(normalised(firstSentence(topic.answer)));
  const said = context.knowledge.topics
    .filter((topic) => (topic.kind === 'fact' || topic.kind === 'hidden') && !isAboutThemselves(topic) && (placeOf(topic) >= 0 || drawn.has(topic)))
    .filter((topic) => figureAskedFor(question, topic.answer, bodiesOf(context)) !== null)
    .sort((a, b) => placeOf(b) - placeOf(a));
  return said[0] ? { topic: said[0], isQuestion: true, isOpen: true } : null;
}

// "did you say", "you mentioned": the learner's "you" before a verb that may be one of telling.
const YOU_BEFORE_A_VERB = /\byou\s+(?:just\s+)?(\p{L}+)/giu;

/** Whether a question points back to what the character told: "the date you mentioned", "who did you say…". */
function asksWhatTheyTold(question: string): boolean {
  return pointsBackToTheirWords(question) || [...question.matchAll(YOU_BEFORE_A_VERB)].some((found) => isKindOfTelling(lemmaOf(found[1]!.toLowerCase())));
}

/** The nouns and verbs a question names of its own, as lemmas, leaving out a verb of telling ("say", "mention"). */
function namedInQuestion(line: string): Set<string> {
  return new Set(
    readWords(line)
      .filter((word) => word.isWord && !word.stopWord && (word.pos === 'noun' || word.pos === 'verb') && !isKindOfTelling(word.lemma))
      .map((word) => word.lemma.toLowerCase()),
  );
}

/**
 * "Who did you say sent them over?" some lines after "Who sent you the last of the files?": a question that asks the
 * same kind of detail and names nothing the earlier question did not ("them" standing for what it named) asks that
 * question again, when it points back to what the character told or names no thing of its own; it asks for the fact
 * the earlier question drew and the character told in reply, the latest such. Null otherwise.
 */
function askedAgainAsBefore(context: TurnContext): TopicAsk | null {
  const question = context.events.reading.text;
  const kinds = askedKinds(question);
  if (!context.events.reading.hasQuestion || kinds.size === 0) return null;
  if (!asksWhatTheyTold(question) && !(STANDS_FOR.test(question) && namesNoThingOfItsOwn(question))) return null;
  const named = namedInQuestion(question);
  if (named.size === 0) return null;
  for (const { line, reply } of [...(context.earlierExchanges ?? [])].reverse()) {
    const before = namedInQuestion(line);
    if (![...named].every((lemma) => before.has(lemma)) || ![...askedKinds(line)].some((kind) => kinds.has(kind))) continue;
    const told = normalised(reply);
    const drawn = readLine(line, context.knowledge).asks.find(
      (ask) => ask.isQuestion && (ask.topic.kind === 'fact' || ask.topic.kind === 'hidden') && !isAboutThemselves(ask.topic) && told.includes(normalised(firstSentence(ask.topic.answer))),
    );
    if (drawn) return { topic: drawn.topic, isQuestion: true, isOpen: true };
  }
  return null;
}

/** The words of a line that say something of their own, as lemmas: "How many times were you late?" → time, late. */
function ownLemmas(line: string): Set<string> {
  return new Set(readWords(line).filter((word) => word.isWord && !word.stopWord && word.pos !== 'other').map((word) => word.lemma.toLowerCase()));
}

/**
 * "Why were you late?" just after "How many times were you late?": a "why" that says again only what the last question
 * said asks the reason of what that question drew, the fact the character has just told ("Three times in February my
 * train was cancelled and I arrived at 6.40pm"). Null otherwise.
 */
function whyOfWhatWasJustAsked(context: TurnContext): TopicAsk | null {
  const question = context.events.reading.text;
  if (!context.lastLine || !askedKinds(question).has('why')) return null;
  const own = ownLemmas(question);
  const last = ownLemmas(context.lastLine);
  if (own.size === 0 || ![...own].every((lemma) => last.has(lemma))) return null;
  const reply = normalised(context.lastReply);
  const drawn = readLine(context.lastLine, context.knowledge).asks.find(
    (ask) => ask.isQuestion && ask.topic.kind === 'fact' && !isAboutThemselves(ask.topic) && reply.includes(normalised(firstSentence(ask.topic.answer))),
  );
  return drawn ? { topic: drawn.topic, isQuestion: true, isOpen: true } : null;
}

/**
 * The asks to answer: a line's named topics; or, for a broad question that named none, the first related fact not
 * told yet ("Who else is involved?" after the head of nursing was mentioned: how decisions are made).
 */
function answerableAsks(context: TurnContext): readonly TopicAsk[] {
  const held = asksHoldingTimesNamed(context);
  if (held) return held;
  const asks = factsOverLocked(context.events.reading.asks, context);
  const askedBack = askedAgainAsBefore(context) ?? askPointedBack(context) ?? whyOfWhatWasJustAsked(context) ?? timeOfWhatWasJustSaid(context);
  if (askedBack) return [askedBack];
  // "How is your father doing?": the fact that names him, not told yet, whatever else the words come near.
  const ofPerson = untoldFactOfPersonAsked(context);
  if (ofPerson) return [{ topic: ofPerson, isQuestion: true, isOpen: true }];
  // "Why is the graduation important?": the fact that names it by whose it is ("for my son's graduation") says what it
  // is to the character, before one that only names it ("…remade before the graduation"), told or not.
  const whose = asks.find((ask) => ask.isQuestion && whoseThingAsked(context.events.reading.text, ask.topic.answer) !== null);
  if (whose) return [whose];
  if (!asks.every((ask) => ask.isLoose)) return preferUntold(asks, context);
  // A loosely related fact the line has not earned is not offered (nor refused): the next related one is. Every one
  // told already: the question is not taken as asking for one of them again.
  const open = asks.filter((ask) => ask.topic.kind !== 'hidden' || context.events.unlocked.has(ask.topic));
  // The question means one fact closely ("When was it you bought it, again?"): that one, told or not.
  // "Who let you in in the end?": so too one the meaning leads with though related ideas alone put another first.
  const sure = open.find((ask) => ask.isSure);
  if (sure) return [sure];
  // "What did they charge you for the part?" just after the repair was told: "they" and "it" point back to the fact
  // the character has just said, when the question asks for a detail (a sum, a date, a count) that fact holds.
  const question = context.events.reading.text;
  const last = normalised(context.lastReply);
  const pointedBack = POINTS_BACK.test(question) && askedKinds(question).size > 0 ? open.find((ask) => last.includes(normalised(firstSentence(ask.topic.answer))) && figureAskedFor(question, ask.topic.answer, bodiesOf(context)) !== null) : undefined;
  if (pointedBack) return [pointedBack];
  const untold = open.find((ask) => !hasSaid(context, ask.topic.answer));
  if (!untold) return open.filter((ask) => ask.isSure).slice(0, 1);
  // "What were the complaints about?" after "Parents complained about portion sizes": a told fact the question's own
  // words mean more than any untold one is the one asked about again; an untold fact only the words' other senses come
  // near ("on my mind", read as "object") is not what is asked for because it is new.
  const told = toldFactMeantBefore(question, open, untold, context);
  return [told ?? untold];
}

/**
 * Of loosely asked facts, a told one whose words the question shares and whose meaning puts it ahead of the first
 * untold one: that one is asked about again. Null when the untold one is meant as much.
 */
function toldFactMeantBefore(question: string, open: readonly TopicAsk[], untold: TopicAsk, context: TurnContext): TopicAsk | null {
  const meant = meaningMatches(question, context.knowledge, true);
  const matchOf = (ask: TopicAsk) => meant.find((match) => match.topic === ask.topic);
  const untoldScore = matchOf(untold)?.score ?? 0;
  return (
    open.find((ask) => {
      if (ask.topic.kind !== 'fact' || !hasSaid(context, ask.topic.answer) || isAboutThemselves(ask.topic)) return false;
      const match = matchOf(ask);
      return match !== undefined && match.wordScore > untoldScore && match.score > untoldScore;
    }) ?? null
  );
}

// A weekday's or a month's name, as a question names the day something happened on ("What happened on Tuesday?").
const DAY_OR_MONTH_NAME = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/g;

/** The days, dates and times a line names: a weekday's or a month's name ("Tuesday"), a date or a clock time ("12 March", "3pm"). */
function timesNamed(text: string): { names: string[]; quantities: ReturnType<typeof quantitiesIn> } {
  return { names: [...new Set(Array.from(text.matchAll(DAY_OR_MONTH_NAME), (match) => match[0]))], quantities: quantitiesIn(text).filter((quantity) => quantity.kind === 'date' || quantity.kind === 'time') };
}

/** Whether a fact holds every day, date and time a question names. */
function holdsTimes(answer: string, times: ReturnType<typeof timesNamed>): boolean {
  const held = quantitiesIn(answer);
  return times.names.every((name) => new RegExp(`\\b${name}s?\\b`).test(answer)) && times.quantities.every((quantity) => held.some((each) => sameQuantity(each, quantity)));
}

/**
 * "What happened on Tuesday?": a day, date or time a question names is a thing the fact it asks for holds. Of the
 * facts the line names, only those that hold it; when none does, the fact of the brief that holds it, told or not
 * (a told one is said again as such). Null when the question names no time, or no fact holds it.
 */
function asksHoldingTimesNamed(context: TurnContext): readonly TopicAsk[] | null {
  const { reading } = context.events;
  if (!reading.hasQuestion) return null;
  const times = timesNamed(reading.text);
  if (times.names.length === 0 && times.quantities.length === 0) return null;
  const asks = reading.asks.filter((ask) => ask.isQuestion);
  const holding = asks.filter((ask) => holdsTimes(ask.topic.answer, times));
  if (holding.length > 0) return holding.length === asks.length ? null : holding;
  // Only a question asking for something ("What happened on Tuesday?"): "Is Tuesday any good?" asks for no fact.
  if (!reading.hasOpenQuestion) return null;
  const facts = context.knowledge.topics.filter((topic) => topic.kind === 'fact' && !isAboutThemselves(topic) && holdsTimes(topic.answer, times));
  const fact = facts.find((topic) => !hasSaid(context, topic.answer)) ?? facts[0];
  return fact ? [{ topic: fact, isQuestion: true, isOpen: true }] : null;
}

/**
 * "Is something worrying you about this?" when a told fact says the worry ("I am worried the request will count against
 * me at my review"): a fact the question means by its words at least as much as a hidden one it has not earned answers
 * the question in its place, rather than a refusal to say what the brief lets the character say.
 */
function factsOverLocked(asks: readonly TopicAsk[], context: TurnContext): readonly TopicAsk[] {
  const isLocked = (ask: TopicAsk) => ask.isQuestion && ask.topic.kind === 'hidden' && !context.events.unlocked.has(ask.topic);
  if (!asks.some(isLocked)) return asks;
  const meant = meaningMatches(context.events.reading.text, context.knowledge, true);
  const scoreOf = (topic: Topic) => meant.find((match) => match.topic === topic)?.score ?? 0;
  const answered: TopicAsk[] = [];
  for (const ask of asks) {
    const instead = isLocked(ask) ? meant.find((match) => match.topic.kind === 'fact' && !isAboutThemselves(match.topic) && match.wordScore > 0 && match.score >= scoreOf(ask.topic)) : undefined;
    const next = instead ? { ...ask, topic: instead.topic } : ask;
    if (!answered.some((each) => each.topic === next.topic)) answered.push(next);
  }
  return answered;
}

// Words before a noun that point at it as already known, saying nothing of which it is: "my plan", "the plan".
const KNOWN_DETERMINERS: ReadonlySet<string> = new Set(['the', 'this', 'that', 'my', 'our', 'your', 'his', 'her', 'their', 'its']);

/**
 * Whether a fact says which thing of a kind it is: the noun with a word describing it before ("a £22-a-month SIM
 * plan", "the blue van"), not only pointed at as known ("my plan").
 */
function saysWhichItIs(answer: string, noun: string): boolean {
  const words = readWords(answer).filter((word) => word.isWord);
  return words.some((word, index) => word.pos === 'noun' && word.lemma.toLowerCase() === noun && index > 0 && !KNOWN_DETERMINERS.has(words[index - 1]!.lemma.toLowerCase()));
}

/**
 * Of the topics a line names equally ("those accounts": the accounts taken over, told, and their renewals, not), a
 * question asks for the one not told yet: the told one is said again only when it is the only one.
 */
function preferUntold(asks: readonly TopicAsk[], context: TurnContext): readonly TopicAsk[] {
  const questions = asks.filter((ask) => ask.isQuestion && !ask.isLoose);
  // "When was it you bought it, again?": the told fact holds the date asked for, so it is the one to say again.
  if (questions.some((ask) => hasSaid(context, ask.topic.answer) && figureAskedFor(context.events.reading.text, ask.topic.answer, bodiesOf(context)) !== null)) return asks;
  // "What plan are you on?" after "I have been on a £22-a-month SIM plan": the told fact says which plan it is, so it is
  // the one to say again, not one that only speaks of it as known ("though my plan includes…").
  const focus = focusNoun(context.events.reading.text);
  if (focus !== null && questions.some((ask) => hasSaid(context, ask.topic.answer) && saysWhichItIs(ask.topic.answer, focus)) && !questions.some((ask) => !hasSaid(context, ask.topic.answer) && saysWhichItIs(ask.topic.answer, focus))) return asks;
  // "Why did the price go up?" after the bill was told with its "because…": the told fact is the one giving a cause,
  // and a fact that gives none (the quote before it) does not answer a "why" for being untold.
  const asksWhy = askedKinds(context.events.reading.text).has('why');
  const givesCause = (ask: TopicAsk) => reasonParts(ask.topic.answer) !== null || sinceGivesReason(ask.topic.answer);
  if (asksWhy && questions.some((ask) => hasSaid(context, ask.topic.answer) && givesCause(ask)) && !questions.some((ask) => !hasSaid(context, ask.topic.answer) && givesCause(ask))) return asks;
  const untold = questions.filter((ask) => !hasSaid(context, ask.topic.answer) && (ask.topic.kind !== 'hidden' || context.events.unlocked.has(ask.topic)));
  if (untold.length === 0 || untold.length === questions.length) return asks;
  return asks.filter((ask) => !questions.includes(ask) || untold.includes(ask));
}
