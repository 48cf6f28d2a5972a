// The heirs' queries (twin_heirs): naming, inviting, accepting and removing heirs, and the twins an account
// inherited; plus the heir row → answer mapper. The list joined to the accepting accounts is in shared/twin.repository.ts.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { twinHeirs, twins } from '../../../db/schema.ts';
import type { TwinHeir } from '../../../../shared/contracts/twin-heirs.ts';
import type { TwinHeirListRow, TwinHeirRow, TwinRow } from '../shared/twin.repository.ts';

/** Why an invitation token cannot be used, or the twin whose heir the caller became. */
export type HeirInvitationOutcome = { status: 'unknown' | 'used' | 'expired' | 'own' | 'already' } | { status: 'done'; twin: TwinRow; heir: TwinHeirRow };

export function createHeirsRepository(db: Db) {
  return {
    /**
     * Inserts the heir with its invitation's hash while the twin has fewer than `max`; undefined when that e-mail is
     * already an heir, 'full' when the twin has `max`. The twin's row is locked first, so requests at once (on any
     * instance) count one after another and never name more than `max`.
     */
    async insertHeir(values: { twinId: string; email: string; inviteTokenHash: string; inviteExpiresAt: Date }, max: number): Promise<TwinHeirRow | 'full' | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: twins.id }).from(twins).where(eq(twins.id, values.twinId)).for('update');
        const [counted] = await tx.select({ total: sql<number>`count(*)::int` }).from(twinHeirs).where(eq(twinHeirs.twinId, values.twinId));
        if ((counted?.total ?? 0) >= max) return 'full';
        const [row] = await tx.insert(twinHeirs).values(values).onConflictDoNothing().returning();
        return row;
      });
    },

    /**
     * A new invitation for the heir: the old link stops working (its hash is replaced) and so does the access of the
     * account that accepted it, if any; only accepting the new link grants it again.
     */
    async replaceHeirInvitation(twinId: string, heirId: string, values: { inviteTokenHash: string; inviteExpiresAt: Date }): Promise<TwinHeirRow | undefined> {
      const [row] = await db
        .update(twinHeirs)
        .set({ ...values, acceptedUserId: null, acceptedAt: null })
        .where(and(eq(twinHeirs.twinId, twinId), eq(twinHeirs.id, heirId)))
        .returning();
      return row;
    },

    /**
     * Binds the invitation to `userId` and burns it, in one transaction. The heir row is locked first, so two
     * requests with the same link cannot both win.
     */
    /** The invitation a token hash names and its twin, as they are (no lock: nothing is changed). */
    async findHeirInvitation(inviteTokenHash: string): Promise<{ heir: TwinHeirRow; twin: TwinRow } | undefined> {
      const [found] = await db
        .select({ heir: twinHeirs, twin: twins })
        .from(twinHeirs)
        .innerJoin(twins, eq(twins.id, twinHeirs.twinId))
        .where(eq(twinHeirs.inviteTokenHash, inviteTokenHash))
        .limit(1);
      return found;
    },

    async acceptHeirInvitation(inviteTokenHash: string, userId: string, now = new Date()): Promise<HeirInvitationOutcome> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ heir: twinHeirs, twin: twins })
          .from(twinHeirs)
          .innerJoin(twins, eq(twins.id, twinHeirs.twinId))
          .where(eq(twinHeirs.inviteTokenHash, inviteTokenHash))
          .limit(1)
          .for('update', { of: twinHeirs });
        if (!found) return { status: 'unknown' };
        const { heir, twin } = found;
        if (heir.acceptedAt) return { status: 'used' };
        if (!heir.inviteExpiresAt || heir.inviteExpiresAt.getTime() <= now.getTime()) return { status: 'expired' };
        if (twin.userId === userId) return { status: 'own' };
        const [other] = await tx
          .select({ id: twinHeirs.id })
          .from(twinHeirs)
          .where(and(eq(twinHeirs.twinId, twin.id), eq(twinHeirs.acceptedUserId, userId)))
          .limit(1);
        if (other) return { status: 'already' };
        const [accepted] = await tx.update(twinHeirs).set({ acceptedUserId: userId, acceptedAt: now }).where(eq(twinHeirs.id, heir.id)).returning();
        return accepted ? { status: 'done', twin, heir: accepted } : { status: 'unknown' };
      });
    },

    async deleteHeir(twinId: string, heirId: string): Promise<TwinHeirRow | undefined> {
      const [row] = await db
        .delete(twinHeirs)
        .where(and(eq(twinHeirs.twinId, twinId), eq(twinHeirs.id, heirId)))
        .returning();
      return row;
    },

    /** The heir row whose invitation `userId` accepted, if any: the only way an account is this twin's heir. */
    async findAcceptedHeir(twinId: string, userId: string): Promise<TwinHeirRow | undefined> {
      const [row] = await db
        .select()
        .from(twinHeirs)
        .where(and(eq(twinHeirs.twinId, twinId), eq(twinHeirs.acceptedUserId, userId)))
        .limit(1);
      return row;
    },

    /** Twins whose invitation `userId` accepted, released and shared beyond their owner. */
    async listInheritedTwins(userId: string): Promise<TwinRow[]> {
      const rows = await db
        .select({ twin: twins })
        .from(twinHeirs)
        .innerJoin(twins, eq(twins.id, twinHeirs.twinId))
        .where(and(eq(twinHeirs.acceptedUserId, userId), sql`${twins.releasedAt} is not null`, inArray(twins.visibility, ['family', 'public'])))
        .orderBy(asc(twins.name))
        .limit(100);
      return rows.map((row) => row.twin);
    },
  };
}

export type HeirsRepository = ReturnType<typeof createHeirsRepository>;

export function toTwinHeir({ heir, acceptedBy }: TwinHeirListRow, now = new Date()): TwinHeir {
  // An accepted invitation whose account was since deleted lapses: the owner makes a new link.
  const status = heir.acceptedUserId && acceptedBy ? 'accepted' : !heir.acceptedAt && heir.inviteExpiresAt && heir.inviteExpiresAt.getTime() > now.getTime() ? 'invited' : 'expired';
  return {
    id: heir.id,
    email: heir.email,
    status,
    invite_expires_at: status === 'invited' ? (heir.inviteExpiresAt?.toISOString() ?? null) : null,
    accepted_by: status === 'accepted' ? acceptedBy : null,
    accepted_at: status === 'accepted' ? (heir.acceptedAt?.toISOString() ?? null) : null,
    created_at: heir.createdAt.toISOString(),
  };
}

