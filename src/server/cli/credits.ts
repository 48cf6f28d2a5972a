// The operator's credits command: `npm run credits -- grant <email> <amount> [reason]`. It opens the configured
// database as the server does (DATABASE_URL, or the embedded one in DATA_DIR) and adds one ledger entry.
// With PostgreSQL the person's open pages hear the new balance at once. The embedded database serves one process at
// a time: a second one would write to its own copy and the entry would be lost, so the command refuses to run while
// a server answers on the configured address.
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createCreditsService } from '../features/credits/credits.service.ts';
import { createEventBus } from '../jobs/event-bus.ts';
import { HttpError } from '../lib/http-errors.ts';

const USAGE = [
  'Usage: npm run credits -- grant <email> <amount> [reason]',
  '  Adds <amount> credits (a whole number from 1) to the account with <email>, with an optional reason',
  '  shown in its history ("Credits added" by default), and prints the new balance.',
].join('\n');

/** Whether anything answers /healthz on the server's configured address. */
export async function isServerRunning(host: string, port: number): Promise<boolean> {
  const address = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  try {
    await fetch(`http://${address}:${port}/healthz`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/** Runs the command; answers the process exit code (0 done, 1 refused or failed, 2 bad usage). `env` defaults to the process's. */
export async function runCreditsCommand(args: readonly string[], output: CommandOutput, env?: Record<string, string | undefined>): Promise<number> {
  const [command, email, amount, ...reasonWords] = args;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    output.log(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (command !== 'grant') {
    output.error(`Unknown command "${command}".\n${USAGE}`);
    return 2;
  }
  if (!email || amount === undefined) {
    output.error(`Missing ${email ? 'the amount' : 'the e-mail and the amount'}.\n${USAGE}`);
    return 2;
  }

  let config;
  try {
    config = env ? loadConfig(env) : loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      output.error(error.message);
      return 1;
    }
    throw error;
  }

  if (!config.databaseUrl && (await isServerRunning(config.host, config.port))) {
    output.error(
      `A server is running on ${config.host}:${config.port} with the embedded database in ${config.dataDir}. Stop it first (the embedded database serves one process at a time), or use PostgreSQL (DATABASE_URL).`,
    );
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const events = await createEventBus({ databaseUrl: config.databaseUrl, onError: (error) => output.error(`Could not tell open pages: ${String(error)}`) });
  try {
    const credits = createCreditsService({ database, events });
    const reason = reasonWords.join(' ');
    const { balance } = await credits.grantCredits(email, amount, reason);
    const added = Number(amount.trim());
    output.log(`Added ${added} ${added === 1 ? 'credit' : 'credits'} to ${email.trim().toLowerCase()}. New balance: ${balance}.`);
    return 0;
  } catch (error) {
    if (error instanceof HttpError) {
      output.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await events.close();
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCreditsCommand(process.argv.slice(2), { log: (line) => console.log(line), error: (line) => console.error(line) }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
