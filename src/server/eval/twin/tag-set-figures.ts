// The tag set's figures (tag-set.ts): each line summarised alone by the built-in summary, and the tags it gives read
// against the reader's labels. Precision: tags given that the reader gives. Recall: the reader's tags that were given.
import { getTwinQuestion } from '../../../shared/twin-questions.ts';
import { twinSummaryTask } from '../../ai/tasks/twin-summary/task.ts';
import type { TagLineCase } from './tag-set.ts';

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

const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

export function tagSetTotalsOf(results: readonly TagLineResult[]): TagSetTotals {
  const given = results.reduce((total, result) => total + result.given.length, 0);
  const agreed = results.reduce((total, result) => total + result.agreed.length, 0);
  const labelled = results.reduce((total, result) => total + result.case.gives.length, 0);
  return {
    lines: results.length,
    given,
    agreed,
    labelled,
    refusedGiven: results.reduce((total, result) => total + result.refusedGiven.length, 0),
    precision: share(agreed, given),
    recall: share(agreed, labelled),
  };
}
