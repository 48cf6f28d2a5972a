// The money ledger as people read it: the admin's view (filters, totals per currency, the CSV export, the
// reconciliation's flags) and a person's own entries as receipts. Writing is money-ledger.ts's (FeatureDeps.ledger).
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  LEDGER_FLAGS_LIMIT,
  LEDGER_NET_KINDS,
  LEDGER_PAGE_SIZE,
  majorAmount,
  MY_LEDGER_LIMIT,
  type AdminLedgerAnswer,
  type AdminLedgerEntry,
  type AdminLedgerExportQuery,
  type AdminLedgerQuery,
  type LedgerEntry,
  type LedgerFlagsAnswer,
  type LedgerKind,
  type LedgerTotal,
  type MyLedgerAnswer,
  type ReconcileAnswer,
} from '../../../shared/contracts/ledger.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { csvLine } from '../../lib/csv.ts';
import { createLedgerRepository, type AdminLedgerRow, type LedgerEntryRow, type LedgerFilters } from './ledger.repository.ts';

const DAY_MS = 86_400_000;

export const LEDGER_CSV_HEADER = ['Date (UTC)', 'Kind', 'Amount', 'Currency', 'Amount (minor units)', 'E-mail', 'Organisation', 'Description', 'Source', 'Source id', 'Stripe reference', 'Entry id'];

/** The filters of a query: whole days in UTC, `to` included. */
function filtersOf(query: { user_id?: string | undefined; organization_id?: string | undefined; kind: LedgerKind | ''; from?: string | undefined; to?: string | undefined }): LedgerFilters {
  return {
    userId: query.user_id,
    organizationId: query.organization_id,
    kind: query.kind || undefined,
    since: query.from ? new Date(`${query.from}T00:00:00.000Z`) : undefined,
    until: query.to ? new Date(Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS) : undefined,
  };
}

function toEntry(row: LedgerEntryRow): LedgerEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    kind: row.kind as LedgerKind,
    amount_minor: row.amountMinor,
    currency: row.currency,
    description: row.description,
    source_type: row.sourceType,
    source_id: row.sourceId,
  };
}

function toAdminEntry({ entry, email, organizationName }: AdminLedgerRow): AdminLedgerEntry {
  return { ...toEntry(entry), user_id: entry.userId, email, organization_id: entry.organizationId, organization_name: organizationName, external_ref: entry.externalRef };
}

function csvRowOf({ entry, email, organizationName }: AdminLedgerRow): string {
  return csvLine([
    entry.createdAt.toISOString(),
    entry.kind,
    // Numbers the server wrote, so a spreadsheet reads them as numbers; every text cell is neutralised (lib/csv.ts).
    // In the currency's own major unit (SOL with nine decimals, USDC with six); the minor-units column is exact.
    Number(majorAmount(entry.amountMinor, entry.currency)),
    // 'USD', or the Solana asset a mentor was paid in ('SOL', 'USDC'), its amount in that asset's own unit.
    entry.currency.toUpperCase(),
    entry.amountMinor,
    email,
    organizationName,
    entry.description,
    entry.sourceType,
    entry.sourceId,
    entry.externalRef,
    entry.id,
  ]);
}

export function totalsOf(rows: { currency: string; kind: string; amountMinor: number; entries: number }[]): LedgerTotal[] {
  const byCurrency = new Map<string, LedgerTotal>();
  for (const row of rows) {
    const total = byCurrency.get(row.currency) ?? { currency: row.currency, net_minor: 0, kinds: [] };
    const kind = row.kind as LedgerKind;
    total.kinds.push({ kind, amount_minor: row.amountMinor, entries: row.entries });
    if (LEDGER_NET_KINDS.includes(kind)) total.net_minor += row.amountMinor;
    byCurrency.set(row.currency, total);
  }
  return [...byCurrency.values()];
}

/**
 * Compares the ledger with the purchases and keeps what disagrees as flags (ledger_flags), in one transaction: a
 * payment whose grant is missing, a grant without its payment, a refund not taken back. Running it again changes
 * nothing; a flag whose cause was fixed is resolved. New flags are logged as warnings.
 */
export async function reconcileLedger(db: Db, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): Promise<ReconcileAnswer> {
  const outcome = await db.transaction(async (tx) => {
    const repository = createLedgerRepository(tx);
    return repository.saveFlags(await repository.findProblems());
  });
  for (const problem of outcome.raised) {
    log.warn({ problem: problem.problem, sourceType: problem.sourceType, sourceId: problem.sourceId, amountMinor: problem.amountMinor, currency: problem.currency }, `ledger reconciliation: ${problem.detail}`);
  }
  log.info({ open: outcome.open, raised: outcome.raised.length, resolved: outcome.resolved }, 'ledger reconciliation done');
  return { open: outcome.open, raised: outcome.raised.length, resolved: outcome.resolved };
}

export function createLedgerService({ db, log }: { db: Db; log: Pick<FastifyBaseLogger, 'warn' | 'info'> }) {
  const repository = createLedgerRepository(db);

  return {
    async list(query: AdminLedgerQuery): Promise<AdminLedgerAnswer> {
      const filters = filtersOf(query);
      const [rows, totals] = await Promise.all([repository.listEntries(filters, LEDGER_PAGE_SIZE + 1, query.before), repository.totals(filters)]);
      const page = rows.slice(0, LEDGER_PAGE_SIZE);
      return { data: page.map(toAdminEntry), nextBefore: rows.length > LEDGER_PAGE_SIZE ? page.at(-1)!.entry.id : null, totals: totalsOf(totals) };
    },

    /**
     * The entries of a period as CSV, oldest first, read and sent a batch at a time so the export holds little in
     * memory; the period (at most LEDGER_EXPORT_MAX_DAYS days, checked by the contract) bounds it.
     */
    exportCsv(query: AdminLedgerExportQuery): { filename: string; stream: Readable } {
      const filters = filtersOf(query);
      async function* lines() {
        yield csvLine(LEDGER_CSV_HEADER);
        let afterId: string | null = null;
        for (;;) {
          const batch = await repository.exportBatch(filters, afterId);
          if (batch.length === 0) return;
          yield batch.map(csvRowOf).join('');
          afterId = batch.at(-1)!.entry.id;
        }
      }
      return { filename: `engram-ledger-${query.from}-to-${query.to}.csv`, stream: Readable.from(lines()) };
    },

    async listFlags(): Promise<LedgerFlagsAnswer> {
      const rows = await repository.listOpenFlags(LEDGER_FLAGS_LIMIT);
      return {
        data: rows.map(({ flag, email }) => ({
          id: flag.id,
          problem: flag.problem as LedgerFlagsAnswer['data'][number]['problem'],
          source_type: flag.sourceType,
          source_id: flag.sourceId,
          user_id: flag.userId,
          email,
          amount_minor: flag.amountMinor,
          currency: flag.currency,
          detail: flag.detail,
          first_seen_at: flag.firstSeenAt.toISOString(),
          last_seen_at: flag.lastSeenAt.toISOString(),
        })),
      };
    },

    reconcile(): Promise<ReconcileAnswer> {
      return reconcileLedger(db, log);
    },

    async mine(caller: AccessClaims): Promise<MyLedgerAnswer> {
      return { data: (await repository.listForUser(caller.userId, MY_LEDGER_LIMIT)).map(toEntry) };
    },
  };
}
