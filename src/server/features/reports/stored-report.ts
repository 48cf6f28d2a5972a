// A report as it is read back: reports graded before "What you uncovered" said the character's wants in the third
// person keep first-person labels in the stored row ("Still needed: the compensation I am owed"); they are said of the
// character when read ("the compensation they are owed"). Only those labels change: scores, feedback and quotes stay as
// graded, and the stored row is never rewritten.
import type { Report } from '../../../shared/contracts/reports.ts';
import { saidOfThem } from '../../../shared/said-of-them.ts';

/**
 * The report with its outcome, requirements and what would have answered each concern said of the character. A stored
 * report keeps no gender, so it says "they"; a label already in the third person ("the compensation she is owed") reads
 * the same, so a report graded since is returned as it was stored. The concerns themselves stay quoted as said.
 */
export function reportAsRead(report: Report): Report {
  const { uncovered } = report;
  if (!uncovered) return report;
  const ofThem = (phrase: string) => saidOfThem(phrase, undefined);
  return {
    ...report,
    uncovered: {
      ...uncovered,
      objections: uncovered.objections.map((objection) => ({ ...objection, resolved_by: ofThem(objection.resolved_by) })),
      outcome: {
        ...uncovered.outcome,
        agreement: ofThem(uncovered.outcome.agreement),
        requirements: uncovered.outcome.requirements.map((requirement) => ({ ...requirement, label: ofThem(requirement.label) })),
      },
    },
  };
}
