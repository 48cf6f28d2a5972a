// Reads the multipart form of `POST /speech/transcribe` (`audio` file, `language` field), turning the parser's limits
// and the shared contract (TranscribeFormSchema) into readable answers. The parser stops a file at its limit, so no
// more than SPEECH_AUDIO_MAX_BYTES of one is ever held.
import type { FastifyRequest } from 'fastify';
import type { SessionLanguage } from '../../../shared/contracts/conversations.ts';
import { TranscribeFormSchema } from '../../../shared/contracts/speech.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { SPEECH_MESSAGES } from './speech-messages.ts';

export interface RecordingForm {
  /** null when the form carried no `audio` file. */
  audio: Buffer | null;
  language: SessionLanguage;
}

function hasCode(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string';
}

/** Accepts the fields in any order; other fields are ignored and a second file is refused. */
export async function readRecordingForm(request: FastifyRequest): Promise<RecordingForm> {
  let audio: Buffer | null = null;
  let language: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Read even when misnamed: the parser needs each file consumed before it yields the next part.
        const bytes = await part.toBuffer();
        if (part.fieldname === 'audio') audio = bytes;
      } else if (part.fieldname === 'language' && typeof part.value === 'string') {
        language = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    switch (hasCode(error) ? error.code : '') {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new HttpError(413, SPEECH_MESSAGES.tooLarge);
      case 'FST_FILES_LIMIT':
        throw badRequest('Send one recording at a time.');
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
        throw badRequest('The form has too many fields.');
      default:
        // Anything else the parser throws comes from a malformed or interrupted request body.
        request.log.warn({ err: error }, 'recording form could not be read');
        throw badRequest('The recording could not be read. Please try again.');
    }
  }
  const fields = TranscribeFormSchema.safeParse({ language });
  if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? 'The form is not valid.');
  return { audio, language: fields.data.language };
}
