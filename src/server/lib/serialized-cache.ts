/**
 * Keeps the serialized JSON of an expensive answer per key, as the bytes sent, valid while a cheap version string
 * still matches (for example a row count and the newest update time). Every instance checks the version in the
 * database, so a change made through another instance is seen at once. Bounded by total size; the oldest entries
 * go first. Bytes rather than text, so a large answer is not encoded again on every request.
 */
export function createSerializedCache(options: { maxBytes: number }) {
  const entries = new Map<string, { version: string; body: Buffer }>();
  let totalBytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.body.length;
    entries.delete(key);
  }

  return {
    get(key: string, version: string): Buffer | undefined {
      const entry = entries.get(key);
      if (!entry || entry.version !== version) return undefined;
      // Refresh its place so the most used answers stay.
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },
    /** Keeps `json` (when it fits) and answers its UTF-8 bytes. */
    set(key: string, version: string, json: string): Buffer {
      remove(key);
      const body = Buffer.from(json, 'utf8');
      if (body.length > options.maxBytes) return body;
      entries.set(key, { version, body });
      totalBytes += body.length;
      for (const oldest of entries.keys()) {
        if (totalBytes <= options.maxBytes) break;
        remove(oldest);
      }
      return body;
    },
  };
}
