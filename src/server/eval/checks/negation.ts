// A report crediting a learner line for what the line denies: an objection "handled", a requirement "covered" or the
// outcome "agreed" by a line that names its words only to say no ("I'm not offering a replacement"), or a criterion
// praised with a quote that denies the very behaviour it names ("I'm not apologising" praised under "Apologising").
import type { CharacterBrief } from '../../../shared/contracts/character-brief.ts';
import { affirmedKeywords, negatedSpans } from '../../ai/offline/negation-scope.ts';
import { contentStems, mentionedKeywords } from '../../ai/language/text.ts';
import type { CheckedReport } from './citation.ts';

export interface NegationFinding {
  /** What the report credits: "objection: …", "requirement: …", "outcome", or "criterion: …". */
  credit: string;
  quote: string;
}

/** A criterion scored this much or more cites its evidence as done well. */
export const PRAISED_SCORE = 75;

/** The line names the keywords only where it denies them. */
function deniesOnly(quote: string, keywords: readonly string[]): boolean {
  return mentionedKeywords(quote, keywords).length > 0 && affirmedKeywords(quote, keywords).length === 0;
}

/** Whether a word of the criterion's name stands only inside what the quote denies. */
function deniesCriterion(quote: string, criterionName: string): boolean {
  const named = contentStems(criterionName);
  const spans = negatedSpans(quote);
  if (named.size === 0 || spans.length === 0) return false;
  const denied = new Set(spans.flatMap((span) => [...contentStems(quote.slice(span.start, span.end))]));
  let outside = quote;
  for (const span of [...spans].sort((a, b) => b.start - a.start)) outside = outside.slice(0, Math.min(span.cueStart, span.start)) + ' ' + outside.slice(span.end);
  const affirmed = contentStems(outside);
  return [...named].some((stem) => denied.has(stem) && !affirmed.has(stem));
}

/** Each credit the report gives to a line that denies what it is credited for. */
export function creditsToNegatedLines(report: CheckedReport, brief: CharacterBrief): NegationFinding[] {
  const findings: NegationFinding[] = [];
  const uncovered = report.uncovered;
  for (const item of uncovered?.objections ?? []) {
    const objection = brief.objections.find((entry) => entry.objection === item.objection);
    if (item.line && objection && deniesOnly(item.line.quote, objection.resolveKeywords)) findings.push({ credit: `objection: ${item.objection}`, quote: item.line.quote });
  }
  for (const item of uncovered?.outcome?.requirements ?? []) {
    const requirement = brief.outcome.requires.find((entry) => entry.label === item.label);
    if (item.line && requirement && deniesOnly(item.line.quote, requirement.keywords)) findings.push({ credit: `requirement: ${item.label}`, quote: item.line.quote });
  }
  const agreed = uncovered?.outcome?.line;
  if (agreed && deniesOnly(agreed.quote, brief.outcome.requires.flatMap((entry) => entry.keywords))) findings.push({ credit: 'outcome', quote: agreed.quote });
  for (const criterion of report.criteria) {
    if (criterion.score === null || criterion.score < PRAISED_SCORE) continue;
    for (const evidence of criterion.evidence) {
      if (deniesCriterion(evidence.quote, criterion.name)) findings.push({ credit: `criterion: ${criterion.name}`, quote: evidence.quote });
    }
  }
  return findings;
}
