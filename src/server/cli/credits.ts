// The operator's credits command: `npm run credits -- grant <email> <amount> [reason]`. It opens the configured
// database as the server does (DATABASE_URL, or the embedded one in DATA_DIR) and adds one ledger entry.
// With PostgreSQL the person's open pages hear the new balance at once. The embedded database serves one process at
// a time, so the command refuses to run while a server answers on the configured address.
import { createCreditsService } from '../features/credits/credits.service.ts';
import { createEventBus } from '../jobs/event-bus.ts';
import { HttpError } from '../lib/http-errors.ts';
import { checkCommandName, runWhenMain, withConfiguredDatabase, type OperatorCommand } from './operator-command.ts';

const USAGE = [
  'Usage: npm run credits -- grant <email> <amount> [reason]',
  '  Adds <amount> credits (a whole number from 1) to the account with <email>, with an optional reason',
  '  shown in its history ("Credits added" by default), and prints the new balance.',
].join('\n');

/** Runs the command; answers the process exit code (0 done, 1 refused or failed, 2 bad usage). `env` defaults to the process's. */
export const runCreditsCommand: OperatorCommand = async (args, output, env) => {
  const [command, email, amount, ...reasonWords] = args;
  const usageCode = checkCommandName(command, 'grant', USAGE, output);
  if (usageCode !== undefined) return usageCode;
  if (!email || amount === undefined) {
    output.error(`Missing ${email ? 'the amount' : 'the e-mail and the amount'}.\n${USAGE}`);
    return 2;
  }

  return withConfiguredDatabase(output, env, async (config, database) => {
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
    }
  });
};

runWhenMain(import.meta.url, runCreditsCommand);
