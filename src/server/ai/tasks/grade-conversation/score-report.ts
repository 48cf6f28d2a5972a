// The report's scores, from a grader's answer (a model's or the offline engine's), computed in code:
// - every quote must be a verbatim part of the learner message it names; one that is not is dropped, as is one
//   naming a character's line. Differences of case, spacing and quotation marks are forgiven, and the quote is then
//   replaced by the message's own text, so what the report shows is always verbatim.
// - a criterion marked not relevant has no score, level or evidence and is left out of the weighting.
// - a relevant criterion keeps the grader's score even when none of its quotes survived: a low score for something
//   the learner never did has no line to quote. With no score it takes the middle of its level's band; with neither
//   a score nor a known level there is nothing to grade and it counts as not relevant.
// - scores are clamped to 0..100 and rounded; a level that is not one of the criterion's is replaced by the level
//   whose band holds the score.
// - overall_score is the weighted mean of the relevant criteria (weights renormalised), rounded; 0 when none is.
// - a session in which the learner said nothing has every criterion not relevant and scores 0.
// - "What you uncovered" is read from the brief and the transcript in code (offline/grader/uncovered.ts), whichever
//   engine graded, so a model's grading and the offline one's say the same about it.
import type { Delivery, ReportCriterion, ReportEvidence, Uncovered } from '../../../../shared/contracts/reports.ts';
import { countWords } from '../../language/text.ts';
import { levelForScore, levelMidpoint } from '../../offline/grader/level-bands.ts';
import { findUncovered } from '../../offline/grader/uncovered.ts';
import { computeDelivery } from './delivery.ts';
import type { GradedCriterion, GradingCriterion, GradingInput, GradingOutput } from '../../contracts/grade-conversation.ts';

const MAX_EVIDENCE_PER_CRITERION = 3;
export const NO_LEARNER_LINE_SUMMARY = 'You did not say anything in this session, so there was nothing to grade.';
const NOT_ASSESSED_FEEDBACK = 'The grader did not assess this criterion, so it was left out of the score.';

export interface ReportScores {
  summary: string;
  overall_score: number;
  pass_mark: number;
  passed: boolean;
  criteria: ReportCriterion[];
  delivery: Delivery;
  /** Absent when the session had no brief. */
  uncovered?: Uncovered;
}

const QUOTE_MARKS: Record<string, string> = { '“': '"', '”': '"', '„': '"', '‘': "'", '’': "'", '`': "'" };

/** The text with quotation marks made plain, spaces collapsed and lower-cased, with each character's original index. */
function normaliseWithMap(text: string): { text: string; origin: number[] } {
  let normalised = '';
  const origin: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (/\s/.test(char)) {
      if (normalised.endsWith(' ') || normalised.length === 0) continue;
      normalised += ' ';
    } else {
      normalised += (QUOTE_MARKS[char] ?? char).toLowerCase();
    }
    origin.push(index);
  }
  return { text: normalised, origin };
}

/**
 * The verbatim part of `content` that `quote` cites, or null when it is not there. A quote must hold at least two
 * words, or be the whole line, to count as evidence.
 */
export function findVerbatimQuote(content: string, quote: string): string | null {
  const cleaned = quote
    .trim()
    .replace(/^(?:\.{3}|…)\s*/, '')
    .replace(/\s*(?:\.{3}|…)$/, '')
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, '')
    .trim();
  if (!cleaned || (countWords(cleaned) < 2 && cleaned !== content.trim())) return null;
  if (content.includes(cleaned)) return cleaned;
  const haystack = normaliseWithMap(content);
  const needle = normaliseWithMap(cleaned).text.trim();
  const at = haystack.text.indexOf(needle);
  if (!needle || at === -1) return null;
  const start = haystack.origin[at]!;
  const end = haystack.origin[at + needle.length - 1]! + 1;
  return content.slice(start, end);
}

function normaliseName(name: string): string {
  return name.toLowerCase().replaceAll(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The grader's entry for each rubric criterion: by name, else the entry at the same place if it names no other criterion. */
function matchCriteria(rubric: readonly GradingCriterion[], graded: readonly GradedCriterion[]): (GradedCriterion | null)[] {
  const rubricNames = new Set(rubric.map((criterion) => normaliseName(criterion.name)));
  const used = new Set<number>();
  const byName = rubric.map((criterion) => {
    const index = graded.findIndex((entry, at) => !used.has(at) && normaliseName(entry.name) === normaliseName(criterion.name));
    if (index !== -1) used.add(index);
    return index;
  });
  return rubric.map((_, position) => {
    const index = byName[position]!;
    if (index !== -1) return graded[index]!;
    const same = graded[position];
    if (same && !used.has(position) && !rubricNames.has(normaliseName(same.name))) {
      used.add(position);
      return same;
    }
    return null;
  });
}

function checkEvidence(evidence: readonly ReportEvidence[], learnerLines: ReadonlyMap<string, string>): ReportEvidence[] {
  const kept: ReportEvidence[] = [];
  for (const entry of evidence) {
    const content = learnerLines.get(entry.message_id);
    const quote = content === undefined ? null : findVerbatimQuote(content, entry.quote);
    if (quote === null || kept.some((other) => other.message_id === entry.message_id && other.quote === quote)) continue;
    kept.push({ message_id: entry.message_id, quote });
    if (kept.length === MAX_EVIDENCE_PER_CRITERION) break;
  }
  return kept;
}

function notRelevant(criterion: GradingCriterion, feedback: string, betterLine: string | null): ReportCriterion {
  return { name: criterion.name, weight: criterion.weight, relevant: false, score: null, level: null, evidence: [], feedback, better_line: betterLine };
}

function scoreCriterion(criterion: GradingCriterion, graded: GradedCriterion | null, learnerLines: ReadonlyMap<string, string>): ReportCriterion {
  if (!graded) return notRelevant(criterion, NOT_ASSESSED_FEEDBACK, null);
  if (!graded.relevant) return notRelevant(criterion, graded.feedback, graded.better_line);
  const levelNames = criterion.levels.map((level) => level.name);
  const namedLevel = levelNames.find((name) => graded.level !== null && normaliseName(name) === normaliseName(graded.level)) ?? null;
  let score: number | null = null;
  if (typeof graded.score === 'number' && Number.isFinite(graded.score)) score = Math.round(Math.min(100, Math.max(0, graded.score)));
  else if (namedLevel !== null) score = levelMidpoint(levelNames, namedLevel);
  if (score === null) return notRelevant(criterion, graded.feedback, graded.better_line);
  return {
    name: criterion.name,
    weight: criterion.weight,
    relevant: true,
    score,
    level: namedLevel ?? levelForScore(levelNames, score),
    evidence: checkEvidence(graded.evidence, learnerLines),
    feedback: graded.feedback,
    better_line: graded.better_line,
  };
}

/** The weighted mean of the relevant criteria's scores (weights renormalised), rounded; 0 when none is relevant. */
export function computeOverallScore(criteria: readonly Pick<ReportCriterion, 'weight' | 'relevant' | 'score'>[]): number {
  const scored = criteria.filter((criterion): criterion is typeof criterion & { score: number } => criterion.relevant && criterion.score !== null);
  if (scored.length === 0) return 0;
  const totalWeight = scored.reduce((total, criterion) => total + Math.max(0, criterion.weight), 0);
  // Weights of zero everywhere would divide by zero: every criterion then counts the same.
  const mean =
    totalWeight > 0
      ? scored.reduce((total, criterion) => total + Math.max(0, criterion.weight) * criterion.score, 0) / totalWeight
      : scored.reduce((total, criterion) => total + criterion.score, 0) / scored.length;
  return Math.round(mean);
}

/** The report's criteria, overall score, pass or fail, delivery and summary from a grader's answer. */
export function buildReportScores(output: GradingOutput, input: GradingInput, passMark: number): ReportScores {
  const learnerLines = new Map(input.messages.filter((message) => message.role === 'learner').map((message) => [message.id, message.content]));
  const hasLearnerLine = [...learnerLines.values()].some((content) => countWords(content) > 0);
  const delivery = computeDelivery(input.messages, input.mode);
  const uncovered = input.brief ? { uncovered: findUncovered(input.brief, input.messages) } : {};
  if (!hasLearnerLine) {
    const criteria = input.rubric.criteria.map((criterion) => notRelevant(criterion, NO_LEARNER_LINE_SUMMARY, null));
    return { summary: NO_LEARNER_LINE_SUMMARY, overall_score: 0, pass_mark: passMark, passed: 0 >= passMark, criteria, delivery, ...uncovered };
  }
  const matched = matchCriteria(input.rubric.criteria, output.criteria);
  const criteria = input.rubric.criteria.map((criterion, index) => scoreCriterion(criterion, matched[index] ?? null, learnerLines));
  const overall = computeOverallScore(criteria);
  return { summary: output.summary.trim(), overall_score: overall, pass_mark: passMark, passed: overall >= passMark, criteria, delivery, ...uncovered };
}
