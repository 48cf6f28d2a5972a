// A criterion's score from its evidence: the strength and count of the best lines on a curve, less the penalties
// the conversation earns (dismissing, going against the behaviour, talking too much, monologues, fillers).
import type { GradingMessage } from '../../contracts/grade-conversation.ts';
import { dismisses } from './learner-patterns.ts';
import type { LearnerLine } from './behaviour-criteria.ts';
import { countFillers, measureTalk } from './learner-speech.ts';
import type { CriterionProfile } from './criterion-profile.ts';
import type { AgainstEvidence, LineEvidence } from './criterion-evidence.ts';

/** How many of the best lines count towards a score: more of the same earns nothing more. */
const COUNTED_LINES = 5;

const SCORE_FLOOR = 15;

const SCORE_RANGE = 82;

/** Evidence points at which a criterion is about two-thirds of the way up its range. */
const EVIDENCE_SCALE = 5;

const MIN_SCORE = 5;

/** Only weak evidence (closed questions, a vague promise) cannot lift a criterion out of the lowest band. */
const WEAK_EVIDENCE_MAX_SCORE = 45;

const MAX_SCORE = 97;

const DISMISSIVE_PENALTY = 15;

const MAX_DISMISSIVE_PENALTY = 30;

const AGAINST_PENALTY = 8;

const MAX_AGAINST_PENALTY = 20;

const TALK_SHARE_LIMIT = 0.75;

const TALK_SHARE_PENALTY = 10;

const MONOLOGUE_LIMIT_WORDS = 150;

const MONOLOGUE_PENALTY = 10;

const FREE_FILLERS = 2;

const FILLER_PENALTY = 3;

const MAX_FILLER_PENALTY = 15;

/** The figures of the whole conversation that penalties read. */
export interface ConversationFigures {
  learnerShare: number;
  longestMonologue: number;
  fillers: number;
  dismissiveLines: number;
}

/** Talk share, longest monologue, fillers and dismissive lines of the conversation. */
export function measure(messages: readonly GradingMessage[], learnerLines: readonly LearnerLine[]): ConversationFigures {
  return {
    ...measureTalk(messages),
    fillers: learnerLines.reduce((total, line) => total + countFillers(line.message.content), 0),
    dismissiveLines: learnerLines.filter((line) => line.sentences.some(dismisses)).length,
  };
}

interface Penalty {
  points: number;
  note: string;
}

/** The penalties a criterion earns: lines against it, dismissive lines, too much talk, fillers and monologues (by the behaviours it asks for). */
export function findPenalties(profile: CriterionProfile, figures: ConversationFigures, learnerLineCount: number, against: readonly AgainstEvidence[]): Penalty[] {
  const ids = new Set(profile.behaviours.map((behaviour) => behaviour.id));
  const penalties: Penalty[] = [];
  // Lines against the criterion that the dismissive penalty below does not already count.
  const otherAgainst = against.filter((entry) => !entry.line.sentences.some(dismisses)).length;
  if (otherAgainst > 0) penalties.push({ points: Math.min(MAX_AGAINST_PENALTY, AGAINST_PENALTY * otherAgainst), note: '' });
  if (figures.dismissiveLines > 0 && (ids.has('listening') || ids.has('rapport') || ids.has('objections') || ids.has('value'))) {
    penalties.push({
      points: Math.min(MAX_DISMISSIVE_PENALTY, DISMISSIVE_PENALTY * figures.dismissiveLines),
      note: 'Some of your lines sounded dismissive or pushy, which works against this.',
    });
  }
  if (figures.learnerShare > TALK_SHARE_LIMIT && learnerLineCount >= 3 && (ids.has('questions') || ids.has('listening'))) {
    penalties.push({ points: TALK_SHARE_PENALTY, note: `You did ${Math.round(figures.learnerShare * 100)}% of the talking; leave more room for the other person.` });
  }
  if (ids.has('clarity')) {
    const fillerPoints = Math.min(MAX_FILLER_PENALTY, FILLER_PENALTY * Math.max(0, figures.fillers - FREE_FILLERS));
    if (fillerPoints > 0) penalties.push({ points: fillerPoints, note: `Filler words (${figures.fillers}) made your points harder to follow.` });
    if (figures.longestMonologue > MONOLOGUE_LIMIT_WORDS) {
      penalties.push({ points: MONOLOGUE_PENALTY, note: `Your longest stretch was ${figures.longestMonologue} words without a break; shorter turns are easier to follow.` });
    }
  }
  return penalties;
}

/** The score: the best lines' strength on a saturating curve (weak evidence capped), less the penalties, kept within bounds. */
export function scoreEvidence(evidence: readonly LineEvidence[], penalties: readonly Penalty[]): number {
  const points = evidence.slice(0, COUNTED_LINES).reduce((total, entry) => total + entry.strength, 0);
  let earned = SCORE_FLOOR + SCORE_RANGE * (1 - Math.exp(-points / EVIDENCE_SCALE));
  if (evidence.every((entry) => entry.strength < 2)) earned = Math.min(earned, WEAK_EVIDENCE_MAX_SCORE);
  const lost = penalties.reduce((total, penalty) => total + penalty.points, 0);
  return Math.max(MIN_SCORE, Math.min(MAX_SCORE, Math.round(earned - lost)));
}
