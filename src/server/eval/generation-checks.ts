// How the generation evaluation checks a result against one of its cases (generation-cases.ts holds the cases): the
// facts kept as whole words, the contradictions present, a rubric's pass mark and the kind of conversation its
// criteria are about, and the totals over a run.
import type { PersonaDetails } from '../../shared/contracts/personas.ts';
import type { RubricContent } from '../../shared/contracts/rubrics.ts';

export interface PersonaEvalCase {
  /** The name typed in the form. */
  name: string;
  prompt: string;
  /** Facts the persona must state somewhere (whole words, any case). */
  keep: string[];
  /** Words that would contradict the prompt (whole words, any case). */
  never: string[];
}

export interface RubricEvalCase {
  name: string;
  description: string;
  keep: string[];
  never: string[];
  /** The pass mark the description states; the stored rubric must carry it. */
  passMark?: number;
  /** At least one of them must appear in a criterion's name: the rubric is about this kind of conversation. */
  domainWords: string[];
}

/** What one case found wrong: facts missing from the result, and contradictions present in it. */
export interface CaseCheck {
  missing: string[];
  contradictions: string[];
}

/** A rubric as it is stored: its content and the pass mark it was given. */
export interface GeneratedRubric {
  content: RubricContent;
  passMark: number;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `phrase` appears in `text` as whole words, ignoring case ("Male" is not found in "Female"). */
export function containsPhrase(text: string, phrase: string): boolean {
  const pattern = new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(phrase.trim()).replace(/\s+/g, String.raw`\s+`)}(?![\p{L}\p{N}])`, 'iu');
  return pattern.test(text.replaceAll('’', "'"));
}

function collectStrings(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) collectStrings(child, into);
  return into;
}

/** Every text field of a generated persona, one per line. */
export function personaText(details: PersonaDetails): string {
  return collectStrings(details, []).join('\n');
}

/** The facts a persona lost and the contradictions it holds. */
export function checkPersonaCase(entry: PersonaEvalCase, output: PersonaDetails): CaseCheck {
  const text = personaText(output);
  return {
    missing: entry.keep.filter((fact) => !containsPhrase(text, fact)),
    contradictions: entry.never.filter((word) => containsPhrase(text, word)),
  };
}

/** The facts a rubric lost (a wrong pass mark, criteria about another kind of conversation) and its contradictions. */
export function checkRubricCase(entry: RubricEvalCase, output: GeneratedRubric): CaseCheck {
  // The description field repeats the person's words, so facts count only where the rubric itself uses them.
  const { description: _description, ...written } = output.content;
  const text = collectStrings(written, []).join('\n');
  const missing = entry.keep.filter((fact) => !containsPhrase(text, fact));
  if (entry.passMark !== undefined && output.passMark !== entry.passMark) missing.push(`pass mark ${entry.passMark}`);
  const names = output.content.criteria.map((criterion) => criterion.criterion_name).join('\n');
  if (entry.domainWords.length > 0 && !entry.domainWords.some((word) => containsPhrase(names, word))) missing.push(`a criterion about ${entry.domainWords.join(' / ')}`);
  return { missing, contradictions: entry.never.filter((word) => containsPhrase(text, word)) };
}

/** How many of the cases' facts were kept, and how many contradictions were found, over a whole run. */
export function summariseChecks(checks: readonly { check: CaseCheck; keepCount: number }[]): { kept: number; total: number; contradictions: number } {
  let kept = 0;
  let total = 0;
  let contradictions = 0;
  for (const { check, keepCount } of checks) {
    total += keepCount;
    kept += keepCount - Math.min(keepCount, check.missing.length);
    contradictions += check.contradictions.length;
  }
  return { kept, total, contradictions };
}
