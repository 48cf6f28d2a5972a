// Memory over a long run of mixed traffic: 8 simulated people, each in a loop, log in, read their lists, hold a
// Vibes Check, play a 4-turn text session and end it (grading runs as a job), for SOAK_MINUTES (10 by default),
// on the built-in engine. Prints the memory of the server and its database processes (sum of PSS) every 30 s, and
// how the last sample compares with the one after the first minute.
import { setTimeout as sleep } from 'node:timers/promises';
import { findScenarioId, registerAndLogin, startServer, treePssMb } from './lib.mjs';

const PEOPLE = 8;
const SAMPLE_EVERY_MS = 30_000;
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
  const server = await startServer({ port: 3251, env: { WELCOME_CREDITS: '100000', AI_OFFLINE_STREAM_DELAY_MS: '0' } });
  const counts = { rounds: 0, sessions: 0, refused: 0, errors: 0 };
  const samples = [];
  const started = Date.now();
  const until = started + minutes * 60_000;
  const sampler = (async () => {
    while (Date.now() < until) {
      await sleep(SAMPLE_EVERY_MS);
      samples.push({ at: Math.round((Date.now() - started) / 1000), mb: treePssMb(server.pid) });
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
  console.log(`  memory (PSS of server and database), every 30 s: ${samples.map((sample) => `${sample.mb.toFixed(0)}`).join(', ')} MB`);
  if (afterFirstMinute && last) console.log(`  last vs after the first minute: ${last.mb.toFixed(0)} vs ${afterFirstMinute.mb.toFixed(0)} MB (${(((last.mb - afterFirstMinute.mb) / afterFirstMinute.mb) * 100).toFixed(1)} %)`);
}
