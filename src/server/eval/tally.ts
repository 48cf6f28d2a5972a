// Adding up the evaluation's figures, one copy for the scenario, natural, created, twin and tag-set totals.

/** The sum of one figure over every entry. */
export function sum<T>(entries: readonly T[], read: (entry: T) => number): number {
  return entries.reduce((total, entry) => total + read(entry), 0);
}

/** The share of a part in a whole, 0..1; 1 when there is no whole (nothing asked, nothing missed). */
export function share(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}
