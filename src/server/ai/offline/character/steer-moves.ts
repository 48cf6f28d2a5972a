// The moves that carry the conversation on from the character's side: what still worries it, what it needs to agree,
// what it wants, an objection brought up before agreeing, and a nudge towards a next step.
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { countWords, firstSentence, splitSentences } from '../text.ts';
import type { Topic } from './knowledge.ts';
import { withHedge } from './voice.ts';
import { framed, hasSaid, visibleTopics, REVEAL_PREFIX } from './move-lines.ts';
import type { TurnContext } from './moves.ts';

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
export const REMIND = [
  (what: string) => `Before I agree, I'd still want ${what}.`,
  (what: string) => `That doesn't settle my worry; I'd need ${what}.`,
  (what: string) => `Before anything else, I'd want ${what}.`,
  (what: string) => `I'm still waiting for ${what}.`,
];

export const REMIND_PLAIN = [
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

/** Short lines for when every steer has been said. */
export const SHORT_FALLBACK = ['Go on.', "I'm listening.", 'Okay.', 'Right.', 'Mm.', 'And?'];

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
export function wantsCandidates(context: TurnContext): string[] {
  const wanted = [...context.brief.facts.map((fact) => ({ fact, hidden: false })), ...context.brief.hiddenFacts.map((fact) => ({ fact, hidden: fact.unlock === 'open_question' }))]
    .filter(({ fact, hidden }) => (hidden || !('unlock' in fact)) && (WANT_TOPIC.test(fact.topic) || WANT_STATEMENT.test(fact.answer.trim())) && !hasSaid(context, fact.answer))
    .map(({ fact, hidden }) => (hidden ? withHedge(REVEAL_PREFIX.open_question[0]!, fact.answer) : fact.answer));
  return wanted.length > 0 ? [wanted[0]!] : needsCandidates(context, STILL_NEED.slice(1));
}

/** A fact's topic that says what the character's role covers. */
export const ROLE_TOPIC = /\b(?:role|job|position|responsibilit\w*|remit)\b/i;

/** Said when the learner asks about its concerns: the next fact it has not told, else what an open objection still needs. */
export function concernCandidates(context: TurnContext): string[] {
  const topic = nextUntold(context);
  if (topic) return context.voice.hedges.map((hedge) => withHedge(hedge, topic.answer));
  const pending = pendingObjection(context);
  return pending === undefined ? [] : framed(context.brief.objections[pending]!.resolvedBy, REMIND, REMIND_PLAIN);
}

/**
 * What the character brings up itself when the learner gives it nothing to answer: what still worries it (an
 * objection left open), the next thing on its mind it has not told, or what it still needs to agree.
 */
export function volunteered(context: TurnContext): string[] {
  const pending = pressingObjection(context);
  const reminders = pending === undefined ? [] : framed(context.brief.objections[pending]!.resolvedBy, REMIND, REMIND_PLAIN);
  const untold = nextUntold(context);
  const told = untold ? context.voice.hedges.map((hedge) => withHedge(hedge, untold.answer)) : [];
  return [...reminders, ...told, ...needsCandidates(context, STILL_NEED.slice(1))];
}

/** Most fitting first: what still worries the character, the next thing on its mind, what it needs, a plain nudge. */
export function steerCandidates(context: TurnContext): string[] {
  if (context.state.hasAgreed) {
    const agreement = context.brief.outcome.agreement;
    return [`So we're settled on ${agreement}.`, `I'll hold you to ${agreement}, then.`, `Is there anything else before ${agreement}?`];
  }
  return [...volunteered(context), ...NUDGES];
}

// An objection the learner's line did not touch, brought up before agreeing: led into as a reply to the proposal.
const OWN_LEAD = /^(?:before|first|one (?:more )?thing|but|and|also)\b/i;

const BROUGHT_UP_LEADS = ['Before we go further, one more thing:', 'Maybe, but first one thing:', 'One thing first, though:', 'Before that, one thing:'];

/** An objection the learner's line did not touch, led into as a reply to the proposal. */
export function raisedLine(context: TurnContext, index: number): string {
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

/** The reply to a proposal that does not yet give what the character needs. */
export function proposalCandidates(context: TurnContext): string[] {
  if (context.state.trust <= -2) return ["I'm not ready to agree to anything yet.", "Not like this, no.", "I'd need a lot more before I say yes to anything."];
  return needsCandidates(context, STILL_NEED);
}

const POOR_SUMMARY = ['Not quite.', "That's not quite it.", 'Not exactly.'];

/** A summary that missed the point is corrected with what the character most wants heard. */
export function poorSummaryCandidates(context: TurnContext): string[] {
  const correction = volunteered(context)[0];
  return correction ? POOR_SUMMARY.map((lead) => `${lead} ${correction}`) : [...POOR_SUMMARY];
}
