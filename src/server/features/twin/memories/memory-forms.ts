// Reads the twin's multipart uploads (a memory, a recorded answer), handing the file part's stream to `store` as it
// arrives (the bytes go to storage, never whole into memory), and turns the parser's limits and the shared contracts
// into readable answers.
import type { FastifyRequest } from 'fastify';
import { formatBytes } from '../../../../shared/contracts/files.ts';
import { SPEECH_AUDIO_MAX_BYTES } from '../../../../shared/contracts/speech.ts';
import { TwinMemoryFormSchema } from '../../../../shared/contracts/twin-memories.ts';
import { TWIN_MESSAGES } from '../../../../shared/contracts/twin-constants.ts';
import { badRequest, HttpError } from '../../../lib/http-errors.ts';
import { StorageLimitError } from '../../../storage/file-storage.ts';
import { discardPart, hasCode, type UploadSink } from '../../../lib/upload-parts.ts';

export type MemoryFormFields = ReturnType<typeof TwinMemoryFormSchema.parse>;

export interface MemoryForm<Stored> {
  fields: MemoryFormFields;
  /** null when the form carried no file (a typed memory). */
  file: { filename: string; stored: Stored } | null;
}

const MEMORY_FIELDS = new Set(['kind', 'title', 'date', 'caption', 'visibility', 'text']);

function readableFormError(request: FastifyRequest, error: unknown, tooLarge: string): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof StorageLimitError) return new HttpError(413, tooLarge);
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

/**
 * `POST /twin/memories`: the fields in any order, one `file` streamed to `store`; other fields are ignored. What
 * `store` kept is the caller's to remove when this throws after it.
 */
export async function readMemoryForm<Stored>(request: FastifyRequest, maxBytes: number, store: UploadSink<Stored>): Promise<MemoryForm<Stored>> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the memory as multipart/form-data.');
  const values: Record<string, string> = {};
  let file: MemoryForm<Stored>['file'] = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || part.filename === '' || file) {
          await discardPart(part.file);
          continue;
        }
        file = { filename: part.filename, stored: await store({ filename: part.filename, stream: part.file, maxBytes }) };
        // The parser stops a file at its limit and marks it truncated: what was kept is not the whole file.
        if (part.file.truncated) throw new StorageLimitError(maxBytes);
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

/** `POST /twin/answers/{n}/audio`: the `audio` file streamed to `store`; other parts are ignored. */
export async function readAnswerAudioForm<Stored>(request: FastifyRequest, store: UploadSink<Stored>): Promise<Stored> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the recording as multipart/form-data with an audio field.');
  let audio: Stored | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: SPEECH_AUDIO_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        // Drained even when misnamed: the parser needs each file consumed before it yields the next part.
        if (part.fieldname !== 'audio' || audio !== null) {
          await discardPart(part.file);
          continue;
        }
        audio = await store({ filename: part.filename, stream: part.file, maxBytes: SPEECH_AUDIO_MAX_BYTES });
        if (part.file.truncated) throw new StorageLimitError(SPEECH_AUDIO_MAX_BYTES);
      }
    }
  } catch (error) {
    throw readableFormError(request, error, AUDIO_TOO_LARGE);
  }
  if (audio === null) throw badRequest(TWIN_MESSAGES.audioRequired);
  return audio;
}
