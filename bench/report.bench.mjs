// The graded report. (a) Grading a 20-turn transcript with the offline engine (the grader with its brief, then the quote
// checks, arithmetic, delivery figures and "What you uncovered" in code): p50, p95 (goal ≤ 50 ms). (b) End → report: a finished 5-turn text session
// is ended through the built server and its report read as soon as the grading job's completion is pushed: p50, p95.
import { register } from 'tsx/esm/api';
import { findScenarioId, listenForJobEnds, median, percentile, registerAndLogin, startServer } from './lib.mjs';

const GRADING_RUNS = 100;
const END_RUNS = 30;
const fmt = (values) => `p50 ${median(values).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;

const LEARNER_LINES = [
  'Good morning, thanks for making time for this today.',
  'Before we start, could you tell me what matters most to you in this renewal?',
  'I understand, a late delivery puts real pressure on your team.',
  'So what you are saying is that reliability matters more than price right now?',
  'How do you measure delivery performance on your side?',
  'What would a good outcome look like for you by the end of this quarter?',
  'We can add a weekly delivery report so you see problems before they hit the wards.',
  'Um, basically, I think we could, you know, maybe look at the price later.',
  'Which of your colleagues should be part of the decision?',
  'Shall we agree that I send a proposal by Friday and we review it together on Monday?',
];

function transcript() {
  const messages = [{ id: 'm-0', role: 'character', content: 'Hello, I am Maria Keller, procurement manager. Our last delivery was two weeks late.' }];
  LEARNER_LINES.forEach((line, index) => {
    messages.push({ id: `m-${index * 2 + 1}`, role: 'learner', content: line });
    messages.push({ id: `m-${index * 2 + 2}`, role: 'character', content: 'I hear you, but I need something concrete before I commit to anything.' });
  });
  return messages;
}

async function benchOfflineGrading() {
  register();
  const { generateOfflineRubric } = await import('../src/server/ai/offline/rubric/generate-rubric.ts');
  const { SAMPLE_RUBRICS } = await import('../src/server/features/rubrics/rubrics.seed.ts');
  const { gradeConversationOffline } = await import('../src/server/ai/offline/grader/grade-conversation.ts');
  const { buildReportScores } = await import('../src/server/ai/tasks/grade-conversation/score-report.ts');
  const { SALES_BRIEF } = await import('../src/server/ai/offline/grader/grading.test-helpers.ts');
  const sample = SAMPLE_RUBRICS.find((rubric) => rubric.name.startsWith('Sales')) ?? SAMPLE_RUBRICS[0];
  const content = generateOfflineRubric({ name: sample.name, description: sample.description, fileTexts: [] });
  const criteria = content.criteria.map((criterion) => ({
    name: criterion.criterion_name,
    weight: criterion.weight,
    levels: Object.entries(criterion.performance_levels).map(([name, description]) => ({ name, description })),
  }));
  const input = {
    scenario: { name: 'Renewing the hospital contract', overview: 'A supplier renews a contract with a sceptical hospital buyer.', characterName: 'Maria Keller' },
    language: 'en-US',
    mode: 'text',
    rubric: { title: content.rubric_title, criteria },
    glossary: [{ term: 'SLA', definition: 'Service Level Agreement.' }],
    brief: SALES_BRIEF,
    messages: transcript(),
  };
  const times = [];
  let overall = 0;
  for (let run = 0; run < GRADING_RUNS + 5; run += 1) {
    const started = performance.now();
    overall = buildReportScores(gradeConversationOffline(input), input, 70).overall_score;
    if (run >= 5) times.push(performance.now() - started);
  }
  console.log(`Offline grading of a 20-turn transcript against the sample "${sample.name}" rubric (${criteria.length} criteria), ${GRADING_RUNS} runs: ${fmt(times)} (goal ≤ 50 ms; overall score ${overall})`);
}

async function benchEndToReport() {
  const server = await startServer({ port: 3215, env: { WELCOME_CREDITS: '100000' } });
  try {
    const { account, cookies } = await registerAndLogin(server.baseUrl);
    const cookie = cookies.join('; ');
    const scenarioId = await findScenarioId(server.baseUrl, account, cookie);
    const jobs = listenForJobEnds(server.baseUrl, cookie);
    await jobs.ready;
    const post = (path, body) =>
      fetch(`${server.baseUrl}${path}`, body === undefined ? { method: 'POST', headers: { cookie } } : { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    const times = [];
    for (let run = 0; run < END_RUNS + 3; run += 1) {
      const id = (await (await post('/assessment/scenario-conversation/create', { scenario_id: scenarioId, mode: 'text' })).json()).data.id;
      for (const line of LEARNER_LINES.slice(0, 5)) await (await post('/conversational/roleplay-chat', { scenario_conv_list_id: id, message: line })).text();
      const started = performance.now();
      const ended = await post(`/conversations/${id}/end`);
      if (ended.status !== 202) throw new Error(`end answered ${ended.status}: ${await ended.text()}`);
      await jobs.waitFor((await ended.json()).jobId);
      const report = await fetch(`${server.baseUrl}/conversations/${id}/report`, { headers: { cookie } });
      if (report.status !== 200) throw new Error(`the report answered ${report.status}: ${await report.text()}`);
      await report.json();
      if (run >= 3) times.push(performance.now() - started);
    }
    jobs.close();
    console.log(`End → report read (grading job in a worker thread, completion pushed over /events), 5-turn text session, ${END_RUNS} runs: ${fmt(times)}`);
  } finally {
    await server.stop();
  }
}

export async function run() {
  await benchOfflineGrading();
  await benchEndToReport();
}
