// The kind of a fact question by what it asks for (a time, an amount, a person…), read from its wording. The created
// set's figures are broken down by it, so a half's misses can be measured by kind without printing a case.
import { percent, table } from '../figure-text.ts';
import type { CreatedSetResult } from './play-created.ts';

export const QUESTION_KINDS = ['when', 'how much / many', 'how long', 'who', 'where', 'why / how', 'what / which', 'yes or no', 'tell me', 'other'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

// Ordered: the first rule whose pattern meets the question (after any lead-in such as "So," or "Remind me,") names it.
const KIND_RULES: readonly (readonly [QuestionKind, RegExp])[] = [
  ['how long', /\bhow long\b|\bsince when\b/],
  ['how much / many', /\bhow (?:much|many|big|far|often|old)\b/],
  ['when', /\bwhen\b|\bwhat (?:time|date|day|month|year)\b|\bwhich (?:day|date|week|month|year)\b/],
  ['who', /\bwho(?:m|se)?\b/],
  ['where', /\bwhere\b/],
  ['why / how', /\bwhy\b|\bhow\b/],
  ['what / which', /\bwhat\b|\bwhich\b/],
  ['tell me', /\b(?:tell|remind|walk|talk) (?:me|us)\b|\bremind me\b/],
  ['yes or no', /^(?:\w+,\s*)?(?:is|are|was|were|do|does|did|can|could|will|would|have|has|had|should)\b/],
];

export function questionKind(line: string): QuestionKind {
  const lower = line.toLowerCase().replace(/[’']/g, "'");
  return KIND_RULES.find(([, pattern]) => pattern.test(lower))?.[0] ?? 'other';
}

/** Answered/asked per kind, for each half given: a table of figures only (no question is printed). */
export function formatFactsByKind(halves: readonly { title: string; result: CreatedSetResult }[]): string[] {
  const counts = halves.map(({ result }) => {
    const byKind = new Map<QuestionKind, { asked: number; answered: number }>();
    for (const fact of result.cases.flatMap((entry) => entry.facts)) {
      const kind = questionKind(fact.line);
      const count = byKind.get(kind) ?? { asked: 0, answered: 0 };
      count.asked += 1;
      if (fact.isAnswered) count.answered += 1;
      byKind.set(kind, count);
    }
    return byKind;
  });
  const rows = QUESTION_KINDS.filter((kind) => counts.some((byKind) => byKind.has(kind))).map((kind) => [
    kind,
    ...counts.map((byKind) => {
      const count = byKind.get(kind);
      return count ? `${count.answered}/${count.asked} (${percent(count.answered / count.asked)})` : '–';
    }),
  ]);
  return ['Fact questions answered, by what they ask for', '', ...table(['asks for', ...halves.map((half) => half.title)], rows)];
}
