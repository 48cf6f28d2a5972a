// The tag set's figures (tag-set.ts): each line summarised alone by the built-in summary, and the tags it gives read
// against the reader's labels. Precision: tags given that the reader gives. Recall: the reader's tags that were given.
import { getTwinQuestion } from '../../../shared/twin-questions.ts';
import { twinSummaryTask } from '../../ai/tasks/twin-summary/task.ts';
import type { TagLineCase } from './tag-set.ts';
import { share, sum } from '../tally.ts';

export interface TagLineResult {
  case: TagLineCase;
  given: string[];
  /** Given and among the reader's tags. */
  agreed: string[];
  /** The reader's tags not given. */
  missed: string[];
  /** Given but not the reader's; `refusedGiven` are those the labels name as refused. */
  wrong: string[];
  refusedGiven: string[];
}

export interface TagSetTotals {
  lines: number;
  given: number;
  agreed: number;
  labelled: number;
  refusedGiven: number;
  precision: number;
  recall: number;
}

/** The tags the built-in summary gives for one interview answer. */
export function tagsOfLine(question: number, answer: string): string[] {
  const input = { ownerName: 'Owner', answers: [{ number: question, question: getTwinQuestion(question)!.text, answer }], memories: [] };
  return twinSummaryTask.offline(input).tags.map((entry) => entry.tag);
}

export function playTagLine(entry: TagLineCase): TagLineResult {
  const given = [...new Set(tagsOfLine(entry.question, entry.line))];
  return {
    case: entry,
    given,
    agreed: given.filter((tag) => entry.gives.includes(tag)),
    missed: entry.gives.filter((tag) => !given.includes(tag)),
    wrong: given.filter((tag) => !entry.gives.includes(tag)),
    refusedGiven: given.filter((tag) => entry.refuses.includes(tag)),
  };
}

export function tagSetTotalsOf(results: readonly TagLineResult[]): TagSetTotals {
  const given = sum(results, (result) => result.given.length);
  const agreed = sum(results, (result) => result.agreed.length);
  const labelled = sum(results, (result) => result.case.gives.length);
  return {
    lines: results.length,
    given,
    agreed,
    labelled,
    refusedGiven: sum(results, (result) => result.refusedGiven.length),
    precision: share(agreed, given),
    recall: share(agreed, labelled),
  };
}
