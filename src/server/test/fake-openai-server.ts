// A real HTTP server on 127.0.0.1 that speaks the OpenAI chat-completions wire format, for tests of the AI
// provider path. Tests queue what it should do next (answer, fail, hang, stream) and read what it was sent.
// It also speaks the audio API (/audio/transcriptions, /audio/speech; fake-openai-audio.ts): what it answers there is a
// function of the request, and what it heard is recorded in `transcriptions` and `speeches`.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeAudioApi, type RecordedSpeech, type RecordedTranscription, type SpeechAnswerer, type TranscriptionAnswerer } from './fake-openai-audio.ts';
import { readJson, sendJson } from './fake-http-io.ts';

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

export interface FakeOpenAiServer {
  /** The base URL to configure, e.g. http://127.0.0.1:PORT/v1. */
  url: string;
  /** Every chat-completion request (and request to an unknown path) received, in order. */
  requests: RecordedRequest[];
  /** Every request of any kind (model list and audio included), with its headers, in order. */
  received: { method: string; path: string; headers: IncomingMessage['headers'] }[];
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

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  const received: FakeOpenAiServer['received'] = [];
  const queue: FakeBehaviour[] = [];
  const defaultFallback = fakeError(500, 'The fake OpenAI server had no answer queued for this request.');
  let fallback = defaultFallback;
  let sequence = 0;
  const audio = createFakeAudioApi();

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
    received.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers });
    void (async () => {
      if (await audio.handle(request, response, request.url ?? '')) return;
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
    received,
    transcriptions: audio.transcriptions,
    speeches: audio.speeches,
    answerTranscriptionsWith: audio.answerTranscriptionsWith,
    answerSpeechWith: audio.answerSpeechWith,
    respondWith(...behaviours) {
      queue.push(...behaviours);
    },
    respondAlwaysWith(behaviour) {
      fallback = behaviour;
    },
    reset() {
      requests.length = 0;
      received.length = 0;
      queue.length = 0;
      fallback = defaultFallback;
      audio.reset();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
