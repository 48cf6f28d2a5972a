import { ensureFreshSession } from '@/lib/api-client.ts';

/** Where a file's original bytes are served as an attachment. */
export function fileDownloadPath(fileId: string): string {
  return `/files/file/${encodeURIComponent(fileId)}/download`;
}

/**
 * Renews the session if needed, then lets the browser fetch the attachment itself,
 * so the bytes stream straight to disk instead of through memory.
 */
export async function downloadFile(fileId: string, filename: string): Promise<void> {
  await ensureFreshSession();
  const link = document.createElement('a');
  link.href = fileDownloadPath(fileId);
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}
