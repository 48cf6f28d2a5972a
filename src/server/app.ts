// Builds the Fastify application: infrastructure plugins first, then one plugin per feature.
// Edit this file to register a new feature or a new piece of infrastructure.
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { appSettings } from './db/schema.ts';
import { join, resolve } from 'node:path';
import { createAiClient } from './ai/ai-client.ts';
import { createCpuPool, offlineRunner } from './cpu-tasks.ts';
import { filesRoutes } from './features/files/files.routes.ts';
import { glossariesRoutes } from './features/glossaries/glossaries.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { personasRoutes } from './features/personas/personas.routes.ts';
import { rubricsRoutes } from './features/rubrics/rubrics.routes.ts';
import { createEventBus } from './jobs/event-bus.ts';
import { eventsRoutes } from './jobs/events.routes.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { ALL_JOBS } from './jobs/registry.ts';
import { createFileStorage } from './storage/file-storage.ts';
import { createLoginThrottle } from './features/users/login-throttle.ts';
import { createSessionStatusCache } from './features/users/session-status-cache.ts';
import { createTokenSigner, generateSecret } from './features/users/tokens.ts';
import { createUsersRepository } from './features/users/users.repository.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { createUsersService } from './features/users/users.service.ts';
import authPlugin from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerRequestTurns } from './plugins/request-turns.ts';
import { inlineScriptHashes, registerWeb } from './plugins/web.ts';

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise the configured one is opened and closed with the app. */
  database?: Database;
  /** Where uploaded bytes go; DATA_DIR/files by default. */
  filesDir?: string;
}

/** The signing secret: from AUTH_SECRET, or generated once and kept in the database so every instance agrees. */
async function resolveAuthSecret(config: Config, database: Database): Promise<string> {
  if (config.authSecret) return config.authSecret;
  await database.db.insert(appSettings).values({ key: 'auth_secret', value: generateSecret() }).onConflictDoNothing();
  const [row] = await database.db.select().from(appSettings).where(eq(appSettings.key, 'auth_secret')).limit(1);
  if (!row) throw new Error('The token-signing secret could not be stored.');
  return row.value;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!options.database) app.addHook('onClose', () => database.close());
  // The embedded database works on this thread, so few requests at once; PostgreSQL works elsewhere.
  registerRequestTurns(app, config.requestConcurrency ?? (database.kind === 'pglite' ? 2 : 32));

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
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Try again in ${context.after}.`,
    }),
  });
  app.addHook('onRoute', (route) => {
    // The API documentation is public like the landing page.
    if (route.url.startsWith('/docs')) route.config = { ...route.config, public: true };
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Engram API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
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

  const secret = await resolveAuthSecret(config, database);
  const tokens = createTokenSigner(secret, config.accessTokenTtlSeconds);
  const usersRepository = createUsersRepository(database.db);
  // At most one database look-up per login per second; a revocation on another instance is seen within that second.
  const sessionStatus = createSessionStatusCache({ lookup: (sessionId) => usersRepository.findUsableSessionExpiry(sessionId), ttlMs: 1000 });
  await app.register(authPlugin, { tokens, sessions: sessionStatus });

  const users = createUsersService({
    users: usersRepository,
    tokens,
    throttle: createLoginThrottle({
      failuresBeforeDelay: config.loginRateLimit.failuresBeforeDelay,
      accountCeiling: config.loginRateLimit.perAccount,
      windowMs: config.loginRateLimit.windowSeconds * 1000,
    }),
    sessionStatus,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
  });
  const cookiePolicy = {
    secure: config.cookieSecure,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
  };

  const storage = createFileStorage(options.filesDir ?? join(resolve(config.dataDir), 'files'));
  const events = await createEventBus({ databaseUrl: config.databaseUrl, onError: (error) => app.log.error({ err: error }, 'event bus error') });
  const cpu = createCpuPool(config);
  const ai = createAiClient(config.ai, { runOffline: offlineRunner(cpu) });
  const queue = await createJobQueue({ database, events, ai, storage, cpu, config, log: app.log, jobs: ALL_JOBS, runWorkers: config.runWorkers });
  // Closed in reverse order of opening: job workers first, then their threads, then the event bus, then (above) the database.
  app.addHook('onClose', async () => {
    await queue.stop();
    await cpu.close();
    await events.close();
  });
  const deps = { config, database, queue, storage, ai };

  await app.register(healthRoutes, { database });
  await app.register(usersRoutes, { users, cookies: cookiePolicy, loginRateLimit: config.loginRateLimit, refreshRateLimitPerMinute: config.refreshRateLimitPerMinute, creatorEmails: config.creatorEmails, ai, uploadMaxBytes: config.uploadMaxBytes });
  await app.register(eventsRoutes, { events });
  await app.register(filesRoutes, deps);
  await app.register(glossariesRoutes, deps);
  await app.register(personasRoutes, deps);
  await app.register(rubricsRoutes, deps);
  await registerWeb(app, { webDir: config.webDir });

  return app;
}
