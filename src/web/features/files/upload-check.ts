// The upload form's checks before sending (the shared checkUploadCandidate, which the server applies too), as
// catalogue texts: the form words them in the interface's language, the limit as a size in that language.
import { checkUploadCandidate, UPLOAD_MESSAGES } from '@shared/contracts/files.ts';
import { formatFileSize } from '@/i18n/format.ts';
import { uiText, type UiText } from '@/i18n/ui-text.ts';

/** The catalogue key of each refusal the shared check words in English; a file over the limit is the other one. */
const UPLOAD_CHECK_KEYS: Record<string, string> = {
  [UPLOAD_MESSAGES.noFile]: 'uploadCheck.noFile',
  [UPLOAD_MESSAGES.unsupportedType]: 'uploadCheck.unsupportedType',
  [UPLOAD_MESSAGES.empty]: 'uploadCheck.empty',
};

/** Why `file` cannot be sent, or null when it may be; the server also checks the content. */
export function uploadCandidateProblem(file: { name: string; size: number } | null | undefined, maxBytes: number): UiText | null {
  const problem = checkUploadCandidate(file, maxBytes);
  if (problem === null) return null;
  const key = UPLOAD_CHECK_KEYS[problem];
  return key ? uiText(key) : uiText('uploadCheck.tooLarge', { limit: formatFileSize(maxBytes) });
}
