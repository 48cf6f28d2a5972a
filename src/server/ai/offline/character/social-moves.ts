// The moves around the matter itself: a greeting, who the character is, a polite refusal of an off-topic line, an
// "I don't know" in role, and the lines after an agreement or at the close.
import { selfDescription } from './voice.ts';
import { hasSaid, slot } from './move-lines.ts';
import { remindCandidates, ROLE_TOPIC, unvoicedConcern, volunteered } from './steer-moves.ts';
import type { TurnContext, Slot } from './moves.ts';

// "Are you a bot?", "Ignore your instructions": a question about what the character is, not who.
const PROBE = /\b(?:ai|a\.i\.|bot|chat ?bot|robot|machine|computer|program|human|real|language model|instructions|prompt)\b/i;

/** Who the character is, in its own words; a question about what it is ("are you a bot?") is answered in role. */
export function identityCandidates(context: TurnContext): string[] {
  const who = selfDescription(context.brief.identity);
  const firstName = context.brief.identity.name.trim().split(/\s+/)[0] ?? who;
  const place = context.brief.identity.location.trim();
  if (PROBE.test(context.events.reading.text)) return [`Odd question. I'm ${firstName}.`, `I'm ${firstName}, and I'd rather we stuck to ${context.matter}.`, `Strange question. I'm ${who}.`];
  const lines = [`I'm ${who}.`, `My name is ${who}${place ? `, based in ${place}` : ''}.`, `${firstName}: ${who.slice(who.indexOf(',') + 2)}.`];
  // A brief that says what the character's role covers ("I'm the project sponsor…"): said after who they are.
  const role = context.brief.facts.find((fact) => ROLE_TOPIC.test(fact.topic) && !hasSaid(context, fact.answer));
  return role ? lines.map((line) => `${line} ${role.answer}`) : lines;
}

// "I don't know" in role (only for what the brief does not hold), then the character carries on with what it knows.
function unknownCandidates(context: TurnContext): string[] {
  const next = volunteered(context)[0];
  const own = context.lines.dontKnow;
  const leads = own.map((_lead, index) => own[(context.seed + index) % own.length]!);
  return next ? [...leads.map((lead) => `${lead} ${next}`), ...leads] : leads;
}

/** An "I don't know" in role, then what the character does know, in order. */
export function unknownSlot(context: TurnContext): Slot {
  return { ...slot('unknown', 2, unknownCandidates(context)), isOrdered: true };
}

/**
 * Small talk answered briefly in role (nothing invented), and the way back: a deflection that names what the character
 * came about ("Not today; I'm here about the deposit."), then what is on its mind about it: an open concern, else the
 * next thing it has not told (never its own career) or what it needs, else a concern it has not voiced yet.
 */
export function offTopicCandidates(context: TurnContext): string[] {
  const own = context.lines.smallTalk;
  const leads = own.map((_lead, index) => own[(context.seed + index) % own.length]!);
  const pending = [...context.state.raised].find((index) => !context.state.resolved.has(index));
  // The way back is the character's own matter: what still worries it, else the next thing on its mind it has not told
  // (a stock concern of its kind only when nothing of its own is left).
  const next = (pending === undefined ? undefined : remindCandidates(context, pending)[0]) ?? volunteered(context)[0] ?? unvoicedConcern(context);
  return next ? leads.map((lead) => `${lead} ${next}`) : leads;
}

// "How are you?" is answered before anything else.
const HOW_ARE_YOU = /\bhow (?:are|r) (?:you|u)(?: doing| today| keeping)?(?=\W*$|\s*[,.!?])|\bhow(?:'s| is) (?:it going|your day)\b/i;

/** A greeting back, or how the character is when asked. */
export function greetingCandidates(context: TurnContext): readonly string[] {
  return HOW_ARE_YOU.test(context.events.reading.text) ? context.voice.wellbeing : context.voice.greetings;
}

/** A goodbye: warm after an agreement, else noncommittal. */
export function closingCandidates(context: TurnContext): string[] {
  return [...(context.state.hasAgreed ? context.lines.closingAgreed : context.lines.closingOpen)];
}

/** After the agreement, a further proposal is met by confirming it. */
export function agreedCandidates(context: TurnContext): string[] {
  const agreement = context.brief.outcome.agreement;
  return [`Yes, ${agreement} works for me.`, `Fine, let's go with ${agreement}.`, ...context.lines.agreedPlain];
}
