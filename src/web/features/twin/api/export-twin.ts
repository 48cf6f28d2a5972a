import { ensureFreshSession } from '@/lib/api-client.ts';

export const TWIN_EXPORT_PATH = '/twin/export';

/** Renews the session if needed, then lets the browser fetch the ZIP itself, so it streams to disk. */
export async function downloadTwinExport(): Promise<void> {
  await ensureFreshSession();
  const link = document.createElement('a');
  link.href = TWIN_EXPORT_PATH;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
