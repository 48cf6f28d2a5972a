/**
 * A pure function's answers for the keys it was asked about lately: the built-in character reads the same lines again
 * every turn of a session. Bounded by the number of answers and by the characters of their keys; the answer used
 * longest ago goes first. Only for answers that depend on nothing but the key (and, for a memo held per object in a
 * WeakMap, on that object), so what ran before never changes an answer, only how fast it comes.
 */
export class BoundedMemo<V> {
  readonly #answers = new Map<string, V>();
  readonly #maxEntries: number;
  readonly #maxKeyChars: number;
  readonly #longestKey: number;
  #keyChars = 0;

  /** `longestKey`: an answer whose key is longer is computed each time, never kept (a file's text, not a line). */
  constructor(limits: { entries: number; keyChars: number; longestKey?: number }) {
    this.#maxEntries = limits.entries;
    this.#maxKeyChars = limits.keyChars;
    this.#longestKey = Math.min(limits.longestKey ?? limits.keyChars, limits.keyChars);
  }

  /** The answer for `key`: the one kept, else `compute()`'s, kept when its key fits. */
  answer(key: string, compute: () => V): V {
    if (this.#answers.has(key)) {
      const kept = this.#answers.get(key) as V;
      // Used again: it goes to the back of the line.
      this.#answers.delete(key);
      this.#answers.set(key, kept);
      return kept;
    }
    const value = compute();
    if (key.length > this.#longestKey) return value;
    while (this.#answers.size >= this.#maxEntries || this.#keyChars + key.length > this.#maxKeyChars) {
      const oldest = this.#answers.keys().next().value as string;
      this.#answers.delete(oldest);
      this.#keyChars -= oldest.length;
    }
    this.#answers.set(key, value);
    this.#keyChars += key.length;
    return value;
  }

  /** How many answers are kept, and the characters of their keys. */
  get size(): { entries: number; keyChars: number } {
    return { entries: this.#answers.size, keyChars: this.#keyChars };
  }
}
