// GET /persona/all/{email} with 500 personas under 50 concurrent connections, beside a bare Fastify route
// answering the same JSON bytes in the same run; side by side with an earlier build when BENCH_BASELINE names its
// checkout (built).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { registerAndLogin, startServer } from './lib.mjs';

const PERSONAS = 500;
const CONNECTIONS = 50;
const DURATION_S = 10;

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function createPersonas(baseUrl, cookies, email) {
  const headers = { 'content-type': 'application/json', cookie: cookies.join('; ') };
  const jobIds = [];
  for (let i = 0; i < PERSONAS; i += 1) {
    const response = await fetch(`${baseUrl}/persona/create`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Persona ${i}`, persona_prompt: `Customer number ${i}, an impatient operations director at a logistics firm`, organization_id: email, file_ids: [] }),
    });
    if (response.status !== 202) throw new Error(`persona create answered ${response.status}`);
    jobIds.push((await response.json()).jobId);
  }
  for (const jobId of jobIds) {
    for (;;) {
      const status = await (await fetch(`${baseUrl}/persona/job-status-create/${jobId}`, { headers })).json();
      if (status.jobStatus === 'Completed' || status.jobStatus === 'Failed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function startBareFastify(port, body) {
  // The body travels through a file: it is far larger than a command line may be.
  const bodyFile = join(mkdtempSync(join(tmpdir(), 'engram-bare-')), 'body.json');
  writeFileSync(bodyFile, body);
  const script = `
    import { readFileSync } from 'node:fs';
    import Fastify from 'fastify';
    const body = readFileSync(${JSON.stringify(bodyFile)}, 'utf8');
    const app = Fastify();
    app.get('/persona/all/:email', async (request, reply) => reply.type('application/json; charset=utf-8').send(body));
    await app.listen({ port: ${port}, host: '127.0.0.1' });
    process.send?.('ready');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((resolve) => child.once('message', resolve));
  return child;
}

async function measure(label, root) {
  const server = await startServer({ port: 3205, root });
  let bare;
  try {
    const { account, cookies } = await registerAndLogin(server.baseUrl);
    await createPersonas(server.baseUrl, cookies, account.email);
    const path = `/persona/all/${encodeURIComponent(account.email)}`;
    const sample = await fetch(`${server.baseUrl}${path}`, { headers: { cookie: cookies.join('; ') } });
    const text = await sample.text();
    const count = JSON.parse(text).data.length;
    bare = await startBareFastify(3206, text);
    const real = await load(`${server.baseUrl}${path}`, { cookie: cookies.join('; ') });
    const baseline = await load(`http://127.0.0.1:3206${path}`, {});
    const line = (name, result) =>
      `    ${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   errors ${result.errors + result.non2xx}`;
    console.log(`  ${label}: ${count} personas (${(text.length / 1024).toFixed(0)} KB), ${CONNECTIONS} connections, ${DURATION_S} s each`);
    console.log(line('Engram (auth, version check, embedded PostgreSQL)', real));
    console.log(line('bare Fastify, same JSON bytes', baseline));
    console.log(`    ratio Engram / bare: ${(real.requests.average / baseline.requests.average).toFixed(2)}`);
  } finally {
    bare?.kill();
    await server.stop();
  }
}

export async function run() {
  console.log('GET /persona/all/{email}');
  await measure('this build', process.cwd());
  if (process.env.BENCH_BASELINE) await measure(`baseline (${process.env.BENCH_BASELINE})`, resolve(process.env.BENCH_BASELINE));
}
