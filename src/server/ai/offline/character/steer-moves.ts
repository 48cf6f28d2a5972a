// The moves that carry the conversation on from the character's side: what still worries it, what it needs to agree,
// what it wants, an objection brought up before agreeing, and a nudge towards a next step.
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { countWords, firstSentence, splitSentences } from '../../language/text.ts';
import { isPastForm, readWords } from '../../language/lemmas.ts';
import { isAboutThemselves, saysOnlyWhoTheyAre, type Topic } from './knowledge.ts';
import { withHedge } from './voice.ts';
import { framed, hasSaid, sayable, visibleTopics, REVEAL_PREFIX } from './move-lines.ts';
import { backReference } from './restating.ts';
import type { TurnContext } from './moves.ts';
import { ASKED_EARLIER, matterFormsOf, ownLines, withOwnMatter } from './stock-lines.ts';
import { givesReasonOrPurpose, saysAFeeling, saysAWant, tellsAHappening } from './fact-meaning.ts';
import { asksWhatBroughtThem, invitesTheirMatter, statesWhatTheyWillNotDo } from './acts.ts';
import { normalised } from './said-sentences.ts';
import { needsAMeansForADoing, saysOwnCondition } from '../scenario/stated-wants.ts';

/** An agreement this long or shorter is said back by name ("So we're settled on the refund."); a longer one is not. */
export const NAMED_AGREEMENT_WORDS = 8;

function nextUntold(context: TurnContext, isOnMatter = false): Topic | undefined {
  return visibleTopics(context).find((topic) => !hasSaid(context, topic.answer) && !(isOnMatter && (isAboutThemselves(topic) || saysOnlyWhoTheyAre(topic.answer))));
}

/**
 * The fact on the matter the character has not told that says what made it come: the first that tells a happening ("My
 * boiler broke down on 2 January"), else the first that says how things stand; never a want.
 */
function untoldMatter(context: TurnContext): Topic | undefined {
  const matter = visibleTopics(context).filter((topic) => !hasSaid(context, topic.answer) && !isAboutThemselves(topic) && !saysOnlyWhoTheyAre(topic.answer) && !isWantFact(topic.name, topic.answer) && !saysAWant(topic.answer));
  return matter.find((topic) => tellsAHappening(topic.answer)) ?? matter[0];
}

/** The first fact on the matter the character has not told that says what it wants. */
function untoldWant(context: TurnContext): Topic | undefined {
  return visibleTopics(context).find((topic) => !hasSaid(context, topic.answer) && !isAboutThemselves(topic) && saysAWant(topic.answer));
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

type Frame = (what: string) => string;

// The brief's resolvedBy and requires[].label are noun phrases the character says in the first person: "a date for
// the check-in", "references I can call", "my leave restored". Each frame reads for any of them, long ones included;
// a character takes a few of its own (by its seed), so two characters rarely frame a concern alike.
/** Every opening with every ending, as one sentence: "Before I agree on {m}," + "I'd still want …". */
function framesOf(openings: readonly string[], endings: readonly ((what: string) => string)[]): Frame[] {
  return openings.flatMap((opening) => endings.map((ending): Frame => (what) => `${opening} ${ending(what)}.`));
}

const REMIND_FRAMES: readonly Frame[] = [
  ...framesOf(
    ['Before I agree on {m},', "That doesn't settle {m} for me;", 'Before anything else on {m},', "On {m}, I'm sorry, but", 'Hold on, on {m}', 'Even so, on {m},'],
    [(what) => `I'd still want ${what}`, (what) => `I'd need ${what}`, (what) => `I'm still waiting for ${what}`, (what) => `I still haven't got ${what}`, (what) => `I don't have ${what} yet`],
  ),
  (what) => `I'd still need ${what} before {m} goes anywhere.`,
  (what) => `None of that gets me ${what} on {m} yet.`,
  (what) => `Where's ${what} in all this about {m}?`,
  (what) => `I haven't heard anything about ${what} for {m} yet.`,
];

const STILL_NEED_FRAMES: readonly Frame[] = [
  ...framesOf(
    ["That's a start on {m}, but", "It's a step forward on {m}, but", 'That helps with {m}, but', 'Fine as far as it goes on {m}, but', 'On {m}, that moves things, but'],
    [(what) => `I'd still need ${what}`, (what) => `I'm still missing ${what}`, (what) => `without ${what} it's not a yes from me`, (what) => `what I'm waiting for is ${what}`, (what) => `I need ${what} before I agree`],
  ),
  (what) => `What I need on {m} is ${what}.`,
  (what) => `Without ${what}, I can't agree to anything on {m}.`,
  (what) => `For me to say yes on {m}, I'd need ${what}.`,
  (what) => `The thing I'm missing on {m} is ${what}.`,
  (what) => `Once I have ${what}, we can talk about {m}.`,
];

// Asked what it would take ("What would settle this for you?"), the character says what it needs as an answer, not
// as a reply to an offer ("That's a start, but…").
const ASKED_NEED_FRAMES: readonly Frame[] = [
  (what) => `What I need on {m} is ${what}.`,
  (what) => `For me to say yes on {m}, I'd need ${what}.`,
  (what) => `Once I have ${what}, we can talk about {m}.`,
  (what) => `Without ${what}, I can't agree to anything on {m}.`,
  (what) => `What would settle {m} for me is ${what}.`,
  (what) => `Honestly? ${capitalFirst(what)}; that would settle {m} for me.`,
  (what) => `On {m}, it comes down to ${what}.`,
  (what) => `${capitalFirst(what)}, and {m} would be settled as far as I'm concerned.`,
];

function capitalFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Said once a concern has been asked for as often as the character asks for anything: it says again what it needs,
// pointing back to having said it (it has: twice), or, for a phrase it cannot say as it is, where it stands.
const ASKED_ENOUGH_FRAMES: readonly Frame[] = [(what) => `As I said, I need ${what} on {m}.`, (what) => `Like I said, what I'm asking for is ${what}.`, (what) => `Again: ${what}, before {m} moves.`];
const ASKED_ENOUGH_PLAIN = ['You know where I stand on {m}.', 'My concern about {m} has not changed.', "You know what's missing for me on {m}."];

// How often the character asks for the same thing before it only points back to it.
const MAX_REMINDERS = 2;

/** The character's own few frames of a family, with its matter in them, each in a form of its own (matterFormsOf). */
function ownFrames(frames: readonly Frame[], context: TurnContext, family: string, count = 3): Frame[] {
  const indexes = ownLines(frames.map((_frame, index) => String(index)), context.ownSeed, count, family);
  const forms = matterFormsOf(context.brief, context.matter);
  // "a two-week extension" of a character who came about the extension: the thing needed is the matter itself, so the
  // line says it without the matter ("As I said, I need a two-week extension."), never "…on the extension".
  return indexes.map((index) => (what: string) => (namesMatter(what, context.matter) ? withoutMatter(frames[Number(index)]!(what)) : withOwnMatter(frames[Number(index)]!(what), context.matter, forms, context.ownSeed)));
}

/**
 * A frame said of the thing needed alone: the phrase that only names the matter goes ("On {m}, it comes down to…" →
 * "It comes down to…", "…yes on {m}, I'd need…" → "…yes, I'd need…"); the matter as a subject or object is "this".
 */
export function withoutMatter(line: string): string {
  return line
    .replace(/^On \{m\}, (\p{L})/u, (_whole, letter: string) => letter.toUpperCase())
    // "Even so, on {m}, I'd need…": the phrase goes with the comma before it, never leaving "Even so,, I'd need…".
    .replace(/,\s+(?:on|for|about|with) \{m\}(?=,)/gu, '')
    .replace(/\s+(?:on|for|about|with) \{m\}(?=[.?!,;])/gu, '')
    .replaceAll('{m}', 'this')
    .replaceAll('{M}', 'This');
}

/** Whether a phrase names the matter's own head noun: "a two-week extension" names "the extension". */
function namesMatter(phrase: string, matter: string): boolean {
  const head = readWords(matter).filter((word) => word.isWord && word.pos === 'noun').at(-1);
  return head !== undefined && readWords(phrase).some((word) => word.pos === 'noun' && word.lemma === head.lemma);
}

/** The character's own plain lines of a pool, with its matter in them. */
function ownPlain(pool: readonly string[], context: TurnContext, family: string, count: number): string[] {
  const forms = matterFormsOf(context.brief, context.matter);
  return ownLines(pool, context.ownSeed, count, family).map((line) => withOwnMatter(line, context.matter, forms, context.ownSeed));
}

/**
 * What an open objection still needs, framed in the character's own way; once asked for enough, a pointer back. An
 * offer that falls short (`answersAnOffer`) always hears the thing still needed named: "As I said, I need the
 * compensation I am owed on the connection.", never only "You know where I stand".
 */
export function remindCandidates(context: TurnContext, index: number, answersAnOffer = false): string[] {
  const wanted = context.brief.objections[index]!.resolvedBy;
  if ((context.state.reminders.get(index) ?? 0) >= MAX_REMINDERS) {
    // "As I said, I need …" is built from the earlier line that said what is needed, as every back-reference is.
    const pointedBack = framed(wanted, ownFrames(ASKED_ENOUGH_FRAMES, context, 'askedEnough', 2), []).flatMap((line) => {
      const claim = backReference(sayable(wanted), context.saidLines, () => line);
      return claim === null ? [] : [claim];
    });
    if (answersAnOffer) {
      const named = pointedBack.length > 0 ? pointedBack : framed(wanted, ownFrames(STILL_NEED_FRAMES, context, 'stillNeed'), []);
      if (named.length > 0) return named;
    }
    return [...pointedBack, ...ownPlain(ASKED_ENOUGH_PLAIN, context, 'askedEnoughPlain', 2)];
  }
  return framed(wanted, ownFrames(REMIND_FRAMES, context, 'remind'), context.lines.remindPlain);
}

/**
 * Said to a second line in a row that makes light of what happened: the concern still open, reminded of, else what
 * the character still needs to agree.
 */
export function brushedOffAgainCandidates(context: TurnContext): string[] {
  const pending = pressingObjection(context);
  return pending === undefined ? needsCandidates(context) : remindCandidates(context, pending);
}

/** What the character would need to agree, said when asked or when a proposal falls short. */
function needsCandidates(context: TurnContext, skipFirst = false, wantsFirst = false, isAsked = false): string[] {
  const pending = pressingObjection(context);
  // An offer is weighed against what the character wants first: what it still lacks of that is the answer.
  const missing = missingLabels(context)[0];
  const first = (wantsFirst && missing) || pending === undefined ? missing : context.brief.objections[pending]!.resolvedBy;
  // Asked what it would take, the character names every part still missing, not the first alone as if it were all.
  const wanted = isAsked && first === missing && missingLabels(context).length > 1 ? saidTogether(missingLabels(context)) : first;
  const frames = isAsked ? ownFrames(ASKED_NEED_FRAMES, context, 'askedNeed') : ownFrames(STILL_NEED_FRAMES, context, 'stillNeed');
  return framed(wanted, skipFirst ? frames.slice(1) : frames, context.lines.stillNeedPlain);
}

/**
 * Things wanted said as one phrase: "a refund and a written apology"; promises share their opening ("your word that
 * portions will go back to the old size and that the price will be held at £2.35").
 */
function saidTogether(labels: readonly string[]): string {
  const [first = '', ...rest] = labels;
  const others = /^your word that\b/i.test(first) ? rest.map((label) => label.replace(/^your word (?=that\b)/i, '')) : rest;
  return others.length === 0 ? first : `${[first, ...others.slice(0, -1)].join(', ')} and ${others.at(-1)!}`;
}

// A fact that says what the character wants: "I want a replacement machine", "Fewer requests would help".
const WANT_TOPIC = /\b(?:wants?|would (?:help|be fair|make it right)|make it right|matters most|needs?|hopes?|looking for|ideal outcome)\b/i;

const WANT_STATEMENT = /^(?:honestly\W+)?(?:i(?:'d| would)? (?:really )?(?:want|like|need|prefer|love)|what i (?:want|need|would like)|[^.]{0,60}\bwould (?:help|make|go a long way))/i;

/**
 * Whether a want the character would say names a part the learner has given: "I want the €180 back and €400
 * compensation" once the €180 is offered, or once both are.
 */
function namesAGivenPart(context: TurnContext, want: string): boolean {
  const said = ` ${normalised(want)} `;
  return context.brief.outcome.requires.some((requirement, index) => context.state.covered.has(index) && normalised(requirement.label) !== '' && said.includes(` ${normalised(requirement.label)} `));
}

/**
 * Whether a fact says what the character wants, by its topic or its answer; a condition they would agree on ("I would
 * renew if portions go back to the old size") says it too.
 */
function isWantFact(topic: string, answer: string): boolean {
  return WANT_TOPIC.test(topic) || WANT_STATEMENT.test(answer.trim()) || saysOwnCondition(answer);
}

/**
 * "What would make this right?", "What would you like to come out of this?": what the character wants, from its own
 * facts (a hidden one an open question earns included) before what it still needs to agree; once a part of it is
 * given, only the rest.
 */
export function wantsCandidates(context: TurnContext): string[] {
  const wanted = [...context.brief.facts.map((fact) => ({ fact, hidden: false })), ...context.brief.hiddenFacts.map((fact) => ({ fact, hidden: fact.unlock === 'open_question' }))]
    .filter(({ fact, hidden }) => (hidden || !('unlock' in fact)) && isWantFact(fact.topic, fact.answer) && !hasSaid(context, fact.answer))
    // "I need the car for my commute" says why; what is wanted ("I want the repair finished by Friday") comes first.
    .sort((one, other) => Number(needsAMeansForADoing(one.fact.answer)) - Number(needsAMeansForADoing(other.fact.answer)))
    .map(({ fact, hidden }) => (hidden ? withHedge(REVEAL_PREFIX.open_question[0]!, fact.answer) : fact.answer));
  // A want of which a part is given is never said whole again: what is still missing is.
  if (wanted[0] !== undefined && namesAGivenPart(context, wanted[0])) return needsCandidates(context, false, true, true);
  return wanted.length > 0 ? [wanted[0]!] : needsCandidates(context, false, true, true);
}

export { ROLE_TOPIC } from './knowledge.ts';

/** Whether a line asks what there is beyond what has been dealt with: "Is there anything else?", "What else?". */
function asksWhatElse(text: string): boolean {
  return readWords(text).some((word) => word.lemma === 'else');
}

/** Said when the learner asks about its concerns: the next fact it has not told, else what an open objection still needs. */
export function concernCandidates(context: TurnContext): string[] {
  // "What else happened?" is about the matter: who the character is (its job, its career) is no answer to it.
  // "What brings you in today?": what they came about is what they want, before anything else they have not told.
  const invited = splitSentences(context.events.reading.text).some(invitesTheirMatter);
  // "Is there anything else?" after an offer that gave a part of what the character wants: what else there is, is the
  // rest of it, before any fact not yet told.
  if (asksWhatElse(context.events.reading.text) && context.state.covered.size > 0 && missingLabels(context).length > 0) return needsCandidates(context, false, true, true);
  // "What brings you in?" asks what made them come: the matter (what happened, how things stand), with what they want
  // after it.
  const matter = splitSentences(context.events.reading.text).some(asksWhatBroughtThem) ? untoldMatter(context) : undefined;
  if (matter) {
    const want = untoldWant(context);
    const told = want && !namesAGivenPart(context, want.answer) ? `${matter.answer} ${want.answer}` : matter.answer;
    return context.voice.hedges.map((hedge) => withHedge(hedge, told));
  }
  const topic = (invited ? untoldWant(context) : undefined) ?? nextUntold(context, true);
  // A want of which a part is given is no untold concern: what is still missing is.
  if (topic && isWantFact(topic.name, topic.answer) && namesAGivenPart(context, topic.answer)) return needsCandidates(context, false, true, true);
  if (topic) return context.voice.hedges.map((hedge) => withHedge(hedge, topic.answer));
  const pending = pendingObjection(context);
  return pending === undefined ? [] : remindCandidates(context, pending);
}

/**
 * "How are you feeling about it?": how the character feels, in its own words from the brief (a fact that says a
 * feeling, else the concern it has not voiced yet), else what is on its mind.
 */
/** The first concern of the brief the character has not voiced yet (the part of it not said), if any. */
export function unvoicedConcern(context: TurnContext): string | undefined {
  const concern = context.brief.objections.find((objection, index) => !context.state.resolved.has(index) && splitSentences(objection.objection).some((sentence) => !hasSaid(context, sentence)));
  return concern ? splitSentences(concern.objection).filter((sentence) => !hasSaid(context, sentence)).join(' ') : undefined;
}

export function feelingsCandidates(context: TurnContext): string[] {
  const feeling = context.brief.facts.map((fact) => fact.answer).find((answer) => !hasSaid(context, answer) && splitSentences(answer).some(saysAFeeling));
  if (feeling) return context.voice.hedges.map((hedge) => withHedge(hedge, feeling));
  // What is at stake for them, said as a need with its purpose: "I need the money to pay my rent".
  const stake = context.brief.facts.map((fact) => fact.answer).find((answer) => !hasSaid(context, answer) && splitSentences(answer).some((sentence) => saysAWant(sentence) && givesReasonOrPurpose(sentence)));
  if (stake) return [stake];
  const concern = context.brief.objections.find((objection, index) => !context.state.resolved.has(index) && splitSentences(objection.objection).some((sentence) => !hasSaid(context, sentence)));
  if (concern) return [splitSentences(concern.objection).filter((sentence) => !hasSaid(context, sentence)).join(' ')];
  return concernCandidates(context);
}

/**
 * What the character brings up itself when the learner gives it nothing to answer: what still worries it (an
 * objection left open), the next thing on its mind it has not told, or what it still needs to agree; never a fact
 * about the character itself (its role, its career).
 */
export function volunteered(context: TurnContext): string[] {
  const pending = pressingObjection(context);
  const reminders = pending === undefined ? [] : remindCandidates(context, pending);
  // Who the character is (its role, its career) is said when asked, never brought up unasked: "Have you got ten
  // minutes?" is not answered with years of experience.
  const untold = nextUntold(context, true);
  const told = untold ? context.voice.hedges.map((hedge) => withHedge(hedge, untold.answer)) : [];
  // After an apology or an acknowledgement the character presses what it came for ("I want the full £640 refunded"),
  // not a fact the line never touched; sympathy attempts nothing, so it is never told that nothing is settled yet.
  if (context.events.reading.acts.has('empathy')) return [...wantsCandidates(context), ...told];
  // "I am not going to blame the hire company": the learner's position, met by what still worries the character and
  // what it wants, never by a fact (who it is, what it does) the line never asked for.
  if (splitSentences(context.events.reading.text).some(statesWhatTheyWillNotDo)) return [...reminders, ...wantsCandidates(context)];
  // Brought up unasked, what it needs is said as a need, not as an answer to an offer ("That's a start, but…").
  return [...reminders, ...told, ...needsCandidates(context, true, false, true)];
}

/** Whether a phrase names a thing, then what is done to it: "the help desk rota changed", "the fee taken off". */
function namesAThingDone(phrase: string): boolean {
  const words = readWords(phrase).filter((word) => word.isWord);
  const noun = words.findIndex((word) => word.pos === 'noun');
  return noun >= 0 && words.slice(noun + 1).some((word) => word.pos === 'verb' && isPastForm(word));
}

/** Most fitting first: what still worries the character, the next thing on its mind, what it needs, a plain nudge. */
export function steerCandidates(context: TurnContext): string[] {
  if (context.state.hasAgreed) {
    const agreement = context.brief.outcome.agreement;
    // A long phrase for it is not recited back: "So we're settled, then."
    if (countWords(agreement) > NAMED_AGREEMENT_WORDS) return ["So we're settled, then.", "I'll hold you to that, then.", 'Is there anything else we need to settle?'];
    // "the help desk rota changed": a thing and what is done to it is said as what was settled, never "settled on" it.
    if (namesAThingDone(agreement)) return [`So we're settled: ${agreement}.`, `Good: ${agreement}. I'll hold you to that.`, 'Is there anything else we need to settle?'];
    return [`So we're settled on ${agreement}.`, `I'll hold you to ${agreement}, then.`, `Is there anything else before ${agreement}?`];
  }
  return [...volunteered(context), ...context.lines.nudges];
}

// An objection the learner's line did not touch, brought up before agreeing: led into as a reply to the proposal,
// unless it leads with its own words, its matter among them ("On the deductions, …"), so no lead is said twice.
const OWN_LEAD = /^(?:before|first|one (?:more )?thing|but|and|also|on|as for|about)\b/i;

/** An objection the learner's line did not touch, led into as a reply to the proposal. */
export function raisedLine(context: TurnContext, index: number): string {
  const { objection } = context.brief.objections[index]!;
  // An objection that opens with its own lead ("Before anything else: …") is said as it stands.
  if (!context.events.broughtUpNow.includes(index) || OWN_LEAD.test(objection) || countWords(firstSentence(objection)) <= 2) return objection;
  const leads = context.lines.broughtUpLeads;
  const lead = leads[(context.state.raised.size - 1 + context.seed) % leads.length]!;
  // Said already (the opening line, say): pointed back to, not said again.
  const unsaid = splitSentences(objection).filter((sentence) => !hasSaid(context, sentence));
  if (unsaid.length === 0) return ownPlain(ASKED_EARLIER, context, 'askedEarlier', 1)[0]!;
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

/** The reply to a proposal that does not yet give what the character needs. */
export function proposalCandidates(context: TurnContext): string[] {
  if (context.state.trust <= -2) return ownPlain(NOT_READY, context, 'notReady', 2);
  // A promise that names nothing ("We'll sort it out") is no start: the character says what it needs, as a need.
  return needsCandidates(context, false, true, context.events.isVaguePromise);
}

// A refusal of what the character wants is met with a question why and the want held to; when a concern raised now
// already names the want, only the question ("Why not?"), so the want is not said twice in one reply.
const REFUSAL_FRAMES: readonly Frame[] = [
  (what) => `Why not? All I'm asking for on {m} is ${what}.`,
  (what) => `Can I ask why? I'm only asking for ${what}.`,
  (what) => `That's not what I hoped to hear. What's stopping you on ${what}?`,
  (what) => `Then we have a problem on {m}, because I need ${what}.`,
  (what) => `Why is that? What I want is ${what}, and that seems fair to me.`,
  (what) => `I don't accept that. What's the reason, when all I want is ${what}?`,
  (what) => `Hold on, why not? Without ${what}, {m} isn't settled for me.`,
];
const REFUSAL_PLAIN = ['Why not?', 'Can I ask why?', "What's the reason for that?", "Why is that, on {m}?", "I don't follow. Why not?"];
// A refusal said by keeping the thing as it is ("The fee stays on the bill") denied nothing: no "why not?".
const KEPT_FRAMES = REFUSAL_FRAMES.filter((frame) => !/why not/i.test(frame('')));
const KEPT_PLAIN = REFUSAL_PLAIN.filter((line) => !/why not/i.test(line));

/** A refusal of the want at `index` met as one: why, and the want held to (named, unless a concern raised now names it). */
export function refusalCandidates(context: TurnContext, index: number): string[] {
  const wanted = context.brief.outcome.requires[index]!.label;
  const isNamedNow = context.events.raisedNow.some((raised) => normalised(context.brief.objections[raised]!.objection).includes(normalised(wanted)));
  const isByKeeping = context.events.isRefusedByKeeping;
  const plain = ownPlain(isByKeeping ? KEPT_PLAIN : REFUSAL_PLAIN, context, isByKeeping ? 'refusalKeptPlain' : 'refusalPlain', 2);
  return isNamedNow ? plain : framed(wanted, ownFrames(isByKeeping ? KEPT_FRAMES : REFUSAL_FRAMES, context, isByKeeping ? 'refusalKept' : 'refusal'), plain);
}

const NOT_READY = ["I'm not ready to agree to anything on {m} yet.", 'Not like this.', "I'd need a lot more before I say yes on {m}.", "I'm nowhere near agreeing on {m}.", "That won't get a yes on {m} from me today."];

/** A summary that missed the point is corrected with what the character most wants heard. */
export function poorSummaryCandidates(context: TurnContext): string[] {
  const correction = volunteered(context)[0];
  const leads = context.lines.poorSummary;
  return correction ? leads.map((lead) => `${lead} ${correction}`) : [...leads];
}
