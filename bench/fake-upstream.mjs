// A minimal OpenAI-compatible server for the benchmarks: streamed chat completions, transcriptions and speech, each
// answering at once (or the chat paced), so what a benchmark measures beside it is the product's own time.
import http from 'node:http';
import { register } from 'tsx/esm/api';

register();
const { buildWav } = await import('../src/server/test/audio-files.ts');

/** A WAV of `seconds` of a quiet 220 Hz tone, 16 kHz mono 16-bit: a recording or a spoken sentence. */
export function toneWav(seconds) {
  return buildWav({ seconds, tone: { hz: 220, amplitude: 0.3 } });
}

export const FAKE_TRANSCRIPT = 'What budget do you have for next year?';
const INSTANT_REPLY = ['Our budget ', 'is fixed for this year. ', 'I cannot ', 'go higher ', 'without approval.'];
const SPOKEN_SENTENCE = toneWav(0.5);

/**
 * A paced reply's piece: a word, with a sentence ending every fifth word. A character's reply reaches the client a
 * whole sentence at a time, so the first byte comes when the first sentence is complete, as with a real model.
 */
const pacedPiece = (index) => `${index % 5 === 0 ? 'Word' : 'word'}${index}${index % 5 === 4 ? '.' : ''} `;

/** Starts the fake on 127.0.0.1; `setPaced({ pieces, delayMs })` makes chat replies stream slowly. */
export async function startFakeUpstream() {
  let paced = null;
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', async () => {
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      if (path.endsWith('/audio/transcriptions')) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ text: FAKE_TRANSCRIPT }));
        return;
      }
      if (path.endsWith('/audio/speech')) {
        response.writeHead(200, { 'content-type': 'audio/wav', 'content-length': SPOKEN_SENTENCE.length });
        response.end(SPOKEN_SENTENCE);
        return;
      }
      const created = Math.floor(Date.now() / 1000);
      const frame = (delta, finish = null) =>
        `data: ${JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', created, model: 'bench', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const pieces = paced ? Array.from({ length: paced.pieces }, (_, index) => pacedPiece(index)) : INSTANT_REPLY;
      response.write(frame({ role: 'assistant', content: '' }));
      for (const piece of pieces) {
        if (response.destroyed) return;
        response.write(frame({ content: piece }));
        if (paced) await sleep(paced.delayMs);
      }
      response.end(`${frame({}, 'stop')}data: [DONE]\n\n`);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = server.address().port;
  return {
    port,
    url: `http://127.0.0.1:${port}/v1`,
    setPaced: (value) => (paced = value),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
