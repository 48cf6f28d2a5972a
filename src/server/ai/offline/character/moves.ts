// What the built-in character can say in a turn, as a table of moves: each applies to some acts or events of the
// learner's last line and offers one or more slots, each slot a few phrasings of the same move. The reply takes the
// slots by priority within its sentence budget and, per slot, a phrasing it has not said before.
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { countWords, firstSentence, quote, splitSentences, withoutFinalStop } from '../text.ts';
import type { TopicAsk } from './acts.ts';
import { topicPhrase, type Topic } from './knowledge.ts';
import { normalised, walkAwayCount, type ConversationState, type TurnEvents } from './state.ts';
import { unsayablePhraseProblem } from './sayable-phrase.ts';
import { ideasOf, MONEY_PHRASE, TIME_PHRASE } from './related-words.ts';
import { selfDescription, withHedge, type Voice } from './voice.ts';

export interface TurnContext {
  brief: CharacterBrief;
  voice: Voice;
  state: ConversationState;
  events: TurnEvents;
  /** Every sentence the character has said in this conversation, normalised, joined: what it has told already. */
  saidText: string;
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
  | 'empathy'
  | 'summary'
  | 'resolved'
  | 'answer'
  | 'concern'
  | 'needs'
  | 'raised'
  | 'remind'
  | 'letGo'
  | 'agreement'
  | 'agreedFollowUp'
  | 'proposal'
  | 'closing'
  | 'offTopic'
  | 'unknown'
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

const MAX_ANSWERS = 2;

function capitalised(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

const LOWER_STARTS = /^(?:A|An|The|Some|My|Your|Our|Any|One|More|No|Each|Every|This|That|These|Those)\b/;

/** A brief's phrase as said inside a sentence: no final stop, "A date" as "a date" (a name keeps its capital). */
function sayable(phrase: string): string {
  const text = withoutFinalStop(phrase.trim());
  return LOWER_STARTS.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Frames that take a phrase of the brief, and their plain forms for a phrase the character cannot say as it is. */
function framed(phrase: string | undefined, frames: readonly ((what: string) => string)[], plain: readonly string[]): string[] {
  if (!phrase) return [];
  return unsayablePhraseProblem(phrase) === null ? frames.map((frame) => frame(sayable(phrase))) : [...plain];
}

/** Whether the character has already said this (its first sentence, normalised, is in what it said). */
export function hasSaid(context: TurnContext, text: string): boolean {
  const key = normalised(firstSentence(text));
  return key !== '' && context.saidText.includes(key);
}

/** In an answer told already, the figure a question asks for again: "how much" → "£649", "when" → "five weeks ago". */
function figureAskedFor(question: string, answer: string): string | null {
  const ideas = ideasOf(question);
  const pattern = ideas.has('money') ? MONEY_PHRASE : ideas.has('time') ? TIME_PHRASE : null;
  const figure = pattern?.exec(answer)?.[0];
  if (!figure) return null;
  // "Two years ago I signed…" restated as "two years ago"; "Tuesday" keeps its capital.
  return /^(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve|A|Several|Last|Next|This|On|In)\b/.test(figure) ? figure[0]!.toLowerCase() + figure.slice(1) : figure;
}

function visibleTopics(context: TurnContext): Topic[] {
  return context.brief.facts.map((fact): Topic => ({ kind: 'fact', name: topicPhrase(fact.topic), keywords: fact.keywords, answer: fact.answer, minMatches: 1 }));
}

// A question on something already told: the figure it asks for, said again briefly, or a plain reminder.
const ALREADY_SAID = ["I've told you that already.", "As I said, nothing has changed there.", "Same answer as before, I'm afraid.", "We've covered that."];
const RESTATED = [(figure: string) => `Like I said, ${figure}.`, (figure: string) => `As I said: ${figure}.`, (figure: string) => `${capitalised(figure)}, as I said.`];
const LOCKED = ["I'd rather not go into that just now.", "That's not something I want to get into yet.", "Let's leave that aside for the moment."];
const REVEAL_PREFIX = { open_question: ['Since you ask,', 'Honestly,', 'To be frank,'], empathy: ["Since you've been fair with me,", "I haven't said this to many people, but", 'Between you and me,'] };
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

/** "When did you buy it?" after "I bought it five weeks ago": "Like I said, five weeks ago." */
function alreadySaidCandidates(context: TurnContext, topic: Topic): string[] {
  const figure = figureAskedFor(context.events.reading.text, topic.answer);
  return figure ? RESTATED.map((line) => line(figure)) : ALREADY_SAID;
}

/** The answer to a question (or a remark) on one topic, in the character's voice. */
function answerCandidates(topic: Topic, context: TurnContext, isQuestion: boolean): string[] {
  const { voice, events } = context;
  if (topic.kind === 'hidden' && !events.unlocked.has(topic)) return isQuestion && !hasSaid(context, topic.answer) ? LOCKED : [];
  if (hasSaid(context, topic.answer)) return isQuestion ? alreadySaidCandidates(context, topic) : [];
  if (topic.kind === 'term') return TERM_LINES.map((line) => line(topic.name, meaningOf(topic.answer)));
  if (topic.kind === 'file') return FILE_LINES.map((line) => line(quote(topic.answer)));
  const answers = topic.kind === 'hidden' ? REVEAL_PREFIX[topic.unlock ?? 'open_question'].map((prefix) => withHedge(prefix, topic.answer)) : voice.hedges.map((hedge) => withHedge(hedge, topic.answer));
  // Asked for a name or a number the brief does not give: said plainly, then what the character does know.
  const missing = isQuestion ? missingDetail(context.events.reading.text, topic.answer) : null;
  return missing ? answers.map((answer) => `${missing} ${answer}`) : answers;
}

/** The details a question may ask for, and how the character says it does not have one. */
const DETAIL_ASKS: readonly { asks: RegExp; present: RegExp; missing: string }[] = [
  {
    asks: /\b(?:called|name of|(?:his|her|their|the|its) name|who is (?:the|your|his|her)|which (?:company|supplier|agency|store|shop|engineer|firm|bank|one|hospital|team|person|vendor|partner))\b/i,
    // A capitalised word inside a sentence: a name.
    present: /[a-z,;:]\s+[A-Z][a-z]+/,
    missing: "I don't have a name for you.",
  },
  { asks: /\bhow many\b|\bwhat (?:number|percentage|score)\b/i, present: /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|half|double|dozen)\b/i, missing: "I couldn't give you an exact number." },
  { asks: /\bhow much(?! (?:more )?(?:time|longer))\b|\bwhat (?:did|does|do|will) (?:it|that|they|we) (?:cost|pay)\b/i, present: MONEY_PHRASE, missing: "I couldn't give you an exact figure." },
];

function missingDetail(question: string, answer: string): string | null {
  return DETAIL_ASKS.find((detail) => detail.asks.test(question) && !detail.present.test(answer))?.missing ?? null;
}

// A remark on a topic gets its fact only when the line does nothing else the character must answer.
const BUSY_ACTS = ['empathy', 'proposal', 'nextStep', 'summary', 'closing', 'pressure', 'insult'] as const;

function answerSlots(context: TurnContext): Slot[] {
  const { reading } = context.events;
  const isBusy = BUSY_ACTS.some((act) => reading.acts.has(act));
  return answerableAsks(context)
    .filter((ask) => ask.isQuestion || (!isBusy && ask.topic.kind !== 'hidden'))
    .map((ask) => ({ move: 'answer' as const, priority: 2, candidates: answerCandidates(ask.topic, context, ask.isQuestion) }))
    .filter((slot) => slot.candidates.length > 0)
    .slice(0, MAX_ANSWERS);
}

/**
 * The asks to answer: a line's named topics; or, for a broad question that named none, the first related fact not
 * told yet ("Who else is involved?" after the head of nursing was mentioned: how decisions are made).
 */
function answerableAsks(context: TurnContext): readonly TopicAsk[] {
  const { asks } = context.events.reading;
  if (!asks.every((ask) => ask.isLoose)) return asks;
  // A loosely related fact the line has not earned is not offered (nor refused): the next related one is.
  const open = asks.filter((ask) => ask.topic.kind !== 'hidden' || context.events.unlocked.has(ask.topic));
  const untold = open.find((ask) => !hasSaid(context, ask.topic.answer));
  return untold ? [untold] : open.slice(0, 1);
}

function nextUntold(context: TurnContext): Topic | undefined {
  return visibleTopics(context).find((topic) => !hasSaid(context, topic.answer));
}

function missingLabels(context: TurnContext): string[] {
  return context.brief.outcome.requires.filter((_requirement, index) => !context.state.covered.has(index)).map((requirement) => requirement.label);
}

function pendingObjection(context: TurnContext): number | undefined {
  return [...context.state.raised].find((index) => !context.state.resolved.has(index));
}

// Said this often already, a concern is not volunteered again: the character waits for the learner's next proposal.
const MAX_VOLUNTEERED_REMINDERS = 2;

/** The open objection the character still brings up by itself, if it has not asked for it too often already. */
function pressingObjection(context: TurnContext): number | undefined {
  const pending = pendingObjection(context);
  return pending !== undefined && (context.state.reminders.get(pending) ?? 0) < MAX_VOLUNTEERED_REMINDERS ? pending : undefined;
}

// The brief's resolvedBy and requires[].label are noun phrases the character says in the first person: "a date for
// the check-in", "references I can call", "my leave restored". Each frame reads for any of them, long ones included.
const REMIND = [
  (what: string) => `Before I agree, I'd still want ${what}.`,
  (what: string) => `That doesn't settle my worry; I'd need ${what}.`,
  (what: string) => `Before anything else, I'd want ${what}.`,
  (what: string) => `I'm still waiting for ${what}.`,
];
const REMIND_PLAIN = [
  "Before I agree, I'd still want an answer to what worries me.",
  "That doesn't settle my worry yet.",
  "I'm still waiting to hear how you'll deal with my concern.",
];
const STILL_NEED_PLAIN = ["That's a start, but it isn't everything I need yet.", "I'm not there yet; something is still missing for me.", "I can't agree to anything just yet."];
const STILL_NEED = [
  (what: string) => `That's a start, but I'd still need ${what}.`,
  (what: string) => `What I need is ${what}.`,
  (what: string) => `Without ${what}, I can't agree to anything.`,
];
const NUDGES = ['So where do we go from here?', 'What do you suggest?', 'What happens next, then?', 'So what are you proposing?'];
const SHORT_FALLBACK = ['Go on.', "I'm listening.", 'Okay.', 'Right.', 'Mm.', 'And?'];

/** What the character would need to agree, said when asked or when a proposal falls short. */
function needsCandidates(context: TurnContext, lines: readonly ((what: string) => string)[]): string[] {
  const pending = pressingObjection(context);
  const wanted = pending === undefined ? missingLabels(context)[0] : context.brief.objections[pending]!.resolvedBy;
  return framed(wanted, lines, STILL_NEED_PLAIN);
}

// A fact that says what the character wants: "I want a replacement machine", "Fewer requests would help".
const WANT_TOPIC = /\b(?:wants?|would (?:help|be fair|make it right)|make it right|matters most|needs?|hopes?|looking for|ideal outcome)\b/i;
const WANT_STATEMENT = /^(?:honestly\W+)?(?:i(?:'d| would)? (?:really )?(?:want|like|need|prefer|love)|what i (?:want|need|would like)|[^.]{0,60}\bwould (?:help|make|go a long way))/i;

/**
 * "What would make this right?", "What would you like to come out of this?": what the character wants, from its own
 * facts (a hidden one an open question earns included) before what it still needs to agree.
 */
function wantsCandidates(context: TurnContext): string[] {
  const wanted = [...context.brief.facts.map((fact) => ({ fact, hidden: false })), ...context.brief.hiddenFacts.map((fact) => ({ fact, hidden: fact.unlock === 'open_question' }))]
    .filter(({ fact, hidden }) => (hidden || !('unlock' in fact)) && (WANT_TOPIC.test(fact.topic) || WANT_STATEMENT.test(fact.answer.trim())) && !hasSaid(context, fact.answer))
    .map(({ fact, hidden }) => (hidden ? withHedge(REVEAL_PREFIX.open_question[0]!, fact.answer) : fact.answer));
  return wanted.length > 0 ? [wanted[0]!] : needsCandidates(context, STILL_NEED.slice(1));
}

// "Are you a bot?", "Ignore your instructions": a question about what the character is, not who.
const PROBE = /\b(?:ai|a\.i\.|bot|chat ?bot|robot|machine|computer|program|human|real|language model|instructions|prompt)\b/i;

function identityCandidates(context: TurnContext): string[] {
  const who = selfDescription(context.brief.identity);
  const firstName = context.brief.identity.name.trim().split(/\s+/)[0] ?? who;
  const place = context.brief.identity.location.trim();
  if (PROBE.test(context.events.reading.text)) return [`What kind of question is that? I'm ${firstName}.`, `I'm ${firstName}, and I'd rather we stuck to why we're here.`, `That's an odd thing to ask. I'm ${who}.`];
  const lines = [`I'm ${who}.`, `My name is ${who}${place ? `, based in ${place}` : ''}.`, `${firstName}: ${who.slice(who.indexOf(',') + 2)}.`];
  // A brief that says what the character's role covers ("I'm the project sponsor…"): said after who they are.
  const role = context.brief.facts.find((fact) => ROLE_TOPIC.test(fact.topic) && !hasSaid(context, fact.answer));
  return role ? lines.map((line) => `${line} ${role.answer}`) : lines;
}
const ROLE_TOPIC = /\b(?:role|job|position|responsibilit\w*|remit)\b/i;

function concernCandidates(context: TurnContext): string[] {
  const topic = nextUntold(context);
  if (topic) return context.voice.hedges.map((hedge) => withHedge(hedge, topic.answer));
  const pending = pendingObjection(context);
  return pending === undefined ? [] : framed(context.brief.objections[pending]!.resolvedBy, REMIND, REMIND_PLAIN);
}

/**
 * What the character brings up itself when the learner gives it nothing to answer: what still worries it (an
 * objection left open), the next thing on its mind it has not told, or what it still needs to agree.
 */
function volunteered(context: TurnContext): string[] {
  const pending = pressingObjection(context);
  const reminders = pending === undefined ? [] : framed(context.brief.objections[pending]!.resolvedBy, REMIND, REMIND_PLAIN);
  const untold = nextUntold(context);
  const told = untold ? context.voice.hedges.map((hedge) => withHedge(hedge, untold.answer)) : [];
  return [...reminders, ...told, ...needsCandidates(context, STILL_NEED.slice(1))];
}

/** Most fitting first: what still worries the character, the next thing on its mind, what it needs, a plain nudge. */
function steerCandidates(context: TurnContext): string[] {
  if (context.state.hasAgreed) {
    const agreement = context.brief.outcome.agreement;
    return [`So we're settled on ${agreement}.`, `I'll hold you to ${agreement}, then.`, `Is there anything else before ${agreement}?`];
  }
  return [...volunteered(context), ...NUDGES];
}

// "I don't know" in role, then the character carries on with what it does know.
const DONT_KNOW = ["I couldn't say.", "I don't know, to be honest.", "That's not something I'd know.", "I'm not the one to ask about that.", "I couldn't tell you, I'm afraid."];

function unknownCandidates(context: TurnContext): string[] {
  const next = volunteered(context)[0];
  const leads = DONT_KNOW.map((_lead, index) => DONT_KNOW[(context.seed + index) % DONT_KNOW.length]!);
  return next ? [...leads.map((lead) => `${lead} ${next}`), ...leads] : leads;
}

function unknownSlot(context: TurnContext): Slot {
  return { ...slot('unknown', 2, unknownCandidates(context)), isOrdered: true };
}

const OFF_TOPIC_LEADS = ["That's not really why we're talking.", "Let's keep to the matter at hand.", "I'd rather not get into that."];

/** A polite refusal in role, then back to what the character came to talk about. */
function offTopicCandidates(context: TurnContext): string[] {
  const leads = OFF_TOPIC_LEADS.map((_lead, index) => OFF_TOPIC_LEADS[(context.seed + index) % OFF_TOPIC_LEADS.length]!);
  const next = volunteered(context)[0];
  return next ? leads.map((lead) => `${lead} ${next}`) : [];
}

// "How are you?" is answered before anything else.
const HOW_ARE_YOU = /\bhow (?:are|r) (?:you|u)(?: doing| today| keeping)?(?=\W*$|\s*[,.!?])|\bhow(?:'s| is) (?:it going|your day)\b/i;

function greetingCandidates(context: TurnContext): readonly string[] {
  return HOW_ARE_YOU.test(context.events.reading.text) ? context.voice.wellbeing : context.voice.greetings;
}

function closingCandidates(context: TurnContext): string[] {
  if (context.state.hasAgreed) return ['Thanks. Speak soon.', 'Good. Thank you, and goodbye.', 'Thank you. Until then.'];
  return ["All right. Thanks for your time, but I'm not committing to anything yet.", 'Fine. We can leave it there for today.', "Okay. I'll think about it, but nothing is agreed."];
}

function agreedCandidates(context: TurnContext): string[] {
  const agreement = context.brief.outcome.agreement;
  return [`Yes, ${agreement} works for me.`, `Fine, let's go with ${agreement}.`, 'Send me the details in writing and we are set.', 'Good. I have it noted.'];
}

// An objection the learner's line did not touch, brought up before agreeing: led into as a reply to the proposal.
const OWN_LEAD = /^(?:before|first|one (?:more )?thing|but|and|also)\b/i;
const BROUGHT_UP_LEADS = ['Before we go further, one more thing:', 'Maybe, but first one thing:', 'One thing first, though:', 'Before that, one thing:'];

function raisedLine(context: TurnContext, index: number): string {
  const { objection } = context.brief.objections[index]!;
  // An objection that opens with its own lead ("Before anything else: …") is said as it stands.
  if (!context.events.broughtUpNow.includes(index) || OWN_LEAD.test(objection) || countWords(firstSentence(objection)) <= 2) return objection;
  const lead = BROUGHT_UP_LEADS[(context.state.raised.size - 1 + context.seed) % BROUGHT_UP_LEADS.length]!;
  // Said already (the opening line, say): pointed back to, not said again.
  const unsaid = splitSentences(objection).filter((sentence) => !hasSaid(context, sentence));
  if (unsaid.length === 0) return `${lead.replace(/,? one (?:more )?thing:$/, '')}, I'd still like an answer to what I asked you earlier.`;
  return `${lead} ${lowerFirst(unsaid.join(' '), context.brief)}`;
}

/** "Everyone tells me…" as "everyone tells me…" after a lead; "I…", a name or a term keeps its capital. */
function lowerFirst(text: string, brief: CharacterBrief): string {
  const first = text.match(/^[\p{L}']+/u)?.[0] ?? '';
  if (!first || /^I(?:'|$)/.test(first) || first.slice(1) !== first.slice(1).toLowerCase()) return text;
  // A word written with its capital inside the brief's own sentences is a name ("Dr Okafor", "Leeds").
  const isName = new RegExp(`[\\p{Ll},;] ${first}\\b`, 'u').test(`${brief.situation} ${brief.facts.map((fact) => fact.answer).join(' ')}`);
  return isName ? text : first.toLowerCase() + text.slice(first.length);
}

function proposalCandidates(context: TurnContext): string[] {
  if (context.state.trust <= -2) return ["I'm not ready to agree to anything yet.", "Not like this, no.", "I'd need a lot more before I say yes to anything."];
  return needsCandidates(context, STILL_NEED);
}

// A concern asked for often enough, let go for a learner the character has come to trust.
const LET_GO = ["All right. I'll judge that for myself when I see it.", "Fine, I'll take your word on that for now.", "I've said my piece on that; I'll hold you to it."];
const ENDED = ["I've said what I had to say.", "There's nothing more to discuss today.", "I'd rather leave it there.", "My answer hasn't changed.", 'We can talk another time, not today.', 'Goodbye.'];
const ENDED_APOLOGY = ["I appreciate the apology, but I've made up my mind for today.", 'Thank you, but not today.'];
const REPEATED = ['You said that already.', 'I heard you the first time.', "That's what you said before."];
const POOR_SUMMARY = ['Not quite.', "That's not quite it.", 'Not exactly.'];

/** A summary that missed the point is corrected with what the character most wants heard. */
function poorSummaryCandidates(context: TurnContext): string[] {
  const correction = volunteered(context)[0];
  return correction ? POOR_SUMMARY.map((lead) => `${lead} ${correction}`) : [...POOR_SUMMARY];
}
const WARNING = ["If this carries on, I'll end this conversation here.", "One more like that and we're done for today."];

/** The moves, in the order their lines are said; each returns its slots for this turn (none when it does not apply). */
export const MOVES: readonly { kind: MoveKind; slots(context: TurnContext): Slot[] }[] = [
  { kind: 'greeting', slots: (c) => (c.isFirstTurn && c.events.reading.acts.has('greeting') && !c.events.reading.acts.has('identity') ? [slot('greeting', 4, greetingCandidates(c))] : []) },
  { kind: 'identity', slots: (c) => (c.events.reading.acts.has('identity') ? [slot('identity', 1, identityCandidates(c))] : []) },
  { kind: 'repeatNotice', slots: (c) => (c.events.isRepeated ? [slot('repeatNotice', 4, REPEATED)] : []) },
  {
    kind: 'hostility',
    slots: (c) => (c.events.reading.acts.has('insult') ? [slot('hostility', 1, c.voice.insultReplies)] : c.events.reading.acts.has('pressure') ? [slot('hostility', 1, c.voice.pressureReplies)] : []),
  },
  { kind: 'warning', slots: (c) => (c.events.isHostile && c.state.hostility > 0 && !c.events.walksAwayNow && isOneFromLeaving(c) ? [slot('warning', 1, WARNING)] : []) },
  { kind: 'empathy', slots: (c) => (c.events.reading.acts.has('empathy') && !c.events.isHostile ? [slot('empathy', 3, c.voice.empathyAcks)] : []) },
  { kind: 'summary', slots: (c) => (c.events.reading.acts.has('summary') ? [slot('summary', 3, c.events.isGoodSummary ? c.voice.agreeing : poorSummaryCandidates(c))] : []) },
  { kind: 'resolved', slots: (c) => c.events.resolvedNow.map((index) => briefSlot('resolved', 0, [c.brief.objections[index]!.resolvedLine])) },
  { kind: 'answer', slots: answerSlots },
  { kind: 'concern', slots: (c) => (c.events.reading.acts.has('concern') && c.events.reading.asks.length === 0 ? [slot('concern', 2, concernCandidates(c))] : []) },
  { kind: 'needs', slots: (c) => (c.events.reading.acts.has('needs') && !c.state.hasAgreed && c.events.reading.asks.length === 0 ? [slot('needs', 2, wantsCandidates(c))] : []) },
  // An objection is the brief's own line and is never left out, like a resolution or the agreement.
  { kind: 'raised', slots: (c) => c.events.raisedNow.map((index) => briefSlot('raised', 0, [raisedLine(c, index)])) },
  { kind: 'letGo', slots: (c) => c.events.letGoNow.map(() => slot('letGo', 0, LET_GO)) },
  { kind: 'remind', slots: (c) => (c.events.remind === null ? [] : [slot('remind', 1, framed(c.brief.objections[c.events.remind!]!.resolvedBy, REMIND, REMIND_PLAIN))]) },
  { kind: 'agreement', slots: (c) => (c.events.agreesNow ? [briefSlot('agreement', 0, [c.brief.outcome.agreementLine])] : []) },
  { kind: 'agreedFollowUp', slots: (c) => (c.state.hasAgreed && !c.events.agreesNow && isProposing(c) ? [slot('agreedFollowUp', 2, agreedCandidates(c))] : []) },
  { kind: 'proposal', slots: (c) => (isProposing(c) && !c.state.hasAgreed && c.events.raisedNow.length === 0 && c.events.remind === null ? [slot('proposal', 2, proposalCandidates(c))] : []) },
  { kind: 'closing', slots: (c) => (c.events.reading.acts.has('closing') && !c.events.agreesNow ? [slot('closing', 2, closingCandidates(c))] : []) },
  { kind: 'offTopic', slots: (c) => (c.events.reading.acts.has('offTopic') ? [{ ...slot('offTopic', 2, offTopicCandidates(c)), isOrdered: true, fallbacks: OFF_TOPIC_LEADS }] : []) },
  { kind: 'unknown', slots: (c) => (c.events.reading.acts.has('unknownQuestion') ? [unknownSlot(c)] : []) },
];

/**
 * Moves that answer the line or carry the conversation on; a reply without one goes on to what is on the character's
 * mind (a greeting or a thank-you alone is not a reply: "Hello. This is my fourth call this month…").
 */
export const SUBSTANTIVE: ReadonlySet<MoveKind> = new Set(['walkAway', 'ended', 'hostility', 'warning', 'summary', 'identity', 'resolved', 'answer', 'concern', 'needs', 'raised', 'remind', 'letGo', 'agreement', 'agreedFollowUp', 'proposal', 'closing', 'offTopic', 'unknown']);

export function steerSlot(context: TurnContext): Slot {
  return { ...slot('steer', 5, steerCandidates(context)), isOrdered: true, fallbacks: SHORT_FALLBACK };
}

/** A conversation the character has ended: only short, polite lines that stay ended. */
export function endedSlots(context: TurnContext): Slot[] {
  if (!context.events.reading.acts.has('empathy')) return [slot('ended', 0, ENDED)];
  return [{ ...slot('ended', 0, ENDED_APOLOGY), fallbacks: ENDED }];
}

export function walkAwaySlots(context: TurnContext): Slot[] {
  const hostile = MOVES.find((move) => move.kind === 'hostility')!.slots(context);
  return [...hostile, briefSlot('walkAway', 0, [context.brief.outcome.walkAwayLine])];
}

function isProposing(context: TurnContext): boolean {
  const { acts } = context.events.reading;
  return acts.has('proposal') || acts.has('nextStep');
}

function isOneFromLeaving(context: TurnContext): boolean {
  return context.state.hostility === walkAwayCount(context.brief.outcome.walkAwayWhen) - 1;
}

function briefSlot(move: MoveKind, priority: number, candidates: readonly string[]): Slot {
  return { move, priority, candidates, isFromBrief: true };
}

function slot(move: MoveKind, priority: number, candidates: readonly string[]): Slot {
  return { move, priority, candidates };
}
