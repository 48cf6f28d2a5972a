import { ensureFreshSession } from '@/lib/api-client.ts';

export type TranscriptFormat = 'text' | 'pdf';

/** Where a session's transcript is served as an attachment: plain text, or a PDF with the report's headline. */
export function transcriptDownloadPath(conversationId: string, format: TranscriptFormat = 'text'): string {
  return `/conversations/${encodeURIComponent(conversationId)}/${format === 'pdf' ? 'transcript.pdf' : 'transcript'}`;
}

/**
 * Renews the session if needed, then lets the browser fetch the attachment itself (a link the browser follows
 * cannot renew an expired access token).
 */
export async function downloadTranscript(conversationId: string, format: TranscriptFormat = 'text'): Promise<void> {
  await ensureFreshSession();
  const link = document.createElement('a');
  link.href = transcriptDownloadPath(conversationId, format);
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
