// The evaluation's generation prompts: personas and rubrics as people write them, each with the facts that must
// survive and the contradictions that must not appear. Kept apart from the regression cases
// (ai/offline/faithfulness-cases.ts), so the figures measure prompts no engine was tuned on. `npm run eval` creates
// each through the real routes and jobs and counts what was kept.
import type { PersonaDetails } from '../../shared/contracts/personas.ts';
import type { RubricListItem } from '../../shared/contracts/rubrics.ts';
import type { Expectation, PersonaCase, PersonaField, RubricCase, RubricField } from '../ai/offline/faithfulness-cases.ts';

/** What a case kept: how many facts it checks, and the ones missed or contradicted. */
export interface FactCheck {
  total: number;
  missing: string[];
}

export type PersonaEvalCase = PersonaCase;
export interface RubricEvalCase extends RubricCase {
  /** The pass mark the description states ("Pass mark 75"). */
  passMark?: number;
}

export const PERSONA_EVAL_CASES: PersonaEvalCase[] = [
  {
    category: 'Customer Service',
    name: 'Inês',
    prompt: 'Inês Carvalho, a 58-year-old nurse manager at a rural clinic in Mértola, Portugal. Polite but evasive about staffing.',
    expect: { name: ['Inês'], age: ['58'], gender: ['Female'], hometown: ['Mértola'], all: [/polite but evasive/i, /rural clinic/i] },
    absent: { all: [/\bCork\b|\bIrish\b/, /warm and easy to talk to/i] },
  },
  {
    category: 'Project Management',
    name: 'Tomasz',
    prompt: 'Tomasz, a 47-year-old Polish site foreman in Gdańsk who is blunt, distrusts software and wants the crane schedule fixed by Friday.',
    expect: { name: ['Tomasz'], age: ['47'], gender: ['Male'], nationality: ['Polish'], hometown: ['Gdańsk'], all: [/blunt/i, /crane schedule/i] },
  },
];

export const RUBRIC_EVAL_CASES: RubricEvalCase[] = [
  {
    category: 'Other',
    name: 'Collections call',
    description: 'A collections call about an overdue invoice. Good looks like stating the amount owed, asking when they can pay and agreeing a payment date. Pass mark 75.',
    passMark: 75,
    expect: { criteria: [/^Stating the amount owed$/, /^Asking when they can pay$/, /^Agreeing a payment date$/] },
    absent: { all: [/\bfeedback\b/i] },
  },
  {
    category: 'HR',
    name: 'Return to work',
    description: 'A return-to-work meeting after sick leave: the manager welcomes them back, asks what support they need and agrees a phased return.',
    expect: { criteria: [/^Welcoming them back$/, /^Asking what support they need$/, /^Agreeing a phased return$/] },
  },
];

function matches(text: string, expectation: Expectation): boolean {
  return typeof expectation === 'string' ? text.includes(expectation) : expectation.test(text);
}

function check<F extends string>(read: (field: F) => string[], expect: Partial<Record<F, Expectation[]>>, absent: Partial<Record<F, RegExp[]>> = {}): FactCheck {
  const missing: string[] = [];
  let total = 0;
  for (const [field, expectations] of Object.entries(expect) as [F, Expectation[]][]) {
    for (const expectation of expectations) {
      total += 1;
      if (!read(field).some((text) => matches(text, expectation))) missing.push(`${field} lacks ${String(expectation)}`);
    }
  }
  for (const [field, patterns] of Object.entries(absent) as [F, RegExp[]][]) {
    for (const pattern of patterns) {
      total += 1;
      if (read(field).some((text) => pattern.test(text))) missing.push(`${field} contradicts with ${String(pattern)}`);
    }
  }
  return { total, missing };
}

/** What the persona kept of its case's facts. */
export function checkPersonaCase(entry: PersonaEvalCase, output: PersonaDetails): FactCheck {
  const read = (field: PersonaField) => [field === 'all' ? JSON.stringify(output) : output[field]];
  return check(read, entry.expect, entry.absent);
}

function rubricTexts(rubric: RubricListItem, field: RubricField): string[] {
  const { content } = rubric;
  if (field === 'criteria') return content.criteria.map((criterion) => criterion.criterion_name);
  if (field === 'levels') return [content.criteria.flatMap((criterion) => Object.values(criterion.performance_levels)).join('\n')];
  if (field === 'description') return [content.description];
  if (field === 'note') return [content.note];
  return [JSON.stringify(content)];
}

/** What the rubric kept of its case's facts, its pass mark among them. */
export function checkRubricCase(entry: RubricEvalCase, output: RubricListItem): FactCheck {
  const result = check((field: RubricField) => rubricTexts(output, field), entry.expect, entry.absent);
  if (entry.passMark === undefined) return result;
  const kept = output.pass_mark === entry.passMark;
  return { total: result.total + 1, missing: kept ? result.missing : [...result.missing, `pass mark ${output.pass_mark}, not ${entry.passMark}`] };
}
