// Reads the twin's multipart uploads (a memory, a recorded answer) into memory, turning the parser's limits and the
// shared contracts into readable answers. The parser stops a file at its limit, so no more than that is ever held.
import type { FastifyRequest } from 'fastify';
import { formatBytes } from '../../../shared/contracts/files.ts';
import { SPEECH_AUDIO_MAX_BYTES } from '../../../shared/contracts/speech.ts';
import { TWIN_MESSAGES, TwinMemoryFormSchema } from '../../../shared/contracts/twin.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';

export type MemoryFormFields = ReturnType<typeof TwinMemoryFormSchema.parse>;

export interface MemoryForm {
  fields: MemoryFormFields;
  /** null when the form carried no file (a typed memory). */
  file: { filename: string; bytes: Buffer } | null;
}

const MEMORY_FIELDS = new Set(['kind', 'title', 'date', 'visibility', 'text']);

function hasCode(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string';
}

function readableFormError(request: FastifyRequest, error: unknown, tooLarge: string): HttpError {
  if (error instanceof HttpError) return error;
  switch (hasCode(error) ? error.code : '') {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, tooLarge);
    case 'FST_FILES_LIMIT':
      return badRequest('Upload one file at a time.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('The upload form has too many fields.');
    default:
      // Anything else the parser throws comes from a malformed or interrupted request body.
      request.log.warn({ err: error }, 'twin upload form could not be read');
      return badRequest('The upload could not be read. Please try again.');
  }
}

export function memoryTooLargeMessage(maxBytes: number): string {
  return `The file is too large. One memory can be at most ${formatBytes(maxBytes)}.`;
}

/** `POST /twin/memories`: the fields in any order, one `file`; other fields are ignored. */
export async function readMemoryForm(request: FastifyRequest, maxBytes: number): Promise<MemoryForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the memory as multipart/form-data.');
  const values: Record<string, string> = {};
  let file: MemoryForm['file'] = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && (part.filename !== '' || bytes.length > 0)) file = { filename: part.filename, bytes };
      } else if (MEMORY_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
        values[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw readableFormError(request, error, memoryTooLargeMessage(maxBytes));
  }
  const parsed = TwinMemoryFormSchema.safeParse({ ...values, ...(file ? { filename: file.filename } : {}) });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'The memory form is not valid.');
  return { fields: parsed.data, file };
}

const AUDIO_TOO_LARGE = `The recording is larger than ${formatBytes(SPEECH_AUDIO_MAX_BYTES)}. Record a shorter answer and try again.`;

/** `POST /twin/answers/{n}/audio`: the `audio` file; other parts are ignored. */
export async function readAnswerAudioForm(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the recording as multipart/form-data with an audio field.');
  let audio: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: SPEECH_AUDIO_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        // Read even when misnamed: the parser needs each file consumed before it yields the next part.
        const bytes = await part.toBuffer();
        if (part.fieldname === 'audio') audio = bytes;
      }
    }
  } catch (error) {
    throw readableFormError(request, error, AUDIO_TOO_LARGE);
  }
  if (!audio) throw badRequest(TWIN_MESSAGES.audioRequired);
  if (audio.length === 0) throw badRequest('The recording is empty.');
  return audio;
}
