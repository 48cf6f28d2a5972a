// The evidence for a criterion in a learner's lines: the best sentence of each line and how strongly it shows what
// the criterion asks, the sentences that go against it, and whether the conversation touched the criterion at all.
import type { GradingMessage } from '../../contracts/grade-conversation.ts';
import type { Behaviour, BehaviourContext, SentenceSetting } from './behaviour-types.ts';
import { BEHAVIOURS } from './behaviours.ts';
import { affirms, mentions } from '../negation-scope.ts';
import type { LearnerLine } from './behaviour-criteria.ts';
import { contentStems } from '../../language/text.ts';
import type { CriterionProfile } from './criterion-profile.ts';
import { isCounterExample } from './learner-patterns.ts';
import { defers } from '../meets-nothing.ts';
import { isSocialOnly } from './matter.ts';
import type { ClaimReader } from './report-claims.ts';

/** A learner line's best sentence for a criterion and how strongly it shows what the criterion asks. */
export interface LineEvidence {
  line: LearnerLine;
  quote: string;
  strength: number;
  /** The behaviour that gave the strength; null when only the criterion's own words did. */
  behaviour: Behaviour | null;
  /** How strongly that behaviour's detector alone found it (0 when none did): what the feedback may say of the line. */
  shown: number;
}

function previousCharacterLine(messages: readonly GradingMessage[], line: LearnerLine): string {
  const previous = messages[line.index - 1];
  return previous?.role === 'character' ? previous.content : '';
}

/** Where a learner line was said: the character's line just before it, and every character line before it. */
function settingOf(messages: readonly GradingMessage[], line: LearnerLine): SentenceSetting {
  return {
    previousCharacterLine: previousCharacterLine(messages, line),
    earlierCharacterLines: messages.slice(0, line.index).flatMap((message) => (message.role === 'character' ? [message.content] : [])),
    learnerLine: line.message.content,
  };
}

/** The note for a sentence that names a behaviour only to refuse it ("I won't offer any options"). */
export const REFUSED_NOTE = 'ruled it out';

/** Whether the sentence's words name the behaviour clearly while what it says is none of it: a refusal or a denial. */
export function refusesBehaviour(behaviour: Behaviour, sentence: string, context: BehaviourContext, setting: SentenceSetting): boolean {
  return behaviour.detect(sentence, context, setting, mentions) >= 2 && behaviour.detect(sentence, context, setting, affirms) === 0;
}

/** The note a sentence earns against a behaviour: its own opposite (pushing, dismissing), or refusing it; null when neither. */
function againstNote(behaviour: Behaviour, sentence: string, context: BehaviourContext, setting: SentenceSetting): string | null {
  if (behaviour.against?.(sentence)) return behaviour.againstNote ?? 'worked against this';
  return refusesBehaviour(behaviour, sentence, context, setting) ? REFUSED_NOTE : null;
}

function goesAgainst(profile: CriterionProfile, sentence: string, context: BehaviourContext, setting: SentenceSetting): boolean {
  return profile.behaviours.some((behaviour) => againstNote(behaviour, sentence, context, setting) !== null);
}

// The behaviour a greeting or an introduction does show: opening the conversation.
const OPENING_BEHAVIOUR = 'rapport';

/** The best sentence of a line for a criterion, and how strongly it shows what the criterion asks. */
export function readLine(line: LearnerLine, profile: CriterionProfile, context: BehaviourContext, messages: readonly GradingMessage[]): LineEvidence | null {
  let best: LineEvidence | null = null;
  let opening: LineEvidence | null = null;
  const setting = settingOf(messages, line);
  const opens = profile.behaviours.some((behaviour) => behaviour.id === OPENING_BEHAVIOUR);
  const isOpeningLed = profile.behaviours[0]?.id === OPENING_BEHAVIOUR;
  for (const [index, sentence] of line.sentences.entries()) {
    // A sentence that shows the opposite, or works against any conversation, is never evidence for it, whatever words
    // it shares with the criterion, nor is one that puts the matter off ("Let's leave the €180 for now": no offer, no
    // step agreed, meets-nothing.ts); a greeting or small talk is evidence only for opening the conversation.
    if (goesAgainst(profile, sentence, context, setting) || isCounterExample(sentence) || defers(sentence)) continue;
    const social = isSocialOnly(sentence);
    if (social && !opens) continue;
    let strength = 0;
    let behaviour: Behaviour | null = null;
    for (const candidate of profile.behaviours) {
      if (social && candidate.id !== OPENING_BEHAVIOUR) continue;
      const found = candidate.detect(sentence, context, setting);
      if (found > strength) {
        strength = found;
        behaviour = candidate;
      }
    }
    const sentenceStems = line.stems[index] ?? new Set<string>();
    let ownHits = 0;
    for (const own of profile.ownStems) if (sentenceStems.has(own)) ownHits += 1;
    const ownStrength = Math.min(ownHits, 2);
    // A behaviour shown in the criterion's own terms is stronger evidence than either alone.
    const total = Math.min(3, Math.max(strength, ownStrength) + (strength > 0 && ownHits > 0 ? 1 : 0));
    const evidence = { line, quote: sentence, strength: total, behaviour: strength > 0 ? behaviour : null, shown: strength };
    if (total > (best?.strength ?? 0)) best = evidence;
    if (isOpeningLed && behaviour?.id === OPENING_BEHAVIOUR && strength >= 2 && strength > (opening?.shown ?? 0)) opening = evidence;
  }
  // A criterion named for opening is shown by the greeting: "Good evening Daniel, I'm the duty manager." is what such a
  // line is quoted for, though the acknowledgement after it reads stronger; the line keeps its strength.
  if (opening && best) return { ...opening, strength: Math.max(best.strength, opening.strength) };
  return best;
}

export interface AgainstEvidence {
  line: LearnerLine;
  quote: string;
  behaviour: Behaviour;
  /** Completes "you …: "quote"" (with {name} for the character's first name). */
  note: string;
  /** The sentence also shows the behaviour ("I'll book Thursday, take it or leave it"): it counts against, but is never quoted as the thing to improve. */
  showsBehaviour: boolean;
}

/** The learner's sentences that show the opposite of the criterion's main behaviour or refuse it, first one per line. */
export function findAgainst(profile: CriterionProfile, learnerLines: readonly LearnerLine[], context: BehaviourContext, messages: readonly GradingMessage[]): AgainstEvidence[] {
  const lead = profile.behaviours[0];
  if (!lead) return [];
  const found: AgainstEvidence[] = [];
  for (const line of learnerLines) {
    const setting = settingOf(messages, line);
    for (const quote of line.sentences) {
      const note = againstNote(lead, quote, context, setting);
      if (note === null) continue;
      found.push({ line, quote, behaviour: lead, note, showsBehaviour: lead.detect(quote, context, setting, affirms) >= 2 });
      break;
    }
  }
  return found;
}

/** How strongly a learner's sentence shows any behaviour the grader knows (0 to 3), negation read. */
export function anyBehaviourShown(sentence: string, line: LearnerLine, context: BehaviourContext, messages: readonly GradingMessage[]): number {
  const setting = settingOf(messages, line);
  return Math.max(0, ...BEHAVIOURS.map((behaviour) => behaviour.detect(sentence, context, setting, affirms)));
}

/** How the criterion's behaviours read a sentence, for checking what the report says about it (report-claims.ts). */
export function criterionReader(profile: CriterionProfile, context: BehaviourContext, messages: readonly GradingMessage[]): ClaimReader {
  return {
    shows: (sentence, line) => Math.max(0, ...profile.behaviours.map((behaviour) => behaviour.detect(sentence, context, settingOf(messages, line), affirms))),
    opposes: (sentence, line) => goesAgainst(profile, sentence, context, settingOf(messages, line)),
    showsAny: (sentence, line) => anyBehaviourShown(sentence, line, context, messages),
  };
}

/** The place of the evidence's behaviour among the criterion's (last when it has none). */
export function rankBehaviour(profile: CriterionProfile, evidence: LineEvidence): number {
  const rank = evidence.behaviour ? profile.behaviours.indexOf(evidence.behaviour) : -1;
  return rank === -1 ? profile.behaviours.length : rank;
}

/**
 * Whether the conversation touched the criterion: true when the learner spoke enough for one of its behaviours (one
 * that every conversation calls for, or any in a conversation the learner derailed), else the character line that
 * raised it, else null: a criterion the conversation never came to is not applicable.
 */
export function isTouched(profile: CriterionProfile, learnerLineCount: number, characterLines: readonly GradingMessage[], derailed = true): GradingMessage | true | null {
  if (profile.behaviours.some((behaviour) => (derailed || behaviour.conversationWide) && learnerLineCount >= behaviour.minLearnerLines)) return true;
  for (const line of characterLines) {
    if (profile.behaviours.some((behaviour) => behaviour.trigger?.test(line.content))) return line;
    const stems = contentStems(line.content);
    for (const own of profile.nameStems) if (stems.has(own)) return line;
  }
  return null;
}
