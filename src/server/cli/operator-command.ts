// What the operator's commands (`npm run credits`, `npm run users`) share: help and unknown-command answers, opening
// the configured database as the server does, and running as a program. Edit it when every command should change.
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { EmbeddedPostgresError } from '../db/embedded-postgres-error.ts';

export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/** A command's run: answers the process exit code (0 done, 1 refused or failed, 2 bad usage). `env` defaults to the process's. */
export type OperatorCommand = (args: readonly string[], output: CommandOutput, env?: Record<string, string | undefined>) => Promise<number>;

/** The address this machine reaches the server on: a wildcard interface is reached through the loopback one. */
export function localAddress(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Whether anything answers /healthz on the server's configured address. */
export async function isServerRunning(host: string, port: number): Promise<boolean> {
  try {
    await fetch(`${localAddress(host, port)}/healthz`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers the exit code when `command` asks for help or is not `expected` (one name or several; printing the usage),
 * and undefined when the command is one expected.
 */
export function checkCommandName(command: string | undefined, expected: string | readonly string[], usage: string, output: CommandOutput): number | undefined {
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    output.log(usage);
    return command === undefined ? 2 : 0;
  }
  if (!(typeof expected === 'string' ? [expected] : expected).includes(command)) {
    output.error(`Unknown command "${command}".\n${usage}`);
    return 2;
  }
  return undefined;
}

/**
 * The server's settings as `env` (and `overrides`) give them; a setting they get wrong is printed and answers null, for
 * the command to exit 1.
 */
export function readCommandConfig(output: CommandOutput, env: Record<string, string | undefined> | undefined, overrides: Record<string, string> = {}): Config | null {
  try {
    return loadConfig(env, overrides);
  } catch (error) {
    if (error instanceof ConfigError) {
      output.error(error.message);
      return null;
    }
    throw error;
  }
}

/**
 * Opens the configured database (DATABASE_URL, or the embedded one in DATA_DIR), runs `work` on it and closes it.
 * With the embedded database, a running server's cluster is shared; with none running, the cluster is started for the
 * command and stopped after it.
 */
export async function withConfiguredDatabase(
  output: CommandOutput,
  env: Record<string, string | undefined> | undefined,
  work: (config: Config, database: Database) => Promise<number>,
): Promise<number> {
  const config = readCommandConfig(output, env);
  if (!config) return 1;

  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, limits: config.database, purpose: 'command' });
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) {
      output.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    return await work(config, database);
  } finally {
    await database.close();
  }
}

/** Runs `command` with the process's arguments and exits with its code, when `moduleUrl` is the program node started. */
export function runWhenMain(moduleUrl: string, command: OperatorCommand): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  command(process.argv.slice(2), { log: (line) => console.log(line), error: (line) => console.error(line) }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
