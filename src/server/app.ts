// Builds the Fastify application: infrastructure plugins first, then one plugin per feature.
// Edit this file to register a new piece of infrastructure; app/features.ts lists the features, app/runtime.ts what
// requests and jobs share.
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createLimitsRepository, startLimitsCleanup } from './db/limits.repository.ts';
import { engineDescription } from './ai/language-models.ts';
import { createAdminSetupService } from './features/users/admin-setup.service.ts';
import { findAccountLanguage } from './features/users/account-records.repository.ts';
import { eventsRoutes } from './jobs/events.routes.ts';
import type { EvaluationRunner } from './jobs/evaluation-runner.ts';
import { terminalLogStream } from './lib/terminal-log.ts';
import { apiDescriptionOptions } from './plugins/api-description.ts';
import authPlugin from './plugins/auth.ts';
import { postgresRateLimitStore } from './plugins/rate-limit-store.ts';
import { answerFrameworkError, registerErrorHandler, type AccountLanguages } from './plugins/errors.ts';
import { registerRequestTurns } from './plugins/request-turns.ts';
import { registerWeb } from './plugins/web.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { FEATURES } from './app/features.ts';
import { createRuntime } from './app/runtime.ts';
import { createFeatureDeps } from './app/feature-deps.ts';
import type { CpuPool } from './lib/worker-pool.ts';
import type { Writable } from 'node:stream';

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

const LIMITS_CLEANUP_INTERVAL_MS = 60_000;

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
  // The error answers' words follow a signed-in caller's chosen language once the database can say it.
  const accountLanguages: AccountLanguages = {};
  registerErrorHandler(app, accountLanguages);

  // The embedded PostgreSQL starts in its own processes while the plugins below that need no database are registered.
  const opening = options.database
    ? Promise.resolve(options.database)
    : openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, limits: config.database, log: (message) => app.log.info(message) });
  // Its failure is answered by the await below; this keeps it from counting as unhandled meanwhile.
  opening.catch(() => undefined);
  registerRequestTurns(app, config.requestConcurrency ?? 32);

  await registerSecurityHeaders(app, config.webDir);
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
  accountLanguages.find = (userId) => findAccountLanguage(database.db, userId);
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
  const { auth, events, ai } = runtime;
  await app.register(authPlugin, { tokens: auth.tokens, sessions: auth.sessionStatus, publicUrl: config.publicUrl, host: config.host });
  // Only a server others reach needs its public address; one on this machine's loopback is reached as it listens.
  if (!config.publicUrl && !isLoopbackHost(config.host)) {
    app.log.warn(`PUBLIC_URL is not set: the server answers only at localhost, IP addresses and HOST (${config.host}). Set PUBLIC_URL to the address people use to reach it.`);
  }
  app.addHook('onClose', () => runtime.close());
  // What every feature's routes are registered with: the runtime and the interfaces features offer one another.
  const deps = createFeatureDeps(config, database, runtime, app.log);

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
