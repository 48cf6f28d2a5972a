// The evaluation itself, shared by `npm run eval` (run.ts) and the CI test (eval.test.ts): builds the real app on a
// throwaway embedded database with the configured AI engine, signs a person up with enough credits, plays every
// scenario through the routes, creates the generation prompts, and answers the figures. It never judges them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EvalFigureSet } from '../../shared/contracts/admin-quality.ts';
import { SESSION_CREDIT_COST } from '../../shared/contracts/scenarios-constants.ts';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { AI_SETTINGS_KEY, type AiSettings, type StoredAiSettings } from '../ai/ai-settings.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createOperatorSettingsRepository } from '../db/operator-settings.repository.ts';
import type { CpuPool } from '../lib/worker-pool.ts';
import { SAMPLE_SCENARIOS } from '../features/scenarios/scenarios.seed.ts';
import { signUp } from './eval-client.ts';
import { findUserIdByEmail, insertScenarioCopy, type ScenarioCopy } from './eval.repository.ts';
import { evaluateGeneration, type GenerationFigures } from './generation.ts';
import { measureScenario, planScenario, playScenario, type ScenarioFigures } from './play-scenario.ts';
import { NATURAL_CASES } from './natural-cases.ts';
import { naturalTotalsOf, type NaturalTotals } from './play-natural.ts';
import { runCreatedSet, type CreatedSetResult } from './created/play-created.ts';
import { stockSentences } from './created/checks.ts';
import type { SampleFigures } from './created/created-figures.ts';
import { CREATED_TUNING_CASES } from './created/tuning-set.ts';
import { CREATED_TEST_CASES } from './created/test-set.ts';
import type { CreatedCase } from './created/created-case.ts';
import { createdFigureSet } from './created/created-figure-set.ts';
import { share, sum } from './tally.ts';

/** Sessions held per scenario: strong, pushy, fact questions, and the largest natural set's (one per line, two conversations). */
export const SESSIONS_PER_SCENARIO =
  3 + Math.max(0, ...Object.values(NATURAL_CASES).map((cases) => cases.questions.length + cases.unknown.length + cases.acts.length + 2));
const SCENARIO_TURN_ALLOWANCE = 200;
const VIBES_CHECKS_ALLOWANCE = 1000;
/** How often the throwaway app's job workers look for work they were not woken for (see evalConfig). */
const EVAL_JOB_POLL_INTERVAL_SECONDS = 30;

export interface EvalTotals {
  scenarios: number;
  questionsAsked: number;
  questionsAnswered: number;
  /** Answered over asked, 0..1 (1 when none were asked). */
  questionsAnsweredShare: number;
  glossaryAsked: number;
  glossaryAnswered: number;
  repeatedSentences: number;
  sharedRuns: number;
  leaks: number;
  strongReached: number;
  pushyReached: number;
  /** The mean of strong minus pushy score over the graded scenarios; null when none was graded. */
  meanGradingLead: number | null;
  /** Scenarios whose reports praise no counter-example, over all scenarios, 0..1. */
  feedbackConsistency: number;
  factsGiven: number;
  factsKept: number;
  /** Kept over given, 0..1 (1 when there were none). */
  factsKeptShare: number;
  /** The natural sets' figures, added up (no thresholds: they measure what the engine does not do yet). */
  natural: NaturalTotals;
}

export interface EvalResult {
  engine: string;
  scenarios: ScenarioFigures[];
  generation: GenerationFigures | null;
  totals: EvalTotals;
  /**
   * The created-scenario set's two halves, when it was played. A run of the Quality page stores none: its figure set
   * (in `figureSets`) is what the page shows, and the test half's replies never leave the evaluation.
   */
  created?: { tuning: CreatedSetResult; test: CreatedSetResult } | null;
  /** Further sets of figures, each judged by the part of the evaluation that measured it (the Quality page shows each as rows of its own). */
  figureSets?: EvalFigureSet[];
}

export interface EvalOptions {
  /** Scenarios of the operator's database to play besides the samples (copied into the throwaway database). */
  copies?: readonly ScenarioCopy[];
  /** Only these sample ids (all samples when unset). */
  sampleIds?: readonly string[];
  withGeneration?: boolean;
  /** Also create and play the created-scenario set (created/), both halves. */
  withCreated?: boolean;
  /** Only the first this many cases of each half of the created set (all when unset): see {@link createdCasesOf}. */
  createdCasesPerHalf?: number;
  onProgress?: (line: string) => void;
  /** Called before each step (a scenario, then generation) and at the end, with the steps done and their total. */
  onStep?: (done: number, total: number, step: string | null) => void;
}

/**
 * The created set's two halves, whole, or only the first `perHalf` cases of each: a run that proves the Quality page's
 * plumbing rather than the engine (its route and browser tests) plays a few; created/created.test.ts plays them all.
 */
export function createdCasesOf(perHalf?: number): { tuning: readonly CreatedCase[]; test: readonly CreatedCase[] } {
  if (perHalf === undefined) return { tuning: CREATED_TUNING_CASES, test: CREATED_TEST_CASES };
  if (!Number.isInteger(perHalf) || perHalf < 1) throw new Error(`createdCasesPerHalf must be a whole number of at least 1, not ${perHalf}.`);
  return { tuning: CREATED_TUNING_CASES.slice(0, perHalf), test: CREATED_TEST_CASES.slice(0, perHalf) };
}

/** How many descriptions the created set holds (both halves, or the first `perHalf` of each), and in how many fields. */
export function createdSetSize(perHalf?: number): { cases: number; fields: number } {
  const { tuning, test } = createdCasesOf(perHalf);
  const cases = [...tuning, ...test];
  return { cases: cases.length, fields: new Set(cases.map((testCase) => testCase.field)).size };
}

/** The sessions the created set holds (three per case), as whole scenarios' worth of credits for {@link evalConfig}. */
export function createdSetScenarioAllowance(perHalf?: number): number {
  return Math.ceil((3 * createdSetSize(perHalf).cases) / SESSIONS_PER_SCENARIO);
}

/** Plays both halves of the created-scenario set (or the first `perHalf` cases of each) on an app built by {@link startEvalApp}, with a new account. */
export async function runCreatedEvaluation(evalApp: EvalApp, onProgress?: (line: string) => void, perHalf?: number): Promise<{ tuning: CreatedSetResult; test: CreatedSetResult }> {
  const cases = createdCasesOf(perHalf);
  const client = await signUp(evalApp.app, 'Eval Creator');
  const progress = (testCase: { id: string }) => onProgress?.(`Creating and playing ${testCase.id}…`);
  const tuning = await runCreatedSet(client, evalApp.database.db, 'tuning', cases.tuning, progress);
  const test = await runCreatedSet(client, evalApp.database.db, 'test', cases.test, progress);
  return { tuning, test };
}

function linesByCharacter(checks: readonly NonNullable<ScenarioFigures['createdChecks']>[]): string[][] {
  const byName = new Map<string, string[]>();
  checks.forEach((entry, index) => {
    const name = entry.character ?? String(index);
    byName.set(name, [...(byName.get(name) ?? []), ...entry.characterLines]);
  });
  return [...byName.values()];
}

/** The samples' figures on the created set's questions, where the samples have them (the natural set's, the new checks'). */
export function sampleFiguresOf(result: EvalResult): SampleFigures {
  const { scenarios, totals } = result;
  const natural = totals.natural;
  const checks = scenarios.flatMap((entry) => (entry.createdChecks ? [entry.createdChecks] : []));
  const count = (read: (entry: NonNullable<ScenarioFigures['createdChecks']>) => number) => (checks.length === 0 ? null : { value: sum(checks, read) });
  return {
    factsAnswered: natural.scenarios === 0 ? null : { value: natural.questionsAnswered, whole: natural.questionsAsked },
    leakyReplies: count((entry) => entry.leaks.length),
    nameJobAsStated: null,
    falseMemories: count((entry) => entry.falseMemories.length),
    dontKnows: count((entry) => entry.dontKnows.length),
    repeatedSentences: { value: totals.repeatedSentences + natural.repeatedSentences },
    // One character may play two samples: its lines are grouped by its name, so only other characters count.
    stockSentences: checks.length === 0 ? null : { value: stockSentences(linesByCharacter(checks)).length },
    offTopicAnswered: natural.scenarios === 0 ? null : { value: natural.actsByKind.offTopic.answered, whole: natural.actsByKind.offTopic.asked },
    praisedCounterExamples: { value: sum(scenarios, (entry) => entry.praisedCounterExamples.length) },
    criticisedShownBehaviour: null,
    uncoveredCiting: checks.every((entry) => entry.uncovered) && checks.length > 0 ? { value: sum(checks, (entry) => entry.uncovered!.citing), whole: sum(checks, (entry) => entry.uncovered!.total) } : null,
    brokenTrySaying: count((entry) => entry.trySaying.broken.length),
    strongAgreed: { value: totals.strongReached, whole: scenarios.length },
    strongPassed: null,
    strongAboveWeak: null,
  };
}

/** The sample scenarios an evaluation may be limited to, in the order it plays them. */
export function evalSamples(): { id: string; name: string }[] {
  return SAMPLE_SCENARIOS.map((sample) => ({ id: sample.id, name: sample.name }));
}

/** The engine the figures are for, as the operator configured it. */
export function engineLabel(config: Config): string {
  return config.ai.provider === 'offline' ? 'built-in engine' : `${config.ai.provider} ${config.ai.model ?? '(default model)'}`;
}

/** The operator's configuration pointed at a throwaway embedded database in `dataDir`, with room for the whole run. */
export function evalConfig(base: Config, dataDir: string, scenarioCount: number): Config {
  return {
    ...base,
    dataDir,
    databaseUrl: undefined,
    authSecret: randomBytes(32).toString('hex'),
    secretsKey: undefined,
    logLevel: 'silent',
    webDir: join(dataDir, 'no-web'),
    ai: { ...base.ai, offlineStreamDelayMs: 0 },
    welcomeCredits: scenarioCount * SESSIONS_PER_SCENARIO * SESSION_CREDIT_COST,
    metering: { ...base.metering, vibesChecksPerDay: VIBES_CHECKS_ALLOWANCE, sessionMaxTurns: SCENARIO_TURN_ALLOWANCE },
    creatorEmails: [],
    adminEmails: [],
    runWorkers: true,
    // Every job of the throwaway app is queued by the app itself, which wakes its worker as it queues it: a poll every
    // 2 s of each of its thirty-odd queues only ever found nothing (a query every 70 ms for the length of the run).
    jobPollIntervalSeconds: EVAL_JOB_POLL_INTERVAL_SECONDS,
    smtp: undefined,
    emailEnvironment: {},
    payments: null,
    solana: null,
  };
}

/**
 * `config` answering as `settings` do (a running server's AI settings, the AI page's included): provider, address and
 * key as if the environment set them, and the models as saved settings, which `stored` is to be saved as.
 */
export function withAiSettings(config: Config, settings: AiSettings): { config: Config; stored: StoredAiSettings } {
  const defined = <T extends object>(entries: T) => Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as Partial<T>;
  const aiEnvironment = defined({ provider: settings.provider, baseUrl: settings.baseUrl, apiKey: settings.apiKey, model: config.aiEnvironment.model });
  const stored: StoredAiSettings = { provider: settings.provider, ...defined({ model: settings.model }), models: settings.models };
  return { config: { ...config, ai: { ...config.ai, provider: settings.provider, baseUrl: settings.baseUrl, apiKey: settings.apiKey, model: settings.model, timeoutMs: settings.timeoutMs }, aiEnvironment }, stored };
}

export interface EvalApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export interface EvalAppOptions {
  /** The AI settings to play with (a running server's); the configuration's own when unset. */
  aiSettings?: AiSettings;
  /** An empty folder for the throwaway app's files, which its caller removes; a new temporary one (removed on close) when unset. */
  dataDir?: string;
  /** A database of its own to build on; a throwaway embedded cluster (removed on close) when unset. */
  databaseUrl?: string;
  /** Worker threads its caller owns and keeps (a test process's shared pool); the app's own when unset. */
  cpu?: CpuPool;
}

/** Builds the real app on a throwaway embedded database (its own temporary cluster, removed when it closes). */
export async function startEvalApp(base: Config, scenarioCount: number, options: EvalAppOptions = {}): Promise<EvalApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'engram-eval-'));
  const configured = options.aiSettings ? withAiSettings(base, options.aiSettings) : null;
  const config = evalConfig(configured?.config ?? base, dataDir, scenarioCount);
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: 'memory://' });
  // The models per task travel as saved settings, which the throwaway app reads as the server did.
  if (configured) await createOperatorSettingsRepository(database.db).saveOperatorSetting(AI_SETTINGS_KEY, configured.stored);
  // Nobody signs in to a throwaway app as its administrator: the setup code a server prints for that is left unsaid.
  const app = await buildApp(config, { database, filesDir: join(dataDir, 'files'), announce: () => undefined, ...(options.cpu ? { cpu: options.cpu } : {}) });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `use` on an app built by {@link startEvalApp} and closes the app after, whether `use` answers or throws. */
export async function withEvalApp<T>(base: Config, scenarioCount: number, use: (evalApp: EvalApp) => Promise<T>, options: EvalAppOptions = {}): Promise<T> {
  const evalApp = await startEvalApp(base, scenarioCount, options);
  try {
    return await use(evalApp);
  } finally {
    await evalApp.close();
  }
}

/** The figures of every scenario and of generation, added up. */
export function totalsOf(scenarios: readonly ScenarioFigures[], generation: GenerationFigures | null): EvalTotals {
  const leads = scenarios.flatMap((entry) => (entry.gradingLead === null ? [] : [entry.gradingLead]));
  const sets = generation ? [generation.personas, generation.rubrics, generation.scenarios] : [];
  const factsGiven = sum(sets, (set) => set.facts);
  const factsKept = sum(sets, (set) => set.kept);
  const questionsAsked = sum(scenarios, (entry) => entry.questions.asked);
  const questionsAnswered = sum(scenarios, (entry) => entry.questions.answered);
  return {
    scenarios: scenarios.length,
    questionsAsked,
    questionsAnswered,
    questionsAnsweredShare: share(questionsAnswered, questionsAsked),
    glossaryAsked: sum(scenarios, (entry) => entry.glossary.asked),
    glossaryAnswered: sum(scenarios, (entry) => entry.glossary.answered),
    repeatedSentences: sum(scenarios, (entry) => entry.repeatedSentences.length),
    sharedRuns: sum(scenarios, (entry) => entry.sharedRuns.length),
    leaks: sum(scenarios, (entry) => entry.leaks.length),
    strongReached: scenarios.filter((entry) => entry.strong.outcomeReached).length,
    pushyReached: scenarios.filter((entry) => entry.pushy.outcomeReached).length,
    meanGradingLead: leads.length === 0 ? null : Math.round(sum(leads, (lead) => lead) / leads.length),
    feedbackConsistency: share(scenarios.filter((entry) => entry.praisedCounterExamples.length === 0).length, scenarios.length),
    factsGiven,
    factsKept,
    factsKeptShare: share(factsKept, factsGiven),
    natural: naturalTotalsOf(scenarios.flatMap((entry) => (entry.natural ? [entry.natural] : []))),
  };
}

/** Runs the whole evaluation on an app built by {@link startEvalApp}. */
export async function runEvaluation(evalApp: EvalApp, engine: string, options: EvalOptions = {}): Promise<EvalResult> {
  const progress = options.onProgress ?? (() => undefined);
  const step = options.onStep ?? (() => undefined);
  const client = await signUp(evalApp.app, 'Eval Learner');
  const userId = await findUserIdByEmail(evalApp.database.db, client.email);
  if (!userId) throw new Error('The evaluation account was not stored.');
  for (const copy of options.copies ?? []) await insertScenarioCopy(evalApp.database.db, copy, userId);
  const ids = [...(options.sampleIds ?? SAMPLE_SCENARIOS.map((sample) => sample.id)), ...(options.copies ?? []).map((copy) => copy.id)];
  const createdCount = options.withCreated ? createdSetSize(options.createdCasesPerHalf).cases : 0;
  const total = ids.length + (options.withGeneration === false ? 0 : 1) + createdCount;
  const scenarios: ScenarioFigures[] = [];
  for (const id of ids) {
    const plan = await planScenario(evalApp.database.db, id);
    progress(`Playing ${plan.name}…`);
    step(scenarios.length, total, `Playing ${plan.name}`);
    scenarios.push(measureScenario(plan, await playScenario(client, plan)));
  }
  if (options.withGeneration !== false) {
    progress('Creating the generation prompts…');
    step(scenarios.length, total, 'Creating the generation prompts');
  }
  const generation = options.withGeneration === false ? null : await evaluateGeneration(client, evalApp.database.db);
  // Each created case counts as a step when it starts (a few are played side by side).
  const createdStart = total - createdCount;
  let createdStarted = 0;
  const created = options.withCreated
    ? await runCreatedEvaluation(evalApp, (line) => {
        progress(line);
        step(createdStart + createdStarted, total, `Playing the created scenarios (${createdStarted + 1} of ${createdCount})`);
        createdStarted += 1;
      }, options.createdCasesPerHalf)
    : null;
  step(total, total, null);
  return {
    engine,
    scenarios,
    generation,
    totals: totalsOf(scenarios, generation),
    created,
    ...(created ? { figureSets: [createdFigureSet(created.tuning, created.test)] } : {}),
  };
}
