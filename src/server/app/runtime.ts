// What the web server and the job worker both run on, composed from the infrastructure modules and the features' jobs.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createAiCallsRepository } from '../db/ai-calls.repository.ts';
import { createOperatorSettingsRepository } from '../db/operator-settings.repository.ts';
import { createAiCallRecorder } from '../ai/ai-call-recorder.ts';
import { createAiClient } from '../ai/ai-client.ts';
import { closeLocalEngine } from '../ai/local/local-engine.ts';
import { createAiSettingsSource, installedLocalModel } from '../ai/ai-settings.ts';
import { createSpeechSettingsSource } from '../ai/speech-settings.ts';
import { createAuth } from '../auth/auth.ts';
import { createCpuPool, offlineRunner } from '../cpu-tasks.ts';
import type { CpuPool } from '../lib/worker-pool.ts';
import { createEventBus } from '../jobs/event-bus.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import { NO_EVALUATION, type EvaluationRunner } from '../jobs/evaluation-runner.ts';
import { openStorage } from '../storage/storage.ts';
import { createMailSettingsSource } from '../lib/email-settings.ts';
import { ALL_JOBS, FEATURE_CPU_TASKS, FEATURES } from './features.ts';

export interface RuntimeOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Where uploaded bytes go with local storage; DATA_DIR/files by default. */
  filesDir?: string | undefined;
  /** Run job handlers here (WORKER, or always in `npm run worker`); without, jobs are only enqueued and read. */
  runWorkers: boolean;
  /** The evaluation tool the Quality page's runs use (BuildOptions.evaluation). */
  evaluation?: EvaluationRunner | undefined;
  /** A pool of worker threads its caller owns (BuildOptions.cpu); a new one, closed with the runtime, when unset. */
  cpu?: CpuPool | undefined;
}

/**
 * What the web server and the job worker (worker.ts) both run on: auth secrets, storage, the event bus, worker threads,
 * AI and the job queue. `close()` stops them in reverse order: job workers first, then their threads (which ends the
 * tasks of jobs still running, so their handlers end and record it), then the event bus; the database is the caller's.
 */
export async function createRuntime(config: Config, { database, log, filesDir, runWorkers, evaluation = NO_EVALUATION, cpu: sharedCpu }: RuntimeOptions) {
  const auth = await createAuth({ config, database });
  const storage = await openStorage(config, filesDir);
  const events = await createEventBus({ databaseUrl: config.databaseUrl, onError: (error) => log.error({ err: error }, 'event bus error') });
  const cpu = sharedCpu ?? createCpuPool(config, FEATURE_CPU_TASKS);
  // Provider, key and models as the environment and the AI page set them, read again at every call (ai/ai-settings.ts).
  const operatorSettings = createOperatorSettingsRepository(database.db);
  // With no provider set anywhere, a model installed in DATA_DIR/models answers (the local engine).
  const aiSettings = createAiSettingsSource({ config, repository: operatorSettings, secrets: auth.secrets, installedModel: () => installedLocalModel(config.dataDir) });
  // Speech and e-mail as the environment and the Speech and E-mail pages set them, read again at every use.
  const speechSettings = createSpeechSettingsSource({ config, repository: operatorSettings, secrets: auth.secrets });
  const mail = createMailSettingsSource({ config, repository: operatorSettings, secrets: auth.secrets });
  // Every AI call is recorded for the Usage page, written in batches off the reply path.
  const aiCalls = createAiCallRecorder({ repository: createAiCallsRepository(database.db), log });
  const ai = createAiClient(config.ai, { runOffline: offlineRunner(cpu), settings: aiSettings, recorder: aiCalls });
  const queue = await createJobQueue({
    database,
    events,
    ai,
    storage,
    cpu,
    config,
    speechSettings,
    mail,
    log,
    evaluation,
    jobs: ALL_JOBS,
    runWorkers,
    ...(config.jobMaintenanceIntervalSeconds ? { maintenanceIntervalSeconds: config.jobMaintenanceIntervalSeconds } : {}),
  });
  // Offered only where jobs run (the queue ignores the offer elsewhere), so a separate worker keeps them going.
  for (const feature of FEATURES) for (const scheduled of feature.schedules ?? []) await scheduled.schedule(queue);
  return {
    auth,
    storage,
    events,
    cpu,
    speechSettings,
    mail,
    ai,
    queue,
    evaluation,
    async close() {
      // An evaluation's thread and throwaway database must not outlive their server (tests build and close many).
      await evaluation.stopAll();
      await queue.stop();
      // A shared pool's tasks are left to finish, and the drain below waits for their jobs.
      if (!sharedCpu) await cpu.close();
      await queue.drain();
      // The last AI calls' records, while the database is still open; then the local model, if one was loaded.
      await aiCalls.flush();
      await closeLocalEngine();
      await events.close();
    },
  };
}

export type Runtime = Awaited<ReturnType<typeof createRuntime>>;
