// Every sentence of praise or criticism the offline report makes about a learner's line is a claim, and every claim is
// checked here, in one place, against the same negation-aware detector that read the line for the score:
// - praise ("You offered Marcus a concrete way forward, for example: …") cites only a line the detector finds showing
//   the behaviour at the strength the praise claims, that is no counter-example (pushing, dismissing, a put-down, a
//   refusal, a bare claim: learner-patterns.ts) and that came before the character ended the conversation; praise
//   for a statement (an answer, an offer, a step agreed) never quotes a line that only asks by a question word
//   ("What's the reference on your booking?" answers no concern);
// - weak evidence ("You asked mostly closed questions: …") and criticism ("You did not…; you said: …", "you pushed for
//   a decision: …") never quote a line the detector finds showing the behaviour, and a criticism that says what the
//   line did ("you pushed for a decision") quotes only a line the detector finds doing it (a question that asks "what
//   time do you need to be at work?" orders nothing).
// - a line quoted as what the learner said where the behaviour was missing ("You did not…; you said: …") shows none of
//   the behaviour, and no other behaviour the grader knows: a line that did something well is never held up as the
//   thing said instead.
// A claim that fails is dropped before the feedback is written, so the report says only what the transcript shows.
import { endsConversation } from '../../contracts/character-reply.ts';
import type { GradingMessage } from '../../contracts/grade-conversation.ts';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { affirms } from '../negation-scope.ts';
import { asksByQuestionWord, splitSentences } from '../../language/text.ts';
import { isCounterExample } from './learner-patterns.ts';
import type { LearnerLine } from './behaviour-criteria.ts';

/**
 * What a claim says about its line: praise at a strength (2 clear, 3 strong), weak evidence, a criticism, or the line
 * said where the behaviour was missing.
 */
export type ClaimKind = 'praise' | 'weak' | 'criticism' | 'missed';

export interface Claim {
  kind: ClaimKind;
  line: LearnerLine;
  quote: string;
  /** For praise: the strength the wording claims (3 "You offered…", 2 "You pointed towards…"). */
  strength?: number;
  /** For praise: the behaviour praised is shown by asking (Behaviour.showsByAsking), so a question may show it. */
  byAsking?: boolean;
  /** For a criticism that names what the line did ("you pushed for a decision: …"): the detector must find that opposite in it. */
  opposing?: boolean;
}

/** How a criterion's detector reads one sentence of a learner line. */
export interface ClaimReader {
  /** 0 (absent) to 3 (strong): how strongly the sentence shows the behaviour, negation read. */
  shows(sentence: string, line: LearnerLine): number;
  /** Whether the sentence shows the behaviour's own opposite (pushing for a yes where open questions are asked for). */
  opposes?(sentence: string, line: LearnerLine): boolean;
  /** 0 to 3: how strongly the sentence shows any behaviour the grader knows, whatever the criterion asks. */
  showsAny?(sentence: string, line: LearnerLine): number;
}

/** Strength from which a line shows a behaviour (2 clear, 3 strong). */
const SHOWN = 2;

/** Where the conversation stands for every claim of one report. */
export interface ClaimSetting {
  /** Index of the character line that ended the conversation; Infinity when it ran to the end. */
  endedAt: number;
  /** Index of the learner line the character walked away after (not a goodbye); absent when it did not walk away. */
  drivenAwayBy?: number;
}

/** Whether a learner line may count as evidence of a behaviour: said before the character ended it, and not the line it walked away after. */
export function counts(line: { index: number }, setting: ClaimSetting): boolean {
  return line.index < setting.endedAt && line.index !== setting.drivenAwayBy;
}

/** Whether the transcript bears the claim out, read by the criterion's detector. */
export function isHonestClaim(claim: Claim, reader: ClaimReader, setting: ClaimSetting): boolean {
  const shown = reader.shows(claim.quote, claim.line);
  // One detector decides both ways: a line it finds showing the behaviour is never criticised for lacking it, and a
  // line criticised for going against it ("you brushed past what Laila said") is one it finds going against it.
  // "You did not…; you said: …" says the line shows none of it: not even a hint, nor anything else done well.
  if (claim.kind === 'missed') return shown === 0 && (reader.showsAny?.(claim.quote, claim.line) ?? 0) < SHOWN;
  if (claim.kind !== 'praise') return shown < SHOWN && (!claim.opposing || reader.opposes?.(claim.quote, claim.line) === true);
  return (
    shown >= Math.max(SHOWN, claim.strength ?? SHOWN) &&
    !reader.opposes?.(claim.quote, claim.line) &&
    !isCounterExample(claim.quote) &&
    (claim.byAsking === true || !asksByQuestionWord(claim.quote)) &&
    counts(claim.line, setting)
  );
}

/** The claims the transcript bears out, in the order given. */
export function honestClaims<T extends Claim>(claims: readonly T[], reader: ClaimReader, setting: ClaimSetting): T[] {
  return claims.filter((claim) => isHonestClaim(claim, reader, setting));
}

/** A character saying it is leaving: "I'm done with this.", "Goodbye.", "I think we are done here." */
const ENDS = /\b(?:(?:i'm|i am) done with (?:this|you)|goodbye|we(?:'re| are) done here|this conversation is over|i(?:'m| am) ending (?:this|the) (?:call|conversation)|i(?:'ve| have) made up my mind for today)\b/i;
/** A warning of leaving, not leaving: "One more like that and we're done for today.", "If this carries on, I'll end this conversation here." */
const CONDITIONAL = /\b(?:if|unless|one more|otherwise)\b/i;

/**
 * Whether a character line walks away: it says the brief's walk-away line word for word (as the session reads it, so
 * the report and the session agree), or leaves in its own words. Sharing words with that line is not leaving: the line
 * names the character's matter, which most of its lines name too.
 */
function saysWalkAway(content: string, brief: CharacterBrief | null): boolean {
  if (brief && endsConversation(content, brief.outcome)) return true;
  return splitSentences(content).some((sentence) => !CONDITIONAL.test(sentence) && affirms(sentence, ENDS));
}

/**
 * Where the character ended the conversation: the line the session recorded when it knows (`recorded`: its id, or null
 * when the session recorded no ending), else read from the lines; Infinity when it did not.
 */
export function findConversationEnd(messages: readonly GradingMessage[], brief: CharacterBrief | null, recorded?: string | null): number {
  if (recorded !== undefined) {
    const index = recorded === null ? -1 : messages.findIndex((message) => message.id === recorded);
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  }
  // Only once the learner has spoken: an opening line leaves nothing.
  const firstLearner = messages.findIndex((message) => message.role === 'learner');
  const index = messages.findIndex((message, at) => firstLearner !== -1 && at > firstLearner && message.role === 'character' && saysWalkAway(message.content, brief));
  return index === -1 ? Number.POSITIVE_INFINITY : index;
}

/** A friendly close ("Thanks, goodbye.", "Good, that's settled. Goodbye."): ending, not walking away. */
const GOODBYE_ONLY = /^(?:[^.!?]*\b(?:thanks?|thank you|great|good|lovely|perfect|deal|agreed|settled)\b[^.!?]*[.!?]\s*)*goodbye\W*$/i;

/**
 * Where the claims of one report stand: where the character ended the conversation and, when it walked away rather
 * than said goodbye, the learner line it walked away after. That line is never praise, whatever its words: the
 * character's leaving is the transcript's own verdict on it ("Honestly, this is a waste of my time.").
 */
export function findClaimSetting(messages: readonly GradingMessage[], brief: CharacterBrief | null, recorded?: string | null): ClaimSetting {
  const endedAt = findConversationEnd(messages, brief, recorded);
  if (!Number.isFinite(endedAt) || GOODBYE_ONLY.test(messages[endedAt]!.content.trim())) return { endedAt };
  const before = messages.slice(0, endedAt).findLastIndex((message) => message.role === 'learner' && message.content.trim() !== '');
  return before === -1 ? { endedAt } : { endedAt, drivenAwayBy: before };
}
