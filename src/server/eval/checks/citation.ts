// A report citing a line that does not show what it cites it for: a quote that is not in the transcript's learner
// lines, or an objection handled and a requirement covered by a line that names none of their words.
import type { CharacterBrief } from '../../../shared/contracts/character-brief.ts';
import { normaliseMeaning } from '../../ai/offline/negation-scope.ts';
import { mentionedKeywords, wordsOf } from '../../ai/language/text.ts';
import type { CheckedLine } from './fake-memory.ts';

interface CitedLine {
  message_id?: string;
  quote: string;
}

/** What the checks read of a report: its criteria's evidence and, when it has it, "What you uncovered". */
export interface CheckedReport {
  criteria: readonly { name: string; score: number | null; evidence: readonly { quote: string }[] }[];
  uncovered?: {
    objections?: readonly { objection: string; line: CitedLine | null }[];
    outcome?: { line?: CitedLine | null; requirements?: readonly { label: string; line: CitedLine | null }[] };
  };
}

export interface CitationFinding {
  /** What the report cites the line for. */
  credit: string;
  quote: string;
  /** Why it does not hold: "not in the transcript", or "names none of its words". */
  reason: string;
}

const NOT_SAID = 'not in the transcript';
const NOT_SHOWN = 'names none of its words';

function comparable(text: string): string {
  return ` ${wordsOf(text).join(' ')} `;
}

/** Each citation of the report that the transcript does not bear out. */
export function unsupportedCitations(report: CheckedReport, transcript: readonly CheckedLine[], brief: CharacterBrief): CitationFinding[] {
  const learner = transcript.filter((line) => line.role === 'learner').map((line) => comparable(line.content));
  const isSaid = (quote: string) => comparable(quote).trim() !== '' && learner.some((line) => line.includes(comparable(quote)));
  const findings: CitationFinding[] = [];
  const cite = (credit: string, quote: string, keywords: readonly string[] | null) => {
    if (!isSaid(quote)) findings.push({ credit, quote, reason: NOT_SAID });
    // Read as the grader reads it ("sign it off" is approving), so only a line naming none of the words is flagged.
    else if (keywords && keywords.length > 0 && mentionedKeywords(normaliseMeaning(quote), keywords).length === 0) findings.push({ credit, quote, reason: NOT_SHOWN });
  };
  for (const criterion of report.criteria) for (const evidence of criterion.evidence) cite(`criterion: ${criterion.name}`, evidence.quote, null);
  const uncovered = report.uncovered;
  for (const item of uncovered?.objections ?? []) {
    if (!item.line) continue;
    const objection = brief.objections.find((entry) => entry.objection === item.objection);
    cite(`objection: ${item.objection}`, item.line.quote, objection?.resolveKeywords ?? null);
  }
  for (const item of uncovered?.outcome?.requirements ?? []) {
    if (!item.line) continue;
    const requirement = brief.outcome.requires.find((entry) => entry.label === item.label);
    cite(`requirement: ${item.label}`, item.line.quote, requirement?.keywords ?? null);
  }
  return findings;
}
