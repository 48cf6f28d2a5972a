// The operator's account commands: `npm run users -- reset-password <email>` prints a one-time password-reset link
// (the same links the forgot-password e-mail carries) for servers that send no e-mail; `promote <email>` makes the
// account an administrator (how the first one is made on a server without e-mail, beside the setup code it prints).
// They open the configured database as the server does (DATABASE_URL, or the embedded one in DATA_DIR); the embedded
// database serves one process at a time, so a command refuses to run while a server answers on the configured address.
import { EmailSchema, PASSWORD_RESET_TTL_MINUTES } from '../../../shared/contracts/users.ts';
import { createAdminSetupRepository } from './admin-setup.repository.ts';
import { createPasswordResetsRepository } from './password-resets.repository.ts';
import { issuePasswordReset, resetLink } from './password-resets.ts';
import { createUsersRepository } from './users.repository.ts';
import { checkCommandName, localAddress, runWhenMain, withConfiguredDatabase, type OperatorCommand } from '../../cli/operator-command.ts';

const USAGE = [
  'Usage: npm run users -- reset-password <email>',
  `  Prints a link that lets the account with <email> choose a new password: it works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  '  Give it to the person privately. Links point at PUBLIC_URL (http://HOST:PORT when unset).',
  'Usage: npm run users -- promote <email>',
  '  Makes the account with <email> an administrator, at its next request (register the account first).',
].join('\n');

/** Runs the command; answers the process exit code (0 done, 1 refused or failed, 2 bad usage). `env` defaults to the process's. */
export const runUsersCommand: OperatorCommand = async (args, output, env) => {
  const [command, email, ...rest] = args;
  const usageCode = checkCommandName(command, ['reset-password', 'promote'], USAGE, output);
  if (usageCode !== undefined) return usageCode;
  if (!email || rest.length > 0) {
    output.error(`${email ? 'Give one e-mail address only.' : 'Missing the e-mail address.'}\n${USAGE}`);
    return 2;
  }
  const parsedEmail = EmailSchema.safeParse(email);
  if (!parsedEmail.success) {
    output.error(parsedEmail.error.issues[0]?.message ?? 'Enter a valid email address.');
    return 2;
  }

  return withConfiguredDatabase(output, env, async (config, database) => {
    if (command === 'promote') {
      const promoted = await createAdminSetupRepository(database.db).promoteByEmail(parsedEmail.data);
      if (!promoted) {
        output.error(`No account has the e-mail ${parsedEmail.data}. Register it first, then promote it.`);
        return 1;
      }
      output.log(`${promoted.name} (${promoted.email}) ${promoted.wasAdmin ? 'was already' : 'is now'} an administrator.`);
      return 0;
    }
    const users = createUsersRepository(database.db);
    const user = await users.findUserByEmail(parsedEmail.data);
    if (!user) {
      output.error(`No account has the e-mail ${parsedEmail.data}.`);
      return 1;
    }
    const token = await issuePasswordReset(createPasswordResetsRepository(database.db), user.id);
    const publicUrl = config.publicUrl ?? localAddress(config.host, config.port);
    output.log(`Password-reset link for ${user.email} (works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes):`);
    output.log(resetLink(publicUrl, token));
    return 0;
  });
};

runWhenMain(import.meta.url, runUsersCommand);
