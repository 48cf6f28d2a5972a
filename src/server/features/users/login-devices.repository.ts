// The only file that queries login_known_devices: where each account has logged in from, as hashed keys
// (`ip:<sha256 of the address>`, `device:<sha256 of the device cookie>`), so the login throttle can let the owner in
// while their account is under attack, on any instance and after a restart.
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, like, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginKnownDevices, users } from '../../db/schema.ts';

/** The newest keys of each kind kept per account; older ones are forgotten. */
export const KNOWN_KEYS_PER_KIND = 20;

const KINDS = ['ip', 'device'] as const;

/** Where a login attempt comes from: its address and, when the browser has one, its device cookie. */
export interface LoginClient {
  address: string;
  deviceId?: string | undefined;
}

/** The hashed keys that stand for the client; neither the address nor the cookie is stored. */
export function knownDeviceKeys(client: LoginClient): string[] {
  const hash = (value: string) => createHash('sha256').update(value).digest('hex');
  return [`ip:${hash(client.address)}`, ...(client.deviceId ? [`device:${hash(client.deviceId)}`] : [])];
}

export function createLoginDevicesRepository(db: Db) {
  return {
    /** True when the account with this e-mail has logged in from one of the keys before. */
    async isKnown(email: string, keys: string[]): Promise<boolean> {
      const [row] = await db
        .select({ keyHash: loginKnownDevices.keyHash })
        .from(loginKnownDevices)
        .innerJoin(users, eq(users.id, loginKnownDevices.userId))
        .where(and(eq(users.email, email), inArray(loginKnownDevices.keyHash, keys)))
        .limit(1);
      return row !== undefined;
    },

    /** Records the keys as seen now, then keeps only the newest KNOWN_KEYS_PER_KIND of each kind for the account. */
    async remember(userId: string, keys: string[], now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(loginKnownDevices)
          .values(keys.map((keyHash) => ({ userId, keyHash, lastSeenAt: now })))
          .onConflictDoUpdate({ target: [loginKnownDevices.userId, loginKnownDevices.keyHash], set: { lastSeenAt: now } });
        for (const kind of KINDS) {
          const ofKind = and(eq(loginKnownDevices.userId, userId), like(loginKnownDevices.keyHash, `${kind}:%`));
          const newest = tx
            .select({ keyHash: loginKnownDevices.keyHash })
            .from(loginKnownDevices)
            .where(ofKind)
            .orderBy(desc(loginKnownDevices.lastSeenAt), desc(loginKnownDevices.keyHash))
            .limit(KNOWN_KEYS_PER_KIND);
          await tx.delete(loginKnownDevices).where(and(ofKind, notInArray(loginKnownDevices.keyHash, newest)));
        }
      });
    },
  };
}
