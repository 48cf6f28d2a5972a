/**
 * Where a file's original bytes are served as an attachment. The browser fetches it itself (an `<a download>`),
 * so the bytes stream straight to disk instead of through memory.
 */
export function fileDownloadPath(fileId: string): string {
  return `/files/file/${encodeURIComponent(fileId)}/download`;
}
