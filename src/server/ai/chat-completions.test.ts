// The chat-completions stream reader against a raw HTTP server that writes exactly the bytes a test gives it: line
// endings, events split anywhere (inside a character too), errors in the middle, and answers that are not events.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiError, ProviderHttpError, toAiError } from './ai-error.ts';
import { streamChatCompletions, type ChatCompletionsPart } from './chat-completions.ts';

type Answer = (response: ServerResponse) => void | Promise<void>;

let server: Server;
let baseUrl: string;
let answer: Answer = (response) => {
  response.end();
};
const received: { url: string; headers: Record<string, unknown>; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body: JSON.parse(body) as Record<string, unknown> });
      void answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const call = (signal = new AbortController().signal) =>
  streamChatCompletions({ baseUrl, apiKey: 'secret-key', model: 'the-model', system: 'Be brief.', messages: [{ role: 'user', content: 'Hello?' }], temperature: 0.4, signal });

/** Answers these pieces, each in its own write, a moment apart, as a streamed chat completion. */
function eventStream(...pieces: (string | Buffer)[]): Answer {
  return async (response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const piece of pieces) {
      response.write(piece);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    response.end();
  };
}

const delta = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

async function partsOf(stream: AsyncIterable<ChatCompletionsPart>): Promise<ChatCompletionsPart[]> {
  const parts: ChatCompletionsPart[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

async function failureOf(stream: AsyncIterable<ChatCompletionsPart>): Promise<unknown> {
  try {
    await partsOf(stream);
  } catch (error) {
    return error;
  }
  throw new Error('Expected the stream to fail.');
}

describe('[AI] chat-completions stream reader', () => {
  it('sends the conversation to {baseUrl}/chat/completions with the key, and reads the text and the token counts', async () => {
    answer = eventStream(delta('Fine. '), delta('Go on.'), `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 9, completion_tokens: 4 } })}\n\n`, 'data: [DONE]\n\n');

    const parts = await partsOf(call());

    expect(parts).toEqual([
      { type: 'text', text: 'Fine. ' },
      { type: 'text', text: 'Go on.' },
      { type: 'usage', usage: { inputTokens: 9, outputTokens: 4 } },
    ]);
    const request = received.at(-1)!;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer secret-key');
    expect(request.body).toEqual({
      model: 'the-model',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Hello?' },
      ],
      temperature: 0.4,
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('joins events split across writes, inside a multi-byte character too, with CRLF line ends and comments', async () => {
    const event = Buffer.from(`: keep-alive\r\ndata: ${JSON.stringify({ choices: [{ delta: { content: 'Très bien — 10 €.' } }] })}\r\n\r\n`);
    const euro = event.indexOf(Buffer.from('€'));
    answer = eventStream(event.subarray(0, 9), event.subarray(9, euro + 1), event.subarray(euro + 1), 'data: [DONE]\r\n\r\n');

    expect(await partsOf(call())).toEqual([{ type: 'text', text: 'Très bien — 10 €.' }]);
  });

  it('reads an event whose data spans several lines, and one left without its closing blank line', async () => {
    answer = eventStream('data: {"choices":\ndata: [{"delta":{"content":"One. "}}]}\n\n', delta('Two.').trimEnd());

    expect(await partsOf(call())).toEqual([
      { type: 'text', text: 'One. ' },
      { type: 'text', text: 'Two.' },
    ]);
  });

  it('turns an HTTP error into the status and the provider’s message', async () => {
    answer = (response) => {
      response.writeHead(429, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'Slow down.' } }));
    };

    const error = await failureOf(call());

    expect(error).toBeInstanceOf(ProviderHttpError);
    expect(error).toMatchObject({ statusCode: 429, message: 'Slow down.' });
    expect(toAiError(error, 1000)).toMatchObject({ kind: 'busy', isRetryable: true });
  });

  it('fails readably on an error event in the middle of the reply, after the text before it', async () => {
    answer = eventStream(delta('Well, '), `data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`);
    const parts: ChatCompletionsPart[] = [];
    let failure: unknown;
    try {
      for await (const part of call()) parts.push(part);
    } catch (error) {
      failure = error;
    }
    expect(parts).toEqual([{ type: 'text', text: 'Well, ' }]);
    expect(failure).toBeInstanceOf(AiError);
    expect(failure).toMatchObject({ message: 'The AI model could not complete the request. Please try again.' });
  });

  it('fails readably on data that is not JSON, and on an event too long to be a chat chunk', async () => {
    answer = eventStream('data: {"choices": [\n\n');
    expect(await failureOf(call())).toMatchObject({ name: 'AiError', message: 'The AI provider answered in a form this server cannot read. Please try again.' });

    answer = eventStream(`data: "${'x'.repeat(1024 * 1024 + 10)}`);
    expect(await failureOf(call())).toMatchObject({ name: 'AiError', message: 'The AI provider answered in a form this server cannot read. Please try again.' });
  });

  it('reports an address where nothing listens as unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const error = await failureOf(
      streamChatCompletions({ baseUrl: `http://127.0.0.1:${port}/v1`, model: 'm', system: '', messages: [], signal: new AbortController().signal }),
    );

    expect(error).toMatchObject({ name: 'ProviderHttpError', statusCode: undefined });
    expect(toAiError(error, 1000).message).toBe('The AI provider could not be reached. Please try again.');
  });

  it('refuses an address that is not http or https without sending anything', async () => {
    const count = received.length;
    const error = await failureOf(
      streamChatCompletions({ baseUrl: 'file:///etc', model: 'm', system: '', messages: [], signal: new AbortController().signal }),
    );
    expect(error).toMatchObject({ name: 'ProviderHttpError', statusCode: undefined });
    expect(received).toHaveLength(count);
  });

  it('throws the signal’s reason when aborted while waiting for the answer', async () => {
    answer = () => undefined;
    const controller = new AbortController();
    const failing = failureOf(call(controller.signal));
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort(new DOMException('The person left.', 'AbortError'));
    expect(await failing).toMatchObject({ name: 'AbortError', message: 'The person left.' });
  });
});
