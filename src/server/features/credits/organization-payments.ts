// An organisation paying for its members' sessions: who pays for a session, the debit and refund under the
// organisation's row lock, and telling the members' pages the balance. credits.service.ts pays for sessions with these.
//
// Who pays for a session: the organisation the scenario belongs to, when the person is one of its members; else the
// organisation chosen in the header (the current workspace) while they are a member of it; else the person. So a
// session started from an organisation's workspace is the organisation's, one started from the personal space is
// the person's own, and a member's personal credits never pay for the organisation nor the other way round.
import { ORGANIZATION_MEMBERS_MAX } from '../../../shared/contracts/organizations-constants.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../jobs/event-bus.ts';
import { forbidden } from '../../lib/http-errors.ts';
import {
  findCurrentOrganizationId,
  findOrganizationRole,
  findOrganizationSummary,
  listOrganizationMemberRoles,
  lockOrganizationRow,
} from '../organizations/organization-records.repository.ts';
import { organizationOfScenario } from '../scenarios/scenario-organization.repository.ts';
import { createOrganizationCreditsRepository } from './organization-credits.repository.ts';

export const REMOVED_PAYER_MESSAGE = 'You are no longer a member of this organisation. Switch to your personal space to use your own credits.';

/** The organisation that pays for the person's session on the scenario, or null when the person pays. */
export async function organizationPayingFor(db: Db, userId: string, scenarioId: string): Promise<string | null> {
  const owner = await organizationOfScenario(db, scenarioId);
  if (owner && (await findOrganizationRole(db, owner, userId))) return owner;
  return findCurrentOrganizationId(db, userId);
}

/** The organisation's balance and name now: a plain read, to refuse early before costly work. */
export async function organizationBalance(db: Db, organizationId: string): Promise<{ balance: number; name: string }> {
  const [balance, organization] = await Promise.all([createOrganizationCreditsRepository(db).sumBalance(organizationId), findOrganizationSummary(db, organizationId)]);
  return { balance, name: organization?.name ?? 'Your organisation' };
}

export type OrganizationDebit = { organization: { id: string; name: string }; isPaid: boolean; balance: number };

/**
 * Takes a session's credits from the organisation inside the caller's transaction, or nothing when its balance is short.
 * The organisation's row is locked first (as membership changes lock it), so concurrent starts never overspend and a
 * member removed meanwhile pays nothing (403). The entry names the member and the session.
 */
export async function debitOrganization(
  tx: Db,
  organizationId: string,
  debit: { userId: string; amount: number; reason: string; scenarioId?: string | null; conversationId?: string | null },
): Promise<OrganizationDebit> {
  const organization = await lockOrganizationRow(tx, organizationId);
  if (!organization || !(await findOrganizationRole(tx, organization.id, debit.userId))) throw forbidden(REMOVED_PAYER_MESSAGE);
  const ledger = createOrganizationCreditsRepository(tx);
  const balance = await ledger.sumBalance(organization.id);
  if (balance < debit.amount) return { organization, isPaid: false, balance };
  await ledger.insertEntry({ organizationId: organization.id, memberId: debit.userId, amount: -debit.amount, reason: debit.reason, kind: 'session', scenarioId: debit.scenarioId ?? null, conversationId: debit.conversationId ?? null });
  return { organization, isPaid: true, balance: balance - debit.amount };
}

/**
 * Gives a session's credits back to the organisation that paid for it, inside the caller's transaction: answers that
 * organisation's id, or null when the organisation did not pay for it (the person did). At most once per session (a
 * unique index).
 */
export async function refundOrganization(tx: Db, refund: { conversationId: string; amount: number; reason: string; scenarioId?: string | null }): Promise<string | null> {
  const ledger = createOrganizationCreditsRepository(tx);
  const debit = await ledger.findSessionDebit(refund.conversationId);
  if (!debit) return null;
  await lockOrganizationRow(tx, debit.organizationId);
  await ledger.insertEntry({ organizationId: debit.organizationId, memberId: debit.memberId, amount: refund.amount, reason: refund.reason, kind: 'refund', scenarioId: refund.scenarioId ?? null, conversationId: refund.conversationId });
  return debit.organizationId;
}

/**
 * Tells the open pages of every member of the organisation its balance now (the `organization-credits` event); call it
 * after the commit. The balance is committed already: a page that misses the push reads it on its next request.
 */
export async function publishOrganizationBalance(
  db: Db,
  events: Pick<EventBus, 'publish'>,
  organizationId: string,
  options: { balance?: number; log?: { warn(details: object, message: string): void } } = {},
): Promise<void> {
  try {
    const [balance, members] = await Promise.all([
      options.balance ?? createOrganizationCreditsRepository(db).sumBalance(organizationId),
      listOrganizationMemberRoles(db, [organizationId], ORGANIZATION_MEMBERS_MAX),
    ]);
    const event = { type: 'organization-credits' as const, organization_id: organizationId, balance: Math.max(0, balance) };
    await Promise.all(members.map((member) => events.publish(member.userId, event)));
  } catch (error) {
    options.log?.warn({ err: error, organizationId }, 'could not publish an organisation’s credit balance');
  }
}
