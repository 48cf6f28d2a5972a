// Memory over a long run of mixed traffic: 8 simulated people, each in a loop, log in, read their lists, hold a
// Vibes Check, play a 4-turn text session and end it (grading runs as a job), for SOAK_MINUTES (10 by default),
// on the built-in engine. Samples the memory of the whole process tree (the server and its embedded PostgreSQL)
// every 10 s: PSS (shared pages counted once), the sum of every process's RSS (what `ps` adds up) and the server
// alone; prints the series, the peaks against the 500 MB budget, and how the last sample compares with the one after
// the first minute.
import { setTimeout as sleep } from 'node:timers/promises';
import { findScenarioId, registerAndLogin, startServer, treeMemory } from './lib.mjs';

const PEOPLE = 8;
const SAMPLE_EVERY_MS = 10_000;
/** What the default install's whole process tree may take. */
const TREE_BUDGET_MB = 500;
const LINES = ['Hello, thanks for making the time.', 'What budget do you have for next year?', 'That sounds frustrating, I am sorry.', 'Could we agree a first step today?'];

async function person(baseUrl, index, until, counts) {
  const { account } = await registerAndLogin(baseUrl, `soak.${index}.${Date.now()}@example.com`);
  while (Date.now() < until) {
    try {
      const login = await fetch(`${baseUrl}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
      const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const email = encodeURIComponent(account.email);
      for (const path of [`/persona/all/${email}`, `/rubrics/all/${email}`, `/quick-roleplay/all/${email}`, '/credits', '/conversations']) await (await fetch(`${baseUrl}${path}`, { headers: { cookie } })).arrayBuffer();
      const scenarioId = await findScenarioId(baseUrl, account, cookie);
      const post = (path, body) => fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
      await (await post('/conversational/vibes-check', { scenario_id: scenarioId, messages: [{ role: 'learner', content: LINES[1] }] })).text();
      const created = await post('/assessment/scenario-conversation/create', { scenario_id: scenarioId, mode: 'text' });
      if (created.status === 201) {
        const id = (await created.json()).data.id;
        for (const line of LINES) await (await post('/conversational/roleplay-chat', { scenario_conv_list_id: id, message: line })).text();
        await (await post(`/conversations/${id}/end`)).arrayBuffer();
        counts.sessions += 1;
      } else {
        await created.arrayBuffer();
        counts.refused += 1;
      }
      counts.rounds += 1;
    } catch {
      counts.errors += 1;
    }
  }
}

export async function run() {
  const minutes = Number(process.env.SOAK_MINUTES ?? 10);
  // Enough credits for every session of the run.
  // SOAK_SERVER_ENV (JSON) adds settings, e.g. '{"DATABASE_POOL_SIZE":"10"}' to see what a setting costs.
  const extraEnv = JSON.parse(process.env.SOAK_SERVER_ENV ?? '{}');
  const server = await startServer({ port: 3251, env: { WELCOME_CREDITS: '100000', AI_OFFLINE_STREAM_DELAY_MS: '0', ...extraEnv } });
  const counts = { rounds: 0, sessions: 0, refused: 0, errors: 0 };
  const samples = [];
  const started = Date.now();
  const until = started + minutes * 60_000;
  const sampler = (async () => {
    while (Date.now() < until) {
      await sleep(SAMPLE_EVERY_MS);
      samples.push({ at: Math.round((Date.now() - started) / 1000), ...treeMemory(server.pid) });
    }
  })();
  try {
    await Promise.all([...Array.from({ length: PEOPLE }, (_, index) => person(server.baseUrl, index, until, counts)), sampler]);
  } finally {
    await server.stop();
  }
  const afterFirstMinute = samples.find((sample) => sample.at >= 60) ?? samples[0];
  const last = samples.at(-1);
  console.log(`soak, ${minutes} min of mixed traffic (${PEOPLE} people: login, lists, Vibes Check, 4-turn session, grading): ${counts.rounds} rounds, ${counts.sessions} sessions, ${counts.refused} starts refused, ${counts.errors} errors`);
  const series = (key) => samples.map((sample) => sample[key].toFixed(0)).join(', ');
  const peak = (key) => Math.max(...samples.map((sample) => sample[key]));
  console.log(`  whole tree, PSS, every 10 s: ${series('pss')} MB`);
  console.log(`  whole tree, sum of RSS, every 10 s: ${series('rss')} MB`);
  console.log(`  server process alone, RSS: ${series('server')} MB; processes in the tree: ${Math.min(...samples.map((s) => s.processes))}–${Math.max(...samples.map((s) => s.processes))}`);
  console.log(`  peaks: PSS ${peak('pss').toFixed(0)} MB, sum of RSS ${peak('rss').toFixed(0)} MB, server ${peak('server').toFixed(0)} MB (budget for the tree: ${TREE_BUDGET_MB} MB)`);
  if (last) {
    const parts = Object.entries(last.kinds).map(([kind, part]) => `${kind} ×${part.count} RSS ${part.rss.toFixed(0)} / PSS ${part.pss.toFixed(0)}`);
    console.log(`  last sample by kind (MB): ${parts.join('; ')}`);
  }
  if (afterFirstMinute && last) console.log(`  last vs after the first minute (PSS): ${last.pss.toFixed(0)} vs ${afterFirstMinute.pss.toFixed(0)} MB (${(((last.pss - afterFirstMinute.pss) / afterFirstMinute.pss) * 100).toFixed(1)} %)`);
}
