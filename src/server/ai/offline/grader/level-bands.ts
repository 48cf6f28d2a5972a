// Score bands of a criterion's performance levels, from their order (best first). The grader, the model's prompt
// and the report all use these, so a level and a score always say the same thing.

export interface LevelBand {
  name: string;
  /** Lowest score of the band (inclusive). */
  min: number;
  /** Highest score of the band (inclusive). */
  max: number;
}

// The sample rubrics' bands (90-100, 75-89, 50-74, 0-49) for four levels; other counts have bands of the same spirit.
const BAND_FLOORS: Record<number, readonly number[]> = {
  1: [0],
  2: [60, 0],
  3: [75, 50, 0],
  4: [90, 75, 50, 0],
  5: [90, 75, 60, 40, 0],
};

/** The band of each level, best first; more than five levels share 0..100 evenly. */
export function levelBands(levelNames: readonly string[]): LevelBand[] {
  const count = levelNames.length;
  const floors = BAND_FLOORS[count] ?? levelNames.map((_, index) => Math.round((100 * (count - 1 - index)) / count));
  return levelNames.map((name, index) => ({ name, min: floors[index] ?? 0, max: index === 0 ? 100 : (floors[index - 1] ?? 100) - 1 }));
}

/** The level whose band holds `score`; null when the criterion has no levels. */
export function levelForScore(levelNames: readonly string[], score: number): string | null {
  const band = levelBands(levelNames).find((entry) => score >= entry.min);
  return band?.name ?? levelNames.at(-1) ?? null;
}

/** The middle of a level's band, rounded: the score of a level given without one. */
export function levelMidpoint(levelNames: readonly string[], levelName: string): number | null {
  const band = levelBands(levelNames).find((entry) => entry.name === levelName);
  return band ? Math.round((band.min + band.max) / 2) : null;
}
