// How sizes read, without zod: pages that only show a size (a public Engram page's memories) import this; files.ts
// holds the schemas.

/** "20 MB", "512 KB": the limit as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}
