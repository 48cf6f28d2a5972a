// The built-in character's state machine: trust, what the learner has covered, objections raised and resolved,
// hidden facts earned, and whether the character has agreed or ended the conversation. Recomputed each turn by
// replaying the conversation's learner lines (the latest REPLAY_LEARNER_LINES of them), so the same conversation
// always reaches the same state and no state is stored anywhere.
import type { BriefObjection, CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import type { ChatMessage } from '../../../../shared/contracts/scenarios.ts';
import { GrowingSentences, isQuestion, mentionedKeywords, splitSentences } from '../../language/text.ts';
import { givesWhatIsNamed } from './fact-meaning.ts';
import { asksOpenlyHowTheyFeel, isGreetingOnly, isOfferSentence, readLine, type ActKind, type LineReading } from './acts.ts';
import { addGiven, meets, nothingGiven, type Given } from './offer-reading.ts';
import { contradictsFigures, costOfWant, fallsShortOf, figuresOffered, givesOnlyToThemselves, givesWithinLimit, isVaguePromise, limitNamedIn, offersFewerThanCounted, wantsMoreTime, withFiguresOffered } from './offer-meaning.ts';
import { affirmedKeywords } from '../negation-scope.ts';
import { defers, meetingPart } from '../meets-nothing.ts';
import type { Knowledge, Topic } from './knowledge.ts';
import { comparableSentence, normalised, withoutFillers } from './said-sentences.ts';
import type { ScenarioSides } from '../../language/own-side.ts';
import { readWords, type Word } from '../../language/lemmas.ts';
import { hasPartOfSpeech } from '../../language/wordnet.ts';
import { matterOf } from './stock-lines.ts';
import { genderOfName } from '../persona/identity.ts';
import { isTitle } from '../../../../shared/name-address.ts';
import { BoundedMemo } from '../../../lib/bounded-memo.ts';
import { answersWorry, statedWorry } from './worry-answered.ts';
import { refusedWant, type Refusal } from './refusal.ts';
import { quantitiesIn, type Quantity } from '../../language/quantities.ts';

/** How far back the replay reaches: enough for a long session, and a 200-turn one still costs a few milliseconds. */
export const REPLAY_LEARNER_LINES = 40;
const TRUST_MIN = -6;
const TRUST_MAX = 6;
/** At or below this the character agrees to nothing. */
export const TRUST_LOW = -2;
/** A character pushed as often as its brief allows ends the conversation unless trust is at least this. */
const TRUST_TO_STAY = 1;
const DEFAULT_WALK_AWAY_COUNT = 2;
/**
 * A concern the character has had to repeat this often, to a learner it trusts at least this much, is let go at the
 * next proposal: a person in the role stops repeating themselves and judges the rest for themselves.
 */
const LET_GO_AFTER_REMINDERS = 2;
const TRUST_TO_LET_GO = 3;

/** What each act does to trust. */
const TRUST_CHANGES: readonly { act: ActKind | 'openQuestion' | 'goodSummary'; delta: number }[] = [
  { act: 'empathy', delta: 1 },
  { act: 'openQuestion', delta: 1 },
  { act: 'goodSummary', delta: 1 },
  { act: 'pressure', delta: -2 },
  { act: 'insult', delta: -3 },
];
// The learner cut the character's reply short (a saved reply that stops mid-sentence).
const INTERRUPTION_DELTA = -1;

/** "pushed or insulted twice" → 2: how many hostile acts the character takes before ending the conversation. */
const WALK_AWAY_COUNTS: readonly { pattern: RegExp; count: number }[] = [
  { pattern: /\b(?:four|4)\b/i, count: 4 },
  { pattern: /\b(?:three|thrice|3)\b/i, count: 3 },
  { pattern: /\b(?:twice|two|2)\b/i, count: 2 },
  { pattern: /\b(?:once|one|1|any)\b/i, count: 1 },
];

export function walkAwayCount(walkAwayWhen: string): number {
  return WALK_AWAY_COUNTS.find(({ pattern }) => pattern.test(walkAwayWhen))?.count ?? DEFAULT_WALK_AWAY_COUNT;
}

export interface ConversationState {
  trust: number;
  hostility: number;
  hasShownEmpathy: boolean;
  /** Indexes of brief.outcome.requires the learner's lines have covered. */
  covered: Set<number>;
  /** Indexes of brief.objections the character has raised, and those resolved. */
  raised: Set<number>;
  resolved: Set<number>;
  hasAgreed: boolean;
  hasWalkedAway: boolean;
  learnerLines: Set<string>;
  /** How often the character has said what would resolve each objection (by index). */
  reminders: Map<number, number>;
  /** What the learner's lines have given so far: offers, a date, writing, an apology… (offer-reading.ts). */
  given: Given;
  /** The sums and shares the learner's latest offer that stated any stated ("£320"): what a later offer refers back to. */
  offered: string[];
}

/** What the learner's last line changed. */
export interface TurnEvents {
  reading: LineReading;
  isRepeated: boolean;
  isHostile: boolean;
  isGoodSummary: boolean;
  unlocked: ReadonlySet<Topic>;
  resolvedNow: number[];
  raisedNow: number[];
  /** Those of raisedNow the learner's line did not touch: the character brings them up itself before agreeing. */
  broughtUpNow: number[];
  /** An objection raised earlier and still open, which a proposal runs into. */
  remind: number | null;
  /** Objections the character stops pressing (repeated enough, to a learner it trusts), now. */
  letGoNow: number[];
  agreesNow: boolean;
  walksAwayNow: boolean;
  /** The line's offers are all promises that name nothing ("We'll sort it out"): they gave nothing. */
  isVaguePromise: boolean;
  /** The want (index of brief.outcome.requires) the line refuses ("We won't be refunding the fee"), if any. */
  refusedNow: number | null;
  /** The refusal kept the thing as it is ("The fee stays on the bill") rather than denying a doing. */
  isRefusedByKeeping: boolean;
}

export { normalised };

/**
 * Whether a reply says a brief's line: each of the line's sentences, whole, in the reply or, for a sentence the
 * character never says twice, in what it said before; at least one in the reply. A sentence that only takes the turn
 * ("All right.") is not looked for: a reply says one only at its start. A reply joins the agreement to what it says
 * about the offer, so the line is not always in one piece.
 */
export function saysLine(reply: string, line: string, saidBefore = ''): boolean {
  return saysLineIn(comparableText(reply), sentencesToCompare(line), () => comparableText(saidBefore));
}

/** A line's sentences as they compare, the empty ones left out. */
function sentencesToCompare(line: string): string[] {
  // A reply takes its turn once ("All right." is left out after its first sentence): a line is said without it.
  return withoutFillers(splitSentences(line)).map(comparableSentence).filter((sentence) => sentence !== '');
}

/**
 * {@link saysLine} on the reply and the line's sentences as they compare; what was said before is asked for only when
 * the reply says part of the line and leaves the rest out.
 */
function saysLineIn(reply: string, sentences: readonly string[], before: () => string): boolean {
  // Whole sentences: "Agreed." is not said by "Nothing is agreed yet."
  const said = ` | ${reply} | `;
  const inReply = sentences.filter((sentence) => said.includes(` | ${sentence} | `));
  if (inReply.length === 0) return false;
  const rest = sentences.filter((sentence) => !inReply.includes(sentence));
  if (rest.length === 0) return true;
  const earlier = ` | ${before()} | `;
  return rest.every((sentence) => earlier.includes(` | ${sentence} | `));
}

/** A text as its sentences compare, each without the opener that names the matter: "As for my stay, …" says "…". */
function comparableText(text: string): string {
  return comparableMemo.answer(text, () => splitSentences(text).map(comparableSentence).join(' | '));
}
// Every turn reads each of the character's earlier lines again.
const comparableMemo = new BoundedMemo<string>({ entries: 10_000, keyChars: 1_000_000, longestKey: 2_000 });

function initialState(): ConversationState {
  return {
    trust: 0,
    hostility: 0,
    hasShownEmpathy: false,
    covered: new Set(),
    raised: new Set(),
    resolved: new Set(),
    hasAgreed: false,
    hasWalkedAway: false,
    learnerLines: new Set(),
    reminders: new Map(),
    given: nothingGiven(),
    offered: [],
  };
}

function isUnlocked(topic: Topic, isOpen: boolean, state: ConversationState, reading: LineReading): boolean {
  if (topic.unlock === 'open_question') return isOpen;
  // "How are you finding the workload?": asked openly how they feel, they say the feeling they kept back.
  if (isOpen && splitSentences(reading.text).some(asksOpenlyHowTheyFeel)) return true;
  return state.hasShownEmpathy || reading.acts.has('empathy');
}

function unlockedTopics(reading: LineReading, state: ConversationState, isHostile: boolean): Set<Topic> {
  if (isHostile) return new Set();
  return new Set(reading.asks.filter((ask) => ask.topic.kind === 'hidden' && ask.isQuestion && isUnlocked(ask.topic, ask.isOpen, state, reading)).map((ask) => ask.topic));
}

function isGoodSummary(reading: LineReading, brief: CharacterBrief): boolean {
  if (!reading.acts.has('summary')) return false;
  const aboutFacts = reading.asks.some((ask) => ask.topic.kind === 'fact' || ask.topic.kind === 'hidden');
  return aboutFacts || brief.objections.some((objection) => mentionedKeywords(reading.text, objection.keywords).length > 0);
}

function updateTrust(state: ConversationState, reading: LineReading, goodSummary: boolean): void {
  const present = new Set<string>(reading.acts);
  if (reading.hasOpenQuestion) present.add('openQuestion');
  if (goodSummary) present.add('goodSummary');
  // Empathy said while pushing does not count.
  if (present.has('pressure') || present.has('insult')) present.delete('empathy');
  const delta = TRUST_CHANGES.filter(({ act }) => present.has(act)).reduce((sum, { delta: change }) => sum + change, 0);
  state.trust = Math.max(TRUST_MIN, Math.min(TRUST_MAX, state.trust + delta));
}

// The words that open a question for a detail.
const QUESTION_WORDS = /^(?:why|how|what|when|where|who|which)$/i;
// "again", "repeat", "remind me": words of asking for something once more.
const ASKED_ONCE_MORE = /^(?:again|once more|repeat|remind me)$/i;

/** Objections resolved by the line, then those it brings up, then (for a proposal) the first one still open. */
function updateObjections(state: ConversationState, reading: LineReading, meetingFor: (phrase: string) => string, brief: CharacterBrief, hasGiven: boolean, isVague: boolean, sides?: ScenarioSides): Pick<TurnEvents, 'resolvedNow' | 'raisedNow' | 'broughtUpNow' | 'remind' | 'letGoNow'> {
  const resolvedNow: number[] = [];
  const raisedNow: number[] = [];
  const broughtUpNow: number[] = [];
  const isHostile = reading.acts.has('pressure') || reading.acts.has('insult');
  // A promise that names nothing settles nothing, whatever words it shares with a concern ("we can sort it out").
  // "Flights get cancelled all the time" makes light of the matter: it settles nothing and brings up nothing.
  const isBrushedOff = reading.acts.has('brushedOff');
  const canSettle = !isHostile && !isBrushedOff && !isCourtesyOnly(reading) && !isSympathyOnly(reading) && !isVague;
  // "Any plans for the weekend?": a line read as off the matter raises no concern, whatever word it shares with one
  // ("plan"); the reading keeps a line off the matter only when nothing in it asks about the matter.
  const canRaise = !reading.acts.has('offTopic') && !isBrushedOff;
  // "Who offered you a better deal?", "Which university offered you a place?": a question after what someone else did
  // gives nothing; only the line's statements, or a question that proposes ("How about £200 off?"), can settle.
  const isProposing = reading.acts.has('proposal') || reading.acts.has('nextStep');
  // "Why do you need an extension?": a question one of the character's facts answers is answered, and its question word
  // alone brings up no concern ("why" of "On the extension, I'd like to know where I stand").
  const asksAFact = reading.asks.some((ask) => ask.isQuestion && ask.topic.kind === 'fact');
  // "What were you quoted again?": a fact asked for once more is not the character made to explain itself again.
  const raisedBy = (keywords: readonly string[]) => mentionedKeywords(reading.text, keywords).filter((keyword) => !(asksAFact && (QUESTION_WORDS.test(keyword.trim()) || ASKED_ONCE_MORE.test(keyword.trim()))));
  brief.objections.forEach((objection, index) => {
    if (state.resolved.has(index)) return;
    const resolvedBy = withoutPlacingName(objection.resolvedBy, brief);
    const meeting = meetingFor(resolvedBy);
    // A greeting ("Good to see you") says nothing of the matter: it gives nothing, whatever word it shares ("see").
    const sentences = splitSentences(meeting);
    const greets = sentences.some(isGreetingOnly);
    const settling = isProposing && !greets ? meeting : sentences.filter((sentence) => (isProposing || !isQuestion(sentence)) && !isGreetingOnly(sentence)).join(' ');
    // "We can refund £30" settles no concern that asks for £60, whatever words they share; a concern whose resolved
    // line says a want was given is settled only once that want is ("that is what I came for: the full repair paid").
    const claimed = claimedWants(brief, objection.resolvedLine, objection.resolvedBy);
    const mayClaim = claimed.every((index) => state.covered.has(index));
    // A concern whose line claims a want in several parts ("…: a refund of the £210 fare and the £435 I spent") is
    // settled once every part is given, each part's figures judged as it was ("And the £435 by Friday" after "I can
    // refund the fare"), though the line that gives the last part names the other's figure no more.
    const settledByParts = canSettle && claimed.length > 1 && mayClaim;
    const judged = withFiguresOffered(meeting, state.offered, resolvedBy);
    // A stated worry is settled by what answers it, never weighed as a want with a price.
    const worrySettled = canSettle && mayClaim && settling.length > 0 ? settlesWorry(settling, objection, brief) : false;
    if (worrySettled === true || (worrySettled === null && settledByParts) || (worrySettled === null && !contradictsFigures(judged, resolvedBy) && !isShortOfWant(brief, judged, resolvedBy) && !offersFewerThanCounted(settling, resolvedBy) && (affirmedKeywords(settling, objection.resolveKeywords).length > 0 || givesByMeaning(settling, resolvedBy, brief) || givesPurpose(settling, resolvedBy, brief, sides) || keepsToLimit(settling, resolvedBy, brief, sides) || (hasGiven && meets(state.given, resolvedBy, matterLemmasOf(brief), toldLemmasOf(brief)))))) {
      state.resolved.add(index);
      resolvedNow.push(index);
      // An offer that gives a part of the want the concern claims is answered with what is missing (the proposal move),
      // not by stating the whole concern as if nothing was given.
    } else if (canRaise && !state.raised.has(index) && raisedBy(objection.keywords).length > 0 && !(isProposing && claimed.some((part) => state.covered.has(part)))) {
      state.raised.add(index);
      raisedNow.push(index);
    }
  });
  let remind: number | null = null;
  const letGoNow: number[] = [];
  const pending = [...state.raised].find((index) => !state.resolved.has(index) && !raisedNow.includes(index));
  const isTrusted = state.hasShownEmpathy && state.hostility === 0 && state.trust >= TRUST_TO_LET_GO;
  if (isProposing && pending !== undefined && !isHostile && isTrusted && (state.reminders.get(pending) ?? 0) >= LET_GO_AFTER_REMINDERS) {
    state.resolved.add(pending);
    letGoNow.push(pending);
  } else if (isProposing && pending !== undefined) remind = pending;
  // An offer that falls short of what the character wants is answered with what is missing (the proposal move);
  // one that gives it all is met with the concerns still to settle before agreeing. One that gave a part of it is
  // taken for that part, with the rest named once: no new concern is brought up beside it.
  else if (isProposing && raisedNow.length === 0 && (isEveryRequirementCovered(state, brief) || (!isTrusted && resolvedNow.length === 0))) raiseNext(state, brief, raisedNow, broughtUpNow);
  return { resolvedNow, raisedNow, broughtUpNow, remind, letGoNow };
}

const matterLemmas = new WeakMap<CharacterBrief, ReadonlySet<string>>();

/** The lemmas of what the character came about (stock-lines.ts `matterOf`: "the repair"), once per brief. */
function matterLemmasOf(brief: CharacterBrief): ReadonlySet<string> {
  let lemmas = matterLemmas.get(brief);
  if (!lemmas) matterLemmas.set(brief, (lemmas = new Set(readWords(matterOf(brief)).filter((word) => word.isWord && !word.stopWord).map((word) => word.lemma))));
  return lemmas;
}

const toldLemmas = new WeakMap<CharacterBrief, ReadonlySet<string>>();

/** The lemmas of the nouns the character's facts tell ("meeting" of "I missed a client meeting in Oslo"), once per brief. */
function toldLemmasOf(brief: CharacterBrief): ReadonlySet<string> {
  let lemmas = toldLemmas.get(brief);
  if (!lemmas) {
    const answers = [...brief.facts, ...brief.hiddenFacts].map((fact) => fact.answer);
    // A noun before a noun is one whatever the tagger says: "a flat viewing" tells of a flat.
    const nouns = (words: readonly Word[]) => words.filter((word, index) => word.isWord && !word.stopWord && (word.pos === 'noun' || (word.pos === 'adjective' && words[index + 1]?.pos === 'noun' && hasPartOfSpeech(word.lemma, 'noun'))));
    toldLemmas.set(brief, (lemmas = new Set(answers.flatMap((answer) => nouns(readWords(answer)).map((word) => word.lemma)))));
  }
  return lemmas;
}

/**
 * Whether the line settles a concern that states a worry ("I'm worried the new rota will stop me…"): only by answering
 * it (worry-answered.ts) or by its own resolving words; a line that only names what is worried about settles nothing.
 * Null for every other concern, weighed by its keywords, its meaning and what the offers have given.
 */
function settlesWorry(text: string, objection: BriefObjection, brief: CharacterBrief): boolean | null {
  const worry = statedWorry(objection.objection);
  if (worry === null) return null;
  return answersWorry(text, worry, brief.facts.map((fact) => fact.answer), [...matterLemmasOf(brief)]) || affirmedKeywords(text, objection.resolveKeywords).length > 0;
}

/**
 * The requirements a resolved line says were given ("Right. That is what I came for: the full repair paid."; "…: a
 * refund of the £210 fare and the £435 I spent", both of a want in two parts), or that the concern is settled by in so
 * many words ("Right. That is what I was asking for." of a long want); none when it names no requirement.
 */
function claimedWants(brief: CharacterBrief, resolvedLine: string, resolvedBy: string): readonly number[] {
  return readOfBrief(brief).claimed.answer(`${resolvedLine}\u0000${resolvedBy}`, () => {
    const said = ` ${normalised(resolvedLine)} `;
    const by = normalised(resolvedBy);
    return brief.outcome.requires.flatMap((requirement, index) => (normalised(requirement.label) !== '' && (said.includes(` ${normalised(requirement.label)} `) || by === normalised(requirement.label)) ? [index] : []));
  });
}

/**
 * Whether a line offers less than the want costs by the brief's facts about the same thing: "we can pay £1,500 now"
 * gives no "full repair paid" of a piano a restorer quoted £2,400 to repair; or gives to the character what they want
 * given to someone else.
 */
function isShortOfWant(brief: CharacterBrief, text: string, want: string): boolean {
  return fallsShortOf(text, readOfBrief(brief).costs.answer(want, () => costOfWant(want, brief.facts.map((fact) => fact.answer)))) || givesOnlyToThemselves(text, want, ownNameOf(brief));
}

/** The words of the character's own name: "Priya Nair" → Priya, Nair. */
function ownNameOf(brief: CharacterBrief): readonly string[] {
  return brief.identity.name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
}

/** What the state reads of a brief's own lines, the same for every line replayed: read once per brief. */
interface BriefReadings {
  claimed: BoundedMemo<readonly number[]>;
  costs: BoundedMemo<Quantity | null>;
}
const briefReadings = new WeakMap<CharacterBrief, BriefReadings>();
const BRIEF_READING_LIMITS = { entries: 200, keyChars: 40_000 };

function readOfBrief(brief: CharacterBrief): BriefReadings {
  let readings = briefReadings.get(brief);
  if (!readings) briefReadings.set(brief, (readings = { claimed: new BoundedMemo(BRIEF_READING_LIMITS), costs: new BoundedMemo(BRIEF_READING_LIMITS) }));
  return readings;
}

function isEveryRequirementCovered(state: ConversationState, brief: CharacterBrief): boolean {
  return brief.outcome.requires.every((_requirement, index) => state.covered.has(index));
}

function raiseNext(state: ConversationState, brief: CharacterBrief, raisedNow: number[], broughtUpNow: number[]): void {
  const next = brief.objections.findIndex((_objection, index) => !state.resolved.has(index) && !state.raised.has(index));
  if (next < 0) return;
  state.raised.add(next);
  raisedNow.push(next);
  broughtUpNow.push(next);
}

function updateCovered(state: ConversationState, reading: LineReading, meetingFor: (phrase: string) => string, brief: CharacterBrief, isHostile: boolean, hasGiven: boolean, isVague: boolean, sides?: ScenarioSides): void {
  if (isHostile || isCourtesyOnly(reading) || isVague) return;
  brief.outcome.requires.forEach((requirement, index) => {
    // "I'm not apologising" covers no apology: only what the line affirms counts, by its keywords or by meaning, or
    // what the conversation's offers have given by now ("a concrete fix with a date, confirmed in writing").
    if (state.covered.has(index)) return;
    const label = withoutPlacingName(requirement.label, brief);
    const meeting = meetingFor(label);
    // "I'll send the refund by Friday" after "We can refund £320" is still an offer of £320.
    const judged = withFiguresOffered(meeting, state.offered, label);
    // "I can refund Monday, but not Tuesday" gives one of "the fees for both days refunded", whatever words they share.
    if (contradictsFigures(judged, label) || isShortOfWant(brief, judged, label) || offersFewerThanCounted(meeting, label)) return;
    if (affirmedKeywords(meeting, requirement.keywords).length > 0 || givesByMeaning(meeting, label, brief) || givesPurpose(meeting, label, brief, sides) || keepsToLimit(meeting, label, brief, sides) || (hasGiven && meets(state.given, label, matterLemmasOf(brief), toldLemmasOf(brief)))) state.covered.add(index);
  });
}

// "my membership at FitHub Cardiff", "my tenancy with Greenway Lettings": a noun, then a preposition that places it at
// an organisation, then the organisation's name (capitalised words, "the" allowed before them).
const PLACED_AT_NAME = /(\p{L}+)\s+(?:at|with|from)\s+(?:the\s+)?((?:\p{Lu}[\p{L}&'’-]*)(?:\s+\p{Lu}[\p{L}&'’-]*)*)(?=$|[\s,.;!?])/gu;

/**
 * A want without the words that only place it at an organisation: "your word that I can cancel my gym membership at
 * FitHub Cardiff" is given by "I can cancel the membership today", whose speaker need not name the place both sides
 * are talking about. A person named so stays ("a meeting with Dr Patel", "with Priya"), and so does a destination ("to
 * go to LeadDev London"). The character's own name is no place either.
 */
function withoutPlacingName(label: string, brief: CharacterBrief): string {
  const rest = label.replace(PLACED_AT_NAME, (whole, noun: string, name: string) => {
    const isPerson = isTitle(name.split(/\s+/)[0]!) || genderOfName(name) !== null || brief.identity.name.includes(name);
    return isPerson || !hasPartOfSpeech(noun.toLowerCase(), 'noun') ? whole : noun;
  });
  return rest.trim() === '' ? label : rest;
}

// "so I have Saturdays off", "so that I can hire two engineers": what a want is for, after it in the character's words.
const PURPOSE_AFTER = /\bso(?: that)?\s+(.+?)[.!?]?$/i;

/**
 * What the character wants a thing for, as its own fact says it: "I want the weekend rota changed so I have Saturdays
 * off" → "I have Saturdays off". Empty when no fact says it.
 */
function purposeOf(label: string, brief: CharacterBrief): string {
  const key = label.toLowerCase();
  for (const fact of [...brief.facts, ...brief.hiddenFacts]) {
    const at = fact.answer.toLowerCase().indexOf(key);
    if (at < 0) continue;
    const purpose = PURPOSE_AFTER.exec(fact.answer.slice(at + key.length).trim());
    if (purpose?.index === 0) return purpose[1]!;
  }
  return '';
}

/**
 * Whether an offer gives what the want is for, every word of it that names something (the doing, the thing, its
 * particle): "We will give you Saturdays off from May" gives "the weekend rota changed" that is wanted "so I have
 * Saturdays off". A purpose of one word alone names too little to stand for the want.
 */
function givesPurpose(text: string, label: string, brief: CharacterBrief, sides?: ScenarioSides): boolean {
  const purpose = purposeOf(label, brief);
  if (purpose === '') return false;
  const isNaming = (word: Word) => PARTICLE_WORDS.has(word.lemma) || ((word.pos === 'noun' || word.pos === 'verb' || word.pos === 'adjective') && !word.stopWord && !LIGHT_DOINGS.has(word.lemma));
  const named = readWords(purpose).filter((word) => word.isWord && isNaming(word));
  if (named.length < 2) return false;
  return splitSentences(text).some((sentence) => {
    if (isQuestion(sentence) || !isOfferSentence(sentence, sides)) return false;
    const said = readWords(sentence).filter((word) => word.isWord && !word.negated);
    return named.every((word) => said.some((other) => other.lemma === word.lemma));
  });
}
// Words that say where a thing ends up ("Saturdays off", "the car back"): part of what a purpose names.
const PARTICLE_WORDS = new Set(['off', 'back', 'out', 'away']);
// Doings that carry a purpose's grammar: "so I have Saturdays off", "so I can get my evenings back".
const LIGHT_DOINGS = new Set(['be', 'have', 'get', 'can', 'will', 'could', 'would']);

/**
 * "Hi, thanks for making time", "Are the kids on half term yet?": a greeting, a goodbye or small talk and nothing else
 * settles nothing (a question in it is the small talk itself, whatever word it shares with a condition: "half term").
 */
function isCourtesyOnly(reading: LineReading): boolean {
  const isCourtesy = (act: string) => act === 'greeting' || act === 'closing' || act === 'offTopic';
  return (!reading.hasQuestion || reading.acts.has('offTopic')) && reading.acts.size > 0 && [...reading.acts].every(isCourtesy);
}

/**
 * "I am sorry to hear that.", "I'm so sorry, that sounds awful.": sympathy or an apology and nothing else acknowledges
 * the character; it does nothing about what they want settled, so it settles no concern, whatever resolving word
 * ("sorry") it shares with one. A line that also offers, promises or sums up is weighed as usual.
 */
function isSympathyOnly(reading: LineReading): boolean {
  return !reading.hasQuestion && reading.asks.length === 0 && reading.acts.has('empathy') && [...reading.acts].every((act) => act === 'empathy' || act === 'greeting');
}

/**
 * Whether a statement of the line (a question offers nothing) gives what the brief's phrase names, by meaning:
 * "your workload first, we reprioritise on Monday" gives "some interest in my workload, and help with priorities".
 */
/**
 * Whether an offer in the line keeps to a limit the want names by its noun, the sum the character's facts give it: "a
 * price within budget" met by "And if we came down to £20,000 a year?" when the budget is £20,000 a year.
 */
function keepsToLimit(text: string, phrase: string, brief: CharacterBrief, sides?: ScenarioSides): boolean {
  const limit = limitNamedIn(phrase, brief.facts.map((fact) => fact.answer));
  return limit !== null && splitSentences(text).some((sentence) => isOfferSentence(sentence, sides) && givesWithinLimit(sentence, limit));
}

function givesByMeaning(text: string, phrase: string, brief: CharacterBrief): boolean {
  // A sum the line names stands for what the character's facts say it is (givesWhatIsNamed), so the facts are part of the key.
  const told = toldAnswersOf(brief);
  // "We can refund £30" gives no "refund of the £60 difference", whatever words they share.
  return givenByMeaning.answer(`${phrase}\u0000${text}\u0000${told.join('\u0000')}`, () => splitSentences(text).some((sentence) => !isQuestion(sentence) && !contradictsFigures(sentence, phrase) && givesWhatIsNamed(sentence, phrase, told)));
}

const toldAnswers = new WeakMap<CharacterBrief, readonly string[]>();

/** What the character's facts tell, the sentences that name a sum ("I was charged £310 for X-rays"), once per brief. */
function toldAnswersOf(brief: CharacterBrief): readonly string[] {
  let answers = toldAnswers.get(brief);
  if (!answers) toldAnswers.set(brief, (answers = [...brief.facts, ...brief.hiddenFacts].map((fact) => fact.answer).filter((answer) => quantitiesIn(answer).some((quantity) => quantity.kind === 'money'))));
  return answers;
}
// Every turn weighs the same replayed lines against the brief's same wants and concerns.
const givenByMeaning = new BoundedMemo<boolean>({ entries: 10_000, keyChars: 1_000_000, longestKey: 2_000 });

/** A learner line without its clauses that put a thing off or only say back what they want (meets-nothing.ts). */
function meetingText(text: string): string {
  return meetingTexts.answer(text, () => splitSentences(text).map(meetingPart).filter((sentence) => sentence !== '').join(' '));
}
// The brief's phrases are the same every turn.
const defersMemo = new BoundedMemo<boolean>({ entries: 1_000, keyChars: 200_000, longestKey: 2_000 });
// Every turn replays the same learner lines.
const meetingTexts = new BoundedMemo<string>({ entries: 10_000, keyChars: 1_000_000, longestKey: 2_000 });

/** Whether a line offers something and all it offers are promises that name nothing ("We'll sort it out"). */
function onlyVaguePromises(text: string, sides?: ScenarioSides): boolean {
  const offers = splitSentences(text).filter((sentence) => isOfferSentence(sentence, sides));
  return offers.length > 0 && offers.every(isVaguePromise);
}

/** Agreement or walking away, once either is due; a condition met with an objection never raised raises it first. */
function updateOutcome(state: ConversationState, brief: CharacterBrief, events: Pick<TurnEvents, 'isHostile' | 'raisedNow' | 'broughtUpNow' | 'remind'>): Pick<TurnEvents, 'agreesNow' | 'walksAwayNow'> {
  if (state.hasAgreed || state.hasWalkedAway) return { agreesNow: false, walksAwayNow: false };
  if (state.hostility >= walkAwayCount(brief.outcome.walkAwayWhen) && state.trust < TRUST_TO_STAY) {
    state.hasWalkedAway = true;
    return { agreesNow: false, walksAwayNow: true };
  }
  const isCovered = brief.outcome.requires.every((_requirement, index) => state.covered.has(index));
  // Nobody agrees with someone who never listened: an open question or an acknowledgement first.
  const wasHeard = state.given.parts.has('hearing') || state.hasShownEmpathy;
  if (!isCovered || events.isHostile || state.trust <= TRUST_LOW || !wasHeard) return { agreesNow: false, walksAwayNow: false };
  const isOpen = (index: number) => !state.resolved.has(index);
  if (brief.objections.some((_objection, index) => isOpen(index))) {
    const hasPending = [...state.raised].some(isOpen);
    if (!hasPending && events.raisedNow.length === 0) raiseNext(state, brief, events.raisedNow, events.broughtUpNow);
    return { agreesNow: false, walksAwayNow: false };
  }
  state.hasAgreed = true;
  return { agreesNow: true, walksAwayNow: false };
}

/** The figures of the line's offers, when it states any: the offer later lines refer back to ("the refund", "it"). */
function rememberOffered(state: ConversationState, text: string, sides: ScenarioSides | undefined, isHostile: boolean): void {
  if (isHostile) return;
  const figures = splitSentences(text).filter((sentence) => !isQuestion(sentence) && isOfferSentence(sentence, sides)).flatMap(figuresOffered);
  if (figures.length > 0) state.offered = figures;
}

/** One learner line through the state machine: the state moves on, and what changed is returned. */
export function advance(state: ConversationState, text: string, brief: CharacterBrief, knowledge: Knowledge): TurnEvents {
  const reading = readLine(text, knowledge);
  const key = normalised(text);
  const isRepeated = key !== '' && state.learnerLines.has(key);
  state.learnerLines.add(key);
  const isHostile = reading.acts.has('pressure') || reading.acts.has('insult');
  state.hostility += (reading.acts.has('pressure') ? 1 : 0) + (reading.acts.has('insult') ? 1 : 0);
  const unlocked = unlockedTopics(reading, state, isHostile);
  const goodSummary = isGoodSummary(reading, brief);
  updateTrust(state, reading, goodSummary);
  if (reading.acts.has('empathy') && !isHostile) state.hasShownEmpathy = true;
  // "Let's leave the £120 back for now", "I know you want the £120 back": a clause that puts a thing off or only says
  // back what they want gives nothing, whatever it names (meets-nothing.ts); only the rest of the line can give.
  const meeting = meetingText(text);
  // "I'd stay if you paused my membership": when what is wanted is itself a putting off, a line that puts it off gives it.
  // "a two-week extension" is a putting off as well: "I can push your deadline back two weeks" gives it.
  const meetingFor = (phrase: string) => (defersMemo.answer(phrase, () => defers(phrase) || wantsMoreTime(phrase)) ? text : meeting);
  const wantsPuttingOff = brief.outcome.requires.some((requirement) => meetingFor(requirement.label) === text);
  const hasGiven = addGiven(state.given, wantsPuttingOff ? text : meeting, (sentence) => isOfferSentence(sentence, knowledge.sides), { empathy: reading.acts.has('empathy'), asked: reading.hasOpenQuestion || reading.acts.has('summary'), isHostile });
  const isVague = onlyVaguePromises(text, knowledge.sides);
  // "We can't refund the fee, but we can offer a voucher": a line that offers something is weighed as an offer instead.
  const refusal = isHostile || reading.acts.has('proposal') || reading.acts.has('nextStep') ? null : refusedWant(text, brief, state.covered, knowledge.sides);
  updateCovered(state, reading, meetingFor, brief, isHostile || reading.acts.has('brushedOff'), hasGiven, isVague, knowledge.sides);
  const objections = updateObjections(state, reading, meetingFor, brief, hasGiven, isVague, knowledge.sides);
  const outcome = updateOutcome(state, brief, { isHostile, ...objections });
  rememberOffered(state, text, knowledge.sides, isHostile);
  return { reading, isRepeated, isHostile, isGoodSummary: goodSummary, unlocked, ...objections, ...outcome, isVaguePromise: isVague, ...refusalEvents(refusal, state.covered) };
}

/** The want refused now, unless the line gave it after all. */
function refusalEvents(refusal: Refusal | null, covered: ReadonlySet<number>): Pick<TurnEvents, 'refusedNow' | 'isRefusedByKeeping'> {
  return refusal !== null && !covered.has(refusal.index) ? { refusedNow: refusal.index, isRefusedByKeeping: refusal.isByKeeping } : { refusedNow: null, isRefusedByKeeping: false };
}

/**
 * Where the learner's lines met each of the brief's requirements, as the character reads them (by keyword, by meaning,
 * or by what the conversation's offers have given by then): per requirement, the index in `messages` of the learner
 * line that covered it, or -1. The report reads the outcome with it, so it says what the character heard. A line
 * `counts` refuses (a bare claim, for the report) covers nothing, and leaves the requirement to a later line.
 */
export function requirementsCoveredAt(messages: readonly ChatMessage[], brief: CharacterBrief, knowledge: Knowledge, counts: (line: string) => boolean = () => true): number[] {
  const state = initialState();
  const coveredAt = brief.outcome.requires.map(() => -1);
  messages.forEach((message, index) => {
    if (message.role !== 'learner') return;
    advance(state, message.content, brief, knowledge);
    const isCounted = counts(message.content);
    for (const covered of state.covered) {
      if (coveredAt[covered] !== -1) continue;
      if (isCounted) coveredAt[covered] = index;
      else state.covered.delete(covered);
    }
  });
  return coveredAt;
}

/**
 * Where the learner's lines met each of the brief's objections, as the character reads them (the line it took as
 * settling the concern, by keyword, by meaning or by what the offers have given by then; or the proposal it let a
 * concern go at, "I'll take your word on the guarantee for now"): per objection, the index in `messages` of that
 * learner line, or -1. The report reads the concerns handled with it, so it says what the character accepted. A line
 * `counts` refuses (a bare claim, for the report) settles nothing, and leaves the concern to a later line.
 */
export function objectionsResolvedAt(messages: readonly ChatMessage[], brief: CharacterBrief, knowledge: Knowledge, counts: (line: string) => boolean = () => true): number[] {
  const state = initialState();
  const resolvedAt = brief.objections.map(() => -1);
  messages.forEach((message, index) => {
    if (message.role !== 'learner') return;
    const { resolvedNow, letGoNow } = advance(state, message.content, brief, knowledge);
    const isCounted = counts(message.content);
    for (const resolved of [...resolvedNow, ...letGoNow]) {
      if (isCounted) resolvedAt[resolved] = index;
      else state.resolved.delete(resolved);
    }
  });
  return resolvedAt;
}

// A saved reply that stops without an end mark was cut short by the learner.
function wasInterrupted(message: ChatMessage): boolean {
  return message.role === 'character' && !/[.!?…"”')]\s*$/.test(message.content.trim());
}

/** Each open objection whose resolution the character's line names: one more time it has had to ask for it. */
function countReminders(state: ConversationState, wanted: readonly string[], said: string): void {
  wanted.forEach((resolvedBy, index) => {
    if (state.resolved.has(index)) return;
    if (resolvedBy !== '' && said.includes(resolvedBy)) state.reminders.set(index, (state.reminders.get(index) ?? 0) + 1);
  });
}

/**
 * An objection counts as raised only once the character said it: a reply that had no room for it (or a model that
 * left it out) leaves it to be raised later, instead of reminding the learner of something never said.
 */
function forgetUnsaid(state: ConversationState, raisedNow: readonly number[], brief: CharacterBrief, ownSoFar: readonly (string | null)[]): void {
  if (raisedNow.length === 0) return;
  const said = ownSoFar.filter((text) => text !== null).join(' | ');
  for (const index of raisedNow) {
    const sentences = splitSentences(brief.objections[index]!.objection).map(comparableSentence);
    if (!sentences.some((sentence) => sentence !== '' && said.includes(sentence))) state.raised.delete(index);
  }
}

/**
 * What the character said before the message at an index, as one text (its lines one after another) whose sentences
 * compare, joined by " | ". Read only as far as asked, each line once: most replies say no part of the agreement or
 * walking-away line, and then what came before is never needed.
 */
function saidBeforeReader(messages: readonly ChatMessage[]): (index: number) => string {
  const sentences = new GrowingSentences(comparableSentence);
  let read = 0;
  return (index) => {
    for (; read < index; read += 1) if (messages[read]!.role === 'character') sentences.add(messages[read]!.content);
    return sentences.sentences().join(' | ');
  };
}

// Every turn reads each of the character's earlier lines again for the concerns it has had to repeat.
const normalisedLines = new BoundedMemo<string>({ entries: 10_000, keyChars: 1_000_000, longestKey: 2_000 });

function normalisedLine(text: string): string {
  return normalisedLines.answer(text, () => normalised(text));
}

/**
 * The state before the learner's last line, replayed from the conversation, and the events of that last line. The
 * character's own earlier lines tell whether it already agreed or ended the conversation (also beyond the replay).
 */
export function replayConversation(
  messages: readonly ChatMessage[],
  brief: CharacterBrief,
  knowledge: Knowledge,
): { state: ConversationState; events: TurnEvents; replayedLines: number } {
  const state = initialState();
  const lastLearner = messages.findLastIndex((message) => message.role === 'learner');
  const learnerIndexes = messages.flatMap((message, index) => (message.role === 'learner' && index !== lastLearner ? [index] : []));
  const start = learnerIndexes.length > REPLAY_LEARNER_LINES ? learnerIndexes[learnerIndexes.length - REPLAY_LEARNER_LINES]! : 0;
  let replayedLines = 0;
  // Each of the character's lines as it compares, read once (and kept a while: the next turn reads them again).
  const own = messages.map((message) => (message.role === 'character' ? comparableText(message.content) : null));
  const saidBefore = saidBeforeReader(messages);
  const agreement = sentencesToCompare(brief.outcome.agreementLine);
  const walkAway = sentencesToCompare(brief.outcome.walkAwayLine);
  const wanted = brief.objections.map((objection) => normalised(objection.resolvedBy));
  for (const [index, message] of messages.entries()) {
    if (message.role === 'character') {
      countReminders(state, wanted, normalisedLine(message.content));
      const earlier = () => saidBefore(index);
      if (saysLineIn(own[index]!, agreement, earlier)) state.hasAgreed = true;
      if (saysLineIn(own[index]!, walkAway, earlier)) state.hasWalkedAway = true;
      if (index >= start && wasInterrupted(message)) state.trust = Math.max(TRUST_MIN, state.trust + INTERRUPTION_DELTA);
    } else if (index >= start && index !== lastLearner) {
      const { raisedNow } = advance(state, message.content, brief, knowledge);
      forgetUnsaid(state, raisedNow, brief, own.slice(0, index + 2));
      replayedLines += 1;
    }
  }
  const events = advance(state, messages[lastLearner]?.content ?? '', brief, knowledge);
  return { state, events, replayedLines };
}
