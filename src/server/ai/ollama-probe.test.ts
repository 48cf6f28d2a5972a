// Looking for Ollama: a fake one on 127.0.0.1 lists its models; a server that is not Ollama, or nothing at all, is
// reported as absent with the reason, within the short timeout.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeOllama } from './ollama-probe.ts';

describe('[LOCAL MODELS] probeOllama', () => {
  let server: Server;
  let url: string;
  let answer: { status: number; body: string; delayMs?: number };
  beforeAll(async () => {
    server = createServer((request, response) => {
      const send = () => response.writeHead(request.url === '/api/tags' ? answer.status : 404, { 'content-type': 'application/json' }).end(answer.body);
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('lists the models of an Ollama that answers, sorted and without repeats', async () => {
    answer = { status: 200, body: JSON.stringify({ models: [{ name: 'qwen2.5:7b' }, { name: 'llama3.2:3b' }, { name: 'qwen2.5:7b' }, { name: 7 }] }) };
    expect(await probeOllama(url)).toEqual({ baseUrl: url, isRunning: true, models: ['llama3.2:3b', 'qwen2.5:7b'], message: null });
  });

  it('says how to get a model when Ollama has none', async () => {
    answer = { status: 200, body: JSON.stringify({ models: [] }) };
    expect(await probeOllama(url)).toMatchObject({ isRunning: true, models: [], message: expect.stringContaining('ollama pull') });
  });

  it('reports a server that is not Ollama, a slow one and an absent one as no Ollama, with the reason', async () => {
    answer = { status: 500, body: '{}' };
    expect(await probeOllama(url)).toMatchObject({ isRunning: false, message: `${url} answered 500: it does not look like Ollama.` });
    answer = { status: 200, body: JSON.stringify({ data: [] }) };
    expect(await probeOllama(url)).toMatchObject({ isRunning: false, message: `${url} answers, but not like Ollama.` });
    answer = { status: 200, body: '{"models":[]}', delayMs: 500 };
    expect(await probeOllama(url, 100)).toMatchObject({ isRunning: false, message: expect.stringContaining(`No Ollama answers at ${url}.`) });
    expect(await probeOllama('http://127.0.0.1:9')).toMatchObject({ isRunning: false, models: [], message: expect.stringContaining('No Ollama answers at http://127.0.0.1:9.') });
  });
});
