// The evidence for a criterion in a learner's lines: the best sentence of each line and how strongly it shows what
// the criterion asks, the sentences that go against it, and whether the conversation touched the criterion at all.
import type { GradingMessage } from '../../contracts/grade-conversation.ts';
import type { Behaviour, BehaviourContext } from './behaviour-types.ts';
import type { LearnerLine } from './behaviour-criteria.ts';
import { contentStems } from '../text.ts';
import type { CriterionProfile } from './criterion-profile.ts';

/** A learner line's best sentence for a criterion and how strongly it shows what the criterion asks. */
export interface LineEvidence {
  line: LearnerLine;
  quote: string;
  strength: number;
  /** The behaviour that gave the strength; null when only the criterion's own words did. */
  behaviour: Behaviour | null;
}

function previousCharacterLine(messages: readonly GradingMessage[], line: LearnerLine): string {
  const previous = messages[line.index - 1];
  return previous?.role === 'character' ? previous.content : '';
}

function goesAgainst(profile: CriterionProfile, sentence: string): Behaviour | null {
  return profile.behaviours.find((behaviour) => behaviour.against?.(sentence)) ?? null;
}

/** The best sentence of a line for a criterion, and how strongly it shows what the criterion asks. */
export function readLine(line: LearnerLine, profile: CriterionProfile, context: BehaviourContext, messages: readonly GradingMessage[]): LineEvidence | null {
  let best: LineEvidence | null = null;
  const setting = { previousCharacterLine: previousCharacterLine(messages, line) };
  line.sentences.forEach((sentence, index) => {
    // A sentence that shows the opposite is never evidence for it, whatever words it shares with the criterion.
    if (goesAgainst(profile, sentence)) return;
    let strength = 0;
    let behaviour: Behaviour | null = null;
    for (const candidate of profile.behaviours) {
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
    if (total > (best?.strength ?? 0)) best = { line, quote: sentence, strength: total, behaviour: strength > 0 ? behaviour : null };
  });
  return best;
}

export interface AgainstEvidence {
  line: LearnerLine;
  quote: string;
  behaviour: Behaviour;
}

/** The learner's sentences that show the opposite of the criterion's main behaviour, first one per line. */
export function findAgainst(profile: CriterionProfile, learnerLines: readonly LearnerLine[]): AgainstEvidence[] {
  const lead = profile.behaviours[0];
  if (!lead?.against) return [];
  const found: AgainstEvidence[] = [];
  for (const line of learnerLines) {
    const quote = line.sentences.find((sentence) => lead.against!(sentence));
    if (quote) found.push({ line, quote, behaviour: lead });
  }
  return found;
}

/** The place of the evidence's behaviour among the criterion's (last when it has none). */
export function rankBehaviour(profile: CriterionProfile, evidence: LineEvidence): number {
  const rank = evidence.behaviour ? profile.behaviours.indexOf(evidence.behaviour) : -1;
  return rank === -1 ? profile.behaviours.length : rank;
}

/** Whether the conversation touched the criterion: true when the learner spoke enough for one of its behaviours, else the character line that raised it, else null. */
export function isTouched(profile: CriterionProfile, learnerLineCount: number, characterLines: readonly GradingMessage[]): GradingMessage | true | null {
  if (profile.behaviours.some((behaviour) => learnerLineCount >= behaviour.minLearnerLines)) return true;
  for (const line of characterLines) {
    if (profile.behaviours.some((behaviour) => behaviour.trigger?.test(line.content))) return line;
    const stems = contentStems(line.content);
    for (const own of profile.nameStems) if (stems.has(own)) return line;
  }
  return null;
}
