// Deterministic choices for the offline engines: the same input always gives the same answer, and different
// inputs spread over the word tables, without randomness.

/** FNV-1a: a small, stable string hash. */
export function stableHash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** Each choice hashes the seed with its own key, so one field's choice never shifts another's. */
export function createChooser(seed: string) {
  return {
    int(key: string, min: number, max: number): number {
      return min + (stableHash(`${seed}\u0000${key}`) % (max - min + 1));
    },
    pick<T>(key: string, items: readonly T[]): T {
      return items[stableHash(`${seed}\u0000${key}`) % items.length]!;
    },
  };
}
export type Chooser = ReturnType<typeof createChooser>;
