// The answers of the reads index.html's inline script started as the page opened (app/early-requests.ts lists them).

declare global {
  interface Window {
    /** Path → the early read's response, each taken once; emptied ten seconds after the page opened. */
    engramEarlyRequests?: Record<string, Promise<Response>>;
  }
}

/**
 * The early read of `path`, once: null when none was started, when it was already taken, or when it did not succeed
 * (the caller then asks in its usual way, which renews a session or words the error).
 */
export async function takeEarlyResponse(path: string): Promise<Response | null> {
  const early = typeof window === 'undefined' ? undefined : window.engramEarlyRequests;
  const pending = early?.[path];
  if (!early || !pending) return null;
  delete early[path];
  const response = await pending.catch(() => null);
  return response?.ok ? response : null;
}
