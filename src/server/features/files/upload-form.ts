// Reads the multipart upload (`file`, `organization_id`), handing the file part's stream to `store` as it arrives (the
// bytes go to storage, never whole into memory), and turns the parser's limits and the shared text rules
// (UploadInputSchema) into readable answers.
import type { FastifyRequest } from 'fastify';
import { fileTooLargeMessage, UploadInputSchema } from '../../../shared/contracts/files.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { StorageLimitError } from '../../storage/file-storage.ts';
import { discardPart, hasCode, type UploadSink } from '../../lib/upload-parts.ts';

export interface UploadForm<Stored> {
  /** null when the form carried no file, or an empty file input (no name). */
  file: { filename: string; stored: Stored } | null;
  organizationId: string | undefined;
}

/**
 * Accepts the fields in any order; other fields are ignored and a second file is refused. Errors thrown by `store`
 * (HttpError) pass through as they are; a file past `maxBytes` answers 413. What `store` kept is the caller's to
 * remove when this throws after it (the caller holds it in its own closure).
 */
export async function readUploadForm<Stored>(request: FastifyRequest, maxBytes: number, store: UploadSink<Stored>): Promise<UploadForm<Stored>> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data.');
  let file: UploadForm<Stored>['file'] = null;
  let organizationId: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || part.filename === '' || file) {
          await discardPart(part.file);
          continue;
        }
        const stored = await store({ filename: part.filename, stream: part.file, maxBytes });
        file = { filename: part.filename, stored };
        // The parser stops a file at its limit and marks it truncated: what was kept is not the whole file.
        if (part.file.truncated) throw new StorageLimitError(maxBytes);
      } else if (part.fieldname === 'organization_id' && typeof part.value === 'string') {
        organizationId = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof StorageLimitError) throw new HttpError(413, fileTooLargeMessage(maxBytes));
    switch (hasCode(error) ? error.code : '') {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new HttpError(413, fileTooLargeMessage(maxBytes));
      case 'FST_FILES_LIMIT':
        throw badRequest('Upload one file at a time.');
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
        throw badRequest('The upload form has too many fields.');
      default:
        // Anything else the parser throws comes from a malformed or interrupted request body.
        request.log.warn({ err: error }, 'upload form could not be read');
        throw badRequest('The upload could not be read. Please try again.');
    }
  }
  // The same text rules as every JSON field, before the service keeps anything.
  const text = UploadInputSchema.safeParse({ organization_id: organizationId, filename: file?.filename ?? '' });
  if (!text.success) throw badRequest(text.error.issues[0]?.message ?? 'The upload form is not valid.');
  return { file, organizationId };
}
