import { ensureFreshSession } from '../../../lib/api-client.ts';

/** Where a session's transcript is served as a text attachment. */
export function transcriptDownloadPath(conversationId: string): string {
  return `/conversations/${encodeURIComponent(conversationId)}/transcript`;
}

/**
 * Renews the session if needed, then lets the browser fetch the attachment itself (a link the browser follows
 * cannot renew an expired access token).
 */
export async function downloadTranscript(conversationId: string): Promise<void> {
  await ensureFreshSession();
  const link = document.createElement('a');
  link.href = transcriptDownloadPath(conversationId);
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
