// The import boundaries of eslint.config.js, tried on planted files: each rule must refuse its violation, and allow
// what the architecture allows (so a rule that refused everything would fail here too).
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: ROOT });

/** The boundary messages ESLint gives `code`, as if it were the file at `path` (which need not exist). */
async function boundaryErrors(path: string, code: string, rule = 'import-x/no-restricted-paths'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

// The import rules read the whole module graph on the first file that reaches it; the ESLint instance keeps it after.
beforeAll(async () => {
  const app = `${ROOT}src/server/app.ts`;
  await eslint.lintText(readFileSync(app, 'utf8'), { filePath: app });
}, 300_000);

const SERVICE = 'features/personas/personas.service.ts';
const importOf = (from: string) => `import { createPersonasService } from '${from}';\nexport const used = createPersonasService;\n`;

describe('[BOUNDARIES] infrastructure imports no feature', () => {
  it.each([
    ['jobs/', 'src/server/jobs/planted.ts', `../${SERVICE}`],
    ['ai/', 'src/server/ai/planted.ts', `../${SERVICE}`],
    ['ai/tasks/', 'src/server/ai/tasks/planted/task.ts', `../../../${SERVICE}`],
    ['plugins/', 'src/server/plugins/planted.ts', `../${SERVICE}`],
    ['cli/', 'src/server/cli/planted.ts', `../${SERVICE}`],
    ['the CPU-task pool', 'src/server/cpu-tasks.ts', `./${SERVICE}`],
    ['the CPU-task worker entry', 'src/server/cpu-tasks.worker.ts', `./${SERVICE}`],
    ['lib/', 'src/server/lib/planted.ts', `../${SERVICE}`],
    ['db/', 'src/server/db/planted.ts', `../${SERVICE}`],
  ])('refuses a feature imported from %s', async (_where, path, from) => {
    expect(await boundaryErrors(path, importOf(from))).toEqual([expect.stringMatching(/Infrastructure imports no feature/)]);
  });

  it('refuses a feature re-exported by infrastructure, the way another feature could reach it', async () => {
    const errors = await boundaryErrors('src/server/ai/planted.ts', `export { createPersonasService } from '../${SERVICE}';\n`);
    expect(errors).toEqual([expect.stringMatching(/Infrastructure imports no feature/)]);
  });

  it('refuses a type-only import and a dynamic import from the job queue', async () => {
    const code = `import type { createPersonasService } from '../${SERVICE}';\nexport const load = (): Promise<unknown> => import('../${SERVICE}');\nexport type Planted = ReturnType<typeof createPersonasService>;\n`;
    expect(await boundaryErrors('src/server/jobs/planted.ts', code)).toHaveLength(2);
  });

  it('refuses a feature named in FeatureDeps, which every feature may import', async () => {
    const errors = await boundaryErrors('src/server/features/feature-deps.ts', importOf(`./personas/personas.service.ts`));
    expect(errors).toEqual([expect.stringMatching(/FeatureDeps names no feature/)]);
  });

  it('refuses a feature that imports the composition root', async () => {
    const errors = await boundaryErrors('src/server/features/rubrics/planted.ts', `import { FEATURES } from '../../app.ts';\nexport const all = FEATURES;\n`);
    expect(errors).toEqual([expect.stringMatching(/app.ts composes the features/)]);
    const composition = await boundaryErrors('src/server/features/rubrics/planted.ts', `import { FEATURES } from '../../app/features.ts';\nexport const all = FEATURES;\n`);
    expect(composition).toEqual([expect.stringMatching(/app.ts composes the features/)]);
  });

  it('lets app.ts compose the features, and a feature use infrastructure', async () => {
    expect(await boundaryErrors('src/server/app.ts', importOf(`./${SERVICE}`))).toEqual([]);
    expect(await boundaryErrors('src/server/features/rubrics/planted.ts', `import { defineJob } from '../../jobs/define-job.ts';\nexport const define = defineJob;\n`)).toEqual([]);
  });

  it('lets a test of an AI engine read a feature, as a fixture', async () => {
    expect(await boundaryErrors('src/server/ai/planted.test.ts', importOf(`../${SERVICE}`))).toEqual([]);
  });
});

describe('[BOUNDARIES] sessions and reports', () => {
  const PLANTED = 'src/server/features/reports/planted.ts';

  it('lets reports read a session through session-records.repository.ts, never the sessions repository or service', async () => {
    expect(await boundaryErrors(PLANTED, `import { createSessionRecords } from '../sessions/session-records.repository.ts';\nexport const records = createSessionRecords;\n`)).toEqual([]);
    expect(await boundaryErrors(PLANTED, `import { createSessionsRepository } from '../sessions/sessions.repository.ts';\nexport const planted = createSessionsRepository;\n`)).toEqual([
      expect.stringMatching(/A feature imports no other feature/),
    ]);
    expect(await boundaryErrors(PLANTED, `import { createSessionsService } from '../sessions/sessions.service.ts';\nexport const planted = createSessionsService;\n`)).toEqual([
      expect.stringMatching(/A feature imports no other feature/),
    ]);
  });

  it('refuses sessions reaching into reports: the end queues its grading through FeatureDeps.grading', async () => {
    const job = `import { gradeConversationJob } from '../reports/grade-conversation.job.ts';\nexport const job = gradeConversationJob;\n`;
    expect(await boundaryErrors('src/server/features/sessions/planted.ts', job)).toEqual([expect.stringMatching(/A feature imports no other feature/)]);
  });
});

describe('[BOUNDARIES] records modules: another feature’s tables read through their owner', () => {
  it.each([
    ['credits', 'users/account-records.repository.ts', 'lockAccount', 'users/users.repository.ts', 'createUsersRepository'],
    ['files', 'users/file-quota.repository.ts', 'takeFileSlot', 'users/users.service.ts', 'createUsersService'],
    ['sessions', 'scenarios/scenario-records.repository.ts', 'findPlayableScenario', 'scenarios/scenarios.repository.ts', 'createScenariosRepository'],
    ['reports', 'rubrics/rubric-records.repository.ts', 'findGradingRubric', 'rubrics/rubrics.repository.ts', 'createRubricsRepository'],
    ['scenarios', 'personas/persona-records.repository.ts', 'findUsablePersona', 'personas/personas.repository.ts', 'createPersonasRepository'],
    ['scenarios', 'glossaries/glossary-records.repository.ts', 'findUsableGlossary', 'glossaries/glossaries.repository.ts', 'createGlossariesRepository'],
  ])('lets %s import %s, never its owner’s repository or service', async (feature, allowed, allowedName, internal, internalName) => {
    const planted = `src/server/features/${feature}/planted.ts`;
    expect(await boundaryErrors(planted, `import { ${allowedName} } from '../${allowed}';\nexport const used = ${allowedName};\n`)).toEqual([]);
    expect(await boundaryErrors(planted, `import { ${internalName} } from '../${internal}';\nexport const planted = ${internalName};\n`)).toEqual([
      expect.stringMatching(/A feature imports no other feature/),
    ]);
  });
});

describe('[BOUNDARIES] the AI layer: tasks above engines above contracts', () => {
  const TASK = `import { characterReplyTask } from '../../tasks/character-reply/task.ts';\nexport const task = characterReplyTask;\n`;

  it('refuses an offline engine that imports a task', async () => {
    expect(await boundaryErrors('src/server/ai/offline/character/planted.ts', TASK)).toEqual([expect.stringMatching(/never a task/)]);
  });

  it('refuses a task contract that imports a task or an engine', async () => {
    const engine = `import { replyInCharacter } from '../offline/character/reply-in-character.ts';\nexport const reply = replyInCharacter;\n`;
    expect(await boundaryErrors('src/server/ai/contracts/planted.ts', engine)).toEqual([expect.stringMatching(/neither the tasks nor the engines/)]);
    expect(await boundaryErrors('src/server/ai/contracts/planted.ts', `import { characterReplyTask } from '../tasks/character-reply/task.ts';\nexport const task = characterReplyTask;\n`)).toEqual([
      expect.stringMatching(/neither the tasks nor the engines/),
    ]);
  });

  it('lets an engine use a contract and a task wire an engine', async () => {
    expect(await boundaryErrors('src/server/ai/offline/character/planted.ts', `import type { CharacterReplyInput } from '../../contracts/character-reply.ts';\nexport type Input = CharacterReplyInput;\n`)).toEqual([]);
    expect(await boundaryErrors('src/server/ai/tasks/planted/task.ts', `import { replyInCharacter } from '../../offline/character/reply-in-character.ts';\nexport const reply = replyInCharacter;\n`)).toEqual([]);
  });
});

describe('[BOUNDARIES] features reach the AI through its front door', () => {
  const PLANTED = 'src/server/features/personas/planted.ts';

  it.each([
    ['an offline engine', `import { generatePersonaOffline } from '../../ai/offline/persona/generate-persona.ts';\nexport const planted = generatePersonaOffline;\n`],
    ['the embedded engine', `import { localEngineStatus } from '../../ai/local/local-engine.ts';\nexport const planted = localEngineStatus;\n`],
  ])('refuses a feature that imports %s', async (_what, code) => {
    expect(await boundaryErrors(PLANTED, code)).toEqual([expect.stringMatching(/through ai\/tasks\//)]);
  });

  it('refuses shared language helpers that import an engine or a task', async () => {
    const engine = `import { replyInCharacter } from '../offline/character/reply-in-character.ts';\nexport const reply = replyInCharacter;\n`;
    expect(await boundaryErrors('src/server/ai/language/planted.ts', engine)).toEqual([expect.stringMatching(/imports neither/)]);
  });

  it('lets a feature use a task, a contract, the shared language helpers and the client', async () => {
    const code = [
      `import { generatePersonaTask } from '../../ai/tasks/generate-persona/task.ts';`,
      `import type { GeneratePersonaInput } from '../../ai/contracts/generate-persona.ts';`,
      `import { splitSentences } from '../../ai/language/text.ts';`,
      `import type { AiClient } from '../../ai/ai-client.ts';`,
      `export const planted = [generatePersonaTask, splitSentences];`,
      `export type Planted = [GeneratePersonaInput, AiClient];`,
    ].join('\n');
    expect(await boundaryErrors(PLANTED, `${code}\n`)).toEqual([]);
  });

  it('lets a feature test read an engine as a fixture', async () => {
    const code = `import { generatePersonaOffline } from '../../ai/offline/persona/generate-persona.ts';\nexport const planted = generatePersonaOffline;\n`;
    expect(await boundaryErrors('src/server/features/personas/planted.test.ts', code)).toEqual([]);
  });
});

describe('[BOUNDARIES] the evaluation sits above the app', () => {
  const RUNNER = `import { createEvaluationRunner } from '../../eval/evaluation-runner.ts';\nexport const runner = createEvaluationRunner;\n`;

  it.each([
    ['a feature', 'src/server/features/quality/planted.ts', RUNNER],
    ['a feature, type only', 'src/server/features/quality/planted.ts', `import type { EvalResult } from '../../eval/evaluate.ts';\nexport type Result = EvalResult;\n`],
    ['app.ts', 'src/server/app.ts', `import { createEvaluationRunner } from './eval/evaluation-runner.ts';\nexport const runner = createEvaluationRunner;\n`],
    ['jobs/', 'src/server/jobs/planted.ts', `import { stopEvalWorkers } from '../eval/eval-worker.ts';\nexport const stop = stopEvalWorkers;\n`],
    ['lib/', 'src/server/lib/planted.ts', `import { EVAL_THRESHOLDS } from '../eval/thresholds.ts';\nexport const thresholds = EVAL_THRESHOLDS;\n`],
  ])('refuses the evaluation imported by %s', async (_who, path, code) => {
    expect(await boundaryErrors(path, code)).toEqual([expect.stringMatching(/The product does not import the evaluation/)]);
  });

  it('lets the entries build it and hand it to the app', async () => {
    const code = `import { createEvaluationRunner } from './eval/evaluation-runner.ts';\nexport const runner = createEvaluationRunner;\n`;
    expect(await boundaryErrors('src/server/main.ts', code)).toEqual([]);
    expect(await boundaryErrors('src/server/worker.ts', code)).toEqual([]);
  });

  it('refuses the evaluation reaching into a feature, and lets it read the samples it plays and build the app', async () => {
    expect(await boundaryErrors('src/server/eval/planted.ts', `import { createScenariosService } from '../features/scenarios/scenarios.service.ts';\nexport const used = createScenariosService;\n`)).toEqual([
      expect.stringMatching(/reads only the sample scenarios/),
    ]);
    const allowed = `import { SAMPLE_SCENARIOS } from '../features/scenarios/scenarios.seed.ts';\nimport { SAMPLE_BRIEFS } from '../features/scenarios/sample-briefs.ts';\nimport { buildApp } from '../app.ts';\nexport const used = [SAMPLE_SCENARIOS, SAMPLE_BRIEFS, buildApp];\n`;
    expect(await boundaryErrors('src/server/eval/planted.ts', allowed)).toEqual([]);
  });
});

describe('[BOUNDARIES] routes call services', () => {
  it('refuses a route that imports its repository', async () => {
    const code = `import { createPersonasRepository } from './personas.repository.ts';\nexport const used = createPersonasRepository;\n`;
    expect(await boundaryErrors('src/server/features/personas/planted.routes.ts', code)).toEqual([expect.stringMatching(/Routes call services/)]);
  });

  it('refuses a route that queries the database itself', async () => {
    const code = `import { personas } from '../../db/schema.ts';\nimport type { Db } from '../../db/client.ts';\nexport const rows = (db: Db) => db.select().from(personas);\n`;
    expect(await boundaryErrors('src/server/features/personas/planted.routes.ts', code)).toEqual([expect.stringMatching(/Routes call services/), expect.stringMatching(/Routes call services/)]);
  });

  it('lets a route call its service and a service its repository', async () => {
    expect(await boundaryErrors('src/server/features/personas/planted.routes.ts', importOf('./personas.service.ts'))).toEqual([]);
    expect(await boundaryErrors('src/server/features/personas/planted.service.ts', `import { createPersonasRepository } from './personas.repository.ts';\nexport const used = createPersonasRepository;\n`)).toEqual([]);
  });
});

describe('[BOUNDARIES] no circles', () => {
  // job-queue.ts starts the workers of job-workers.ts: the workers importing the queue back would close a circle.
  const WORKERS = 'src/server/jobs/job-workers.ts';

  it('refuses a module that imports, at run time, a module that imports it', async () => {
    const code = `import { createJobQueue } from './job-queue.ts';\nexport const create = createJobQueue;\n`;
    expect(await boundaryErrors(WORKERS, code, 'engram/no-import-cycle')).toHaveLength(1);
  });

  it('refuses a circle through several modules', async () => {
    // app.ts → quality.feature.ts → quality.routes.ts → quality.service.ts, which would import app.ts back.
    const code = `import { createRuntime } from '../../app.ts';\nexport const runtime = createRuntime;\n`;
    expect(await boundaryErrors('src/server/features/quality/quality.service.ts', code, 'engram/no-import-cycle')).toHaveLength(1);
  });

  it('refuses a circle closed by a re-export or by import()', async () => {
    for (const code of [`export { createJobQueue } from './job-queue.ts';\n`, `export const load = () => import('./job-queue.ts');\n`]) {
      expect(await boundaryErrors(WORKERS, code, 'engram/no-import-cycle'), code).toEqual([expect.stringContaining('job-workers.ts → job-queue.ts → job-workers.ts')]);
    }
  });

  it('lets a module import only types back, which vanish at run time', async () => {
    for (const code of [
      `import type { JobQueue } from './job-queue.ts';\nexport type Queue = JobQueue;\n`,
      `import { type JobQueue } from './job-queue.ts';\nexport type Queue = JobQueue;\n`,
      `export type { JobQueue } from './job-queue.ts';\n`,
    ]) {
      expect(await boundaryErrors(WORKERS, code, 'engram/no-import-cycle'), code).toEqual([]);
    }
  });
});
