/**
 * Keeps the serialized JSON of an expensive answer per key, valid while a cheap version string still matches
 * (for example a row count and the newest update time). Every instance checks the version in the database,
 * so a change made through another instance is seen at once. Bounded by total size; the oldest entries go first.
 */
export function createSerializedCache(options: { maxBytes: number }) {
  const entries = new Map<string, { version: string; json: string }>();
  let totalBytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.json.length;
    entries.delete(key);
  }

  return {
    get(key: string, version: string): string | undefined {
      const entry = entries.get(key);
      if (!entry || entry.version !== version) return undefined;
      // Refresh its place so the most used answers stay.
      entries.delete(key);
      entries.set(key, entry);
      return entry.json;
    },
    set(key: string, version: string, json: string): void {
      remove(key);
      if (json.length > options.maxBytes) return;
      entries.set(key, { version, json });
      totalBytes += json.length;
      for (const oldest of entries.keys()) {
        if (totalBytes <= options.maxBytes) break;
        remove(oldest);
      }
    },
  };
}
