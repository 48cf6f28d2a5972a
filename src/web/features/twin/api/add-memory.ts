import { stripExceptionPrefix } from '@shared/display.ts';
import type { TwinMemory } from '@shared/contracts/twin-memories.ts';
import type { TwinMemoryKind, TwinMemoryVisibility } from '@shared/contracts/twin-constants.ts';
import { ApiError, ensureFreshSession } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { TWIN_QUERY_KEY } from './get-twin.ts';
import { i18n } from '@/i18n/i18n.ts';

export interface AddMemoryInput {
  kind: TwinMemoryKind;
  title: string;
  /** YYYY-MM-DD or empty. */
  date: string;
  visibility: TwinMemoryVisibility;
  /** Words about it (a photo's caption); empty for none. */
  caption?: string;
  /** A typed memory's text. */
  text?: string;
  /** A voice note, video, photo or document. */
  file?: Blob;
  filename?: string;
  /** Called as the bytes go out, with the share sent so far (0 to 1). */
  onProgress?: (sent: number) => void;
}

function messageOf(status: number, body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') return stripExceptionPrefix(parsed.message);
  } catch {
    // Not JSON: a proxy's page; the status speaks instead.
  }
  return status === 0 ? i18n.t('clientMessages.serverUnreachable') : i18n.t('clientMessages.memoryFailed', { status });
}

/**
 * Sends the memory as multipart with XMLHttpRequest, the one browser API that reports upload progress. The session
 * is renewed first, since this request cannot renew it on a 401.
 */
export async function addMemory({ kind, title, date, visibility, caption, text, file, filename, onProgress }: AddMemoryInput): Promise<TwinMemory> {
  await ensureFreshSession();
  const form = new FormData();
  // Fields before the file: the server reads the form in order.
  form.append('kind', kind);
  form.append('title', title);
  form.append('date', date);
  form.append('visibility', visibility);
  if (caption) form.append('caption', caption);
  if (text !== undefined) form.append('text', text);
  if (file) form.append('file', file, filename ?? 'memory');
  return new Promise<TwinMemory>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/twin/memories');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(JSON.parse(request.responseText) as TwinMemory);
      } else {
        reject(new ApiError(request.status, messageOf(request.status, request.responseText), request.responseText));
      }
    };
    request.onerror = () => reject(new ApiError(0, messageOf(0, ''), null));
    request.send(form);
  });
}

export function useAddMemory() {
  return useRefreshingMutation(addMemory, { refreshes: [TWIN_QUERY_KEY], after: 'success' });
}
