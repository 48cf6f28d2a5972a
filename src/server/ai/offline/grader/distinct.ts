// No two criteria of one report carry the same paragraph or the same "Try saying" line: each takes the first of its
// lines that no earlier criterion took, and a paragraph that repeats an earlier one is said for its own criterion.
import type { GradedCriterion } from '../../contracts/grade-conversation.ts';

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function makeDistinct(entries: readonly { graded: GradedCriterion; lines: readonly string[] }[], firstName: string): GradedCriterion[] {
  const usedLines = new Set<string>();
  const usedFeedback = new Set<string>();
  return entries.map(({ graded, lines }) => {
    let feedback = graded.feedback;
    if (usedFeedback.has(feedback)) feedback = `On ${lowerFirst(graded.name)}: ${lowerFirst(feedback)}`;
    usedFeedback.add(feedback);
    if (graded.better_line === null) return { ...graded, feedback };
    const line =
      lines.find((candidate) => !usedLines.has(candidate)) ??
      `${firstName}, before we finish, let's make sure we've covered ${lowerFirst(graded.name)}: here is what I propose.`;
    usedLines.add(line);
    return { ...graded, feedback, better_line: line };
  });
}
