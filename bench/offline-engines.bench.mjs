// Time the offline engines take per answer with large grounding files (the persona and rubric jobs run them). The
// built-in character's figures are taken side by side with another checkout's when BENCH_BASELINE names its directory
// (each figure for this tree, then for the baseline, in one run).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { median, percentile } from './lib.mjs';

const RUNS = 40;

function time(generate) {
  generate(0);
  const times = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const started = performance.now();
    generate(run);
    times.push(performance.now() - started);
  }
  return `median ${median(times).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;
}

export async function run() {
  register();
  const { generatePersonaOffline } = await import('../src/server/ai/offline/persona/generate-persona.ts');
  const { generateOfflineRubric } = await import('../src/server/ai/offline/rubric/generate-rubric.ts');
  const personaFiles = [{ filename: 'long.txt', text: 'Supplier scorecards and contract renewals. '.repeat(3000) }];
  const policy = 'Always confirm the budget owner. Discount approval is required above 10%. '.repeat(2000);
  const rubricFiles = Array.from({ length: 10 }, (_, index) => ({ filename: `policy-${index}.txt`, text: policy }));
  console.log(`Offline engines, ${RUNS} runs each`);
  const persona = time((run) =>
    generatePersonaOffline({
      name: `Sarah ${run}`,
      prompt: `Sarah, 42, procurement manager at a hospital, sceptical of new vendors ${'and cares about budgets '.repeat(run * 10)}`,
      fileTexts: personaFiles,
    }),
  );
  console.log(`  persona, one 130 KB file: ${persona}`);
  const rubric = time((run) => generateOfflineRubric({ name: `Negotiation ${run}`, description: 'Renewal with procurement', fileTexts: rubricFiles }));
  console.log(`  rubric, ten 150 KB files: ${rubric}`);

  // The built-in character: one reply late in a session (the replay of the conversation is the cost). A reply must
  // start streaming within 20 ms of the request on the server, so its p50 has to stay well under that.
  const trees = [{ label: 'this tree', root: process.cwd() }];
  if (process.env.BENCH_BASELINE) trees.push({ label: `baseline (${process.env.BENCH_BASELINE})`, root: resolve(process.env.BENCH_BASELINE) });
  const from = (root, path) => import(pathToFileURL(resolve(root, path)).href);
  for (const tree of trees) {
    const character = await from(tree.root, 'src/server/ai/offline/character/reply-in-character.ts');
    const briefs = await from(tree.root, 'src/server/ai/offline/character/briefs.test-helpers.ts');
    const created = await from(tree.root, 'src/server/ai/offline/character/created-briefs.test-helpers.ts');
    const meaning = await from(tree.root, 'src/server/ai/offline/character/fact-meaning.ts');
    const knowledgeModule = await from(tree.root, 'src/server/ai/offline/character/knowledge.ts');
    Object.assign(tree, { replyInCharacter: character.replyInCharacter, HOSPITAL_BUYER: briefs.HOSPITAL_BUYER, BUILDING_CLIENT: created.BUILDING_CLIENT, meaningMatches: meaning.meaningMatches, knowledgeOf: knowledgeModule.knowledgeOf });
  }
  const label = (tree) => (trees.length > 1 ? ` [${tree.label}]` : '');
  const lines = [
    'How are the wards building their rosters today, and where does it hurt most?',
    'What does that cost you in agency staff each year?',
    'That sounds like a really difficult rollout, I can see why you are wary.',
    "So what I'm hearing is that agency spend keeps rising. Is that right?",
    'Okay.',
  ];
  /** A reply's input: a scenario, its character by name, its brief and the conversation so far. */
  const replyInput = (scenarioName, name, brief, messages) => ({
    scenarioName,
    overview: '',
    character: { name, gender: '', age: '', occupation: '', background: '', scenarioSnippet: '', relevanceToScenario: '' },
    brief,
    persona: null,
    glossary: [],
    facts: [],
    messages,
  });
  for (const turns of [12, 200]) {
    const messages = [];
    for (let turn = 0; turn < turns; turn += 1) {
      messages.push({ role: 'learner', content: `${lines[turn % lines.length]} (${turn})` });
      messages.push({ role: 'character', content: `We spent about £1.2 million on agency nurses last year, reply ${turn}.` });
    }
    for (const { replyInCharacter, HOSPITAL_BUYER, ...tree } of trees) {
      const reply = time((run) =>
        replyInCharacter(replyInput('Rostering', 'Sarah Whitfield', HOSPITAL_BUYER, [...messages, { role: 'learner', content: `What is your budget for this, and who decides? (${run})` }])),
      );
      console.log(`  character reply, ${turns}-turn session${label(tree)}: ${reply}`);
    }
  }

  // Questions in other words on a created brief: the facts found by meaning (lemmas, WordNet, question kind), every
  // line new to the caches, so the matching is paid each time. The language resources load once, on first use.
  const questions = ['How much did we set aside for the whole job', 'Who checks the changes on your side', 'When were you told the house would be ready', "What's the rent costing you each month"];
  for (const { BUILDING_CLIENT, meaningMatches, knowledgeOf, ...tree } of trees) {
    const knowledge = knowledgeOf({ brief: BUILDING_CLIENT, glossary: [], facts: [] });
    const match = time((run) => meaningMatches(`${questions[run % questions.length]}, number ${run}?`, knowledge));
    console.log(`  facts by meaning, one new question${label(tree)}: ${match}`);
  }
  const created = [];
  for (let turn = 0; turn < 12; turn += 1) {
    created.push({ role: 'learner', content: `${questions[turn % questions.length]}? (${turn})` });
    created.push({ role: 'character', content: `The budget for the whole refurbishment is £180,000, reply ${turn}.` });
  }
  for (const { replyInCharacter, BUILDING_CLIENT, ...tree } of trees) {
    const createdReply = time((run) =>
      replyInCharacter(replyInput('The extension', 'Tom Whitaker', BUILDING_CLIENT, [...created, { role: 'learner', content: `Remind me, when is the house actually handed over, run ${run}?` }])),
    );
    console.log(`  character reply, 12-turn session on a created brief, questions in other words${label(tree)}: ${createdReply}`);
  }
}
