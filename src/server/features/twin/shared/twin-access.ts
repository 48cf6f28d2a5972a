// What every room of the twin needs before its own rule: the caller's twin (found, required, or started now), the
// activity log and the locker's allowance. Edit it when a rule holds for the whole twin; a rule of one room belongs in
// that room's service. (Whether a path's id can name a row at all is shared/uuid.ts isUuid.)
import { createHash } from 'node:crypto';
import { TWIN_MESSAGES, TWIN_USERNAME_TAKEN_MESSAGE, type TwinActivityKind } from '../../../../shared/contracts/twin-constants.ts';
import type { TwinActivityTextKey, TwinTextValues } from '../../../../shared/twin-texts.ts';
import type { AccessClaims } from '../../../auth/tokens.ts';
import type { Config } from '../../../config.ts';
import { conflict, notFound, paymentRequired } from '../../../lib/http-errors.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { initialOnchainStatus, queueUsernameReservation } from '../onchain/onchain-status.ts';
import { createTwinRepository, type TwinRow } from './twin.repository.ts';
import { createUsernameChanges } from './username-changes.ts';

const USERNAME_FALLBACK = 'engram';

/** "Sam Rivera" → "sam_rivera": a username candidate from a name (3–20 of a–z, 0–9, _). */
function usernameFromName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 16)
    .replace(/_+$/, '');
  return base.length >= 3 ? base : `${base}${base ? '_' : ''}${USERNAME_FALLBACK}`.slice(0, 16);
}

/** The locker's size: the twin's own allowance, else the server's default. */
export function lockerAllowanceOf(config: Pick<Config, 'twin'>, twin: TwinRow, storage: TwinStorage): number {
  // The package's included storage (this twin's own allowance when set, else TWIN_LOCKER_BYTES) plus what was bought.
  return (storage.hasPackage ? (twin.storageAllowanceBytes ?? config.twin.lockerBytes) : 0) + storage.boughtBytes;
}

/** What the owner holds of the plans (FeatureDeps.plans.storageOf). */
export type TwinStorage = Awaited<ReturnType<FeatureDeps['plans']['storageOf']>>;

export function createTwinAccess({ config, database, queue, plans }: Pick<FeatureDeps, 'config' | 'database' | 'queue' | 'plans'>) {
  const twins = createTwinRepository(database.db);
  const usernameChanges = createUsernameChanges({ config, database });

  /** Logs what happened as a sentence of shared/twin-texts.ts: `key`, with `values` for its placeholders. */
  async function log(twinId: string, kind: TwinActivityKind, key: TwinActivityTextKey, values: TwinTextValues = {}, actor = 'owner'): Promise<void> {
    await twins.addActivity(twinId, { kind, text: { key, values }, actor });
  }

  return {
    log,

    /** The caller's twin, or undefined before it is started. */
    findTwin(caller: AccessClaims): Promise<TwinRow | undefined> {
      return twins.findTwinByUserId(caller.userId);
    },

    /** The caller's twin, or a 404 before it is started. */
    async requireTwin(caller: AccessClaims): Promise<TwinRow> {
      const twin = await twins.findTwinByUserId(caller.userId);
      if (!twin) throw notFound(TWIN_MESSAGES.noTwin);
      return twin;
    },

    /**
     * The caller's twin, started now when there is none: named after the owner, its username made from the nickname.
     * 429 when the owner deleted a twin within the day's username changes (username-changes.ts).
     */
    async ensureTwin(caller: AccessClaims, username?: string): Promise<{ twin: TwinRow; isNew: boolean }> {
      const existing = await twins.findTwinByUserId(caller.userId);
      if (existing) return { twin: existing, isNew: false };
      // Starting an Engram is the package's: bought, or free on this server (features/plans).
      const refusal = await plans.admitTwinStart(caller.userId);
      if (refusal) throw paymentRequired(refusal);
      await usernameChanges.assertMayStart(caller.userId);
      const owner = await twins.findOwner(caller.userId);
      const name = owner?.name ?? caller.email;
      const base = usernameFromName(owner?.nickname ?? name);
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const candidate = username ?? (attempt === 0 ? base : `${base}_${attempt < 20 ? attempt + 1 : createHash('sha256').update(`${caller.userId}:${attempt}`).digest('hex').slice(0, 3)}`);
        if (await twins.isUsernameTaken(candidate)) {
          if (username) throw conflict(TWIN_USERNAME_TAKEN_MESSAGE);
          continue;
        }
        const twin = await twins.insertTwin({ userId: caller.userId, username: candidate, name, onchainStatus: initialOnchainStatus(config) });
        if (twin) {
          await log(twin.id, 'created', 'created', { username: twin.username });
          await queueUsernameReservation(queue, caller.userId, twin);
          return { twin, isNew: true };
        }
        // Either this owner's twin was created meanwhile (another tab), or the username was just taken.
        const raced = await twins.findTwinByUserId(caller.userId);
        if (raced) return { twin: raced, isNew: false };
        if (username) throw conflict(TWIN_USERNAME_TAKEN_MESSAGE);
      }
      throw conflict('No free username could be found. Choose one in Settings.');
    },
  };
}

export type TwinAccess = ReturnType<typeof createTwinAccess>;
