import { ensureFreshSession } from '@/lib/api-client.ts';
import { currentLanguage } from '@/i18n/i18n.ts';

export const TWIN_EXPORT_PATH = '/twin/export';

/**
 * Renews the session if needed, then lets the browser fetch the ZIP itself, so it streams to disk; the memory book in
 * it is written in the interface's language.
 */
export async function downloadTwinExport(): Promise<void> {
  await ensureFreshSession();
  const link = document.createElement('a');
  link.href = `${TWIN_EXPORT_PATH}?${new URLSearchParams({ language: currentLanguage() })}`;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
