// The operator's account command: `npm run users -- reset-password <email>` prints a one-time password-reset link
// (the same links the forgot-password e-mail carries) for servers that send no e-mail. It opens the configured
// database as the server does (DATABASE_URL, or the embedded one in DATA_DIR); the embedded database serves one
// process at a time, so the command refuses to run while a server answers on the configured address.
import { pathToFileURL } from 'node:url';
import { EmailSchema, PASSWORD_RESET_TTL_MINUTES } from '../../shared/contracts/users.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { issuePasswordReset, resetLink } from '../features/users/password-resets.ts';
import { createUsersRepository } from '../features/users/users.repository.ts';
import { isServerRunning, type CommandOutput } from './credits.ts';

const USAGE = [
  'Usage: npm run users -- reset-password <email>',
  `  Prints a link that lets the account with <email> choose a new password: it works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  '  Give it to the person privately. Links point at PUBLIC_URL (http://HOST:PORT when unset).',
].join('\n');

/** The server's own address when PUBLIC_URL is unset; a wildcard interface is reached on this machine. */
function localAddress(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Runs the command; answers the process exit code (0 done, 1 refused or failed, 2 bad usage). `env` defaults to the process's. */
export async function runUsersCommand(args: readonly string[], output: CommandOutput, env?: Record<string, string | undefined>): Promise<number> {
  const [command, email, ...rest] = args;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    output.log(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (command !== 'reset-password') {
    output.error(`Unknown command "${command}".\n${USAGE}`);
    return 2;
  }
  if (!email || rest.length > 0) {
    output.error(`${email ? 'Give one e-mail address only.' : 'Missing the e-mail address.'}\n${USAGE}`);
    return 2;
  }
  const parsedEmail = EmailSchema.safeParse(email);
  if (!parsedEmail.success) {
    output.error(parsedEmail.error.issues[0]?.message ?? 'Enter a valid email address.');
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
  try {
    const users = createUsersRepository(database.db);
    const user = await users.findUserByEmail(parsedEmail.data);
    if (!user) {
      output.error(`No account has the e-mail ${parsedEmail.data}.`);
      return 1;
    }
    const token = await issuePasswordReset(users, user.id);
    const publicUrl = config.publicUrl ?? localAddress(config.host, config.port);
    output.log(`Password-reset link for ${user.email} (works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes):`);
    output.log(resetLink(publicUrl, token));
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runUsersCommand(process.argv.slice(2), { log: (line) => console.log(line), error: (line) => console.error(line) }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
