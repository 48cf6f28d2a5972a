// The digital twin through the built server, offline engine, embedded database.
// (a) Summary job round trip with 20 typed answers: POST /twin/summary → its completion pushed over /events. One
//     answer changes between runs, so every run summarises new material: p50, p95.
// (b) The owner's chat (POST /twin/chat), 100 sequential: time to the first streamed byte and to the whole reply, p50, p99.
// (c) The public chat (POST /public/twins/{username}/chat), 100 concurrent visitors with the per-address limit raised
//     (the server does not trust X-Forwarded-For by default, so they share one address): completed, errors, time to
//     first byte p50/p99, total time, peak server RSS.
// (d) The export ZIP of 100 photos of 1 MB each: time to the whole ZIP, its size, and the server's peak RSS while it is
//     written beside its RSS just before (streamed, the peak stays far below the 150 MB the ZIP holds: the photos, and
//     the memory book's PDF with the first 50 MB of them embedded).
// `node -e "import('./bench/twin.bench.mjs').then((bench) => bench.run(['export']))"` runs only some parts.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { ANSWERS } from './twin-summary-answers.mjs';
import { listenForJobEnds, median, peakRssMb, percentile, registerAndLogin, resetPeakRss, rssMb, sampleRss, startServer, timedPost } from './lib.mjs';

const SUMMARY_RUNS = 30;
const SUMMARY_WARM_UP = 3;
const OWNER_CHATS = 100;
const OWNER_CHAT_WARM_UP = 5;
const VISITORS = 100;
const MEMORIES = 100;
const MEMORY_BYTES = 1024 * 1024;



const OWNER_QUESTIONS = [
  'What do you do on a free afternoon?',
  'Tell me about your family.',
  'What was your work like?',
  'What advice would you give me?',
  'What is your happiest memory?',
];

const fmt = (values, p = 95, digits = 1) => `p50 ${median(values).toFixed(digits)} ms, p${p} ${percentile(values, p).toFixed(digits)} ms`;


/**
 * A JPEG's opening markers (SOI, APP0, SOF0 of 1600 × 1200) followed by random bytes: accepted as a photo, sized by
 * the memory book's PDF (which embeds photos up to its 50 MB allowance), and incompressible, so the ZIP carries every byte.
 */
function photoBytes() {
  const bytes = randomBytes(MEMORY_BYTES);
  const header = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const frame = [0xff, 0xc0, 0, 17, 8, 1200 >> 8, 1200 & 0xff, 1600 >> 8, 1600 & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  bytes.set([...header, ...frame], 0);
  return bytes;
}

/** GETs `path` and counts the body without keeping it (only its last bytes, to read the ZIP's closing record). */
function timedDownload(port, path, cookie) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let size = 0;
    let tail = Buffer.alloc(0);
    const request = http.get({ host: '127.0.0.1', port, path, headers: { cookie } }, (response) => {
      response.on('data', (chunk) => {
        size += chunk.length;
        tail = Buffer.concat([tail, chunk]).subarray(-65_557);
      });
      response.on('end', () => {
        // End of central directory: signature PK\x05\x06, total entries at offset 10.
        const at = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
        resolve({ status: response.statusCode, size, entries: at >= 0 ? tail.readUInt16LE(at + 10) : null, totalMs: performance.now() - started });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function call(baseUrl, cookie, method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? { cookie } : { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

async function benchSummary(server, cookie) {
  for (const [index, text] of ANSWERS.entries()) await call(server.baseUrl, cookie, 'PUT', `/twin/answers/${index + 1}`, { text });
  const jobs = listenForJobEnds(server.baseUrl, cookie);
  await jobs.ready;
  const times = [];
  let failed = 0;
  try {
    for (let run = 0; run < SUMMARY_WARM_UP + SUMMARY_RUNS; run += 1) {
      // A new detail each run, so the job summarises material it has not seen.
      await call(server.baseUrl, cookie, 'PUT', '/twin/answers/8', { text: `${ANSWERS[7]} Lately I have been reading book number ${run + 1} of the series.` });
      const started = performance.now();
      const { jobId } = await call(server.baseUrl, cookie, 'POST', '/twin/summary');
      const endedAt = await jobs.waitFor(jobId);
      const status = await call(server.baseUrl, cookie, 'GET', `/twin/job-status-summary/${jobId}`);
      if (status.jobStatus !== 'Completed') failed += 1;
      if (run >= SUMMARY_WARM_UP) times.push(endedAt - started);
    }
  } finally {
    jobs.close();
  }
  console.log(`Summary job round trip (POST /twin/summary → completion pushed over /events), 20 typed answers, ${SUMMARY_RUNS} runs, one answer changed before each: ${fmt(times)}${failed ? ` (${failed} failed)` : ''}`);
}

async function benchOwnerChat(server, cookie, agent) {
  const port = new URL(server.baseUrl).port;
  const firstBytes = [];
  const wholes = [];
  let errors = 0;
  for (let i = 0; i < OWNER_CHAT_WARM_UP + OWNER_CHATS; i += 1) {
    const body = JSON.stringify({ messages: [{ role: 'user', content: OWNER_QUESTIONS[i % OWNER_QUESTIONS.length] }] });
    const result = await timedPost(agent, { port, path: '/twin/chat', headers: { cookie }, body });
    if (i < OWNER_CHAT_WARM_UP) continue;
    if (result.status !== 200 || result.firstByteMs === null) {
      errors += 1;
      continue;
    }
    firstBytes.push(result.firstByteMs);
    wholes.push(result.totalMs);
  }
  console.log(`Owner chat (POST /twin/chat), offline engine (words 8 ms apart), ${OWNER_CHATS} sequential${errors ? `, ${errors} errors` : ''}:`);
  console.log(`  time to first byte    ${fmt(firstBytes, 99)}`);
  console.log(`  whole reply           ${fmt(wholes, 99)}`);
}

async function benchPublicChat(server, cookie, agent) {
  const { username } = await call(server.baseUrl, cookie, 'PATCH', '/twin', { visibility: 'public' });
  const port = new URL(server.baseUrl).port;
  const path = `/public/twins/${username}/chat`;
  const body = JSON.stringify({ messages: [{ role: 'user', content: 'What do you love doing with your friends?' }] });
  // Warm the route once, then measure only the burst.
  await timedPost(agent, { port, path, headers: {}, body });
  const isReset = resetPeakRss(server.pid);
  const stopSampling = sampleRss(server.pid);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: VISITORS }, () => timedPost(agent, { port, path, headers: {}, body })));
  const elapsedMs = performance.now() - started;
  const sampledPeak = stopSampling();
  const completed = results.filter((result) => result.status === 200 && result.firstByteMs !== null);
  const statuses = [...new Set(results.filter((result) => result.status !== 200).map((result) => result.status))];
  const peak = isReset ? `peak server RSS ${peakRssMb(server.pid).toFixed(0)} MB` : `peak server RSS ${sampledPeak.toFixed(0)} MB (sampled every 10 ms)`;
  console.log(`Public chat (POST /public/twins/{username}/chat), ${VISITORS} concurrent visitors from one address, TWIN_PUBLIC_CHAT_PER_MINUTE raised, offline engine:`);
  console.log(
    `  completed ${completed.length}, errors ${results.length - completed.length}${statuses.length ? ` (statuses ${statuses.join(', ')})` : ''}; time to first byte ${completed.length ? fmt(completed.map((r) => r.firstByteMs), 99) : 'n/a'}; all done in ${elapsedMs.toFixed(0)} ms; ${peak}`,
  );
}

async function benchExport(server, cookie) {
  const uploadStarted = performance.now();
  for (let i = 0; i < MEMORIES; i += 1) {
    const form = new FormData();
    form.set('kind', 'photo');
    form.set('title', `Photo ${i + 1}`);
    form.set('file', new Blob([photoBytes()], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`);
    const response = await fetch(`${server.baseUrl}/twin/memories`, { method: 'POST', headers: { cookie }, body: form });
    if (response.status !== 201) throw new Error(`uploading memory ${i + 1} answered ${response.status}: ${await response.text()}`);
  }
  const uploadMs = performance.now() - uploadStarted;
  const rssBefore = rssMb(server.pid);
  const isReset = resetPeakRss(server.pid);
  const stopSampling = sampleRss(server.pid);
  const download = await timedDownload(new URL(server.baseUrl).port, '/twin/export', cookie);
  const sampledPeak = stopSampling();
  if (download.status !== 200) throw new Error(`GET /twin/export answered ${download.status}`);
  const peak = isReset ? peakRssMb(server.pid) : sampledPeak;
  console.log(`Export ZIP (GET /twin/export), ${MEMORIES} photo memories of 1 MB each (random bytes, uploaded in ${(uploadMs / 1000).toFixed(1)} s):`);
  console.log(
    `  whole ZIP in ${download.totalMs.toFixed(0)} ms, ${(download.size / 1024 / 1024).toFixed(1)} MB (${download.size} bytes, ${download.entries ?? '?'} entries); server RSS ${rssBefore.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during${isReset ? '' : ' (sampled every 10 ms)'}`,
  );
}

const PARTS = ['summary', 'owner-chat', 'public-chat', 'export'];

export async function run(parts = PARTS) {
  const server = await startServer({
    port: 3216,
    env: { AI_PROVIDER: 'offline', DATABASE_URL: '', TWIN_PUBLIC_CHAT_PER_MINUTE: '1000000' },
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: VISITORS });
  try {
    const { cookies } = await registerAndLogin(server.baseUrl);
    const cookie = cookies.join('; ');
    console.log('Digital twin, offline engine, embedded database:');
    if (parts.includes('summary')) await benchSummary(server, cookie);
    if (parts.includes('owner-chat')) await benchOwnerChat(server, cookie, agent);
    if (parts.includes('public-chat')) await benchPublicChat(server, cookie, agent);
    if (parts.includes('export')) await benchExport(server, cookie);
  } finally {
    agent.destroy();
    await server.stop();
  }
}
