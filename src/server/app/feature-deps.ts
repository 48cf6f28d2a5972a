// The FeatureDeps every feature's routes are registered with: the runtime's shared pieces and the interfaces one
// feature offers the others (credits, grading, organisations, plans, the ledger, the account's lifecycle hooks).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createRoles } from '../auth/roles.ts';
import { createWelcomeCreditsSource } from '../features/credits/credit-settings.ts';
import { createCreditPayments, createWelcomeCreditsHook } from '../features/credits/credits.service.ts';
import { releaseOrganizationsOfAccount } from '../features/organizations/organization-records.repository.ts';
import { createPlanEntitlements } from '../features/plans/plans.service.ts';
import { createMoneyLedger } from '../features/ledger/money-ledger.ts';
import type { FeatureDeps } from '../features/feature-deps.ts';
import { createOrganizationAccess } from '../features/organizations/organization-access.ts';
import { createFilesRepository } from '../features/files/files.repository.ts';
import { sessionGrading } from '../features/reports/grade-conversation.job.ts';
import { createSpeechVoices } from '../features/speech/speech.service.ts';
import { createMemoriesRepository } from '../features/twin/memories/memories.repository.ts';
import { createMentorStripeEvents } from '../features/twin/mentor/mentor-stripe.ts';
import type { Runtime } from './runtime.ts';

export function createFeatureDeps(config: Config, database: Database, runtime: Runtime, log: FastifyBaseLogger): FeatureDeps {
  const { auth, storage, events, cpu, speechSettings, mail, ai, queue, evaluation } = runtime;
  // Welcome credits as the environment and the Credits page set them, read again at every registration.
  const welcomeCredits = createWelcomeCreditsSource(config);
  // Every money flow writes its entries here, in the transaction of its grant.
  const ledger = createMoneyLedger();
  return {
    config,
    database,
    queue,
    storage,
    ai,
    auth,
    roles: createRoles(config, database.db, mail),
    cpu,
    speechSettings,
    mail,
    events,
    evaluation,
    speechVoices: createSpeechVoices({ config, cpu, speechSettings, database }),
    credits: createCreditPayments({ database, events, log }),
    // A session's end queues its grading, the reports feature's job.
    grading: sessionGrading,
    // A create call's organization_id is checked against the caller's memberships; sign-in uses an organisation's sign-on.
    organizations: createOrganizationAccess({ config, database, mail, events, auth }, log),
    // The package and storage a person holds: the locker's allowance and starting an Engram.
    plans: createPlanEntitlements({ config, database, ledger }),
    ledger,
    // Visitors' card payments for a mentor's chat, which the credits feature's webhook receives.
    mentorPayments: createMentorStripeEvents({ config, database, ledger }),
    welcomeCredits,
    // In the account's own transaction: every account has its welcome credits from its first moment.
    onAccountCreated: createWelcomeCreditsHook(welcomeCredits),
    // Uploads first, then the twin's memories (locking the twin row keeps a memory upload out until the commit).
    storageKeysOfAccount: async (tx, userId) => [
      ...(await createFilesRepository(tx).listStorageKeysOfUser(userId)),
      ...(await createMemoriesRepository(tx).lockMemoryStorageKeysOfUser(userId)),
    ],
    // An organisation the account alone owns: refused while others are in it, deleted with it when they are not.
    beforeAccountDeleted: releaseOrganizationsOfAccount,
  };
}
