// Process entry: reads the configuration, starts the server and shuts it down cleanly on SIGINT/SIGTERM.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { EmbeddedPostgresError } from './db/embedded-postgres.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    // The embedded database could not start: one sentence says what to do.
    if (error instanceof EmbeddedPostgresError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
