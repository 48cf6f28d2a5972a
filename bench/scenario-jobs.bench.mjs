// Scenario job round trip with the offline engine: POST /quick-roleplay/create → the completion seen by the page
// through GET /events (the job's event), then its status read once, as the web client's waitForJob does.
import { median, percentile, registerAndLogin, startServer } from './lib.mjs';

const RUNS = 40;
const WARM_UP_RUNS = 3;

/** Reads the SSE stream and resolves waiters by job id once the job has ended. */
function listen(baseUrl, cookie) {
  const waiters = new Map();
  const ended = new Map();
  const controller = new AbortController();
  const ready = fetch(`${baseUrl}/events`, { headers: { cookie }, signal: controller.signal }).then((response) => {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let index;
          while ((index = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, index);
            buffer = buffer.slice(index + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (!data) continue;
            const event = JSON.parse(data.slice(6));
            if (event.type !== 'job' || (event.jobStatus !== 'Completed' && event.jobStatus !== 'Failed')) continue;
            const at = performance.now();
            ended.set(event.jobId, at);
            waiters.get(event.jobId)?.(at);
          }
        }
      } catch {
        // aborted at the end
      }
    })();
  });
  return {
    ready,
    waitFor: (jobId) => (ended.has(jobId) ? Promise.resolve(ended.get(jobId)) : new Promise((resolve) => waiters.set(jobId, resolve))),
    close: () => controller.abort(),
  };
}

export async function run() {
  const server = await startServer({ port: 3212 });
  try {
    const { account, cookies } = await registerAndLogin(server.baseUrl);
    const cookie = cookies.join('; ');
    const stream = listen(server.baseUrl, cookie);
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
