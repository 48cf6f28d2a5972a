// How glossary text becomes terms: one "Term: definition" (or "Term = definition") per line. The form checks each line as it is typed, the
// server refuses content with other lines, and sessions read the terms from the same parser, so all three agree.
import { joinList } from './text.ts';

export interface GlossaryTerm {
  term: string;
  definition: string;
}

/** A line that is neither a term nor blank, numbered from 1 as the form's text area shows it. */
export interface GlossaryLineProblem {
  line: number;
  text: string;
}

export const GLOSSARY_TERM_MAX_LENGTH = 80;

// "Term: definition", "Term = definition", "Term - definition", "Term – definition" or "Term — definition",
// optionally after a bullet. The term holds no colon, equals sign or dash used as a separator ("Follow-up: …" keeps
// its hyphen).
const TERM_LINE = new RegExp(`^\\s*(?:[-*•]\\s*)?([^:=–—]{1,${GLOSSARY_TERM_MAX_LENGTH}}?)\\s*(?::|=|\\s[-–—]\\s)\\s*(.+)$`);

function splitLines(content: string): string[] {
  return content.split(/\r\n?|\n/);
}

/** The term of one line, or null when the line is not written as a term. */
export function parseGlossaryLine(line: string): GlossaryTerm | null {
  const match = TERM_LINE.exec(line);
  if (!match) return null;
  const term = match[1]!.trim();
  const definition = match[2]!.trim();
  return term && definition ? { term, definition } : null;
}

/** The terms in order; blank lines and lines that are not terms are skipped. `limit` bounds how many are read. */
export function parseGlossaryTerms(content: string | null | undefined, limit = Number.POSITIVE_INFINITY): GlossaryTerm[] {
  if (!content) return [];
  const terms: GlossaryTerm[] = [];
  for (const line of splitLines(content)) {
    if (terms.length >= limit) break;
    const term = parseGlossaryLine(line);
    if (term) terms.push(term);
  }
  return terms;
}

/** Every line that is not blank and not a term. */
export function findGlossaryLineProblems(content: string): GlossaryLineProblem[] {
  const problems: GlossaryLineProblem[] = [];
  splitLines(content).forEach((text, index) => {
    if (text.trim() !== '' && parseGlossaryLine(text) === null) problems.push({ line: index + 1, text });
  });
  return problems;
}

const TERM_FORMAT = '“Term: definition”';
const LISTED_LINES = 5;

function listNumbers(numbers: readonly number[]): string {
  const shown = numbers.slice(0, LISTED_LINES);
  const rest = numbers.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  return joinList(shown.map(String));
}

/** One line's message, as the form shows it under the content field. */
export function glossaryLineMessage(line: number): string {
  return `Line ${line} is not a term: write it as ${TERM_FORMAT}.`;
}

/** The message naming the lines that are not terms; null when every line fits. */
export function glossaryLinesMessage(problems: readonly GlossaryLineProblem[]): string | null {
  if (problems.length === 0) return null;
  if (problems.length === 1) return glossaryLineMessage(problems[0]!.line);
  return `Lines ${listNumbers(problems.map((problem) => problem.line))} are not terms: write each as ${TERM_FORMAT}.`;
}
