// A chat reply read straight from an OpenAI-style `POST {baseUrl}/chat/completions` stream (server-sent events) over
// node:http, for the providers that speak that format (openai-compatible servers, Ollama). The SDK's path for the same
// call (fetch, then four web-stream stages: bytes, text, events, JSON) cost about 2 ms of CPU per reply; this one about
// 0.4 ms, which is what decides how many replies one process can start at once. Structured answers, the other
// providers and OpenAI's own API (the Responses API) still go through the SDK (model-calls.ts).
import http from 'node:http';
import https from 'node:https';
import type { CallUsage } from './ai-call-meter.ts';
import { AiError, ProviderHttpError } from './ai-error.ts';
import type { AiMessage } from './ai-task.ts';

export interface ChatCompletionsCall {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  system: string;
  messages: readonly AiMessage[];
  temperature?: number | undefined;
  /** Closes the connection when it fires; the iteration then throws the signal's reason. */
  signal: AbortSignal;
}

/** What the stream carries: the reply's text as it is written, and the provider's token counts at its end. */
export type ChatCompletionsPart = { type: 'text'; text: string } | { type: 'usage'; usage: CallUsage };

// Connections are kept and reused, as fetch does: a new TCP (and TLS) connection per reply would cost more than the reply.
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };
/** One event longer than this is not a chat chunk; the reply is ended instead of held in memory. */
const MAX_EVENT_LENGTH = 1024 * 1024;
/** How much of an error answer is read for its message. */
const MAX_ERROR_BODY_LENGTH = 16 * 1024;

const UNREADABLE = 'The AI provider answered in a form this server cannot read. Please try again.';

/** The parts of one `chat.completion.chunk` read here. */
interface CompletionChunk {
  choices?: { delta?: { content?: string | null } }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: unknown;
}

export async function* streamChatCompletions(call: ChatCompletionsCall): AsyncGenerator<ChatCompletionsPart, void, undefined> {
  const body = JSON.stringify({
    model: call.model,
    messages: [{ role: 'system', content: call.system }, ...call.messages.map(({ role, content }) => ({ role, content }))],
    temperature: call.temperature,
    stream: true,
    // The token counts arrive in a last chunk (the Usage page reads them).
    stream_options: { include_usage: true },
  });
  const response = await post(new URL(`${call.baseUrl.replace(/\/+$/, '')}/chat/completions`), body, call.apiKey, call.signal);
  try {
    if (response.statusCode === undefined || response.statusCode < 200 || response.statusCode >= 300) {
      throw new ProviderHttpError(response.statusCode, await errorMessageOf(response));
    }
    response.setEncoding('utf8');
    // Server-sent events: lines of `field: value`, an event ended by an empty line; only `data` matters here.
    let pending = '';
    let data: string[] = [];
    for await (const text of response as AsyncIterable<string>) {
      pending += text;
      let start = 0;
      for (let end = pending.indexOf('\n'); end !== -1; end = pending.indexOf('\n', start)) {
        const line = pending.charCodeAt(end - 1) === 13 ? pending.slice(start, end - 1) : pending.slice(start, end);
        start = end + 1;
        if (line === '') {
          if (data.length > 0) yield* partsOf(data.join('\n'));
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(dataOf(line));
        }
      }
      pending = pending.slice(start);
      if (pending.length > MAX_EVENT_LENGTH) throw new AiError(UNREADABLE, true);
    }
    // A last event the provider did not close with a blank line is read all the same.
    if (pending.startsWith('data:')) data.push(dataOf(pending));
    if (data.length > 0) yield* partsOf(data.join('\n'));
  } finally {
    // Closes the connection when the reply was left early; the agent keeps it when it was read to its end.
    if (!response.complete) response.destroy();
  }
}

/** A `data:` line's value (one space after the colon is not part of it). */
function dataOf(line: string): string {
  return line.charCodeAt(5) === 32 ? line.slice(6) : line.slice(5);
}

function* partsOf(data: string): Generator<ChatCompletionsPart, void, undefined> {
  if (data === '[DONE]') return;
  let chunk: CompletionChunk;
  try {
    chunk = JSON.parse(data) as CompletionChunk;
  } catch {
    throw new AiError(UNREADABLE, true);
  }
  // An error reported in the middle of the stream (the HTTP status was already sent).
  if (chunk.error) throw new AiError('The AI model could not complete the request. Please try again.', true);
  const text = chunk.choices?.[0]?.delta?.content;
  if (typeof text === 'string' && text !== '') yield { type: 'text', text };
  if (chunk.usage) yield { type: 'usage', usage: { inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens } };
}

/** Sends the request; answers the response once its headers arrived, or fails as the provider being unreachable. */
function post(url: URL, body: string, apiKey: string | undefined, signal: AbortSignal): Promise<http.IncomingMessage> {
  signal.throwIfAborted();
  const isHttps = url.protocol === 'https:';
  if (!isHttps && url.protocol !== 'http:') return Promise.reject(new ProviderHttpError(undefined, `Unsupported address: ${url.protocol}`));
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json', accept: 'text/event-stream', 'content-length': Buffer.byteLength(body) };
    if (apiKey) headers.authorization = `Bearer ${apiKey}`;
    const request = (isHttps ? https : http).request(url, { method: 'POST', headers, agent: agents[url.protocol as 'http:' | 'https:'], signal }, resolve);
    request.on('error', (error) => reject(signal.aborted ? signal.reason : new ProviderHttpError(undefined, error.message)));
    request.end(body);
  });
}

/** The message of an OpenAI-style error answer (`{ error: { message } }`), read up to a bound; '' when there is none. */
async function errorMessageOf(response: http.IncomingMessage): Promise<string> {
  let text = '';
  try {
    response.setEncoding('utf8');
    for await (const chunk of response as AsyncIterable<string>) {
      text += chunk;
      if (text.length > MAX_ERROR_BODY_LENGTH) break;
    }
    const parsed = JSON.parse(text) as { error?: { message?: unknown } };
    return typeof parsed.error?.message === 'string' ? parsed.error.message : '';
  } catch {
    return '';
  }
}
