// The built-in character: a deterministic dialogue manager over the character brief. Each turn it replays the
// conversation through its state machine (state.ts), reads the learner's last line as acts (acts.ts), gathers the
// moves that apply (moves.ts) and says them in the character's voice (voice.ts), within a few sentences, never
// repeating a sentence it has said in this conversation. The same conversation always gets the same reply.
import type { CharacterReplyInput } from '../../contracts/character-reply.ts';
import { stableHash } from '../seeded-choice.ts';
import { splitSentences } from '../../language/text.ts';
import { knowledgeOf } from './knowledge.ts';
import { endedSlots, MOVES, steerSlot, SUBSTANTIVE, walkAwaySlots, type Slot, type TurnContext } from './moves.ts';
import { normalised, replayConversation } from './state.ts';
import { voiceOf } from './voice.ts';
import { withTellingsBacked } from './restating.ts';
import { wayBackAfterThemselves } from './social-moves.ts';
import { slot } from './move-lines.ts';
import { comparableSentence, isFillerOnly, isThanksOnly, OPENER_KINDS, openerKey, openerOf, thanks, withoutOpener } from './said-sentences.ts';
import { characterSeed, matterFormsOf, matterOf, stockLinesOf } from './stock-lines.ts';

// Said when every phrasing of every move has been used: no words, so nothing is repeated.
const SILENCE = '…';

function saidLinesOf(input: CharacterReplyInput): string[] {
  return input.messages.filter((message) => message.role === 'character').flatMap((message) => splitSentences(message.content));
}

/** The learner's lines before the last, each with the character's reply after it ("" when none came). */
function earlierExchangesOf(messages: CharacterReplyInput['messages']): { line: string; reply: string }[] {
  const learnerAt = messages.flatMap((message, index) => (message.role === 'learner' ? [index] : [])).slice(0, -1);
  return learnerAt.map((at) => ({ line: messages[at]!.content, reply: messages[at + 1]?.role === 'character' ? messages[at + 1]!.content : '' }));
}

function buildContext(input: CharacterReplyInput): TurnContext {
  const knowledge = knowledgeOf(input);
  const { state, events } = replayConversation(input.messages, input.brief, knowledge);
  const saidLines = saidLinesOf(input);
  const said = new Set(saidLines.map(normalised));
  const learnerTurns = input.messages.filter((message) => message.role === 'learner').length;
  const ownSeed = characterSeed(input.scenarioName ?? '', input.brief.identity.name);
  const matter = matterOf(input.brief, input.scenarioName ?? '');
  const forms = matterFormsOf(input.brief, matter);
  const context: TurnContext = {
    brief: input.brief,
    knowledge,
    voice: voiceOf(input.brief.identity, ownSeed, matter, forms),
    lines: stockLinesOf(ownSeed, matter, forms),
    matter,
    ownSeed,
    state,
    events,
    saidText: [...said].join(' | '),
    saidLines,
    opening: input.messages[0]?.role === 'character' ? input.messages[0].content : '',
    lastReply: input.messages.findLast((message) => message.role === 'character')?.content ?? '',
    lastLine: input.messages.filter((message) => message.role === 'learner').at(-2)?.content ?? '',
    earlierExchanges: earlierExchangesOf(input.messages),
    isFirstTurn: learnerTurns <= 1,
    seed: stableHash(`${input.brief.identity.name}\u0000${learnerTurns}\u0000${events.reading.text}`),
  };
  return context;
}

/** The slots of this turn: an ended conversation stays ended; otherwise every move that applies, by its order. */
function slotsFor(context: TurnContext, wasEnded: boolean): Slot[] {
  if (wasEnded) return endedSlots(context);
  if (context.events.walksAwayNow) return walkAwaySlots(context);
  return MOVES.flatMap((move) => move.slots(context));
}

/** What the conversation has said so far, as the reply's choices weigh it. */
interface SaidSoFar {
  /** Every sentence said, as it compares ({@link comparableSentence}): an opener makes no sentence new. */
  sentences: Set<string>;
  /** Whether the reply may still thank: not when the last reply thanked, nor twice in one reply. */
  mayThank: boolean;
  /**
   * Whether this reply has thanked already, in words of thanks or by acknowledging kindness (the empathy move's lines,
   * "That helps; …"): a reply says thanks once, so an acknowledgement never follows a resolution that thanks.
   */
  hasThankedInReply: boolean;
  /** The openers about the matter used so far ({@link openerKey}): a phrasing that would use one again is not fresh. */
  openers: Set<string>;
}

// Brief lines whose words the state and the session check (the agreement, walking away) are said as written.
const SAID_AS_WRITTEN: ReadonlySet<Slot['move']> = new Set(['agreement', 'walkAway']);

/** A phrasing without its sentences that only thank ("Thank you. {M} hasn't been easy." → "{M} hasn't been easy."). */
function withoutThanks(candidate: string): string {
  return splitSentences(candidate)
    .filter((sentence) => !isThanksOnly(sentence))
    .join(' ');
}

/** The slot's phrasings as this reply may say them: none that thanks once thanks are said (see SaidSoFar.mayThank). */
function sayable(slot: Slot, said: SaidSoFar): Slot {
  if (said.mayThank) return slot;
  if (slot.isFromBrief) return SAID_AS_WRITTEN.has(slot.move) ? slot : { ...slot, candidates: slot.candidates.map(withoutThanks) };
  const plain = (candidates: readonly string[]) => {
    const kept = candidates.filter((candidate) => !thanks(candidate));
    return kept.length > 0 ? kept : candidates.map(withoutThanks).filter((candidate) => candidate !== '' && !thanks(candidate));
  };
  return { ...slot, candidates: plain(slot.candidates), ...(slot.fallbacks ? { fallbacks: plain(slot.fallbacks) } : {}) };
}

/**
 * A phrasing none of whose sentences has been said, starting at a place chosen by the seed, within `room` sentences
 * when one fits (else the first fresh one); null when all were said.
 */
function freshPhrasing(slot: Slot, said: SaidSoFar, seed: number, room: number): string | null {
  const isFresh = (candidate: string) =>
    candidate.trim() !== '' &&
    splitSentences(candidate).every((sentence) => {
      const opener = openerOf(sentence);
      return !said.sentences.has(comparableSentence(sentence)) && (opener === null || !said.openers.has(openerKey(opener)));
    });
  if (slot.isFromBrief) {
    // The brief's own line is said whatever it shares with earlier lines: only a sentence said before is left out
    // (an opener used before is said another way: see openersOnce).
    const rest = splitSentences(slot.candidates[0] ?? '').filter((sentence) => !said.sentences.has(comparableSentence(sentence)));
    return rest.length > 0 ? rest.join(' ') : null;
  }
  const count = slot.candidates.length;
  let firstFresh: string | null = null;
  for (let step = 0; step < count; step += 1) {
    const candidate = slot.candidates[((slot.isOrdered ? 0 : seed) + step) % count]!;
    if (!isFresh(candidate)) continue;
    // An ordered slot's order is its preference: the first fresh phrasing, whatever its length.
    if (slot.isOrdered || splitSentences(candidate).length <= room) return candidate;
    firstFresh ??= candidate;
  }
  return firstFresh ?? slot.fallbacks?.find(isFresh) ?? null;
}

/** The slots said within the voice's sentence budget, most important first, in the moves' order. */
function assemble(slots: readonly Slot[], said: SaidSoFar, seed: number, maxSentences: number): { text: string; move: Slot['move'] }[] {
  const chosen = new Map<Slot, string>();
  let sentences = 0;
  const byPriority = slots.map((slot, index) => ({ slot, index })).sort((a, b) => a.slot.priority - b.slot.priority || a.index - b.index);
  for (const { slot, index } of byPriority) {
    // An acknowledgement of kindness is thanks in other words: not said once the reply has thanked.
    if (slot.move === 'empathy' && said.hasThankedInReply) continue;
    const text = freshPhrasing(sayable(slot, said), said, seed + index, maxSentences - sentences);
    if (text === null) continue;
    const count = splitSentences(text).length;
    // The brief's own lines (priority 0: a resolution, the agreement, walking away) are never left out.
    if (sentences + count > maxSentences && chosen.size > 0 && slot.priority > 0) continue;
    chosen.set(slot, text);
    sentences += count;
    for (const sentence of splitSentences(text)) {
      said.sentences.add(comparableSentence(sentence));
      const opener = openerOf(sentence);
      if (opener) said.openers.add(openerKey(opener));
    }
    if (thanks(text) || slot.move === 'empathy') {
      said.mayThank = false;
      said.hasThankedInReply = true;
    }
  }
  return slots.filter((slot) => chosen.has(slot)).map((slot) => ({ text: chosen.get(slot)!, move: slot.move }));
}

/** The character's reply to the learner's last line, in one to four sentences. */
export function replyInCharacter(input: CharacterReplyInput): string {
  const context = buildContext(input);
  const { seed } = context;
  // The opening line's "Thanks for seeing me" is a courtesy of arriving, not thanks for something the learner said: it
  // leaves the first reply free to thank.
  const isAfterOpening = input.messages.filter((message) => message.role === 'character').length <= 1;
  const said: SaidSoFar = { sentences: new Set(context.saidLines.map(comparableSentence)), mayThank: isAfterOpening || !thanks(context.lastReply), hasThankedInReply: false, openers: openersIn(context.saidLines) };
  const wasEnded = context.state.hasWalkedAway && !context.events.walksAwayNow;
  const parts = assemble(slotsFor(context, wasEnded), said, seed, context.voice.maxSentences);
  if (!wasEnded && !parts.some((part) => SUBSTANTIVE.has(part.move))) {
    const used = parts.reduce((sum, part) => sum + splitSentences(part.text).length, 0);
    parts.push(...assemble([steerSlot(context)], said, seed, Math.max(1, context.voice.maxSentences - used)));
  }
  // Asked about themselves and answered in role, the character comes back to the matter.
  const ways = wasEnded ? [] : wayBackAfterThemselves(context, parts.map((part) => part.move));
  if (ways.length > 0) {
    const used = parts.reduce((sum, part) => sum + splitSentences(part.text).length, 0);
    parts.push(...assemble([{ ...slot('wayBack', 3, ways), isOrdered: true }], said, seed, Math.max(1, context.voice.maxSentences - used)));
  }
  if (parts.length === 0) return SILENCE;
  return withTellingsBacked(openersOnce(parts, matterFormsOf(input.brief, context.matter), context.saidLines), context.saidLines) || SILENCE;
}

/** The openers about the matter that sentences use, as they compare. */
function openersIn(sentences: readonly string[]): Set<string> {
  return new Set(
    sentences.flatMap((sentence) => {
      const opener = openerOf(sentence);
      return opener ? [openerKey(opener)] : [];
    }),
  );
}

/**
 * "As for the hotel, …" and "On the plot, …" name the matter once in a conversation. A sentence with the lead the
 * sentence before it has joins it ("As for the hotel, at least I know where I stand, and that makes it clearer."); a
 * lead used before, in this reply or an earlier one, names the matter in another of the character's forms ("As for my
 * stay, …"), or leads another way ("When it comes to the hotel, …"), and only when every way was used is dropped. The walk-away line is said as written, as the
 * session recognises it. No sentence is said again for its opener: the reply's sentences were chosen without it.
 */
function openersOnce(parts: readonly { text: string; move: Slot['move'] }[], forms: readonly string[], saidLines: readonly string[]): string {
  const used = openersIn(saidLines);
  const sentences: string[] = [];
  // The lead, as the brief or the move wrote it, of the last sentence said with one.
  let previousLead: string | null = null;
  for (const part of parts) {
    for (const sentence of splitSentences(part.text)) {
      // "Right. If I have that in writing, … All right. Works for me.": a reply takes its turn once, at its start.
      if (sentences.length > 0 && part.move !== 'walkAway' && isFillerOnly(sentence)) continue;
      const lead = openerOf(sentence);
      if (!lead || part.move === 'walkAway') {
        sentences.push(sentence);
        previousLead = null;
        continue;
      }
      const rest = sentence.slice(lead.length);
      const previous = sentences.at(-1) ?? '';
      if (previousLead === lead && /\.$/.test(previous)) {
        const joined = /^I\b/.test(rest) ? rest : `${rest.charAt(0).toLowerCase()}${rest.slice(1)}`;
        sentences[sentences.length - 1] = `${previous.slice(0, -1)}, and ${joined}`;
        continue;
      }
      // Another of the character's forms of the matter, led the same way first, then the other ways.
      const own: string = OPENER_KINDS.find((kind) => lead.toLowerCase().startsWith(kind.toLowerCase())) ?? 'On';
      const kinds: string[] = [own, ...OPENER_KINDS.filter((kind) => kind !== own)];
      const fresh: string | undefined = [lead, ...kinds.flatMap((kind: string) => forms.map((form) => `${kind} ${form}, `))].find((candidate) => !used.has(openerKey(candidate)));
      if (fresh) used.add(openerKey(fresh));
      sentences.push(fresh ? `${fresh}${rest}` : withoutOpener(sentence));
      previousLead = fresh ? lead : null;
    }
  }
  return sentences.join(' ');
}
