// GET /persona/all/{email} (100 personas) under 50 concurrent connections: one web instance, then two web instances on
// the same PostgreSQL database with the load split between them (what a proxy in front of them does). Prints figures.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { registerAndLogin, startServer } from './lib.mjs';

const PERSONAS = 100;
const CONNECTIONS = 50;
const DURATION_S = 10;

function load(url, headers, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: DURATION_S, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A throwaway PostgreSQL 17 (the embedded one the tests use), shared by the instances; answers its URL and a stop. */
async function startSharedPostgres() {
  const script = `
    import { startEmbeddedPostgres } from './src/server/db/embedded-postgres.ts';
    const postgres = await startEmbeddedPostgres({ dataDir: '', purpose: 'throwaway' });
    console.log('URL ' + postgres.url);
    process.on('SIGTERM', async () => { await postgres.stop(); process.exit(0); });
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('URL ')) resolve(line.slice(4));
    });
    child.once('exit', (code) => reject(new Error(`PostgreSQL did not start (${code})`)));
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

async function createPersonas(baseUrl, headers, email) {
  const jobIds = [];
  for (let i = 0; i < PERSONAS; i += 1) {
    const response = await fetch(`${baseUrl}/persona/create`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
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

const line = (name, rps, p99, errors) => `    ${name.padEnd(44)} ${rps.toFixed(0).padStart(6)} req/s   p99 ${String(p99).padStart(5)} ms   errors ${errors}`;

export async function run() {
  const postgres = await startSharedPostgres();
  const env = { DATABASE_URL: postgres.url, AI_PROVIDER: 'offline' };
  let first;
  let second;
  try {
    // The first instance also runs the jobs (WORKER defaults to true); the second serves requests only.
    first = await startServer({ port: 3210, env });
    second = await startServer({ port: 3211, env: { ...env, WORKER: 'false' } });
    const { account, cookies } = await registerAndLogin(first.baseUrl);
    const headers = { cookie: cookies.join('; ') };
    await createPersonas(first.baseUrl, headers, account.email);
    const path = `/persona/all/${encodeURIComponent(account.email)}`;

    const one = await load(`${first.baseUrl}${path}`, headers, CONNECTIONS);
    const [halfA, halfB] = await Promise.all([load(`${first.baseUrl}${path}`, headers, CONNECTIONS / 2), load(`${second.baseUrl}${path}`, headers, CONNECTIONS / 2)]);
    console.log(`  instances: GET ${'/persona/all/{email}'} with ${PERSONAS} personas, ${CONNECTIONS} connections, ${DURATION_S} s, one PostgreSQL`);
    console.log(line('one web instance', one.requests.average, one.latency.p99, one.errors + one.non2xx));
    console.log(
      line(
        'two web instances (load split evenly)',
        halfA.requests.average + halfB.requests.average,
        Math.max(halfA.latency.p99, halfB.latency.p99),
        halfA.errors + halfA.non2xx + halfB.errors + halfB.non2xx,
      ),
    );
    console.log(`    ratio two / one: ${((halfA.requests.average + halfB.requests.average) / one.requests.average).toFixed(2)}`);
  } finally {
    await second?.stop();
    await first?.stop();
    await postgres.stop();
  }
}
