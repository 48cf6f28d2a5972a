// Builds the Fastify application: infrastructure plugins first, then one plugin per feature.
// Edit this file to register a new feature or a new piece of infrastructure.
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createAiCallsRepository } from './db/ai-calls.repository.ts';
import { createLimitsRepository, startLimitsCleanup } from './db/limits.repository.ts';
import { createOperatorSettingsRepository } from './db/operator-settings.repository.ts';
import { createAiCallRecorder } from './ai/ai-call-recorder.ts';
import type { Writable } from 'node:stream';
import { createAiClient } from './ai/ai-client.ts';
import { engineDescription } from './ai/language-models.ts';
import { closeLocalEngine } from './ai/local/local-engine.ts';
import { createAiSettingsSource, installedLocalModel } from './ai/ai-settings.ts';
import { createSpeechSettingsSource } from './ai/speech-settings.ts';
import { createAuth } from './auth/auth.ts';
import { createRoles } from './auth/roles.ts';
import { createCpuPool, offlineRunner } from './cpu-tasks.ts';
import type { CpuPool } from './lib/worker-pool.ts';
import { createWelcomeCreditsSource } from './features/credits/credit-settings.ts';
import { createCreditPayments, createWelcomeCreditsHook } from './features/credits/credits.service.ts';
import { releaseOrganizationsOfAccount } from './features/organizations/organization-records.repository.ts';
import { adminFeature } from './features/admin/admin.feature.ts';
import { assignmentsFeature } from './features/assignments/assignments.feature.ts';
import { creditsFeature } from './features/credits/credits.feature.ts';
import { plansFeature } from './features/plans/plans.feature.ts';
import { createPlanEntitlements } from './features/plans/plans.service.ts';
import { ledgerFeature } from './features/ledger/ledger.feature.ts';
import { createMoneyLedger } from './features/ledger/money-ledger.ts';
import type { Feature, FeatureDeps } from './features/feature-deps.ts';
import { filesFeature } from './features/files/files.feature.ts';
import { createOrganizationAccess } from './features/organizations/organization-access.ts';
import { organizationsFeature } from './features/organizations/organizations.feature.ts';
import { localModelsFeature } from './features/local-models/local-models.feature.ts';
import { createFilesRepository } from './features/files/files.repository.ts';
import { glossariesFeature } from './features/glossaries/glossaries.feature.ts';
import { healthFeature } from './features/health/health.feature.ts';
import { personasFeature } from './features/personas/personas.feature.ts';
import { qualityFeature } from './features/quality/quality.feature.ts';
import { sessionGrading } from './features/reports/grade-conversation.job.ts';
import { reportsFeature } from './features/reports/reports.feature.ts';
import { rubricsFeature } from './features/rubrics/rubrics.feature.ts';
import { scenariosFeature } from './features/scenarios/scenarios.feature.ts';
import { sessionsFeature } from './features/sessions/sessions.feature.ts';
import { speechFeature } from './features/speech/speech.feature.ts';
import { createSpeechVoices } from './features/speech/speech.service.ts';
import { twinFeature } from './features/twin/twin.feature.ts';
import { createMemoriesRepository } from './features/twin/memories/memories.repository.ts';
import { createMentorStripeEvents } from './features/twin/mentor/mentor-stripe.ts';
import { createAdminSetupService } from './features/users/admin-setup.service.ts';
import { usersFeature } from './features/users/users.feature.ts';
import { createEventBus } from './jobs/event-bus.ts';
import { eventsRoutes } from './jobs/events.routes.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { NO_EVALUATION, type EvaluationRunner } from './jobs/evaluation-runner.ts';
import { openStorage } from './storage/storage.ts';
import { createMailSettingsSource } from './lib/email-settings.ts';
import { terminalLogStream } from './lib/terminal-log.ts';
import { apiDescriptionOptions } from './plugins/api-description.ts';
import authPlugin from './plugins/auth.ts';
import { postgresRateLimitStore } from './plugins/rate-limit-store.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/errors.ts';
import { registerRequestTurns } from './plugins/request-turns.ts';
import { inlineScriptHashes, registerWeb } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The AI engine the next conversation uses, as people read it ("built-in engine", "local qwen2.5-1.5b-instruct"). */
    engineInUse(): Promise<string>;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise the configured one is opened and closed with the app. */
  database?: Database;
  /** Where uploaded bytes go with local storage; DATA_DIR/files by default. */
  filesDir?: string;
  /** Where log lines go instead of standard output (a test reads them). */
  logStream?: Writable;
  /** Where lines for the person starting the server go (the first admin's setup code): standard error unless a test reads them. */
  announce?: (line: string) => void;
  /**
   * The evaluation tool for the Quality page (eval/evaluation-runner.ts), given by the entry that starts the server;
   * without it the page lists no samples and its runs fail. The evaluation builds an app itself, so this file never imports it.
   */
  evaluation?: EvaluationRunner;
  /**
   * Worker threads shared beyond this app, which leaves them running when it closes: the route tests share one pool per
   * test process (test/shared-cpu-pool.ts) rather than starting and loading new threads for every app they build.
   */
  cpu?: CpuPool;
}

/**
 * Every feature, in the order its routes are registered: the one list of what the app is made of. Seeds run in the
 * same order, once per start and before any route serves (the sample scenarios refer to the sample personas, rubrics
 * and glossaries); the job queue runs the features' jobs, and the worker threads load their CPU-task modules.
 */
export const FEATURES: readonly Feature[] = [
  healthFeature,
  usersFeature,
  adminFeature,
  localModelsFeature,
  qualityFeature,
  filesFeature,
  glossariesFeature,
  personasFeature,
  rubricsFeature,
  scenariosFeature,
  creditsFeature,
  plansFeature,
  ledgerFeature,
  sessionsFeature,
  reportsFeature,
  speechFeature,
  twinFeature,
  organizationsFeature,
  assignmentsFeature,
];

const LIMITS_CLEANUP_INTERVAL_MS = 60_000;

/** Every job of every feature, for the queue. */
export const ALL_JOBS = FEATURES.flatMap((feature) => feature.jobs ?? []);

/** The features' CPU-task modules, which the worker threads load beside the AI engines'. */
export const FEATURE_CPU_TASKS = FEATURES.flatMap((feature) => feature.cpuTasks ?? []);

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

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);
const isLoopbackHost = (host: string) => LOOPBACK_HOSTS.has(host);

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const isTerminalLog = !options.logStream && process.stdout.isTTY === true;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // JSON lines for a log collector; in a terminal, lines a person reads.
            ...(options.logStream ? { stream: options.logStream } : isTerminalLog ? { stream: terminalLogStream(process.stdout) } : {}),
          },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // The embedded PostgreSQL starts in its own processes while the plugins below that need no database are registered.
  const opening = options.database
    ? Promise.resolve(options.database)
    : openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, limits: config.database, log: (message) => app.log.info(message) });
  // Its failure is answered by the await below; this keeps it from counting as unhandled meanwhile.
  opening.catch(() => undefined);
  registerRequestTurns(app, config.requestConcurrency ?? 32);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Microphone access is needed for the mic test and voice conversations.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(), geolocation=(), microphone=(self)');
  });
  await app.register(cookie);
  app.addHook('onRoute', (route) => {
    // The API documentation is public like the landing page.
    if (route.url.startsWith('/docs')) route.config = { ...route.config, public: true };
  });
  await app.register(swagger, apiDescriptionOptions);
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list' },
    // Swagger UI needs no inline script, so /docs gets a policy as strict as the app's (its built-in one allows any https: style or font).
    staticCSP: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'font-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  });

  const database = await opening;
  if (!options.database) app.addHook('onClose', () => database.close());
  // Counted in PostgreSQL, so instances behind one proxy enforce one limit; expired rows are deleted every minute.
  const limits = createLimitsRepository(database.db);
  const stopLimitsCleanup = startLimitsCleanup(limits, LIMITS_CLEANUP_INTERVAL_MS, (error) => app.log.warn({ err: error }, 'could not clean up expired limits'));
  app.addHook('onClose', async () => stopLimitsCleanup());
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(limits),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Try again in ${context.after}.`,
    }),
  });
  // Token signer, login status, storage, events, worker threads, AI and the job queue: what requests and jobs share.
  const runtime = await createRuntime(config, { database, log: app.log, filesDir: options.filesDir, runWorkers: config.runWorkers, evaluation: options.evaluation, cpu: options.cpu });
  const { auth, storage, events, cpu, speechSettings, mail, ai, queue, evaluation } = runtime;
  await app.register(authPlugin, { tokens: auth.tokens, sessions: auth.sessionStatus, publicUrl: config.publicUrl, host: config.host });
  // Only a server others reach needs its public address; one on this machine's loopback is reached as it listens.
  if (!config.publicUrl && !isLoopbackHost(config.host)) {
    app.log.warn(`PUBLIC_URL is not set: the server answers only at localhost, IP addresses and HOST (${config.host}). Set PUBLIC_URL to the address people use to reach it.`);
  }
  app.addHook('onClose', () => runtime.close());
  // Welcome credits as the environment and the Credits page set them, read again at every registration.
  const welcomeCredits = createWelcomeCreditsSource(config);
  // Every money flow writes its entries here, in the transaction of its grant.
  const ledger = createMoneyLedger();
  const deps: FeatureDeps = {
    config,
    database,
    queue,
    storage,
    ai,
    auth,
    roles: createRoles(config, database.db, mail),
    cpu,
    speechSettings,
    mail,
    events,
    evaluation,
    speechVoices: createSpeechVoices({ config, cpu, speechSettings, database }),
    credits: createCreditPayments({ database, events, log: app.log }),
    // A session's end queues its grading, the reports feature's job.
    grading: sessionGrading,
    // A create call's organization_id is checked against the caller's memberships; sign-in uses an organisation's sign-on.
    organizations: createOrganizationAccess({ config, database, mail, events, auth }, app.log),
    // The package and storage a person holds: the locker's allowance and starting an Engram.
    plans: createPlanEntitlements({ config, database, ledger }),
    ledger,
    // Visitors' card payments for a mentor's chat, which the credits feature's webhook receives.
    mentorPayments: createMentorStripeEvents({ config, database, ledger }),
    welcomeCredits,
    // In the account's own transaction: every account has its welcome credits from its first moment.
    onAccountCreated: createWelcomeCreditsHook(welcomeCredits),
    // Uploads first, then the twin's memories (locking the twin row keeps a memory upload out until the commit).
    storageKeysOfAccount: async (tx, userId) => [
      ...(await createFilesRepository(tx).listStorageKeysOfUser(userId)),
      ...(await createMemoriesRepository(tx).lockMemoryStorageKeysOfUser(userId)),
    ],
    // An organisation the account alone owns: refused while others are in it, deleted with it when they are not.
    beforeAccountDeleted: releaseOrganizationsOfAccount,
  };

  app.decorate('engineInUse', async () => engineDescription(await ai.settings()));

  for (const feature of FEATURES) await feature.seed?.(database.db);
  await app.register(eventsRoutes, { events, sessions: auth.sessionStatus, limits });
  for (const feature of FEATURES) for (const routes of feature.routes) await app.register(routes, deps);
  await registerWeb(app, { webDir: config.webDir });

  // While no account is an admin, a one-time code for the first one, in the log and where `npm start` shows it.
  const setupLine = await createAdminSetupService(deps).issueCode();
  if (setupLine) {
    app.log.warn(setupLine);
    // A terminal already shows the log's line; JSON logs need the line written plainly too.
    if (options.announce) options.announce(setupLine);
    else if (!isTerminalLog) process.stderr.write(`${setupLine}\n`);
  }

  return app;
}
