// Reads the multipart upload (`file`, `organization_id`) into memory, turning the parser's limits and the shared text
// rules (UploadInputSchema) into readable answers.
import type { FastifyRequest } from 'fastify';
import { fileTooLargeMessage, UploadInputSchema } from '../../../shared/contracts/files.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';

export interface UploadForm {
  /** null when the form carried no file, or an empty file input (no name, no bytes). */
  file: { filename: string; bytes: Buffer } | null;
  organizationId: string | undefined;
}

function hasCode(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string';
}

/** Accepts the fields in any order; other fields are ignored and a second file is refused. */
export async function readUploadForm(request: FastifyRequest, maxBytes: number): Promise<UploadForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data.');
  let file: UploadForm['file'] = null;
  let organizationId: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && (part.filename !== '' || bytes.length > 0)) file = { filename: part.filename, bytes };
      } else if (part.fieldname === 'organization_id' && typeof part.value === 'string') {
        organizationId = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
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
  // The same text rules as every JSON field, before the service stores anything.
  const text = UploadInputSchema.safeParse({ organization_id: organizationId, filename: file?.filename ?? '' });
  if (!text.success) throw badRequest(text.error.issues[0]?.message ?? 'The upload form is not valid.');
  return { file, organizationId };
}
