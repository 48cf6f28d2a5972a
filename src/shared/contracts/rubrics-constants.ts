// The rubric pages' limits, messages and sample ids without zod, and the readers of a rubric's name and description;
// rubrics.ts holds the schemas built on them and rubric-rules.ts the editor's rules on weights and levels.

export const RUBRIC_NAME_MAX_LENGTH = 120;
export const RUBRIC_DESCRIPTION_MAX_LENGTH = 4000;
export const RUBRIC_MAX_FILES = 10;
export const RUBRIC_MAX_CRITERIA = 12;
export const RUBRIC_LIST_LIMIT = 500;
export const RUBRIC_TOTAL_WEIGHT = 100;
/** A completed job names its assessment with this prefix; the client strips it before display. */
export const ASSESSMENT_NAME_PREFIX = 'Assessment for Rubric: ';
export const RUBRIC_LEVEL_NAME_MAX_LENGTH = 40;
export const SAMPLE_RUBRIC_READ_ONLY_MESSAGE = 'Sample rubrics cannot be changed.';
export const RUBRIC_CRITERION_NAME_MAX_LENGTH = 120;
export const RUBRIC_LEVEL_DESCRIPTION_MAX_LENGTH = 1000;
export const RUBRIC_LEVEL_RANGE_MAX_LENGTH = 40;
export const RUBRIC_MAX_LEVELS = 8;
export const RUBRIC_MAX_SCORING_GUIDE_ENTRIES = 8;
export const RUBRIC_SCORING_GUIDE_HEADING_MAX_LENGTH = 80;
export const RUBRIC_SCORING_GUIDE_TEXT_MAX_LENGTH = 2000;
/** The suffix of a duplicate's name: "Sales: Discovery Call (copy)". */
export const RUBRIC_COPY_SUFFIX = ' (copy)';

/** A rubric's pass mark unless its owner sets another. */
export const DEFAULT_PASS_MARK = 70;

const STATED_PASS_MARK_PATTERNS = [
  /\b(?:pass(?:ing)?[\s-]*(?:mark|score|threshold|grade|level)|pass at|passes at|to pass(?: is)?|minimum (?:passing )?score|threshold)\s*(?:of|is|at|=|:|-)?\s*(\d{1,3})\s*(?:%|percent|points|\/\s*100)?/i,
  /\b(\d{1,3})\s*(?:%|percent|points)?\s*(?:\/\s*100\s*)?(?:is needed |is required |needed |required )?to pass\b/i,
  // "A score of 65 or more is a pass", "70 or above passes".
  /\b(\d{1,3})\s*(?:%|percent|points)?\s*(?:or (?:more|above|higher|better))\s*(?:is a pass\b|passes\b)/i,
];

/** The pass mark a description states ("Pass mark 75", "passing score: 80%", "70 to pass", "65 or more is a pass"); null when it states none. */
export function readStatedPassMark(description: string): number | null {
  for (const pattern of STATED_PASS_MARK_PATTERNS) {
    const value = Number(pattern.exec(description)?.[1] ?? NaN);
    if (Number.isInteger(value) && value >= 0 && value <= 100) return value;
  }
  return null;
}

/**
 * The read-only sample rubric of each sample category (seeded by the rubrics feature). A scenario without a rubric
 * of its own (a quick one) is graded against the sample rubric of its first category that has one.
 */
export const SAMPLE_RUBRIC_IDS_BY_CATEGORY: Readonly<Record<string, string>> = {
  'Customer Service': '5a3b1c00-7d1e-4c2a-9b10-000000000001',
  Leadership: '5a3b1c00-7d1e-4c2a-9b10-000000000002',
  Sales: '5a3b1c00-7d1e-4c2a-9b10-000000000003',
  HR: '5a3b1c00-7d1e-4c2a-9b10-000000000004',
  'Project Management': '5a3b1c00-7d1e-4c2a-9b10-000000000005',
};

/** The built-in rubric for a conversation no sample category fits: listening, explaining, concerns and a next step. */
export const GENERAL_RUBRIC_ID = '5a3b1c00-7d1e-4c2a-9b10-000000000011';

/** The sample rubric for a scenario's categories: its first category's that has one, else the first sample. */
export function sampleRubricIdFor(categories: readonly string[]): string {
  for (const category of categories) {
    // Categories are free text: only the map's own keys count (not "constructor" and the like).
    if (Object.hasOwn(SAMPLE_RUBRIC_IDS_BY_CATEGORY, category)) return SAMPLE_RUBRIC_IDS_BY_CATEGORY[category]!;
  }
  return SAMPLE_RUBRIC_IDS_BY_CATEGORY['Customer Service']!;
}

export function stripAssessmentPrefix(name: string): string {
  return name.startsWith(ASSESSMENT_NAME_PREFIX) ? name.slice(ASSESSMENT_NAME_PREFIX.length) : name;
}

/** "<name> (copy)", shortened so it still fits the name's limit. */
export function rubricCopyName(name: string): string {
  return `${name.slice(0, RUBRIC_NAME_MAX_LENGTH - RUBRIC_COPY_SUFFIX.length).trimEnd()}${RUBRIC_COPY_SUFFIX}`;
}
