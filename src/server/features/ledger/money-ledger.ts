// The money ledger as other features write to it (FeatureDeps.ledger): credit purchases, the Engram's plans, and
// whatever else takes or pays out money records its entries through here, in its own transaction.
import type { MoneyLedger } from '../feature-deps.ts';
import { createLedgerRepository } from './ledger.repository.ts';

export function createMoneyLedger(): MoneyLedger {
  return {
    async record(tx, entry) {
      if (!Number.isSafeInteger(entry.amountMinor)) throw new Error(`A ledger amount must be a whole number of minor units (got ${entry.amountMinor}).`);
      return createLedgerRepository(tx).insertEntry({ ...entry, currency: entry.currency.toLowerCase() });
    },
  };
}
