// The embedded local engine through the real routes, on a tiny GGUF model written here (random weights: its words are
// noise, its timings are a real llama.cpp model's on this machine's cores). Run by local-engine.bench.mjs.
// (a) The server's added latency to the first token: for each turn, the time from sending the learner's line to the
//     first byte of the reply, less the engine's own time from being asked to the moment it had written that first
//     piece (the reply guard sends whole sentences, so the first byte carries the model's first sentence, not its
//     first token). p50 and p95 over the turns of (b).
// (b) Turn-to-turn first-token time across one 20-turn session: the engine keeps the conversation's context, so a
//     turn evaluates only its new tokens and the figure stays flat as the conversation grows.
// (c) 10 sessions sending a turn at the same moment, two generations at a time: each one's wait in the queue and
//     its first-token time, and the total.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalEngine, type LocalGenerationRequest } from '../src/server/ai/local/local-engine.ts';
import { writeTinyGguf } from '../src/server/ai/local/tiny-gguf.test-helpers.ts';
import { loadConfig } from '../src/server/config.ts';
import { startEvalApp } from '../src/server/eval/evaluate.ts';

const TURNS = 20;
const CONCURRENT = 10;
const LINES = [
  'Hello, thanks for making the time.',
  'What happened with the last delivery?',
  'That sounds frustrating, I am sorry.',
  'What budget do you have for next year?',
  'Could we agree a first step today?',
];

interface EngineTiming {
  queuedMs: number;
  /** From the engine being asked to its first piece of text, the queue included. */
  firstTokenMs: number;
  /** When the text written so far first reached each length: (ms since asked, length). */
  written: Array<[number, number]>;
  evaluatedTokens: number;
  promptTokens: number;
}

const timings: EngineTiming[] = [];
// Each generation's own timing, read around the engine the server uses.
const generate = LocalEngine.prototype.generate;
LocalEngine.prototype.generate = async function timed(this: LocalEngine, request: LocalGenerationRequest) {
  const asked = performance.now();
  let first = Number.NaN;
  let length = 0;
  const written: Array<[number, number]> = [];
  const result = await generate.call(this, {
    ...request,
    onText: (text) => {
      const now = performance.now() - asked;
      if (Number.isNaN(first)) first = now;
      length += text.length;
      written.push([now, length]);
      request.onText?.(text);
    },
  });
  timings.push({ queuedMs: result.queuedMs, firstTokenMs: first, written, evaluatedTokens: result.evaluatedTokens, promptTokens: result.promptTokens });
  return result;
};

const median = (values: number[]) => percentile(values, 50);
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function json(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'engram-local-bench-'));
  const modelPath = join(folder, 'tiny.gguf');
  // Leans towards ending its reply after a few words, as a chat model does.
  writeTinyGguf(modelPath, { lean: { '</s>': 1.5, '.': 1 }, contextLength: 32_768 });
  // LOCAL_AI_THREADS from the environment when set (one thread suits a machine whose cores others are using).
  const config = loadConfig({
    DATA_DIR: folder,
    AI_PROVIDER: 'local',
    AI_MODEL: modelPath,
    AI_TIMEOUT_MS: '300000',
    LOCAL_AI_CONTEXT_SIZE: '16384',
    LOCAL_AI_CONCURRENCY: '2',
    LOCAL_AI_SESSIONS: '12',
    LOG_LEVEL: 'silent',
    ...(process.env.LOCAL_AI_THREADS ? { LOCAL_AI_THREADS: process.env.LOCAL_AI_THREADS } : {}),
  });
  const evalApp = await startEvalApp(config, 1);
  try {
    await evalApp.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(evalApp.app.server.address() as AddressInfo).port}`;
    const post = (path: string, body: unknown, cookie = '') => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });

    async function login(index: number): Promise<{ cookie: string; email: string }> {
      const account = { name: 'Bench Person', email: `local.bench.${index}.${Date.now()}@example.com`, password: 'bench password 1' };
      await post('/users/register', account);
      const response = await post('/users/login', account);
      await json(response.clone());
      return { cookie: response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; '), email: account.email };
    }
    async function scenarioOf(cookie: string, email: string): Promise<string> {
      const list = await json(await fetch(`${base}/quick-roleplay/all/${encodeURIComponent(email)}`, { headers: { cookie } }));
      const id = (list.data as { id: string }[] | undefined)?.[0]?.id;
      if (!id) throw new Error('no scenario to talk to');
      return id;
    }
    async function start(cookie: string, scenarioId: string): Promise<string> {
      return ((await json(await post('/assessment/scenario-conversation/create', { scenario_id: scenarioId, mode: 'text' }, cookie))).data as { id: string }).id;
    }
    /** One turn: the time to the reply's first byte and the length of that first piece, then the rest read to the end. */
    async function turn(cookie: string, id: string, line: string): Promise<{ firstByteMs: number; firstLength: number }> {
      const sent = performance.now();
      const response = await post('/conversational/roleplay-chat', { scenario_conv_list_id: id, message: line }, cookie);
      if (!response.ok || !response.body) throw new Error(`a turn answered ${response.status}: ${await response.text()}`);
      const reader = response.body.getReader();
      const { value } = await reader.read();
      const firstByteMs = performance.now() - sent;
      while (!(await reader.read()).done);
      return { firstByteMs, firstLength: new TextDecoder().decode(value).length };
    }

    const { cookie, email } = await login(0);
    const scenarioId = await scenarioOf(cookie, email);
    const id = await start(cookie, scenarioId);
    // (a) and (b): one session of 20 turns.
    timings.length = 0;
    const turns: Array<{ firstByteMs: number; firstLength: number }> = [];
    for (let index = 0; index < TURNS; index += 1) turns.push(await turn(cookie, id, LINES[index % LINES.length] ?? 'Go on.'));
    const firstBytes = turns.map((one) => one.firstByteMs);
    const own = timings.slice(-TURNS);
    // The engine's moment for the first piece the server sent: when its own text first reached that piece's length.
    const added = turns
      .map((one, index) => one.firstByteMs - (own[index]?.written.find(([, length]) => length >= one.firstLength)?.[0] ?? Number.NaN))
      .filter((value) => Number.isFinite(value));
    console.log(`Local engine (tiny GGUF, llama.cpp on this machine, ${config.ai.local?.threads} threads):`);
    console.log(`  (a) server's added latency to the first token: p50 ${ms(median(added))}, p95 ${ms(percentile(added, 95))} over ${added.length} turns (goal: p50 ≤ 20 ms)`);
    console.log(`      the engine's own first token (queue and prompt included): p50 ${ms(median(own.map((timing) => timing.firstTokenMs)))}`);
    console.log(`  (b) first byte per turn over ${TURNS} turns (tokens evaluated of the prompt):`);
    for (const index of [0, 1, 4, 9, 14, 19]) {
      const timing = own[index];
      if (timing) console.log(`      turn ${String(index + 1).padStart(2)}: ${ms(firstBytes[index] ?? Number.NaN)} (${timing.evaluatedTokens} of ${timing.promptTokens} tokens)`);
    }
    const early = median(firstBytes.slice(1, 6));
    const late = median(firstBytes.slice(-5));
    console.log(`      turns 2–6 p50 ${ms(early)}, turns 16–20 p50 ${ms(late)}: ${(late / early).toFixed(2)}× (flat is about 1×)`);

    // (c): ten sessions, one turn each at the same moment.
    const sessions = await Promise.all(
      Array.from({ length: CONCURRENT }, async (_, index) => {
        const account = await login(index + 1);
        return { cookie: account.cookie, id: await start(account.cookie, await scenarioOf(account.cookie, account.email)) };
      }),
    );
    timings.length = 0;
    const began = performance.now();
    const concurrent = (await Promise.all(sessions.map((session) => turn(session.cookie, session.id, 'What happened with the last delivery?')))).map((one) => one.firstByteMs);
    const total = performance.now() - began;
    const waits = timings.map((timing) => timing.queuedMs);
    console.log(`  (c) ${CONCURRENT} sessions at once, ${config.ai.local?.concurrency} generations at a time on ${config.ai.local?.threads} threads:`);
    console.log(`      first byte p50 ${ms(median(concurrent))}, max ${ms(Math.max(...concurrent))}; queue wait p50 ${ms(median(waits))}, max ${ms(Math.max(...waits))}; all ${CONCURRENT} replies done in ${ms(total)}, no errors`);
  } finally {
    await evalApp.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
