// Scenario job round trip with the offline engine: POST /quick-roleplay/create → the completion seen by the page
// through GET /events (the job's event), then its status read once, as the web client's waitForJob does.
import { listenForJobEnds, median, percentile, registerAndLogin, startServer } from './lib.mjs';

const RUNS = 40;
const WARM_UP_RUNS = 3;

export async function run() {
  const server = await startServer({ port: 3212 });
  try {
    const { account, cookies } = await registerAndLogin(server.baseUrl);
    const cookie = cookies.join('; ');
    const stream = listenForJobEnds(server.baseUrl, cookie);
    await stream.ready;
    const times = [];
    let failed = 0;
    for (let i = 0; i < WARM_UP_RUNS + RUNS; i += 1) {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/quick-roleplay/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          scenario_title: `Late delivery ${i}`,
          ai_role: 'Maria, a 52-year-old procurement manager at a hospital',
          my_role: 'Account manager of the supplier',
          scenario_description: 'Maria is unhappy that the last delivery of surgical gloves arrived two weeks late and wants a discount before she renews.',
          organization_id: account.email,
          file_ids: [],
        }),
      });
      const { jobId } = await response.json();
      if (!jobId) throw new Error(`/quick-roleplay/create answered ${response.status}`);
      await stream.waitFor(jobId);
      const status = await (await fetch(`${server.baseUrl}/quick-roleplay/job-status-create/${jobId}`, { headers: { cookie } })).json();
      const elapsed = performance.now() - started;
      if (status.jobStatus !== 'Completed') failed += 1;
      if (i >= WARM_UP_RUNS) times.push(elapsed);
    }
    stream.close();
    console.log(
      `scenario job round trip (quick create, offline engine), create → completion seen by the page (event + status read), ${RUNS} sequential runs: p50 ${median(times).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${failed} failed)`,
    );
  } finally {
    await server.stop();
  }
}
