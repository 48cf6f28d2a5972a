// A real HTTP server on 127.0.0.1 that speaks the OpenAI chat-completions wire format, for tests of the AI
// provider path. Tests queue what it should do next (answer, fail, hang, stream) and read what it was sent.
// It also speaks the audio API (/audio/transcriptions, /audio/speech): what it answers there is a function of the
// request, and what it heard is recorded in `transcriptions` and `speeches`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server does with the next chat-completion request. */
export type FakeBehaviour =
  /** A chat completion whose message content is this string (streamed as one chunk when the request streams). */
  | { kind: 'answer'; content: string }
  /** An HTTP error with an OpenAI-style error body. */
  | { kind: 'error'; status: number; message: string }
  /** Never answers; the client's timeout has to end the request. */
  | { kind: 'hang' }
  /** A `text/event-stream` answer: one `chat.completion.chunk` per piece, each event split across two writes. */
  | { kind: 'stream'; pieces: string[]; delayMs: number; hold?: StreamHold | undefined };

/** Stops a streamed answer after some pieces until `until` settles (or the client closes the connection). */
export interface StreamHold {
  afterPieces: number;
  until: Promise<unknown>;
}

/** What `GET /models` lists. */
export const FAKE_MODELS = ['fake-model', 'fake-model-large'];

export const fakeAnswer = (content: string): FakeBehaviour => ({ kind: 'answer', content });
export const fakeJsonAnswer = (value: unknown): FakeBehaviour => fakeAnswer(JSON.stringify(value));
export const fakeError = (status: number, message = `Fake error ${status}`): FakeBehaviour => ({ kind: 'error', status, message });
export const fakeHang = (): FakeBehaviour => ({ kind: 'hang' });
export const fakeStream = (pieces: string[], delayMs = 15, hold?: StreamHold): FakeBehaviour => ({ kind: 'stream', pieces, delayMs, hold });

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body. */
  body: ChatCompletionRequest;
  /** Settles when the answer was sent completely, or when the client closed the connection before that. */
  outcome: Promise<'answered' | 'closed-by-client'>;
}

/** The parts of an OpenAI chat-completions request the tests read. */
export interface ChatCompletionRequest {
  model: string;
  messages: { role: string; content: string | { type: string; text?: string }[] }[];
  stream?: boolean;
  response_format?: { type: string; json_schema?: { name?: string; schema?: Record<string, unknown>; strict?: boolean } };
  [key: string]: unknown;
}

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

export interface FakeOpenAiServer {
  /** The base URL to configure, e.g. http://127.0.0.1:PORT/v1. */
  url: string;
  /** Every chat-completion request (and request to an unknown path) received, in order. */
  requests: RecordedRequest[];
  /** Every transcription request received, in order. */
  transcriptions: RecordedTranscription[];
  /** Every speech request received, in order. */
  speeches: RecordedSpeech[];
  /** How /audio/transcriptions answers from now on: the text, or an error. */
  answerTranscriptionsWith(answer: TranscriptionAnswerer): void;
  /** How /audio/speech answers from now on: audio bytes with their content type, or an error. */
  answerSpeechWith(answer: SpeechAnswerer): void;
  /** Queues behaviours, used one per request in order. */
  respondWith(...behaviours: FakeBehaviour[]): void;
  /** What to do once the queue is empty; by default a 500 that says nothing was queued. */
  respondAlwaysWith(behaviour: FakeBehaviour): void;
  /** Forgets the recorded requests, the queue, the fallback and the audio answers, for the next test. */
  reset(): void;
  close(): Promise<void>;
}

/** The text of a message, whether the client sent a string or content parts. */
export function messageText(message: ChatCompletionRequest['messages'][number]): string {
  return typeof message.content === 'string' ? message.content : message.content.map((part) => part.text ?? '').join('');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = (await readBody(request)).toString('utf8');
  return text ? JSON.parse(text) : null;
}

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

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  const queue: FakeBehaviour[] = [];
  const defaultFallback = fakeError(500, 'The fake OpenAI server had no answer queued for this request.');
  let fallback = defaultFallback;
  let sequence = 0;
  const transcriptions: RecordedTranscription[] = [];
  const speeches: RecordedSpeech[] = [];
  let answerTranscription = defaultTranscriptionAnswer;
  let answerSpeech = defaultSpeechAnswer;

  function sendAudioError(response: ServerResponse, error: FakeAudioError): void {
    sendJson(response, error.status, { error: { message: error.message, type: 'fake_error', code: String(error.status) } });
  }

  /** The audio API: answers true when it handled the request. */
  async function handleAudio(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
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

  function completionId(): string {
    sequence += 1;
    return `chatcmpl-fake-${sequence}`;
  }

  function usage(content: string) {
    const completionTokens = Math.max(1, Math.ceil(content.length / 4));
    return { prompt_tokens: 12, completion_tokens: completionTokens, total_tokens: 12 + completionTokens };
  }

  function sendCompletion(response: ServerResponse, model: string, content: string): void {
    sendJson(response, 200, {
      id: completionId(),
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, logprobs: null, finish_reason: 'stop' }],
      usage: usage(content),
    });
  }

  async function sendStream(response: ServerResponse, model: string, pieces: string[], delayMs: number, hold?: StreamHold): Promise<void> {
    const id = completionId();
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: Record<string, unknown>, finishReason: string | null, extra: Record<string, unknown> = {}) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finishReason }], ...extra })}\n\n`;

    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    response.flushHeaders();
    let isClosed = false;
    const closed = new Promise<void>((resolve) =>
      response.once('close', () => {
        isClosed = true;
        resolve();
      }),
    );
    const events = [
      chunk({ role: 'assistant', content: '' }, null),
      ...pieces.map((piece) => chunk({ content: piece }, null)),
      chunk({}, 'stop', { usage: usage(pieces.join('')) }),
    ];
    for (const [index, event] of events.entries()) {
      // events[0] is the role chunk, so the hold comes after `afterPieces` pieces of text.
      if (hold && index === hold.afterPieces + 1) await Promise.race([hold.until, closed]);
      if (isClosed) return;
      // Half an event per write, so the client has to join lines that arrive in pieces.
      const middle = Math.floor(event.length / 2);
      response.write(event.slice(0, middle));
      await sleep(delayMs);
      if (isClosed) return;
      response.write(event.slice(middle));
      await sleep(delayMs);
    }
    if (!isClosed) response.end('data: [DONE]\n\n');
  }

  const server = createServer((request, response) => {
    void (async () => {
      if (await handleAudio(request, response, request.url ?? '')) return;
      // The model list, as OpenAI's API answers it.
      if (request.method === 'GET' && (request.url ?? '').endsWith('/models')) {
        sendJson(response, 200, { object: 'list', data: FAKE_MODELS.map((id) => ({ id, object: 'model', owned_by: 'fake' })) });
        return;
      }
      let body: ChatCompletionRequest;
      try {
        body = (await readJson(request)) as ChatCompletionRequest;
      } catch {
        sendJson(response, 400, { error: { message: 'The body is not JSON.', type: 'invalid_request_error', code: null } });
        return;
      }
      const path = request.url ?? '';
      const outcome = new Promise<'answered' | 'closed-by-client'>((resolve) => {
        response.once('close', () => resolve(response.writableFinished ? 'answered' : 'closed-by-client'));
      });
      requests.push({ method: request.method ?? '', path, headers: request.headers, body, outcome });
      if (request.method !== 'POST' || !path.endsWith('/chat/completions')) {
        sendJson(response, 404, { error: { message: `Unknown path ${path}.`, type: 'invalid_request_error', code: 'not_found' } });
        return;
      }

      const behaviour = queue.shift() ?? fallback;
      const model = body?.model ?? 'fake-model';
      switch (behaviour.kind) {
        case 'answer':
          if (body?.stream) await sendStream(response, model, [behaviour.content], 0);
          else sendCompletion(response, model, behaviour.content);
          return;
        case 'error':
          sendJson(response, behaviour.status, { error: { message: behaviour.message, type: 'fake_error', code: String(behaviour.status) } });
          return;
        case 'hang':
          // Headers are never sent; close() destroys the socket.
          return;
        case 'stream':
          if (!body?.stream) {
            sendJson(response, 400, { error: { message: 'The fake server was told to stream, but the request did not ask for a stream.', type: 'fake_error', code: null } });
            return;
          }
          await sendStream(response, model, behaviour.pieces, behaviour.delayMs, behaviour.hold);
          return;
      }
    })().catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: { message: String(error), type: 'fake_error', code: null } });
      else response.destroy();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    transcriptions,
    speeches,
    answerTranscriptionsWith(answer) {
      answerTranscription = answer;
    },
    answerSpeechWith(answer) {
      answerSpeech = answer;
    },
    respondWith(...behaviours) {
      queue.push(...behaviours);
    },
    respondAlwaysWith(behaviour) {
      fallback = behaviour;
    },
    reset() {
      requests.length = 0;
      queue.length = 0;
      fallback = defaultFallback;
      transcriptions.length = 0;
      speeches.length = 0;
      answerTranscription = defaultTranscriptionAnswer;
      answerSpeech = defaultSpeechAnswer;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
