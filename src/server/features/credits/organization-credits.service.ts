// An organisation's credits: what members and admins read, members' requests, and the operator's grants and answers
// (console and terminal). Who pays for a session, and its debit and refund: organization-payments.ts.
import type { AdminCreditGrantInput, GrantCreditRequestInput } from '../../../shared/contracts/admin-credits.ts';
import { creditsText, type CreateCreditRequestInput } from '../../../shared/contracts/credits.ts';
import {
  ADMIN_ORGANIZATIONS_LIMIT,
  ORGANIZATION_CREDIT_ENTRIES_LIMIT,
  PENDING_ORGANIZATION_REQUEST_MESSAGE,
  type AdminOrganization,
  type AdminOrganizationDetails,
  type AdminOrganizationGrantAnswer,
  type AdminOrganizationList,
  type AdminOrganizationsQuery,
  type OrganizationCreditEntry,
  type OrganizationCreditRequest,
  type OrganizationCredits,
  type OrganizationMemberSpend,
} from '../../../shared/contracts/organization-credits.ts';
import { compareRoles, isAdminRole, ORGANIZATION_MEMBERS_MAX, type OrganizationRole } from '../../../shared/contracts/organizations-constants.ts';
import { ORGANIZATION_MESSAGES } from '../../../shared/contracts/organization-messages.ts';
import { SESSION_CREDIT_COST } from '../../../shared/contracts/scenarios-constants.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../jobs/event-bus.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import {
  findOrganizationRole,
  findOrganizationsByIdOrName,
  findOrganizationSummary,
  listOrganizationMemberRoles,
  listOrganizationSummaries,
  lockOrganizationRow,
  type OrganizationSummary,
} from '../organizations/organization-records.repository.ts';
import { findAccountContacts, type AccountContact } from '../users/account-records.repository.ts';
import { parseCreditGrant } from './credit-grants.ts';
import { toCreditRequest } from './credits.repository.ts';
import { createOrganizationCreditsRepository, type OrganizationCreditEntryRow, type OrganizationCreditRequestRow } from './organization-credits.repository.ts';
import { publishOrganizationBalance } from './organization-payments.ts';

/** The ledger entry of a granted request. */
export const ORGANIZATION_GRANTED_REQUEST_REASON = 'Credits granted on request';

/** The first instant of this month, UTC: "this month" on the console. */
export function startOfUtcMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

function toRequest(row: OrganizationCreditRequestRow, people: Map<string, AccountContact>): OrganizationCreditRequest {
  return { ...toCreditRequest(row), requested_by: row.requestedBy ? (people.get(row.requestedBy)?.name ?? 'Former member') : null };
}

function memberRef(memberId: string | null, people: Map<string, AccountContact>) {
  const person = memberId ? people.get(memberId) : undefined;
  return person ? { user_id: person.id, name: person.name, email: person.email } : { user_id: null, name: 'Deleted account', email: null };
}

function toEntry(row: OrganizationCreditEntryRow, people: Map<string, AccountContact>): OrganizationCreditEntry {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    reason: row.reason,
    member: row.memberId === null && row.kind === 'grant' ? null : memberRef(row.memberId, people),
    balance_after: row.balanceAfter,
    created_at: row.createdAt.toISOString(),
  };
}

export function createOrganizationCreditsService({
  database,
  events,
  log,
}: {
  database: { db: Db };
  /** Where a changed balance is told to the members' open pages; without it (a test's service), nobody is told. */
  events?: Pick<EventBus, 'publish'>;
  log?: { info(details: object, message: string): void; warn(details: object, message: string): void };
}) {
  const db = database.db;
  const ledger = createOrganizationCreditsRepository(db);
  const publish = async (organizationId: string, balance: number) => {
    if (events) await publishOrganizationBalance(db, events, organizationId, { balance, log });
  };

  /** The caller's role; an organisation they are not in answers like one that does not exist. */
  async function requireMember(caller: AccessClaims, organizationId: string): Promise<OrganizationRole> {
    const role = await findOrganizationRole(db, organizationId, caller.userId);
    if (!role) throw notFound(ORGANIZATION_MESSAGES.notFound);
    return role;
  }

  async function requireOrganization(organizationId: string): Promise<OrganizationSummary> {
    const organization = await findOrganizationSummary(db, organizationId);
    if (!organization) throw notFound(ORGANIZATION_MESSAGES.notFound);
    return organization;
  }

  async function spendOf(organizationId: string, since?: Date): Promise<{ rows: Awaited<ReturnType<typeof ledger.sumSpendPerMember>>; people: Map<string, AccountContact> }> {
    const rows = await ledger.sumSpendPerMember(organizationId, since);
    return { rows, people: await findAccountContacts(db, rows.flatMap((row) => (row.memberId ? [row.memberId] : []))) };
  }

  /** Adds the operator's credits under the organisation's lock; answers the new balance. */
  async function addGrant(organizationId: string, entry: { amount: number; reason: string; memberId?: string | null }, tx?: Db): Promise<number> {
    const work = async (inner: Db) => {
      if (!(await lockOrganizationRow(inner, organizationId))) throw notFound(ORGANIZATION_MESSAGES.notFound);
      const repo = createOrganizationCreditsRepository(inner);
      await repo.insertEntry({ organizationId, memberId: entry.memberId ?? null, amount: entry.amount, reason: entry.reason, kind: 'grant' });
      return repo.sumBalance(organizationId);
    };
    return tx ? work(tx) : db.transaction(work);
  }

  async function toAdminOrganizations(summaries: OrganizationSummary[]): Promise<AdminOrganization[]> {
    const ids = summaries.map((organization) => organization.id);
    const [balances, usage, pending] = await Promise.all([ledger.sumBalances(ids), ledger.sumUsageSince(ids, startOfUtcMonth()), ledger.findPendingAmounts(ids)]);
    return summaries.map((organization) => ({
      id: organization.id,
      name: organization.name,
      created_at: organization.createdAt.toISOString(),
      member_count: organization.memberCount,
      balance: balances.get(organization.id) ?? 0,
      sessions_this_month: usage.get(organization.id)?.sessions ?? 0,
      credits_spent_this_month: usage.get(organization.id)?.creditsSpent ?? 0,
      pending_request_amount: pending.get(organization.id) ?? null,
    }));
  }

  async function answerRequest(organizationId: string, requestId: string, answer: { grant: true; amount?: number | undefined } | { grant: false; reason: string }, answeredBy: string): Promise<{ request: OrganizationCreditRequest; balance: number }> {
    const balance = await db.transaction(async (tx) => {
      if (!(await lockOrganizationRow(tx, organizationId))) throw notFound(ORGANIZATION_MESSAGES.notFound);
      const repo = createOrganizationCreditsRepository(tx);
      const request = await repo.lockRequest(organizationId, requestId);
      if (!request) throw notFound('Credit request not found.');
      if (request.status !== 'pending') throw conflict(`This request was already ${request.status}.`);
      if (!answer.grant) {
        await repo.answerRequest(request.id, { status: 'declined', answer: answer.reason, answeredBy });
        return repo.sumBalance(organizationId);
      }
      const amount = answer.amount ?? request.amount;
      await repo.answerRequest(request.id, { status: 'granted', answer: null, answeredBy, grantedAmount: amount });
      return addGrant(organizationId, { amount, reason: ORGANIZATION_GRANTED_REQUEST_REASON, memberId: request.requestedBy }, tx);
    });
    if (answer.grant) await publish(organizationId, balance);
    const row = await ledger.findRequest(requestId);
    if (!row) throw notFound('Credit request not found.');
    return { request: toRequest(row, await findAccountContacts(db, row.requestedBy ? [row.requestedBy] : [])), balance };
  }

  return {
    /** Every member reads the balance and their own entries; owners and admins the whole ledger and each member's spending. */
    async getCredits(caller: AccessClaims, organizationId: string): Promise<OrganizationCredits> {
      const role = await requireMember(caller, organizationId);
      const isFullLedger = isAdminRole(role);
      const [rows, balance, latest, spend] = await Promise.all([
        ledger.listEntries(organizationId, ORGANIZATION_CREDIT_ENTRIES_LIMIT + 1, isFullLedger ? undefined : caller.userId),
        ledger.sumBalance(organizationId),
        ledger.findLatestRequest(organizationId),
        isFullLedger ? spendOf(organizationId) : undefined,
      ]);
      const people = await findAccountContacts(db, [...rows.flatMap((row) => (row.memberId ? [row.memberId] : [])), ...(latest?.requestedBy ? [latest.requestedBy] : [])]);
      const members: OrganizationMemberSpend[] = (spend?.rows ?? [])
        .map((row) => ({ ...memberRef(row.memberId, spend!.people), sessions: row.sessions, credits_spent: row.creditsSpent }))
        .sort((a, b) => b.credits_spent - a.credits_spent || a.name.localeCompare(b.name));
      return {
        balance,
        session_cost: SESSION_CREDIT_COST,
        is_full_ledger: isFullLedger,
        entries: rows.slice(0, ORGANIZATION_CREDIT_ENTRIES_LIMIT).map((row) => toEntry(row, people)),
        has_more: rows.length > ORGANIZATION_CREDIT_ENTRIES_LIMIT,
        members,
        request: latest ? toRequest(latest, people) : null,
      };
    },

    /** Any member asks the operator for credits for the organisation; one pending request per organisation (409). */
    async createRequest(caller: AccessClaims, organizationId: string, input: Required<Pick<CreateCreditRequestInput, 'amount'>> & { message: string }): Promise<OrganizationCreditRequest> {
      await requireMember(caller, organizationId);
      const row = await db.transaction(async (tx) => {
        if (!(await lockOrganizationRow(tx, organizationId))) throw notFound(ORGANIZATION_MESSAGES.notFound);
        const repo = createOrganizationCreditsRepository(tx);
        if (await repo.findPendingRequest(organizationId)) throw conflict(PENDING_ORGANIZATION_REQUEST_MESSAGE);
        return repo.insertRequest({ organizationId, requestedBy: caller.userId, amount: input.amount, message: input.message });
      });
      return toRequest(row, await findAccountContacts(db, [caller.userId]));
    },

    // --- The operator ------------------------------------------------------------------------------------------

    async listForAdmin(query: AdminOrganizationsQuery): Promise<AdminOrganizationList> {
      return { data: await toAdminOrganizations(await listOrganizationSummaries(db, { search: query.q, limit: ADMIN_ORGANIZATIONS_LIMIT })) };
    },

    async getForAdmin(organizationId: string): Promise<AdminOrganizationDetails> {
      const summary = await requireOrganization(organizationId);
      const [[organization], memberRoles, rows, pending, spend] = await Promise.all([
        toAdminOrganizations([summary]),
        listOrganizationMemberRoles(db, [organizationId], ORGANIZATION_MEMBERS_MAX),
        ledger.listEntries(organizationId, ORGANIZATION_CREDIT_ENTRIES_LIMIT + 1),
        ledger.findPendingRequest(organizationId),
        ledger.sumSpendPerMember(organizationId, startOfUtcMonth()),
      ]);
      const people = await findAccountContacts(db, [...memberRoles.map((row) => row.userId), ...rows.flatMap((row) => (row.memberId ? [row.memberId] : [])), ...(pending?.requestedBy ? [pending.requestedBy] : [])]);
      const spent = new Map(spend.map((row) => [row.memberId, row]));
      const members = memberRoles
        .flatMap((row) => {
          const person = people.get(row.userId);
          if (!person) return [];
          const used = spent.get(row.userId);
          return [{ user_id: person.id, name: person.name, email: person.email, role: row.role, joined_at: row.joinedAt.toISOString(), sessions: used?.sessions ?? 0, credits_spent: used?.creditsSpent ?? 0 }];
        })
        .sort((a, b) => compareRoles(a.role, b.role) || a.name.localeCompare(b.name));
      return {
        organization: organization!,
        members,
        entries: rows.slice(0, ORGANIZATION_CREDIT_ENTRIES_LIMIT).map((row) => toEntry(row, people)),
        has_more: rows.length > ORGANIZATION_CREDIT_ENTRIES_LIMIT,
        pending_request: pending ? toRequest(pending, people) : null,
      };
    },

    /** The console's grant. */
    async grantAsAdmin(caller: AccessClaims, organizationId: string, input: Omit<AdminCreditGrantInput, 'userId'>): Promise<AdminOrganizationGrantAnswer> {
      const organization = await requireOrganization(organizationId);
      const balance = await addGrant(organization.id, { amount: input.amount, reason: input.reason.trim() });
      await publish(organization.id, balance);
      log?.info({ adminId: caller.userId, organizationId, amount: input.amount }, 'an admin granted credits to an organisation');
      return { data: { organization_id: organization.id, amount: input.amount, balance }, message: `Granted ${creditsText(input.amount)} to “${organization.name}”. Its balance is now ${creditsText(balance)}.` };
    },

    async grantRequestAsAdmin(caller: AccessClaims, organizationId: string, requestId: string, input: GrantCreditRequestInput): Promise<{ data: OrganizationCreditRequest }> {
      const { request } = await answerRequest(organizationId, requestId, { grant: true, amount: input.amount }, caller.email);
      return { data: request };
    },

    async declineRequestAsAdmin(caller: AccessClaims, organizationId: string, requestId: string, reason: string): Promise<{ data: OrganizationCreditRequest }> {
      const { request } = await answerRequest(organizationId, requestId, { grant: false, reason }, caller.email);
      return { data: request };
    },

    /** `npm run credits -- grant --organization <id or name> <amount> [reason]`. */
    async grantAsOperator(idOrName: string, amountText: string, reasonText?: string): Promise<{ name: string; balance: number }> {
      const { amount, reason } = parseCreditGrant(amountText, reasonText);
      const found = await findOrganizationsByIdOrName(db, idOrName);
      if (found.length === 0) throw notFound(`No organisation has the id or name “${idOrName.trim()}”.`);
      if (found.length > 1) throw badRequest(`More than one organisation is named “${idOrName.trim()}”: give its id instead.`);
      const organization = found[0]!;
      const balance = await addGrant(organization.id, { amount, reason });
      await publish(organization.id, balance);
      return { name: organization.name, balance };
    },
  };
}

export type OrganizationCreditsService = ReturnType<typeof createOrganizationCreditsService>;
