export interface LazyModule<Value> {
  /** The loaded value (the first call waits for the download). */
  load: () => Promise<Value>;
  /** Starts loading (at the person's first press, key or focus, say); safe to call again. */
  preload: () => void;
}

/**
 * A value whose code (a form's check with a shared zod schema, and zod) loads apart from the page, once: the page paints
 * without it, and the first use waits for it if `preload` has not brought it yet. A failed download is tried again at
 * the next `load`.
 */
export function lazyModule<Value>(load: () => Promise<Value>): LazyModule<Value> {
  let loading: Promise<Value> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return { load: loaded, preload: () => void loaded().catch(() => undefined) };
}
