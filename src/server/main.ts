// Process entry: reads the configuration, starts the server and shuts it down cleanly on SIGINT/SIGTERM.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { closeOnSignals, orExitWithMessage, runEntry } from './process-entry.ts';

runEntry(async () => {
  const config = await orExitWithMessage(() => loadConfig());
  const app = await orExitWithMessage(() => buildApp(config));
  closeOnSignals(async (signal) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
});
