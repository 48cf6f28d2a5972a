// The rubric editor's working copy: levels, criteria and guide entries carry keys of their own, so they can be
// renamed, reordered and removed while a level's descriptions stay attached to it. Turned into the update request
// and checked by the shared contract before anything is sent. Its problems are kept as catalogue keys and values
// (form-errors.ts reads the contract's English refusals), worded where the editor shows them.
import {
  UpdateRubricInputSchema,
  type RubricContent,
  type UpdateRubricInput,
} from '@shared/contracts/rubrics.ts';
import {
  levelNamesProblem,
  orderLevelNames,
} from '@shared/contracts/rubric-rules.ts';
import { keptValidationMessage } from '@/i18n/form-errors.ts';
import { keptMessageOf } from '@/lib/validation-text.ts';

export interface DraftLevel {
  key: string;
  name: string;
  range: string;
}

export interface DraftCriterion {
  key: string;
  name: string;
  /** As typed: digits only. */
  weight: string;
  /** Each level's description, by the level's key. */
  descriptions: Record<string, string>;
}

export interface DraftGuideEntry {
  key: string;
  heading: string;
  text: string;
}

export interface RubricDraft {
  title: string;
  description: string;
  levels: DraftLevel[];
  criteria: DraftCriterion[];
  guide: DraftGuideEntry[];
  passMark: string;
}

/** What the editor opens: a stored rubric of the person's own. */
export interface EditableRubric {
  id: string;
  name: string;
  content: RubricContent;
  passMark: number;
}

let lastKey = 0;
/** A key unique within the page, for React lists and element ids. */
export function nextDraftKey(prefix: string): string {
  lastKey += 1;
  return `${prefix}${lastKey}`;
}

// Stored rubrics come back with their keys sorted (jsonb), so the usual headings are put back in reading order.
const SCORING_GUIDE_ORDER = ['How to score', 'Weighting', 'Overall bands'];

/** The scoring guide's entries in reading order: the usual headings first, then the rest as stored. */
export function orderScoringGuide(guide: Record<string, string>): [string, string][] {
  const rank = (key: string) => (SCORING_GUIDE_ORDER.includes(key) ? SCORING_GUIDE_ORDER.indexOf(key) : SCORING_GUIDE_ORDER.length);
  return Object.entries(guide)
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.index - b.index)
    .map(({ entry }) => entry);
}

export function draftFromRubric(rubric: EditableRubric): RubricDraft {
  const { content } = rubric;
  const levels = orderLevelNames(content.performance_levels_summary).map((name) => ({
    key: nextDraftKey('level'),
    name,
    range: content.performance_levels_summary[name] ?? '',
  }));
  return {
    title: rubric.name,
    description: content.description,
    levels,
    criteria: content.criteria.map((criterion) => ({
      key: nextDraftKey('criterion'),
      name: criterion.criterion_name,
      weight: String(criterion.weight),
      descriptions: Object.fromEntries(levels.map((level) => [level.key, criterion.performance_levels[level.name] ?? ''])),
    })),
    guide: orderScoringGuide(content.scoring_guide).map(([heading, text]) => ({ key: nextDraftKey('guide'), heading, text })),
    passMark: String(rubric.passMark),
  };
}

export function emptyCriterion(levels: readonly DraftLevel[]): DraftCriterion {
  return { key: nextDraftKey('criterion'), name: '', weight: '', descriptions: Object.fromEntries(levels.map((level) => [level.key, ''])) };
}

/** A number typed into a field; blank is not a number, so the contract names the field. */
function readNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The sum of the weights typed so far (blank counts as 0), for the running total. */
export function draftWeightTotal(draft: Pick<RubricDraft, 'criteria'>): number {
  return draft.criteria.reduce((total, criterion) => total + (Number(criterion.weight) || 0), 0);
}

/** The draft as the update request. Level and heading names are trimmed, as the keys they become. */
export function draftToInput(id: string, draft: RubricDraft): UpdateRubricInput {
  return {
    id,
    rubric_title: draft.title,
    description: draft.description,
    criteria: draft.criteria.map((criterion) => ({
      criterion_name: criterion.name,
      weight: readNumber(criterion.weight),
      performance_levels: Object.fromEntries(draft.levels.map((level) => [level.name.trim(), criterion.descriptions[level.key] ?? ''])),
    })),
    performance_levels_summary: Object.fromEntries(draft.levels.map((level) => [level.name.trim(), level.range])),
    scoring_guide: Object.fromEntries(draft.guide.map((entry) => [entry.heading.trim(), entry.text])),
    pass_mark: readNumber(draft.passMark),
  };
}

/**
 * Where a problem is shown: 'title', 'description', 'criteria' (the list as a whole), `${criterionKey}:name`,
 * `${criterionKey}:weight`, `${criterionKey}:levels`, 'levels', 'guide', 'pass_mark', or 'form'. Each problem is a
 * kept refusal (lib/validation-text.ts): show it through useValidationText.
 */
export type DraftProblems = Record<string, string>;

/** `first` is the first problem, kept like the others. */
export type DraftCheck = { isValid: true; input: UpdateRubricInput } | { isValid: false; problems: DraftProblems; first: string };

function placeOf(path: readonly PropertyKey[], draft: RubricDraft): string {
  const [field, index, part] = path;
  switch (field) {
    case 'rubric_title':
      return 'title';
    case 'description':
    case 'pass_mark':
      return field;
    case 'performance_levels_summary':
      return 'levels';
    case 'scoring_guide':
      return 'guide';
    case 'criteria': {
      const criterion = typeof index === 'number' ? draft.criteria[index] : undefined;
      if (!criterion) return 'criteria';
      if (part === 'criterion_name') return `${criterion.key}:name`;
      if (part === 'weight') return `${criterion.key}:weight`;
      return `${criterion.key}:levels`;
    }
    default:
      return 'form';
  }
}

/**
 * The shared contract's verdict on the draft, each problem placed at its field. Names that would become the same
 * key (two levels or two headings alike once trimmed) are caught first, since an object cannot hold both.
 */
export function checkDraft(id: string, draft: RubricDraft): DraftCheck {
  const levelProblem = levelNamesProblem(draft.levels.map((level) => level.name));
  if (levelProblem) return refused('levels', keptValidationMessage(levelProblem));
  const headings = draft.guide.map((entry) => entry.heading.trim());
  const repeated = headings.find((heading, index) => heading !== '' && headings.indexOf(heading) !== index);
  if (repeated !== undefined) return refused('guide', keptMessageOf({ key: 'rubricDraft.headingTwice', values: { heading: repeated } }));
  if (headings.includes('')) return refused('guide', keptMessageOf({ key: 'formChecks.guideNeedsHeading', values: {} }));

  const parsed = UpdateRubricInputSchema.safeParse(draftToInput(id, draft));
  if (parsed.success) return { isValid: true, input: parsed.data };
  const problems: DraftProblems = {};
  for (const issue of parsed.error.issues) {
    const place = placeOf(issue.path, draft);
    problems[place] ??= keptValidationMessage(issue.message);
  }
  const first = parsed.error.issues[0]?.message;
  return { isValid: false, problems, first: first ? keptValidationMessage(first) : keptMessageOf({ key: 'rubricDraft.invalid', values: {} }) };
}

/** A draft refused for one problem, shown at `place`. */
function refused(place: string, message: string): DraftCheck {
  return { isValid: false, problems: { [place]: message }, first: message };
}

/** The list with the item at `index` moved by `offset` places (clamped to the ends). */
export function moveItem<T>(items: readonly T[], index: number, offset: number): T[] {
  const target = Math.min(Math.max(index + offset, 0), items.length - 1);
  if (target === index || index < 0 || index >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(index, 1);
  moved.splice(target, 0, item as T);
  return moved;
}

/** The list with `patch` applied to the item of `key`. */
export function patchByKey<T extends { key: string }>(items: readonly T[], key: string, patch: Partial<T>): T[] {
  return items.map((item) => (item.key === key ? { ...item, ...patch } : item));
}
