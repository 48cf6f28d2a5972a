// The moves around the matter itself: a greeting, who the character is, a polite refusal of an off-topic line, an
// "I don't know" in role, and the lines after an agreement or at the close.
import { asksWhyTheyWaited, waitedCandidates } from './own-delay-asked.ts';
import { occupationPhrase, selfDescription } from './voice.ts';
import { asksAboutTheirWorkLife, asksTheirAge, asksTheirJob, asksWhatTheyOpenedWith, pointsBackToTheirWords } from './acts.ts';
import { countWords, isQuestion, splitSentences, withoutFinalStop } from '../../language/text.ts';
import { capitalize } from '../../../../shared/text.ts';
import { readWords } from '../../language/lemmas.ts';
import { addressOf } from '../../../../shared/name-address.ts';
import { nounKinds, relatedWords, topicalWords } from '../../language/wordnet.ts';
import { isLightVerb } from './fact-meaning.ts';
import { backReference, figurePointedBack, figureSentenceInFacts, kindNamedInFacts } from './restating.ts';
import { hasSaid, slot } from './move-lines.ts';
import { dayPromised } from './offer-reading.ts';
import { conditionOnThem } from './offer-condition.ts';
import { restatedLeadsFor } from './stock-lines.ts';
import { NAMED_AGREEMENT_WORDS, remindCandidates, ROLE_TOPIC, unvoicedConcern, volunteered } from './steer-moves.ts';
import type { TurnContext, Slot } from './moves.ts';

// "Are you a bot?", "Ignore your instructions": a question about what the character is, not who.
const PROBE = /\b(?:ai|a\.i\.|bot|chat ?bot|robot|machine|computer|program|human|real|language model|instructions|prompt)\b/i;

// A question on who they are, beside or instead of what they do: "What's your name?", "Who am I talking to?".
const ASKS_WHO = /\b(?:name|who|yourself|introduce)\b/i;

/** The words of a line that say something: "I'm a sound engineer." → sound, engineer. */
function saysWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\d'’-]+/gu)?.filter((word) => !/^(?:i|i'm|im|am|a|an|the|at|in|of|for|my|name|is)$/.test(word)) ?? [];
}

/**
 * What the character does for a living, in the first person: the brief's own line on their role when it has one
 * ("I'm the florist at Petal & Stem."), else their job ("I work as a primary school teacher."); never a label
 * of what they are in this conversation when the brief states a job.
 */
function jobCandidates(context: TurnContext): string[] {
  const identity = context.brief.identity;
  // "procurement manager at St Anne's Hospital": the job where they do it, without the name.
  const occupation = occupationPhrase(identity.occupation) ? selfDescription(identity).slice(identity.name.trim().length + 2) : '';
  const role = context.brief.facts.find((fact) => ROLE_TOPIC.test(fact.topic));
  const job = occupation ? `${/^(?:an?|the)\s/i.test(occupation) ? '' : /^[aeiou]/i.test(occupation) ? 'an ' : 'a '}${occupation}` : '';
  const lines = role ? [role.answer] : job ? [`I'm ${job}.`, `I work as ${job}.`] : [];
  const fresh = lines.filter((line) => !hasSaid(context, line));
  // Asked again: the same job, said as what it is, a repeat ("As I said, …") only when an earlier line said that job.
  if (fresh.length > 0 || !job) return fresh.length > 0 ? fresh : lines;
  // Said with the character's own name, so two characters of one job do not say the same sentence.
  const firstName = addressOf(context.brief.identity.name);
  return [backReference(job, context.saidLines, (said) => `As I said, I'm ${firstName ? `${firstName}, ` : ''}${said}.`) ?? `I'm ${job}.`];
}

/** Who the character is, in its own words; a question about what it is ("are you a bot?") is answered in role. */
export function identityCandidates(context: TurnContext): string[] {
  const who = selfDescription(context.brief.identity);
  const firstName = addressOf(context.brief.identity.name) || who;
  const place = context.brief.identity.location.trim();
  const text = context.events.reading.text;
  if (PROBE.test(text)) return [`Odd question. I'm ${firstName}.`, `I'm ${firstName}, and I'd rather we stuck to ${context.matter}.`, `Strange question. I'm ${who}.`];
  // "How old are you?": the age the brief gives them, as a person says it.
  const age = context.brief.identity.age.trim();
  if (splitSentences(text).some(asksTheirAge) && /^\d{1,3}$/.test(age)) return [`I'm ${age}.`, `${age}.`];
  // "What do you do for a living?" asks the job, not the name.
  if (splitSentences(text).some(asksTheirJob) && !ASKS_WHO.test(text)) return jobCandidates(context);
  // Always sentences, never a label ("Ines: here for this conversation."): "Call me Sarah. I'm a procurement manager…".
  const what = who.slice(who.indexOf(',') + 2);
  const article = /^(?:here|an?|the)\b/i.test(what) ? '' : /^[aeiou]/i.test(what) ? 'an ' : 'a ';
  const lines = [`I'm ${who}.`, `My name is ${who}${place ? `, based in ${place}` : ''}.`, `Call me ${firstName}. I'm ${article}${what}.`];
  // A brief that says what the character's role covers ("I'm the project sponsor…"): said after who they are; one that
  // only says the job again is said instead of naming it twice ("I'm Tomasz Wrobel. I'm a sound engineer.").
  const role = context.brief.facts.find((fact) => ROLE_TOPIC.test(fact.topic) && !hasSaid(context, fact.answer));
  if (!role) return lines;
  const said = new Set(saysWords(`${who} ${place}`));
  const name = context.brief.identity.name.trim();
  const roleWords = new Set(saysWords(role.answer));
  const job = saysWords(occupationPhrase(context.brief.identity.occupation));
  const saysNoMore = [...roleWords].every((word) => said.has(word));
  if (job.length > 0 && job.every((word) => roleWords.has(word)) && saysNoMore) return [`I'm ${name}. ${role.answer}`, `My name is ${name}. ${role.answer}`];
  // "Call me Kwame. I'm a final-year student." needs no "I'm a student." after it: a role every word of which was
  // just said adds nothing.
  if (saysNoMore) return lines;
  return lines.map((line) => `${line} ${role.answer}`);
}

// "I don't know" in role (only for what the brief does not hold), then the character carries on with what it knows;
// a figure the learner points back to ("the total you said") is said again, "As I said", when the character said it
// and the question leaves no doubt which fact it was (restating.ts backReference).
function unknownCandidates(context: TurnContext): string[] {
  const text = context.events.reading.text;
  // "What did you tell me at the start?": what it opened with, said again, for it did say it.
  const opening = openingAskedAgain(context);
  if (opening) return [opening];
  const recalled = figurePointedBack(text, context.saidLines);
  const asked = { question: text, facts: [...context.brief.facts, ...context.brief.hiddenFacts].map((fact) => fact.answer), isPointedBack: true };
  // A figure alone after a reminder is a sentence any character could say: the reminder names the matter.
  const claims = recalled ? restatedLeadsFor(context.lines, recalled, true).map((lead) => backReference(recalled, context.saidLines, (said) => `${lead} ${said}.`, asked)) : [];
  if (claims.length > 0 && claims.every((claim) => claim !== null)) return claims as string[];
  // Pointed back to a figure never said: the brief holds it, so it is said now.
  const held = pointsBackToTheirWords(text) ? figureSentenceInFacts(text, context.brief.facts.map((fact) => fact.answer)) : null;
  if (held && !hasSaid(context, held)) return [held];
  // A figure it said that the question may not single out from another fact's: said again plainly, no memory claimed.
  if (recalled) return [`${capitalize(recalled)}.`];
  // "What breed is he?" when a fact names the cocker spaniel: the character knows it, so it says it (in the fact's
  // sentence the first time, else alone), never "I'm not sure" before a line that holds it.
  const kind = kindNamedInFacts(text, [...context.brief.facts, ...context.brief.hiddenFacts].map((fact) => fact.answer));
  if (kind) return [hasSaid(context, kind.sentence) ? `${capitalize(kind.thing)}.` : kind.sentence];
  // "Why didn't you tell me sooner?": its own reasons, which it knows.
  if (asksWhyTheyWaited(text)) return waitedCandidates(context);
  const next = volunteered(context)[0];
  const own = context.lines.dontKnow;
  const leads = own.map((_lead, index) => own[(context.seed + index) % own.length]!);
  return next ? [...leads.map((lead) => `${lead} ${next}`), ...leads] : leads;
}

/** The character's opening, said again as what it said at the start: "As I said at the start, I'd like to talk about the crown." */
function openingAskedAgain(context: TurnContext): string | null {
  if (!asksWhatTheyOpenedWith(context.events.reading.text)) return null;
  const clauses = splitSentences(context.opening ?? '').flatMap((sentence) => sentence.split(/;\s*/));
  const own = clauses.find((clause) => /\b(?:I|I['’]d|I['’]m|my)\b/.test(clause) && !clause.trim().endsWith('?'));
  // "You wanted to talk about my plot?": a question put as a statement, reported as asked.
  const asked = own ? undefined : clauses.find((clause) => /^You\b[^?]*\?$/.test(clause.trim()));
  if (asked) return `At the start I asked if ${withoutFinalStop(asked.trim().replace(/\?$/, '')).replace(/^You\b/, 'you')}.`;
  if (!own) return null;
  const said = withoutFinalStop(own.trim()).replace(/^(?:and|but|so)\s+/i, '');
  return `As I said at the start, ${/^I\b/.test(said) ? said : said.charAt(0).toLowerCase() + said.slice(1)}.`;
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
  // "How was the drive in this morning?", "Busy day?": asked how its day goes, the character answers briefly first.
  // "Is it a busy time at work for you?": how busy work keeps it, answered briefly as such.
  const text = context.events.reading.text;
  const own = splitSentences(text).some((sentence) => asksAboutTheirWorkLife(sentence, context.knowledge)) ? context.lines.workLifeAnswered : asksAfterTheirDay(text) ? context.lines.smallTalkAnswered : context.lines.smallTalk;
  const leads = own.map((_lead, index) => own[(context.seed + index) % own.length]!);
  const pending = [...context.state.raised].find((index) => !context.state.resolved.has(index));
  // The way back is the character's own matter: what still worries it, else the next thing on its mind it has not told
  // (a stock concern of its kind only when nothing of its own is left).
  const next = (pending === undefined ? undefined : remindCandidates(context, pending)[0]) ?? volunteered(context)[0] ?? unvoicedConcern(context);
  return next ? leads.map((lead) => `${lead} ${next}`) : leads;
}

/**
 * The way back to the matter after the character has said who it is: what still worries it, else a concern it has not
 * voiced, else the next thing on its mind; a fact the learner has not asked for comes last, so a question can still
 * draw it. Never a sentence said before.
 */
function waysBack(context: TurnContext): string[] {
  const pending = [...context.state.raised].find((index) => !context.state.resolved.has(index));
  const unvoiced = context.brief.objections.filter((_objection, index) => !context.state.resolved.has(index)).map((objection) => objection.objection);
  const ways = [...(pending === undefined ? [] : remindCandidates(context, pending)), ...unvoiced, ...volunteered(context)];
  return ways.filter((way) => !splitSentences(way).some((sentence) => hasSaid(context, sentence)));
}

// "How was the drive in?", "How's the week been?": a question of how something went, not a request to be told a fact.
const ASKS_HOW_IT_WENT = /^\W*(?:(?:so|and|oh|well|anyway|sorry)\W+)*how(?:'s| is| was| were| has| have| did)\b/i;

/**
 * Whether small talk asks how the character's day goes: how something went ("How was the drive in?"), or a remark
 * on a time put as a question, with no verb ("Busy day?", "Good weekend?", "Long week so far?").
 */
export function asksAfterTheirDay(text: string): boolean {
  if (ASKS_HOW_IT_WENT.test(text)) return true;
  if (!isQuestion(text)) return false;
  const words = readWords(text).filter((word) => word.isWord);
  return words.length <= PASSING_REMARK_WORDS && !words.some((word) => word.pos === 'verb') && words.some((word) => word.pos === 'noun' && nounKinds(word.lemma, 1)[0] === 'time');
}
const PASSING_REMARK_WORDS = 5;

// "How are you?" is answered before anything else.
const HOW_ARE_YOU = /\bhow (?:are|r) (?:you|u)(?: doing| today| keeping)?(?=\W*$|\s*[,.!?])|\bhow(?:'s| is) (?:it going|your day)\b/i;

/** A greeting back, or how the character is when asked. */
export function greetingCandidates(context: TurnContext): readonly string[] {
  return HOW_ARE_YOU.test(context.events.reading.text) ? context.voice.wellbeing : context.voice.greetings;
}

/** "Anything else?" once agreed: nothing else, said before the goodbye ("Is there anything else you need?" → "Talk then." answered nothing). */
export function nothingElseCandidates(context: TurnContext): string[] {
  return closingCandidates(context).map((line) => `No, that's everything. ${line}`);
}

/** A goodbye: warm after an agreement, else noncommittal. */
export function closingCandidates(context: TurnContext): string[] {
  return [...(context.state.hasAgreed ? context.lines.closingAgreed : context.lines.closingOpen)];
}

/**
 * On agreeing to an offer: thanks, and the next step checked back by the day the offer named ("So that's by 30 November
 * for my connection?"), or asked for when it named none; what the offer asked in return taken on first ("I'll send you
 * the receipt.").
 */
export function nextStepCandidates(context: TurnContext): string[] {
  const offers = [context.events.reading.text, ...[...context.state.given.offers].reverse()];
  // The day of this line's offer, else of the latest earlier offer that named one.
  const day = offers.map(dayPromised).find((said) => said !== null) ?? null;
  const next = day ? context.lines.nextStepDated.map((line) => line.replaceAll('{w}', day)) : [...context.lines.nextStepAsked];
  // "…if you send us the receipt": what the offer asks in return is taken on before the next step.
  const condition = offers.map(conditionOnThem).find((doing) => doing !== null);
  return condition ? next.map((line) => `I'll ${condition}. ${line}`) : next;
}

/**
 * After the agreement, a further proposal is met by confirming it: what the learner offered ("the refund you offered on
 * the scratch"), else the brief's phrase for the agreement. The phrase ends each sentence, so any noun phrase, commas
 * and all ("the fix offered, with a date"), reads as English.
 */
export function agreedCandidates(context: TurnContext): string[] {
  const offered = [context.events.reading.text, ...[...context.state.given.offers].reverse()].map(offeredDoing).find((doing) => doing !== null);
  // Said inside a sentence of its own: the brief's phrase without its full stop.
  const agreement = offered ? `the ${offered} you offered on ${context.matter}` : context.brief.outcome.agreement.trim().replace(/[.!?]+$/, '');
  // A long phrase ("your word that I can start at 10am on Tuesdays and Thursdays") is not recited back: said plainly.
  if (!offered && countWords(agreement) > NAMED_AGREEMENT_WORDS) return [...context.lines.agreedPlain];
  return [`Yes, I can agree to ${agreement}.`, `Fine, let's go with ${agreement}.`, ...context.lines.agreedPlain];
}

// WordNet's files for a noun that names a doing or a thing handed over: "a repair", "a payment".
const DOING_KINDS: ReadonlySet<string> = new Set(['act', 'possession']);
// The endings that make a noun of a verb: "payment", "waiver", "delivery", "replacement", "compensation".
const NOUN_OF_VERB = /^(?:ment|al|ance|ence|ion|tion|ation|ure|ery|ry|y|er)$/;
const DERIVED: ReadonlySet<string> = new Set(['+']);
// Verbs of handling in general, whose nouns name something else ("the put", "the take", "the give").
const HANDLING_VERBS: ReadonlySet<string> = new Set(['put', 'take', 'give', 'keep']);

/** Whether a noun is made of a verb by its ending ("pay" → "payment"), or is the verb itself. */
function isNounOf(noun: string, verb: string): boolean {
  return noun === verb || [verb, verb.replace(/e$/, '')].some((stem) => noun.startsWith(stem) && NOUN_OF_VERB.test(noun.slice(stem.length)));
}

/**
 * The noun that names what a verb does, by WordNet: the verb itself when its commonest noun sense is a doing ("a
 * repair", "a move"); else the noun WordNet derives from it that is made of it ("pay" → "payment"); else the verb when
 * its noun is a kind of what the verb is a kind of, made a noun ("refund": a payment, as refunding is paying); null
 * when it names something else ("the take", "a check" drawn on a bank).
 */
export function nounOfDoing(verb: string): string | null {
  const kind = nounKinds(verb, 1)[0] ?? '';
  const related = topicalWords(verb, 'verb', 1, DERIVED);
  // "hold the price": a noun that is the verb itself names the doing only when the verb's commonest sense has a
  // doing among the nouns WordNet derives from it ("move": "movement"); "hold" there has only doers ("maintainer"), and
  // "the hold" would be a grip.
  if (kind === 'act') return related.some((noun) => nounKinds(noun, 1)[0] === 'act') ? verb : null;
  const derived = related.find((noun) => isNounOf(noun, verb) && DOING_KINDS.has(nounKinds(noun, 1)[0] ?? ''));
  if (derived) return derived;
  const nounBroader = relatedWords(verb, 'noun', 1).broader;
  return DOING_KINDS.has(kind) && relatedWords(verb, 'verb', 1).broader.some((broader) => nounBroader.some((noun) => isNounOf(noun, broader))) ? verb : null;
}

const OFFERING_MODALS = new Set(['will', "'ll", 'll', 'can', 'could', 'shall', 'would', "'d"]);

/**
 * What an offer does, said as the noun of its verb ("I'll refund the full £450 today" → "refund", "We will pay the vet
 * bill" → "payment"): a first-person offer whose verb names a doing WordNet holds as a noun, never a light verb ("I'll
 * get it done").
 */
function offeredDoing(text: string): string | null {
  for (const sentence of splitSentences(text)) {
    if (isQuestion(sentence)) continue;
    const words = readWords(sentence).filter((word) => word.isWord);
    for (const [index, word] of words.entries()) {
      if (!['i', 'we'].includes(word.text.toLowerCase()) || !OFFERING_MODALS.has(words[index + 1]?.text.toLowerCase() ?? '')) continue;
      // "We will also pay…": the verb after the modal, past an adverb between them.
      const verb = words.slice(index + 2).find((next) => next.pos !== 'adverb');
      const noun = verb?.pos === 'verb' && !isLightVerb(verb.lemma) && !HANDLING_VERBS.has(verb.lemma) ? nounOfDoing(verb.lemma) : null;
      if (noun) return noun;
    }
  }
  return null;
}

// The acts that put something of the matter to the character: a line with one is about the matter, not about them.
const MATTER_ACTS = ['proposal', 'nextStep', 'concern', 'needs', 'feelings', 'summary', 'closing', 'insult', 'pressure', 'unknownQuestion'] as const;
// The moves a reply to a line about the character may hold and still say nothing of the matter.
const ABOUT_THEM_MOVES = new Set(['greeting', 'identity', 'answer', 'empathy', 'repeatNotice', 'tenure']);

/**
 * The way back to the matter a reply needs: after a line that asked only about the character ("What do you do for a
 * living?", "Do you design houses?") and a reply that answered only that, in role, the ways back to the matter, the
 * most fitting first; none when the line or the reply was about the matter already.
 */
export function wayBackAfterThemselves(context: TurnContext, moves: readonly Slot['move'][]): string[] {
  const { reading } = context.events;
  // A line that asks their name is an introduction before the matter ("could you tell me your name and what you
  // do?"), and one that asks what they are ("Are you a bot?") has its own way back.
  if (ASKS_WHO.test(reading.text) || PROBE.test(reading.text)) return [];
  if (MATTER_ACTS.some((act) => reading.acts.has(act)) || !moves.every((move) => ABOUT_THEM_MOVES.has(move))) return [];
  // Their job or their background: "What do you do for a living?", "Tell me about your background".
  const asksTheJob = reading.acts.has('identity');
  // Their career as their background tells it ("Do you design houses?"), not a fact of the matter about them ("How
  // long have you been with the practice?"), which is answered like any other.
  const asksOnlyThem = reading.asks.length > 0 && reading.asks.every((ask) => ask.topic.isBackground === true);
  return asksTheJob || asksOnlyThem || reading.acts.has('tenure') ? waysBack(context) : [];
}
