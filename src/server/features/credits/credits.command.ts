// The operator's credits command: `npm run credits -- grant <email> <amount> [reason]`, `grant --organization <id or
// name> <amount> [reason]` (an organisation's balance), `requests` (the pending
// requests for credits) and `grant-request <id>`. It opens the configured database as the server does
// (DATABASE_URL, or the embedded one in DATA_DIR).
// With PostgreSQL the person's open pages hear the new balance at once. The embedded database serves one process at
// a time, so the command refuses to run while a server answers on the configured address.
import { createCreditsService } from './credits.service.ts';
import { createOrganizationCreditsService } from './organization-credits.service.ts';
import { createEventBus } from '../../jobs/event-bus.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { checkCommandName, runWhenMain, withConfiguredDatabase, type CommandOutput, type OperatorCommand } from '../../cli/operator-command.ts';
import { isUuid } from '../../../shared/uuid.ts';

const USAGE = [
  'Usage: npm run credits -- grant <email> <amount> [reason]',
  '  Adds <amount> credits (a whole number from 1) to the account with <email>, with an optional reason',
  '  shown in its history ("Credits added" by default), and prints the new balance.',
  '       npm run credits -- grant --organization <id or name> <amount> [reason]',
  "  Adds <amount> credits to the organisation's balance (its id, or its exact name) and prints the new balance.",
  '       npm run credits -- requests',
  '  Lists the pending requests for credits, oldest first.',
  '       npm run credits -- grant-request <id>',
  '  Grants the pending request <id> (from `requests`): adds its credits and prints the new balance.',
].join('\n');

const COMMANDS = ['grant', 'requests', 'grant-request'] as const;

type CreditsDeps = Pick<Parameters<typeof createCreditsService>[0], 'database' | 'events'>;

/**
 * Runs `work` on the configured database, with the event bus that tells open pages of a new balance; a refusal
 * (HttpError) prints its message and exits 1.
 */
function withCreditsDeps(output: CommandOutput, env: Record<string, string | undefined> | undefined, work: (deps: CreditsDeps) => Promise<number>) {
  return withConfiguredDatabase(output, env, async (config, database) => {
    const events = await createEventBus({ databaseUrl: config.databaseUrl, onError: (error) => output.error(`Could not tell open pages: ${String(error)}`) });
    try {
      return await work({ database, events });
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
}

/** Runs `work` with a person's credits service (withCreditsDeps). */
function withCredits(output: CommandOutput, env: Record<string, string | undefined> | undefined, work: (credits: ReturnType<typeof createCreditsService>) => Promise<number>) {
  return withCreditsDeps(output, env, (deps) => work(createCreditsService(deps)));
}

/** Runs the command; answers the process exit code (0 done, 1 refused or failed, 2 bad usage). `env` defaults to the process's. */
export const runCreditsCommand: OperatorCommand = async (args, output, env) => {
  const [command, ...rest] = args;
  const known = COMMANDS.find((name) => name === command);
  const usageCode = checkCommandName(command, known ?? 'grant', USAGE, output);
  if (usageCode !== undefined) return usageCode;

  if (known === 'requests') {
    return withCredits(output, env, async (credits) => {
      const pending = await credits.listPendingRequestsForOperator();
      if (pending.length === 0) {
        output.log('No pending requests.');
        return 0;
      }
      for (const request of pending) {
        const message = request.message ? ` "${request.message}"` : '';
        output.log(`${request.id}  ${request.created_at.slice(0, 10)}  ${request.user_email}  asks for ${request.amount} (balance ${request.balance})${message}`);
      }
      output.log(`Grant one with: npm run credits -- grant-request <id>`);
      return 0;
    });
  }

  if (known === 'grant-request') {
    const [id] = rest;
    if (!id) {
      output.error(`Missing the request id.\n${USAGE}`);
      return 2;
    }
    if (!isUuid(id.trim())) {
      output.error(`"${id}" is not a request id (see npm run credits -- requests).`);
      return 1;
    }
    return withCredits(output, env, async (credits) => {
      const granted = await credits.grantRequestAsOperator(id.trim().toLowerCase());
      output.log(`Granted ${granted.amount} ${granted.amount === 1 ? 'credit' : 'credits'}. New balance: ${granted.balance}.`);
      return 0;
    });
  }

  if (rest[0] === '--organization') {
    const [, organization, amount, ...reasonWords] = rest;
    if (!organization || amount === undefined) {
      output.error(`Missing ${organization ? 'the amount' : 'the organisation and the amount'}.\n${USAGE}`);
      return 2;
    }
    return withCreditsDeps(output, env, async (deps) => {
      const granted = await createOrganizationCreditsService(deps).grantAsOperator(organization, amount, reasonWords.join(' '));
      const added = Number(amount.trim());
      output.log(`Added ${added} ${added === 1 ? 'credit' : 'credits'} to “${granted.name}”. New balance: ${granted.balance}.`);
      return 0;
    });
  }

  const [email, amount, ...reasonWords] = rest;
  if (!email || amount === undefined) {
    output.error(`Missing ${email ? 'the amount' : 'the e-mail and the amount'}.\n${USAGE}`);
    return 2;
  }
  return withCredits(output, env, async (credits) => {
    const { balance } = await credits.grantCredits(email, amount, reasonWords.join(' '));
    const added = Number(amount.trim());
    output.log(`Added ${added} ${added === 1 ? 'credit' : 'credits'} to ${email.trim().toLowerCase()}. New balance: ${balance}.`);
    return 0;
  });
};

runWhenMain(import.meta.url, runCreditsCommand);
