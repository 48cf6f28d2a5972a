// The twin.summary job's own work with 20 answers, in process: the offline engine places every sentence and finds the
// tags, then the same code that checks a model's answer writes the sections (what the job runs between reading the
// answers and storing the summary). One answer changes per run, so no run repeats the last one's input. p50, p95.
import { register } from 'tsx/esm/api';
import { median, percentile } from './lib.mjs';

const RUNS = 200;
const WARM_UP = 10;

export async function run() {
  register();
  const { placeTwinSentencesOffline } = await import('../src/server/ai/offline/twin/summarize.ts');
  const { groundTwinSummary } = await import('../src/server/ai/language/ground-summary.ts');
  const { TWIN_QUESTIONS } = await import('../src/shared/twin-questions.ts');
  const { ANSWERS } = await import('./twin-summary-answers.mjs');
  const inputFor = (run) => ({
    ownerName: 'Ada Example',
    answers: TWIN_QUESTIONS.map((question, index) => ({
      number: question.number,
      question: question.text,
      answer: index === run % ANSWERS.length ? `${ANSWERS[index]} That was in year ${run}.` : ANSWERS[index],
    })),
    memories: [],
  });
  const times = [];
  let last;
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const input = inputFor(run);
    const started = performance.now();
    last = groundTwinSummary(placeTwinSentencesOffline(input), input);
    if (run >= WARM_UP) times.push(performance.now() - started);
  }
  console.log(`Twin summary (offline engine + grounding), 20 answers, ${RUNS} runs`);
  console.log(`  p50 ${median(times).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms (target p95 ≤ 50 ms)`);
  console.log(`  last summary: ${last.tags.length} tags, ${Object.values(last.sections).filter((section) => !section.is_empty).length} of 7 sections filled`);
}
