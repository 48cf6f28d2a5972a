// The fake OpenAI server's audio API: /audio/transcriptions (multipart) and /audio/speech (JSON). What it answers is a
// function of the request, which a test may replace; what it heard is recorded.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, readJson, sendJson } from './fake-http-io.ts';

/** A `POST /audio/transcriptions` as the server received it (multipart). */
export interface RecordedTranscription {
  path: string;
  headers: IncomingMessage['headers'];
  model: string | null;
  language: string | null;
  responseFormat: string | null;
  file: { name: string; type: string; bytes: Uint8Array } | null;
  /** Every text field of the form. */
  fields: Record<string, string>;
}

/** A `POST /audio/speech` as the server received it (JSON). */
export interface RecordedSpeech {
  path: string;
  headers: IncomingMessage['headers'];
  body: { model: string; input: string; voice: string; response_format?: string; speed?: number; [key: string]: unknown };
}

/** An audio endpoint's failure: an HTTP error with an OpenAI-style error body. */
export interface FakeAudioError {
  status: number;
  message: string;
}

/** Answerers may return a promise, to hold a request until the test lets it go. */
export type TranscriptionAnswerer = (request: RecordedTranscription) => string | FakeAudioError | Promise<string | FakeAudioError>;
export type SpeechAnswerer = (
  request: RecordedSpeech,
) => { bytes: Uint8Array; contentType: string } | FakeAudioError | Promise<{ bytes: Uint8Array; contentType: string } | FakeAudioError>;

/**
 * One MPEG-1 Layer III frame of silence (128 kbit/s, 44.1 kHz, mono): 417 bytes that players and the AI SDK take
 * for an MP3.
 */
export const FAKE_MP3 = (() => {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0xc4]);
  return frame;
})();

const defaultTranscriptionAnswer: TranscriptionAnswerer = (request) => `Fake transcript of ${request.file?.bytes.length ?? 0} bytes.`;
const defaultSpeechAnswer: SpeechAnswerer = () => ({ bytes: FAKE_MP3, contentType: 'audio/mpeg' });

/** The multipart form as the OpenAI SDKs send it, parsed by the platform's own Fetch implementation. */
async function readTranscriptionForm(request: IncomingMessage, path: string): Promise<RecordedTranscription> {
  const form = await new Response(new Uint8Array(await readBody(request)), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
  const fields: Record<string, string> = {};
  let file: RecordedTranscription['file'] = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'file') file = { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  return {
    path,
    headers: request.headers,
    model: fields.model ?? null,
    language: fields.language ?? null,
    responseFormat: fields.response_format ?? null,
    file,
    fields,
  };
}

const isAudioError = (answer: unknown): answer is FakeAudioError => typeof answer === 'object' && answer !== null && 'status' in answer;

/** The audio endpoints with what they recorded and how they answer; `handle` serves a request that is theirs. */
export function createFakeAudioApi() {
  const transcriptions: RecordedTranscription[] = [];
  const speeches: RecordedSpeech[] = [];
  let answerTranscription = defaultTranscriptionAnswer;
  let answerSpeech = defaultSpeechAnswer;

  function sendAudioError(response: ServerResponse, error: FakeAudioError): void {
    sendJson(response, error.status, { error: { message: error.message, type: 'fake_error', code: String(error.status) } });
  }

  /** The audio API: answers true when it handled the request. */
  async function handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
    if (request.method !== 'POST') return false;
    if (path.endsWith('/audio/transcriptions')) {
      const recorded = await readTranscriptionForm(request, path);
      transcriptions.push(recorded);
      const answer = await answerTranscription(recorded);
      if (isAudioError(answer)) sendAudioError(response, answer);
      else sendJson(response, 200, { text: answer });
      return true;
    }
    if (path.endsWith('/audio/speech')) {
      const recorded: RecordedSpeech = { path, headers: request.headers, body: (await readJson(request)) as RecordedSpeech['body'] };
      speeches.push(recorded);
      const answer = await answerSpeech(recorded);
      if (isAudioError(answer)) {
        sendAudioError(response, answer);
      } else {
        response.writeHead(200, { 'content-type': answer.contentType, 'content-length': answer.bytes.length });
        response.end(answer.bytes);
      }
      return true;
    }
    return false;
  }

  return {
    transcriptions,
    speeches,
    handle,
    answerTranscriptionsWith(answer: TranscriptionAnswerer) {
      answerTranscription = answer;
    },
    answerSpeechWith(answer: SpeechAnswerer) {
      answerSpeech = answer;
    },
    reset() {
      transcriptions.length = 0;
      speeches.length = 0;
      answerTranscription = defaultTranscriptionAnswer;
      answerSpeech = defaultSpeechAnswer;
    },
  };
}
