// The embedded local engine through the real routes, on a tiny GGUF model written here (random weights: its words are
// noise, its timings are a real llama.cpp model's on this machine's cores). Run by local-engine.bench.mjs.
// (a) The server's added latency to the first token: for each turn, the time from sending the learner's line to the
//     first byte of the reply, less the engine's own time from being asked to the moment it had written what that
//     first piece needed. The reply guard sends whole sentences, and a sentence is known to be whole only when the
//     model writes past its end mark (or stops), so that moment is the engine's next piece after the sentence, or the
//     end of its reply. Turns whose first piece is not the model's own words (every sentence left out, the built-in
//     line said instead) are not counted. Also shown: the part before the model is asked (the turn's checks and
//     saves) and the part after. p50 and p95 over the turns of (b).
// (b) Turn-to-turn first-token time across one 20-turn session: the engine keeps the conversation's context, so a
//     turn evaluates only its new tokens and the figure stays flat as the conversation grows. Per turn, beside the
//     first byte: the server's part before the model is asked, the model's own time to the first sentence (its first
//     token, then the words up to the sentence's end), the server's part after, and the process's CPU time to the
//     first token and per token written after it (less shaken than wall time by other work on the cores).
// (a) and (b) run twice in one run, side by side on the same cores: with the attention llama.cpp chooses by itself
//     (flash attention, on the CPU too) and as the engine makes its context (local-engine.ts usesFlashAttention).
//     LOCAL_BENCH_PASSES=engine runs only the second.
// (d) The engine alone, without the server, on one thread, for each attention setting: a 20-turn session's prompts as
//     the character-reply task writes them, each turn's first token only; the process's CPU time to it per turn
//     (CPU time, not wall time: other work on the cores barely moves it). Left out with LOCAL_BENCH_PARTS=abc; alone
//     with LOCAL_BENCH_PARTS=d.
// (c) 10 sessions sending a turn at the same moment, two generations at a time: each one's wait in the queue and
//     its first-token time, and the total.
import { mkdtempSync, rmSync } from 'node:fs';
import pg from 'pg';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LlamaModel } from 'node-llama-cpp';
import { closeLocalEngine, LocalEngine } from '../src/server/ai/local/local-engine.ts';
import type { LocalGenerationRequest } from '../src/server/ai/local/local-generation.ts';
import { buildCharacterReplyPrompt } from '../src/server/ai/tasks/character-reply/prompt.ts';
import { buildCharacterInput } from '../src/server/test/character-input.ts';
import type { ChatMessage } from '../src/shared/contracts/scenarios.ts';
import { writeTinyGguf } from '../src/server/ai/local/tiny-gguf.test-helpers.ts';
import type { TurnEvent } from '../src/shared/contracts/conversations.ts';
import { REPLY_EVENTS_MEDIA_TYPE } from '../src/shared/contracts/reply-events.ts';
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
  /** When the engine was asked, and when its reply ended (performance.now()). */
  askedAt: number;
  doneAt: number;
  /** The whole text the engine wrote. */
  text: string;
  queuedMs: number;
  /** From the engine being asked to its first piece of text, the queue included. */
  firstTokenMs: number;
  /** When the text written so far first reached each length: (ms since asked, length, the process's CPU ms since asked). */
  written: Array<[number, number, number]>;
  evaluatedTokens: number;
  promptTokens: number;
  /** The process's CPU time (user and system) from the engine being asked to its first piece of text, ms. */
  firstTokenCpuMs: number;
  /** The process's CPU time per token written after the first, ms. */
  cpuPerTokenMs: number;
}

const timings: EngineTiming[] = [];
// Each generation's own timing, read around the engine the server uses.
const generate = LocalEngine.prototype.generate;
LocalEngine.prototype.generate = async function timed(this: LocalEngine, request: LocalGenerationRequest) {
  const asked = performance.now();
  const cpuBefore = process.cpuUsage();
  let first = Number.NaN;
  let length = 0;
  const written: Array<[number, number, number]> = [];
  const cpuSince = () => {
    const cpu = process.cpuUsage(cpuBefore);
    return (cpu.user + cpu.system) / 1000;
  };
  let text = '';
  const result = await generate.call(this, {
    ...request,
    onText: (piece) => {
      const now = performance.now() - asked;
      if (Number.isNaN(first)) first = now;
      length += piece.length;
      text += piece;
      written.push([now, length, cpuSince()]);
      request.onText?.(piece);
    },
  });
  timings.push({ askedAt: asked, doneAt: performance.now(), text, queuedMs: result.queuedMs, firstTokenMs: first, written, evaluatedTokens: result.evaluatedTokens, promptTokens: result.promptTokens, firstTokenCpuMs: written[0]?.[2] ?? Number.NaN, cpuPerTokenMs: result.outputTokens > 1 ? (cpuSince() - (written[0]?.[2] ?? 0)) / (result.outputTokens - 1) : Number.NaN });
  return result;
};

// Every database round trip (its statement's first words, when it was sent and answered) and every request's arrival
// at the server, so (a) can say where the time before the model is asked goes.
const roundTrips: Array<{ statement: string; sentAt: number; answeredAt: number }> = [];
const arrivals: number[] = [];
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]) {
  const sentAt = performance.now();
  const first = args[0];
  const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
  // The pool asks with a callback, a transaction's client with a promise.
  const callback = args.at(-1);
  if (typeof callback === 'function') {
    args[args.length - 1] = (...answer: unknown[]) => {
      roundTrips.push({ statement: statementName(text), sentAt, answeredAt: performance.now() });
      return (callback as (...values: unknown[]) => unknown)(...answer);
    };
  }
  const result = query.apply(this, args);
  if (result instanceof Promise) {
    void result.then(
      () => roundTrips.push({ statement: statementName(text), sentAt, answeredAt: performance.now() }),
      () => undefined,
    );
  }
  return result;
} as typeof pg.Client.prototype.query;

/** A statement as the breakdown names it: its verb and table. */
function statementName(text: string): string {
  const words = text.replaceAll(/\s+/g, ' ').trim();
  const verb = /^(\w+)/.exec(words)?.[1]?.toLowerCase() ?? '?';
  if (verb === 'begin' || verb === 'commit' || verb === 'rollback') return verb;
  // A select's own table is its last FROM (the ones before belong to subqueries in its select list).
  const tables = [...words.replace(/\bfor update\b.*$/i, '').matchAll(/\b(?:from|into|update)\s+"?(\w+)"?/gi)].map((match) => match[1]);
  const table = (verb === 'select' ? tables.at(-1) : tables[0]) ?? '?';
  const isLocking = /\bfor update\b/i.test(words);
  return `${verb} ${table}${isLocking ? ' for update' : ''}`;
}

// The first pass makes its context as llama.cpp would choose by itself (flash attention wherever it can run).
let forcedFlashAttention: 'auto' | undefined;
const createContext = LlamaModel.prototype.createContext;
LlamaModel.prototype.createContext = function forced(this: LlamaModel, options = {}) {
  return createContext.call(this, forcedFlashAttention ? { ...options, flashAttention: forcedFlashAttention } : options);
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

/** (d): the process's CPU time to each turn's first token, the engine alone on one thread. */
async function engineAlone(modelPath: string, folder: string): Promise<void> {
  console.log(`  (d) the engine alone on 1 thread, 20 turns of one session (the character-reply prompt), the process's CPU to each turn's first token:`);
  for (const [label, flashAttention] of [
    ['flash attention as llama.cpp chooses', 'auto'],
    ['as the engine makes its context', undefined],
  ] as const) {
    forcedFlashAttention = flashAttention;
    const engine = new LocalEngine(modelPath, { modelsDir: folder, concurrency: 1, sessions: 1, contextSize: 16_384, idleMs: 600_000, threads: 1, gpu: false });
    const history: ChatMessage[] = [{ role: 'character', content: 'Good morning. I have ten minutes, so let us get to the delivery problem.' }];
    const cpu: number[] = [];
    try {
      for (let index = 0; index < TURNS; index += 1) {
        history.push({ role: 'learner', content: LINES[index % LINES.length] ?? 'Go on.' });
        const prompt = buildCharacterReplyPrompt(buildCharacterInput({}, history));
        const before = process.cpuUsage();
        const result = await engine.generate({ messages: [{ role: 'system', content: prompt.system }, ...prompt.messages], conversationId: 'alone', maxTokens: 1 });
        const used = process.cpuUsage(before);
        cpu.push((used.user + used.system) / 1000);
        history.push({ role: 'character', content: result.text.trim() || 'I see.' });
      }
    } finally {
      await engine.unload();
    }
    console.log(`      ${label}: turns 2–6 p50 ${ms(median(cpu.slice(1, 6)))}, turns 16–20 p50 ${ms(median(cpu.slice(-5)))}; turn by turn ${cpu.map((value) => value.toFixed(0)).join(' ')} ms`);
  }
  forcedFlashAttention = undefined;
}

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'engram-local-bench-'));
  const modelPath = join(folder, 'tiny.gguf');
  // Leans towards ending its reply after a few words, as a chat model does.
  writeTinyGguf(modelPath, { lean: { '</s>': 1.5, '.': 1 }, contextLength: 32_768 });
  if (process.env.LOCAL_BENCH_PARTS === 'd') {
    await engineAlone(modelPath, folder);
    rmSync(folder, { recursive: true, force: true });
    return;
  }
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
    evalApp.app.server.prependListener('request', () => arrivals.push(performance.now()));
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
    /**
     * One turn, asked for as events as the page asks: when it was sent, the time to the reply's first words and that
     * first piece (the `queued` event, when it comes first, is timed apart), then the rest read to the end.
     */
    async function turn(cookie: string, id: string, line: string): Promise<{ sentAt: number; firstByteMs: number; firstPiece: string; queuedNoticeMs?: number }> {
      const sent = performance.now();
      const response = await fetch(`${base}/conversational/roleplay-chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: REPLY_EVENTS_MEDIA_TYPE, cookie },
        body: JSON.stringify({ scenario_conv_list_id: id, message: line }),
      });
      if (!response.ok || !response.body) throw new Error(`a turn answered ${response.status}: ${await response.text()}`);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let partial = '';
      let queuedNoticeMs: number | undefined;
      let firstPiece = '';
      let firstByteMs = Number.NaN;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const lines = (partial + decoder.decode(value, { stream: true })).split('\n');
        partial = lines.pop() ?? '';
        const events = lines.filter((one) => one.trim() !== '').map((one) => JSON.parse(one) as TurnEvent);
        if (events.some((event) => event.type === 'queued')) queuedNoticeMs = performance.now() - sent;
        const text = events.map((event) => (event.type === 'text' ? event.text : '')).join('');
        if (text !== '' && firstPiece === '') {
          firstByteMs = performance.now() - sent;
          firstPiece = text;
        }
      }
      return { sentAt: sent, firstByteMs, firstPiece, queuedNoticeMs };
    }

    const { cookie, email } = await login(0);
    const scenarioId = await scenarioOf(cookie, email);
    /** (a) and (b): one session of 20 turns, its context made with `flashAttention` forced or as the engine makes it. */
    async function sessionOfTurns(label: string, flashAttention: 'auto' | undefined) {
      await closeLocalEngine();
      forcedFlashAttention = flashAttention;
      const id = await start(cookie, scenarioId);
      timings.length = 0;
      const turns: Array<{ sentAt: number; firstByteMs: number; firstPiece: string }> = [];
      for (let index = 0; index < TURNS; index += 1) turns.push(await turn(cookie, id, LINES[index % LINES.length] ?? 'Go on.'));
      const firstBytes = turns.map((one) => one.firstByteMs);
      const own = timings.slice(-TURNS);
      // The engine's moment for the first piece the server sent: its next piece after that text, or the end of its reply.
      const parts = turns.flatMap((one, index) => {
        const timing = own[index];
        const at = timing?.text.indexOf(one.firstPiece) ?? -1;
        if (!timing || one.firstPiece === '' || at < 0) return [];
        const needed = at + one.firstPiece.length;
        const ready = timing.written.find(([, length]) => length > needed)?.[0] ?? timing.doneAt - timing.askedAt;
        const before = timing.askedAt - one.sentAt;
        const added = one.firstByteMs - ready;
        return [{ index, added, before, after: added - before, ready }];
      });
      const added = parts.map((part) => part.added);
      console.log(`Local engine (tiny GGUF, llama.cpp on this machine, ${config.ai.local?.threads} threads), ${label}:`);
      console.log(`  (a) server's added latency to the first token: p50 ${ms(median(added))}, p95 ${ms(percentile(added, 95))} over ${added.length} turns (goal: p50 ≤ 20 ms)`);
      const befores = parts.map((part) => part.before);
      const afters = parts.map((part) => part.after);
      console.log(`      before the model is asked p50 ${ms(median(befores))}, p95 ${ms(percentile(befores, 95))}; after it wrote the piece p50 ${ms(median(afters))}, p95 ${ms(percentile(afters, 95))}`);
      // Where the part before the model is asked goes: when the request reached the server, when each database round
      // trip of the turn was sent and answered (some run beside others), and when the engine was asked; p50 over the
      // turns, each from the moment the turn was sent.
      const steps = new Map<string, { sent: number[]; answered: number[] }>();
      const addStep = (name: string, sent: number, answered: number) => {
        const step = steps.get(name) ?? { sent: [], answered: [] };
        step.sent.push(sent);
        step.answered.push(answered);
        steps.set(name, step);
      };
      turns.forEach((one, index) => {
        const timing = own[index];
        if (!timing) return;
        const arrival = arrivals.find((at) => at >= one.sentAt && at <= timing.askedAt);
        if (arrival !== undefined) addStep('the request reaches the server', arrival - one.sentAt, arrival - one.sentAt);
        for (const trip of roundTrips.filter((trip) => trip.sentAt >= (arrival ?? one.sentAt) && trip.sentAt <= timing.askedAt)) {
          addStep(`round trip: ${trip.statement}`, trip.sentAt - one.sentAt, trip.answeredAt - one.sentAt);
        }
        addStep('the model is asked', timing.askedAt - one.sentAt, timing.askedAt - one.sentAt);
      });
      console.log(`      before the model is asked, step by step (ms after the turn was sent, p50 over the turns that had the step):`);
      const ordered = [...steps].sort(([, a], [, b]) => median(a.sent) - median(b.sent));
      for (const [name, step] of ordered) {
        const span = name.startsWith('round trip') ? `sent at ${ms(median(step.sent))}, answered at ${ms(median(step.answered))}` : `at ${ms(median(step.sent))}`;
        console.log(`        ${name}: ${span} (${step.sent.length} of ${turns.length} turns)`);
      }
      console.log(`      the engine's own first token (queue and prompt included): p50 ${ms(median(own.map((timing) => timing.firstTokenMs)))}`);
      console.log(
        `  (b) per turn: first byte = the server before the model is asked + the model to its first sentence (its first token) + the server after; tokens evaluated of the prompt; the process's CPU to the first token, and per token written after it:`,
      );
      turns.forEach((one, index) => {
        const timing = own[index];
        const part = parts.find((entry) => entry.index === index);
        if (!timing) return;
        const model = part ? `${ms(part.ready)} (${ms(timing.firstTokenMs)})` : `— (${ms(timing.firstTokenMs)})`;
        console.log(
          `      turn ${String(index + 1).padStart(2)}: ${ms(one.firstByteMs)} = ${part ? ms(part.before) : '—'} + ${model} + ${part ? ms(part.after) : '—'}; ${timing.evaluatedTokens} of ${timing.promptTokens} tokens; CPU ${ms(timing.firstTokenCpuMs)}, ${ms(timing.cpuPerTokenMs)} a token`,
        );
      });
      const early = median(firstBytes.slice(1, 6));
      const late = median(firstBytes.slice(-5));
      const modelOnly = (from: number, to: number) => median(parts.filter((part) => part.index >= from && part.index < to).map((part) => part.ready));
      const cpu = (from: number, to: number, of: (timing: EngineTiming) => number) => median(own.slice(from, to).map(of).filter((value) => !Number.isNaN(value)));
      const firstCpu = (timing: EngineTiming) => timing.firstTokenCpuMs;
      const tokenCpu = (timing: EngineTiming) => timing.cpuPerTokenMs;
      console.log(`      turns 2–6 p50 ${ms(early)}, turns 16–20 p50 ${ms(late)}: ${(late / early).toFixed(2)}× (flat is about 1×)`);
      console.log(`      the model alone to its first sentence: turns 2–6 p50 ${ms(modelOnly(1, 6))}, turns 16–20 p50 ${ms(modelOnly(TURNS - 5, TURNS))}`);
      console.log(
        `      the process's CPU to the first token: turns 2–6 p50 ${ms(cpu(1, 6, firstCpu))}, turns 16–20 p50 ${ms(cpu(TURNS - 5, TURNS, firstCpu))}; per token written after it: turns 2–6 p50 ${ms(cpu(1, 6, tokenCpu))}, turns 16–20 p50 ${ms(cpu(TURNS - 5, TURNS, tokenCpu))}`,
      );
    }
    if (process.env.LOCAL_BENCH_PASSES !== 'engine') await sessionOfTurns('flash attention as llama.cpp chooses (on, also on the CPU)', 'auto');
    await sessionOfTurns('attention as the engine makes its context (no flash attention on the CPU)', undefined);
    if (process.env.LOCAL_BENCH_PARTS !== 'abc') {
      await closeLocalEngine();
      await engineAlone(modelPath, folder);
    }

    // (c): ten sessions, one turn each at the same moment (left out with LOCAL_BENCH_PARTS=ab).
    if (process.env.LOCAL_BENCH_PARTS === 'ab') return;
    const sessions = await Promise.all(
      Array.from({ length: CONCURRENT }, async (_, index) => {
        const account = await login(index + 1);
        return { cookie: account.cookie, id: await start(account.cookie, await scenarioOf(account.cookie, account.email)) };
      }),
    );
    timings.length = 0;
    const began = performance.now();
    const answered = await Promise.all(sessions.map((session) => turn(session.cookie, session.id, 'What happened with the last delivery?')));
    const concurrent = answered.map((one) => one.firstByteMs);
    const total = performance.now() - began;
    const waits = timings.map((timing) => timing.queuedMs);
    const queuedWaits = waits.filter((wait) => wait > 0).length;
    const notices = answered.flatMap((one) => (one.queuedNoticeMs === undefined ? [] : [one.queuedNoticeMs]));
    console.log(`  (c) ${CONCURRENT} sessions at once, ${config.ai.local?.concurrency} generations at a time on ${config.ai.local?.threads} threads:`);
    console.log(`      first words p50 ${ms(median(concurrent))}, max ${ms(Math.max(...concurrent))}; queue wait p50 ${ms(median(waits))}, max ${ms(Math.max(...waits))}; all ${CONCURRENT} replies done in ${ms(total)}, no errors`);
    console.log(`      ${notices.length} of ${queuedWaits} replies that waited were told so (the stream's queued event) after p50 ${ms(median(notices))}, max ${ms(Math.max(...notices, 0))}`);
  } finally {
    await evalApp.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
