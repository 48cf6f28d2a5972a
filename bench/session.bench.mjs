// Live roleplay sessions through the built server.
// (a) Starting a conversation (credit debit, row, the character's opening line) with the offline engine: p50, p95.
// (b) A voice turn with a model: from sending the learner's recording to the first byte of the character's first
//     spoken sentence (transcribe → streamed reply up to its first sentence → synthesize that sentence), through the
//     server with AI_PROVIDER=openai-compatible and a fake upstream answering at once, beside the same three calls
//     sent to the upstream directly, alternating in one run. The difference is the server's overhead (goal ≤ 150 ms).
// (c) The offline voice: a session's opening line synthesised by eSpeak NG in a worker thread.
// (d) 100 concurrent text sessions, each sending 5 turns one after another, offline engine: errors, p99 time to the
//     first byte of each reply, peak server RSS.
import http from 'node:http';
import { FAKE_TRANSCRIPT, startFakeUpstream, toneWav } from './fake-upstream.mjs';
import { findScenarioId, median, peakRssMb, percentile, registerAndLogin, startServer, timedPost } from './lib.mjs';

const STARTS = 100;
const OFFLINE_VOICE_RUNS = 30;
const VOICE_TURNS = 100;
const VOICE_WARM_UP = 10;
const TURNS_PER_CONVERSATION = 10;
const CONCURRENT_SESSIONS = 100;
const TURNS_PER_SESSION = 5;
const SEQUENTIAL_SESSIONS = 5;
const SEQUENTIAL_LINES = [
  'Hello, thanks for making the time.',
  'What happened with the last delivery?',
  'That sounds frustrating, I am sorry.',
  'What budget do you have for next year?',
  'So the budget is tight and the delivery let you down. Is that right?',
  'Could we agree a first step today?',
  'What would you need from us to go ahead?',
  'Shall we book a follow-up on Tuesday?',
  'What else worries you about the contract?',
  'Thanks, I will send the details today.',
];
const RECORDING = toneWav(2);
const FIRST_SENTENCE = /^[\s\S]*?[.!?](?=\s|$)/;

const fmt = (values) => `p50 ${median(values).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;

/** The character's first line in the session: what its voice may speak. */
async function openingLineOf(baseUrl, cookie, conversationId) {
  const response = await fetch(`${baseUrl}/conversations/${conversationId}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`reading the conversation answered ${response.status}: ${await response.text()}`);
  return (await response.json()).messages[0].content;
}

async function startConversation(baseUrl, cookie, scenarioId, mode = 'text') {
  const response = await fetch(`${baseUrl}/assessment/scenario-conversation/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ scenario_id: scenarioId, mode }),
  });
  if (response.status !== 201) throw new Error(`starting a conversation answered ${response.status}: ${await response.text()}`);
  return (await response.json()).data.id;
}

/** Reads a streamed body until `enough(textSoFar)`; the rest is drained in the background. */
async function readUntil(response, enough, decode = (text) => text) {
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let raw = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    raw += decoder.decode(value, { stream: true });
    const text = decode(raw);
    if (enough(text)) {
      void (async () => {
        while (!(await reader.read()).done);
      })().catch(() => undefined);
      return text;
    }
  }
  return decode(raw);
}

async function firstByte(response) {
  const reader = response.body.getReader();
  await reader.read();
  void (async () => {
    while (!(await reader.read()).done);
  })().catch(() => undefined);
}

/** The upstream's SSE frames → the reply's text so far. */
function sseText(raw) {
  let text = '';
  for (const line of raw.split('\n')) {
    if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
    try {
      text += JSON.parse(line.slice(6)).choices?.[0]?.delta?.content ?? '';
    } catch {
      // a frame cut in half: the next read completes it
    }
  }
  return text;
}

function recordingForm(extra) {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  form.set('audio', new Blob([RECORDING], { type: 'audio/wav' }), 'turn.wav');
  return form;
}

async function voiceTurnThroughServer(baseUrl, cookie, conversationId) {
  const started = performance.now();
  const transcribed = await fetch(`${baseUrl}/speech/transcribe`, { method: 'POST', headers: { cookie }, body: recordingForm({ language: 'en-US' }) });
  if (transcribed.status !== 200) throw new Error(`transcribe answered ${transcribed.status}: ${await transcribed.text()}`);
  const { text } = await transcribed.json();
  const reply = await fetch(`${baseUrl}/conversational/roleplay-chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ scenario_conv_list_id: conversationId, message: text }),
  });
  if (reply.status !== 200) throw new Error(`roleplay-chat answered ${reply.status}: ${await reply.text()}`);
  const sentence = FIRST_SENTENCE.exec(await readUntil(reply, (soFar) => FIRST_SENTENCE.test(soFar)))?.[0] ?? '';
  const spoken = await fetch(`${baseUrl}/speech/synthesize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ text: sentence.trim(), conversation_id: conversationId, gender: 'Female', language: 'en-US' }),
  });
  if (spoken.status !== 200) throw new Error(`synthesize answered ${spoken.status}: ${await spoken.text()}`);
  await firstByte(spoken);
  return performance.now() - started;
}

async function voiceTurnDirect(upstreamUrl) {
  const started = performance.now();
  const transcribed = await fetch(`${upstreamUrl}/audio/transcriptions`, { method: 'POST', body: recordingForm({ model: 'whisper-1', language: 'en' }) });
  const { text } = await transcribed.json();
  const reply = await fetch(`${upstreamUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'bench-model', stream: true, messages: [{ role: 'user', content: text }] }),
  });
  const sentence = FIRST_SENTENCE.exec(await readUntil(reply, (soFar) => FIRST_SENTENCE.test(soFar), sseText))?.[0] ?? '';
  const spoken = await fetch(`${upstreamUrl}/audio/speech`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'tts-1', voice: 'nova', input: sentence.trim() }),
  });
  await firstByte(spoken);
  return performance.now() - started;
}

async function benchVoiceTurns() {
  const upstream = await startFakeUpstream();
  const server = await startServer({
    port: 3213,
    env: {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: upstream.url,
      AI_MODEL: 'bench-model',
      AI_API_KEY: 'bench',
      SPEECH_TO_TEXT: 'provider',
      TEXT_TO_SPEECH: 'provider',
      WELCOME_CREDITS: '1000000',
    },
  });
  try {
    const { account, cookies } = await registerAndLogin(server.baseUrl);
    const cookie = cookies.join('; ');
    const scenarioId = await findScenarioId(server.baseUrl, account, cookie);
    const viaServer = [];
    const direct = [];
    let conversationId = null;
    for (let i = 0; i < VOICE_WARM_UP + VOICE_TURNS; i += 1) {
      if (i % TURNS_PER_CONVERSATION === 0) conversationId = await startConversation(server.baseUrl, cookie, scenarioId, 'speech');
      const a = await voiceTurnThroughServer(server.baseUrl, cookie, conversationId);
      const b = await voiceTurnDirect(upstream.url);
      if (i < VOICE_WARM_UP) continue;
      viaServer.push(a);
      direct.push(b);
    }
    console.log(`Voice turn, recording sent → first byte of the first spoken sentence (${VOICE_TURNS} turns, fake upstream answering at once, "${FAKE_TRANSCRIPT}"):`);
    console.log(`  through the server    ${fmt(viaServer)}`);
    console.log(`  upstream directly     ${fmt(direct)}`);
    console.log(`  server overhead       p50 ${(median(viaServer) - median(direct)).toFixed(1)} ms, p95 ${(percentile(viaServer, 95) - percentile(direct, 95)).toFixed(1)} ms (goal ≤ 150 ms)`);
  } finally {
    await server.stop();
    await upstream.close();
  }
}

async function benchOfflineSessions() {
  const server = await startServer({ port: 3214, env: { WELCOME_CREDITS: '1000000' } });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENT_SESSIONS });
  try {
    const { account, cookies } = await registerAndLogin(server.baseUrl);
    const cookie = cookies.join('; ');
    const scenarioId = await findScenarioId(server.baseUrl, account, cookie);

    const starts = [];
    for (let i = 0; i < STARTS + 5; i += 1) {
      const started = performance.now();
      await startConversation(server.baseUrl, cookie, scenarioId);
      if (i >= 5) starts.push(performance.now() - started);
    }
    console.log(`Start of a conversation (credits, row, opening line), offline engine, ${STARTS} sequential starts: ${fmt(starts)}`);

    // The voice speaks only the session's own character lines: the opening line of a session started here.
    const voiceSession = await startConversation(server.baseUrl, cookie, scenarioId);
    const openingLine = await openingLineOf(server.baseUrl, cookie, voiceSession);
    const spoken = [];
    let wavBytes = 0;
    for (let i = 0; i < OFFLINE_VOICE_RUNS + 2; i += 1) {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/speech/synthesize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ text: openingLine, conversation_id: voiceSession, gender: 'Female', language: 'en-US' }),
      });
      if (response.status !== 200) throw new Error(`synthesize answered ${response.status}: ${await response.text()}`);
      wavBytes = (await response.arrayBuffer()).byteLength;
      if (i >= 2) spoken.push(performance.now() - started);
    }
    console.log(`Offline voice (eSpeak NG in a worker thread), the opening line (${openingLine.split(/\s+/).length} words), ${OFFLINE_VOICE_RUNS} runs: ${fmt(spoken)} (${(wavBytes / 1024).toFixed(0)} KB WAV)`);

    const port = new URL(server.baseUrl).port;
    // One turn at a time: the built-in character's reply, from the request to its first streamed byte.
    const sequential = [];
    for (let session = 0; session < SEQUENTIAL_SESSIONS; session += 1) {
      const id = await startConversation(server.baseUrl, cookie, scenarioId);
      for (const [index, line] of SEQUENTIAL_LINES.entries()) {
        const turn = await timedPost(agent, { port, path: '/conversational/roleplay-chat', headers: { cookie }, body: JSON.stringify({ scenario_conv_list_id: id, message: line }) });
        if (turn.status !== 200 || turn.firstByteMs === null) throw new Error(`a turn answered ${turn.status}`);
        if (session > 0 || index >= 2) sequential.push(turn.firstByteMs);
      }
    }
    console.log(`Built-in character, one turn at a time (${sequential.length} turns in ${SEQUENTIAL_SESSIONS} sessions), request → first byte of the reply: ${fmt(sequential)}`);

    const conversations = [];
    for (let i = 0; i < CONCURRENT_SESSIONS; i += 1) conversations.push(await startConversation(server.baseUrl, cookie, scenarioId));
    const lines = ['Good morning, thanks for making time.', 'What budget do you have for next year?', 'I understand the late delivery was frustrating.', 'When do you need the new contract signed?', 'Could we agree on a first step today?'];
    const started = performance.now();
    const results = (
      await Promise.all(
        conversations.map(async (id) => {
          const turns = [];
          for (const line of lines.slice(0, TURNS_PER_SESSION)) {
            turns.push(await timedPost(agent, { port, path: '/conversational/roleplay-chat', headers: { cookie }, body: JSON.stringify({ scenario_conv_list_id: id, message: line }) }));
          }
          return turns;
        }),
      )
    ).flat();
    const elapsedMs = performance.now() - started;
    const ok = results.filter((result) => result.status === 200 && result.firstByteMs !== null);
    const statuses = [...new Set(results.filter((result) => result.status !== 200).map((result) => result.status))];
    console.log(`${CONCURRENT_SESSIONS} concurrent text sessions × ${TURNS_PER_SESSION} turns, offline engine (words 8 ms apart):`);
    console.log(
      `  turns ${results.length}, errors ${results.length - ok.length}${statuses.length ? ` (statuses ${statuses.join(', ')})` : ''}; time to first byte p50 ${median(ok.map((r) => r.firstByteMs)).toFixed(1)} ms, p99 ${percentile(ok.map((r) => r.firstByteMs), 99).toFixed(1)} ms; whole reply p99 ${percentile(ok.map((r) => r.totalMs), 99).toFixed(0)} ms; all done in ${elapsedMs.toFixed(0)} ms; peak server RSS ${peakRssMb(server.pid).toFixed(0)} MB`,
    );
  } finally {
    agent.destroy();
    await server.stop();
  }
}

export async function run() {
  await benchOfflineSessions();
  await benchVoiceTurns();
}
