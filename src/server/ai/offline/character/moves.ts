// What the built-in character can say in a turn, as a table of moves: each applies to some acts or events of the
// learner's last line and offers one or more slots, each slot a few phrasings of the same move. The reply takes the
// slots by priority within its sentence budget and, per slot, a phrasing it has not said before. The moves' lines are
// written in answer-moves.ts, steer-moves.ts and social-moves.ts, with the helpers of move-lines.ts.
import type { BriefObjection, CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { walkAwayCount, type ConversationState, type TurnEvents } from './state.ts';
import type { Voice } from './voice.ts';
import type { StockLines } from './stock-lines.ts';
import type { Knowledge } from './knowledge.ts';
import { briefSlot, slot } from './move-lines.ts';
import { readWords } from '../../language/lemmas.ts';
import { splitSentences } from '../../language/text.ts';
import { comparableSentence } from './said-sentences.ts';
import { relatedWords } from '../../language/wordnet.ts';
import { isIngForm } from './fact-meaning.ts';
import { alternativeGivenIn } from './offer-reading.ts';
import { joinList } from '../../../../shared/text.ts';
import { statedWorry } from './worry-answered.ts';
import { readLine } from './acts.ts';
import {
  remindCandidates,
  brushedOffAgainCandidates,
  wantsCandidates,
  concernCandidates,
  feelingsCandidates,
  steerCandidates,
  raisedLine,
  proposalCandidates,
  poorSummaryCandidates,
  refusalCandidates,
} from './steer-moves.ts';
import { identityCandidates, unknownSlot, offTopicCandidates, greetingCandidates, closingCandidates, agreedCandidates, nextStepCandidates, nothingElseCandidates } from './social-moves.ts';
import { answerSlots } from './answer-moves.ts';

export interface TurnContext {
  brief: CharacterBrief;
  knowledge: Knowledge;
  voice: Voice;
  /** The character's own stock lines (stock-lines.ts), and the seed that chose them (its scenario and name). */
  lines: StockLines;
  /** What the character came about, as its stock lines name it ("the deposit"): see matterOf. */
  matter: string;
  ownSeed: number;
  state: ConversationState;
  events: TurnEvents;
  /** Every sentence the character has said in this conversation, normalised, joined: what it has told already. */
  saidText: string;
  /** Every sentence the character has said in this conversation, as said: what "As I said" may point back to. */
  saidLines: readonly string[];
  /** The character's opening line, when it spoke before the learner did ("" otherwise). */
  opening?: string;
  /** The character's last reply before the learner's line ("" at the start): what "it" or "they" may point back to. */
  lastReply: string;
  /** The learner's line before this one ("" at the start): the question whose fact "he" or "it" may point back to. */
  lastLine: string;
  /**
   * The learner's earlier lines, first to last, each with the character's reply to it: what a question asked again
   * ("Who did you say sent them over?" after "Who sent you the last of the files?") points back to.
   */
  earlierExchanges?: readonly { line: string; reply: string }[];
  isFirstTurn: boolean;
  /** Varies the choice of phrasing with the turn, the same for the same conversation. */
  seed: number;
}

export type MoveKind =
  | 'walkAway'
  | 'ended'
  | 'greeting'
  | 'identity'
  | 'repeatNotice'
  | 'hostility'
  | 'warning'
  | 'brushedOff'
  | 'empathy'
  | 'summary'
  | 'resolved'
  | 'answer'
  | 'refusal'
  | 'concern'
  | 'needs'
  | 'feelings'
  | 'raised'
  | 'remind'
  | 'letGo'
  | 'agreement'
  | 'agreedNextStep'
  | 'agreedFollowUp'
  | 'proposal'
  | 'closing'
  | 'offTopic'
  | 'unknown'
  | 'tenure'
  | 'wayBack'
  | 'steer';

export interface Slot {
  move: MoveKind;
  /** Lower is more important: kept first when the sentence budget is short. */
  priority: number;
  /** Phrasings of the same move; one not said before is chosen. */
  candidates: readonly string[];
  /** The first phrasing not said yet, in order (most fitting first), instead of one chosen by the turn's seed. */
  isOrdered?: boolean;
  /** Tried in order once every candidate has been said: plainer lines of the same move. */
  fallbacks?: readonly string[];
  /** A line the brief gives (an objection, its resolution, the agreement): said once, less any sentence said before. */
  isFromBrief?: boolean;
}


/** Whether a sentence thanks for asking ("Thanks for asking.", "Thank you for enquiring"). */
function thanksForAsking(sentence: string): boolean {
  const words = readWords(sentence).filter((word) => word.isWord);
  const at = words.findIndex((word) => /^thanks?$/.test(word.lemma));
  const asked = at < 0 ? undefined : words.slice(at + 1, at + 4).find((word, index, after) => after[index - 1]?.lemma === 'for' && isIngForm(word));
  return asked !== undefined && (asked.lemma === ASK || relatedWords(asked.lemma, 'verb').synonyms.includes(ASK));
}
const ASK = 'ask';

/**
 * A resolution said to the line that settled it: a proposal that asked nothing is not thanked for asking ("Thanks for
 * asking. That makes this easier." → "That makes this easier.").
 */
export function resolvedLineFor(line: string, hasQuestion: boolean): string {
  if (hasQuestion) return line;
  const kept = splitSentences(line).filter((sentence) => !thanksForAsking(sentence));
  return kept.length > 0 ? kept.join(' ') : line;
}

/**
 * A concern's resolved line naming the alternative the line gave: "…that is what I was asking for: a full refund." when
 * the want was "a room in this hotel tonight or a full refund" and the learner refunded in full.
 */
function namingWhatWasGiven(objection: BriefObjection, text: string): string {
  const colon = objection.resolvedLine.lastIndexOf(': ');
  const given = colon < 0 ? null : alternativeGivenIn(text, objection.resolvedBy);
  return given ? `${objection.resolvedLine.slice(0, colon)}: ${given}.` : objection.resolvedLine;
}

/**
 * Resolutions said at once that lead the same way are said once, naming each thing settled: "Right. That is what I
 * was asking for: the €180 back." and "…: €400 compensation." → "Right. That is what I was asking for: the €180 back
 * and €400 compensation." A line without such a lead stands as it is.
 */
export function joinedResolutions(lines: readonly string[]): string[] {
  const tails = new Map<string, string[]>();
  const order: string[] = [];
  const leadAs = new Map<string, string>();
  const whole = new Map<string, string>();
  for (const line of lines) {
    const colon = line.lastIndexOf(': ');
    // "Right. That is what I was asking for." leads the same way as "…: the €180 back.", naming nothing.
    const lead = colon < 0 ? line.replace(/[.!?]+$/, '') : line.slice(0, colon);
    // "As for the mould, that is what I was asking for" leads as "Right. That is what I was asking for" does: the last
    // sentence of the lead, without what opens it on the matter, is what is compared; the first lead is the one said.
    const key = comparableSentence(splitSentences(lead).at(-1) ?? lead);
    if (!tails.has(key)) {
      tails.set(key, []);
      order.push(key);
      leadAs.set(key, lead);
    }
    if (colon >= 0) tails.get(key)!.push(line.slice(colon + 2).replace(/[.!?]+$/, ''));
    else if (!whole.has(key)) whole.set(key, line);
  }
  // A thing named under one lead is not named again under another ("what I came for: a full refund" said once).
  const named = new Set<string>();
  return order.flatMap((key) => {
    const things = [...new Set(tails.get(key))].filter((thing) => !named.has(thing));
    if (things.length === 0 && !whole.has(key)) return [];
    for (const thing of things) named.add(thing);
    return [things.length === 0 ? whole.get(key)! : `${leadAs.get(key)!}: ${joinList(things)}.`];
  });
}

/** The moves, in the order their lines are said; each returns its slots for this turn (none when it does not apply). */
export const MOVES: readonly { kind: MoveKind; slots(context: TurnContext): Slot[] }[] = [
  { kind: 'greeting', slots: (c) => (c.isFirstTurn && c.events.reading.acts.has('greeting') && !c.events.reading.acts.has('identity') ? [slot('greeting', 4, greetingCandidates(c))] : []) },
  { kind: 'identity', slots: (c) => (c.events.reading.acts.has('identity') ? [slot('identity', 1, identityCandidates(c))] : []) },
  { kind: 'repeatNotice', slots: (c) => (c.events.isRepeated ? [slot('repeatNotice', 4, c.lines.repeated)] : []) },
  {
    kind: 'hostility',
    slots: (c) => (c.events.reading.acts.has('insult') ? [slot('hostility', 1, c.voice.insultReplies)] : c.events.reading.acts.has('pressure') ? [slot('hostility', 1, c.voice.pressureReplies)] : []),
  },
  { kind: 'warning', slots: (c) => (c.events.isHostile && c.state.hostility > 0 && !c.events.walksAwayNow && isOneFromLeaving(c) ? [slot('warning', 1, c.lines.warning)] : []) },
  // "Flights get cancelled all the time.": a mild push back; a second such line in a row hears what is still needed.
  { kind: 'brushedOff', slots: (c) => (c.events.reading.acts.has('brushedOff') && !c.events.isHostile && !c.state.hasAgreed ? [slot('brushedOff', 1, isBrushedOffAgain(c) ? brushedOffAgainCandidates(c) : c.lines.brushedOff)] : []) },
  { kind: 'empathy', slots: (c) => (c.events.reading.acts.has('empathy') && !c.events.isHostile ? [slot('empathy', 3, c.voice.empathyAcks)] : []) },
  { kind: 'summary', slots: (c) => (c.events.reading.acts.has('summary') ? [slot('summary', 3, c.events.isGoodSummary ? c.voice.agreeing : poorSummaryCandidates(c))] : []) },
  {
    kind: 'resolved',
    slots: (c) => joinedResolutions(c.events.resolvedNow.map((index) => resolvedLineFor(namingWhatWasGiven(c.brief.objections[index]!, c.events.reading.text), c.events.reading.hasQuestion))).map((line) => briefSlot('resolved', 0, [line])),
  },
  // "We won't be refunding the fee": a refusal of what the character wants is answered as one, before anything else.
  { kind: 'refusal', slots: (c) => (c.events.refusedNow !== null && !c.state.hasAgreed ? [slot('refusal', 1, refusalCandidates(c, c.events.refusedNow))] : []) },
  { kind: 'answer', slots: answerSlots },
  // Asked after agreeing whether anything else is on its mind ("Is there anything else I can help with?"), the character has what it came for and closes.
  {
    kind: 'concern',
    slots: (c) => (c.events.reading.acts.has('concern') && c.events.reading.asks.length === 0 ? [c.state.hasAgreed ? slot('closing', 2, nothingElseCandidates(c)) : slot('concern', 2, concernCandidates(c))] : []),
  },
  { kind: 'feelings', slots: (c) => (c.events.reading.acts.has('feelings') && !c.state.hasAgreed ? [slot('feelings', 2, feelingsCandidates(c))] : []) },
  // Asked what would settle it, the character says what it wants, whatever the line mentioned before the question ("I'm
  // sorry about the emails going unanswered. What would put this right for you?"); a question for a fact is answered instead.
  { kind: 'needs', slots: (c) => (c.events.reading.acts.has('needs') && !c.state.hasAgreed && c.events.reading.asks.every((ask) => !ask.isQuestion) ? [slot('needs', 2, wantsCandidates(c))] : []) },
  // An objection is the brief's own line and is never left out, like a resolution or the agreement.
  { kind: 'raised', slots: (c) => c.events.raisedNow.map((index) => briefSlot('raised', 0, [raisedLine(c, index)])) },
  { kind: 'letGo', slots: (c) => c.events.letGoNow.map(() => slot('letGo', 0, c.lines.letGo)) },
  { kind: 'remind', slots: (c) => (c.events.remind === null || isWorryAfterOffer(c) ? [] : [slot('remind', 1, remindCandidates(c, c.events.remind!, isProposing(c)))]) },
  { kind: 'agreement', slots: (c) => (c.events.agreesNow ? [briefSlot('agreement', 0, [c.brief.outcome.agreementLine])] : []) },
  // Agreeing, the character thanks and checks the next step: what was offered is then done by a day.
  { kind: 'agreedNextStep', slots: (c) => (c.events.agreesNow ? [slot('agreedNextStep', 0, nextStepCandidates(c))] : []) },
  { kind: 'agreedFollowUp', slots: (c) => (c.state.hasAgreed && !c.events.agreesNow && isProposing(c) ? [slot('agreedFollowUp', 2, agreedCandidates(c))] : []) },
  // An offer that falls short of what the character wants hears what is missing, even when a concern comes up too.
  { kind: 'proposal', slots: (c) => (weighsTheOffer(c) && (c.events.remind === null || isWorryAfterOffer(c)) ? [slot('proposal', 2, proposalCandidates(c))] : []) },
  // A worry still open is said after an offer that falls short: it asks for an answer, not for more than was offered.
  { kind: 'remind', slots: (c) => (isWorryAfterOffer(c) ? [slot('remind', 1, remindCandidates(c, c.events.remind!))] : []) },
  { kind: 'closing', slots: (c) => (c.events.reading.acts.has('closing') && !c.events.agreesNow ? [slot('closing', 2, closingCandidates(c))] : []) },
  { kind: 'offTopic', slots: (c) => (c.events.reading.acts.has('offTopic') ? [{ ...slot('offTopic', 2, offTopicCandidates(c)), isOrdered: true, fallbacks: c.lines.smallTalk }] : []) },
  { kind: 'tenure', slots: (c) => (c.events.reading.acts.has('tenure') ? [{ ...slot('tenure', 2, c.lines.noTenure), isOrdered: true }] : []) },
  { kind: 'unknown', slots: (c) => (c.events.reading.acts.has('unknownQuestion') ? [unknownSlot(c)] : []) },
];

/**
 * Moves that answer the line or carry the conversation on; a reply without one goes on to what is on the character's
 * mind (a greeting or a thank-you alone is not a reply: "Hello. This is my fourth call this month…").
 */
export const SUBSTANTIVE: ReadonlySet<MoveKind> = new Set(['walkAway', 'ended', 'hostility', 'warning', 'brushedOff', 'summary', 'identity', 'resolved', 'answer', 'refusal', 'concern', 'needs', 'feelings', 'raised', 'remind', 'letGo', 'agreement', 'agreedNextStep', 'agreedFollowUp', 'proposal', 'closing', 'offTopic', 'unknown', 'tenure']);

export function steerSlot(context: TurnContext): Slot {
  return { ...slot('steer', 5, steerCandidates(context)), isOrdered: true, fallbacks: context.lines.short };
}

/** A conversation the character has ended: only short, polite lines that stay ended. */
export function endedSlots(context: TurnContext): Slot[] {
  const ended = [...context.lines.ended, 'Goodbye.'];
  if (!context.events.reading.acts.has('empathy')) return [slot('ended', 0, ended)];
  return [{ ...slot('ended', 0, context.lines.endedApology), fallbacks: ended }];
}

export function walkAwaySlots(context: TurnContext): Slot[] {
  const hostile = MOVES.find((move) => move.kind === 'hostility')!.slots(context);
  return [...hostile, briefSlot('walkAway', 0, [context.brief.outcome.walkAwayLine])];
}

function fallsShort(context: TurnContext): boolean {
  return context.brief.outcome.requires.some((_requirement, index) => !context.state.covered.has(index));
}

/** Whether a concern raised now already names what the offer still lacks: said once, not twice in one reply. */
function raisesWhatIsMissing(context: TurnContext): boolean {
  const missing = context.brief.outcome.requires.find((_requirement, index) => !context.state.covered.has(index))?.label.toLowerCase();
  return missing !== undefined && context.events.raisedNow.some((index) => context.brief.objections[index]!.objection.toLowerCase().includes(missing));
}

/** Whether the reply weighs the learner's offer against what the character wants. */
function weighsTheOffer(context: TurnContext): boolean {
  return isProposing(context) && !context.state.hasAgreed && (context.events.raisedNow.length === 0 || (fallsShort(context) && !raisesWhatIsMissing(context)));
}

/**
 * Whether an offer that falls short runs into a concern that states a worry ("I'm worried it will cap my mark"): the
 * offer is weighed first ("I can give you one week"), then the worry, which only an answer settles, is said again.
 */
function isWorryAfterOffer(context: TurnContext): boolean {
  const { remind } = context.events;
  return remind !== null && weighsTheOffer(context) && fallsShort(context) && statedWorry(context.brief.objections[remind]!.objection) !== null;
}

function isProposing(context: TurnContext): boolean {
  const { acts } = context.events.reading;
  return acts.has('proposal') || acts.has('nextStep');
}

/** Whether the learner's line before this one made light of the matter too. */
function isBrushedOffAgain(context: TurnContext): boolean {
  return context.lastLine !== '' && readLine(context.lastLine, context.knowledge).acts.has('brushedOff');
}

function isOneFromLeaving(context: TurnContext): boolean {
  return context.state.hostility === walkAwayCount(context.brief.outcome.walkAwayWhen) - 1;
}
