// The rubric editor's rules without zod, which the update schema and the server apply too: criterion weights that add up,
// level names (rename one, check them all) and levels in display order.
import { RUBRIC_LEVEL_NAME_MAX_LENGTH, RUBRIC_TOTAL_WEIGHT } from './rubrics-constants.ts';
import type { RubricContent, RubricCriterion } from './rubrics.ts';

export function sumCriterionWeights(criteria: readonly Pick<RubricCriterion, 'weight'>[]): number {
  return criteria.reduce((total, criterion) => total + criterion.weight, 0);
}

/** "Weights add up to 90; they must add up to 100." */
export function weightTotalProblem(criteria: readonly Pick<RubricCriterion, 'weight'>[]): string | null {
  const total = sumCriterionWeights(criteria);
  return total === RUBRIC_TOTAL_WEIGHT ? null : `Weights add up to ${total}; they must add up to ${RUBRIC_TOTAL_WEIGHT}.`;
}

/**
 * The level-name editor's rule: a level is renamed only when the new name is non-empty, differs from the
 * old one and is not already used; otherwise the same object comes back. Key order is kept.
 */
export function renameLevel<T>(levels: Record<string, T>, oldName: string, newName: string): Record<string, T> {
  const trimmed = newName.trim();
  if (!trimmed || trimmed === oldName || !Object.hasOwn(levels, oldName) || Object.hasOwn(levels, trimmed)) return levels;
  return Object.fromEntries(Object.entries(levels).map(([name, value]) => [name === oldName ? trimmed : name, value]));
}

/** Why a level cannot take `newName` (the section-5 rule: non-empty, changed, not already used), or null when it can. */
export function levelRenameProblem(levelNames: readonly string[], oldName: string, newName: string): string | null {
  const trimmed = newName.trim();
  if (!levelNames.includes(oldName)) return `There is no level named "${oldName}".`;
  if (!trimmed) return 'New level name is required.';
  if (trimmed.length > RUBRIC_LEVEL_NAME_MAX_LENGTH) return `New level name must be at most ${RUBRIC_LEVEL_NAME_MAX_LENGTH} characters.`;
  if (trimmed === oldName) return 'The new name is the same as the old one.';
  if (levelNames.includes(trimmed)) return `A level named "${trimmed}" already exists.`;
  return null;
}

/** Renames a performance level everywhere it appears: the summary and every criterion. Unchanged when the rule refuses. */
export function renameRubricLevel(content: RubricContent, oldName: string, newName: string): RubricContent {
  if (levelRenameProblem(Object.keys(content.performance_levels_summary), oldName, newName) !== null) return content;
  return {
    ...content,
    performance_levels_summary: renameLevel(content.performance_levels_summary, oldName, newName),
    criteria: content.criteria.map((criterion) => ({ ...criterion, performance_levels: renameLevel(criterion.performance_levels, oldName, newName) })),
  };
}

/**
 * The level-name rule of section 5 for a whole set of levels, as the rename applies it to one: every name non-empty,
 * at most RUBRIC_LEVEL_NAME_MAX_LENGTH characters and used once. Null when the names are fine.
 */
export function levelNamesProblem(levelNames: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const name of levelNames) {
    const trimmed = name.trim();
    if (!trimmed) return 'Every performance level needs a name.';
    if (trimmed.length > RUBRIC_LEVEL_NAME_MAX_LENGTH) return `Level names must be at most ${RUBRIC_LEVEL_NAME_MAX_LENGTH} characters.`;
    if (seen.has(trimmed)) return `A level named "${trimmed}" already exists.`;
    seen.add(trimmed);
  }
  return null;
}

function readLowerBound(range: string): number {
  const match = /-?\d+(?:\.\d+)?/.exec(range);
  return match ? Number(match[0]) : Number.NEGATIVE_INFINITY;
}

/**
 * Level names from best to worst, by the lower bound of each summary range ("90-100" before "75-89").
 * Stored rubrics lose their key order (PostgreSQL's jsonb sorts keys), so display order comes from the ranges.
 */
export function orderLevelNames(summary: Record<string, string>): string[] {
  return Object.entries(summary)
    .map(([level, range], index) => ({ level, bound: readLowerBound(range), index }))
    .sort((a, b) => b.bound - a.bound || a.index - b.index)
    .map((entry) => entry.level);
}

/** A criterion's levels in `order`; levels the order does not name follow in their own order. */
export function orderLevelEntries(levels: Record<string, string>, order: readonly string[]): [string, string][] {
  const known = order.filter((level) => Object.hasOwn(levels, level)).map((level): [string, string] => [level, levels[level] ?? '']);
  const rest = Object.entries(levels).filter(([level]) => !order.includes(level));
  return [...known, ...rest];
}
