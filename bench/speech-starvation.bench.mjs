// One person's offline speech against another person's job work (F5): the victim ends a session (grading) and
// creates a persona, both jobs in the worker threads, first on a quiet server, then while another person sends 100
// parallel syntheses of their own session's opening line (the voice speaks only a session's character lines), each
// sent again once answered. Figures: the victim's two jobs, quiet and under
// load, and how the flood's calls were answered (200, 429 with Retry-After, 503, other). `node bench/run.mjs speech-starvation` after a build,
// or `node bench/speech-starvation.bench.mjs` when dist/ is already built.
import { findScenarioId, listenForJobEnds, registerAndLogin, startServer } from './lib.mjs';

const PARALLEL_SYNTHESES = 100;
const LEARNER_LINES = ['Good morning, I am calling about the delivery that arrived damaged.', 'Could you send a replacement this week?', 'Thank you, that works for us.'];

async function post(baseUrl, cookie, path, body) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: body === undefined ? { cookie } : { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The victim's round: a 3-turn session is ended and graded while a persona is generated; ms until both jobs ended. */
async function victimRound(baseUrl, victim, round) {
  const { cookie, scenarioId, jobs } = victim;
  const started = await post(baseUrl, cookie, '/assessment/scenario-conversation/create', { scenario_id: scenarioId, mode: 'text' });
  if (started.status !== 201) throw new Error(`session start answered ${started.status}: ${await started.text()}`);
  const id = (await started.json()).data.id;
  for (const line of LEARNER_LINES) await (await post(baseUrl, cookie, '/conversational/roleplay-chat', { scenario_conv_list_id: id, message: line })).text();

  const startedAt = performance.now();
  const [ended, persona] = await Promise.all([
    post(baseUrl, cookie, `/conversations/${id}/end`),
    post(baseUrl, cookie, '/persona/create', {
      name: `Victim persona ${round}`,
      persona_prompt: 'Sarah, a 42-year-old procurement manager at a hospital who is sceptical of new vendors',
      organization_id: victim.email,
      file_ids: [],
    }),
  ]);
  if (ended.status !== 202 || persona.status !== 202) throw new Error(`end answered ${ended.status}, persona ${persona.status}`);
  const jobIds = [(await ended.json()).jobId, (await persona.json()).jobId];
  await Promise.all(jobIds.map((jobId) => jobs.waitFor(jobId)));
  return performance.now() - startedAt;
}

/**
 * 100 parallel syntheses from one person, each sent again as soon as it is answered (after Retry-After when it was
 * refused) until `stop()`: the person keeps the offline voice as busy as the server lets them. Resolves with how
 * the calls were answered.
 */
function flood(baseUrl, cookie, spoken) {
  let isStopped = false;
  const answers = [];
  const loops = Array.from({ length: PARALLEL_SYNTHESES }, async () => {
    while (!isStopped) {
      let answer;
      try {
        const response = await post(baseUrl, cookie, '/speech/synthesize', spoken);
        await response.arrayBuffer();
        answer = { status: response.status, retryAfter: response.headers.get('retry-after') };
      } catch {
        answer = { status: 0, retryAfter: null };
      }
      answers.push(answer);
      if (answer.retryAfter) await new Promise((resolve) => setTimeout(resolve, Number(answer.retryAfter) * 1000));
    }
  });
  return {
    async stop() {
      isStopped = true;
      await Promise.all(loops);
      const count = (status) => answers.filter((answer) => answer.status === status).length;
      const retryAfter = answers.find((answer) => answer.status === 429)?.retryAfter ?? '-';
      return { total: answers.length, ok: count(200), limited: count(429), busy: count(503), other: answers.length - count(200) - count(429) - count(503), retryAfter };
    },
  };
}

export async function run() {
  // No per-minute or daily limit on speech here: the flood is as heavy as the concurrency rules alone allow.
  const server = await startServer({ port: 3231, env: { WELCOME_CREDITS: '100000', TEXT_TO_SPEECH: 'offline', SPEECH_RATE_LIMIT_PER_MINUTE: '1000', SPEECH_CHARACTERS_PER_DAY: '100000000' } });
  try {
    const { baseUrl } = server;
    const attacker = await registerAndLogin(baseUrl, `bench.speaker.${Date.now()}@example.com`);
    const { account, cookies } = await registerAndLogin(baseUrl, `bench.victim.${Date.now()}@example.com`);
    const cookie = cookies.join('; ');
    const jobs = listenForJobEnds(baseUrl, cookie);
    await jobs.ready;
    const victim = { cookie, email: account.email, jobs, scenarioId: await findScenarioId(baseUrl, account, cookie) };

    // Warm the workers (tsx-free build, but eSpeak compiles once per worker) and the offline engines.
    await victimRound(baseUrl, victim, 0);
    const attackerCookie = attacker.cookies.join('; ');
    const attackerSession = await post(baseUrl, attackerCookie, '/assessment/scenario-conversation/create', { scenario_id: victim.scenarioId, mode: 'speech' });
    const conversationId = (await attackerSession.json()).data.id;
    const conversation = await (await fetch(`${baseUrl}/conversations/${conversationId}`, { headers: { cookie: attackerCookie } })).json();
    const spoken = { text: conversation.messages[0].content, conversation_id: conversationId };
    await (await post(baseUrl, attackerCookie, '/speech/synthesize', spoken)).arrayBuffer();

    const quiet = [];
    for (let round = 1; round <= 3; round += 1) quiet.push(await victimRound(baseUrl, victim, round));

    const loaded = [];
    const flooding = flood(baseUrl, attackerCookie, spoken);
    // Let the syntheses take the workers first.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (let round = 4; round <= 6; round += 1) loaded.push(await victimRound(baseUrl, victim, round));
    const answered = await flooding.stop();
    jobs.close();

    const fmt = (values) => values.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ');
    const worst = (values) => Math.max(...values);
    console.log(`Speech starvation (F5): a victim's grading + persona jobs, quiet vs during ${PARALLEL_SYNTHESES} parallel syntheses of 1,000 characters by another person`);
    console.log(`  quiet:          ${fmt(quiet)}   (worst ${(worst(quiet) / 1000).toFixed(2)} s)`);
    console.log(`  under the flood: ${fmt(loaded)}   (worst ${(worst(loaded) / 1000).toFixed(2)} s; goal ≤ 2× quiet = ${((2 * worst(quiet)) / 1000).toFixed(2)} s)`);
    console.log(
      `  the flood's ${answered.total} calls: ${answered.ok} × 200, ${answered.limited} × 429 (Retry-After ${answered.retryAfter} s), ${answered.busy} × 503, ${answered.other} other`,
    );
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
