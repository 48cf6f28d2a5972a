// No two criteria of one report carry the same paragraph or the same "Try saying" line: each takes the first of its
// lines that no earlier criterion took, and a paragraph that repeats an earlier one is said for its own criterion.
import type { GradedCriterion } from '../../contracts/grade-conversation.ts';
import type { BehaviourContext } from './behaviour-types.ts';
import { lowerFirst } from './feedback-phrasing.ts';
import { isSayable, safeLine } from './try-saying.ts';

export function makeDistinct(entries: readonly { graded: GradedCriterion; lines: readonly string[] }[], context: Pick<BehaviourContext, 'firstName' | 'listener'>): GradedCriterion[] {
  const { firstName } = context;
  const usedLines = new Set<string>();
  const usedFeedback = new Set<string>();
  return entries.map(({ graded, lines }) => {
    let feedback = graded.feedback;
    if (usedFeedback.has(feedback)) feedback = `On ${lowerFirst(graded.name)}: ${lowerFirst(feedback)}`;
    usedFeedback.add(feedback);
    if (graded.better_line === null) return { ...graded, feedback };
    const own = `${firstName}, before we finish, let's make sure we've covered ${lowerFirst(graded.name, context.listener?.names)}: here is what I propose.`;
    const line =
      lines.find((candidate) => !usedLines.has(candidate)) ??
      [own, safeLine(firstName)].find((candidate) => !usedLines.has(candidate) && isSayable(candidate, context)) ??
      `${firstName}, what matters most to you in this, and what would you like to happen next?`;
    usedLines.add(line);
    return { ...graded, feedback, better_line: line };
  });
}
