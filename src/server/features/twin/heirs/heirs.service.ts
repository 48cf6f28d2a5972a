// The heirs' rules: who may be named (not the owner, at most TWIN_HEIRS_MAX, each address once), how an invitation is
// made, renewed and accepted (only the account that accepts a link becomes the heir), and which twins an heir inherited.
import type { FastifyBaseLogger } from 'fastify';
import { type Twin } from '../../../../shared/contracts/twin.ts';
import { type AcceptHeirInvitationAnswer, type InheritedTwinsList, type TwinHeir, type TwinHeirInvitation, type TwinNotice, type TwinNoticesList } from '../../../../shared/contracts/twin-heirs.ts';
import { TWIN_HEIRS_MAX, TWIN_MESSAGES } from '../../../../shared/contracts/twin-constants.ts';
import type { AccessClaims } from '../../../auth/tokens.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../../lib/http-errors.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { createTwinAccess, isUuid } from '../shared/twin-access.ts';
import { createTwinRepository, type TwinRow } from '../shared/twin.repository.ts';
import { hashInviteToken, invitationEmail, invitationLink, newInvitation } from './heir-invitations.ts';
import { noticeHeirNamed } from './heir-notices.ts';
import { createHeirsRepository, toTwinHeir } from './heirs.repository.ts';
import { createNoticesRepository, toTwinNotice, type NoticeReader } from './notices.repository.ts';

type ServiceDeps = Pick<FeatureDeps, 'config' | 'database' | 'queue' | 'mail'>;

export function createHeirsService(deps: ServiceDeps, logger?: Pick<FastifyBaseLogger, 'error'>) {
  const { config, database, mail } = deps;
  const access = createTwinAccess(deps);
  const twins = createTwinRepository(database.db);
  const repository = createHeirsRepository(database.db);
  const notices = createNoticesRepository(database.db);
  // E-mail as the environment or the E-mail page sets it now; without a public URL nothing is sent (mailer undefined).
  // An address is trusted only when this server can send the link that proves it (users' e-mail verification).
  const isEmailVerificationRequired = async () => (await mail.get()).mailer !== undefined;

  /** Notices for an address are read only where the address is trusted: verified, or nobody can verify one here. */
  async function noticeReader(caller: AccessClaims): Promise<NoticeReader> {
    if (!(await isEmailVerificationRequired())) return { userId: caller.userId, email: caller.email };
    const account = await twins.findOwner(caller.userId);
    return { userId: caller.userId, email: account?.emailVerifiedAt ? account.email : null };
  }

  /** Stores a new invitation for the heir (replacing any other), e-mails it when e-mail is set up, and answers the link once. */
  async function invite(caller: AccessClaims, twin: TwinRow, heir: { id: string } | { email: string }): Promise<TwinHeirInvitation> {
    const { token, inviteTokenHash, inviteExpiresAt } = newInvitation(config.heirInviteTtlDays);
    const row =
      'id' in heir
        ? await repository.replaceHeirInvitation(twin.id, heir.id, { inviteTokenHash, inviteExpiresAt })
        : await repository.insertHeir({ twinId: twin.id, email: heir.email, inviteTokenHash, inviteExpiresAt });
    if (!row) throw 'id' in heir ? notFound(TWIN_MESSAGES.heirNotFound) : conflict(TWIN_MESSAGES.heirExists);
    const { mailer, publicUrl } = await mail.get();
    const inviteUrl = invitationLink(publicUrl, token);
    const isEmailed = mailer !== undefined;
    if (mailer) {
      const owner = await twins.findOwner(caller.userId);
      const message = invitationEmail(row.email, owner?.name ?? twin.name, inviteUrl, config.heirInviteTtlDays);
      // Sent after the answer, like the reset e-mail: a slow mail server does not hold the owner's page.
      void mailer.send(message).catch((error: unknown) => logger?.error({ err: error }, 'could not send an heir invitation e-mail'));
    }
    return { ...toTwinHeir({ heir: row, acceptedBy: null }), invite_url: inviteUrl, invite_emailed: isEmailed };
  }

  return {
    async listHeirs(caller: AccessClaims): Promise<{ heirs: TwinHeir[]; max: number }> {
      const twin = await access.findTwin(caller);
      const now = new Date();
      return { heirs: twin ? (await twins.listHeirs(twin.id)).map((row) => toTwinHeir(row, now)) : [], max: TWIN_HEIRS_MAX };
    },

    /** Names an heir and makes their invitation: the only way anyone becomes this twin's heir. */
    async addHeir(caller: AccessClaims, email: string): Promise<TwinHeirInvitation> {
      if (email === caller.email) throw badRequest(TWIN_MESSAGES.heirIsOwner);
      const { twin } = await access.ensureTwin(caller);
      const heirs = await twins.listHeirs(twin.id);
      if (heirs.some((row) => row.heir.email === email)) throw conflict(TWIN_MESSAGES.heirExists);
      if (heirs.length >= TWIN_HEIRS_MAX) throw conflict(TWIN_MESSAGES.heirsFull);
      const invitation = await invite(caller, twin, { email });
      await access.log(twin.id, 'heir_added', `Heir named: ${email}`);
      const owner = await twins.findOwner(caller.userId);
      await noticeHeirNamed(database.db, twin, { id: invitation.id, email: invitation.email }, owner?.name ?? twin.name);
      return invitation;
    },

    /** A new link for the heir: the old one stops working, and so does the access of whoever accepted it. */
    async renewInvitation(caller: AccessClaims, heirId: string): Promise<TwinHeirInvitation> {
      const twin = await access.requireTwin(caller);
      if (!isUuid(heirId)) throw notFound(TWIN_MESSAGES.heirNotFound);
      const invitation = await invite(caller, twin, { id: heirId });
      await access.log(twin.id, 'heir_invited', `New invitation link for ${invitation.email}`);
      return invitation;
    },

    async removeHeir(caller: AccessClaims, heirId: string): Promise<void> {
      const twin = await access.requireTwin(caller);
      const row = isUuid(heirId) ? await repository.deleteHeir(twin.id, heirId) : undefined;
      if (!row) throw notFound(TWIN_MESSAGES.heirNotFound);
      await access.log(twin.id, 'heir_removed', `Heir removed: ${row.email}`);
    },

    /**
     * Binds the invitation to the caller's account and burns it. When this server sends e-mail, the caller's own
     * address must be verified first, so an account cannot stand on an address nobody proved.
     */
    async acceptInvitation(caller: AccessClaims, token: string): Promise<AcceptHeirInvitationAnswer> {
      if (await isEmailVerificationRequired()) {
        const account = await twins.findOwner(caller.userId);
        if (!account?.emailVerifiedAt) throw forbidden(TWIN_MESSAGES.inviteNeedsVerifiedEmail);
      }
      const outcome = await repository.acceptHeirInvitation(hashInviteToken(token), caller.userId);
      switch (outcome.status) {
        case 'unknown':
          throw badRequest(TWIN_MESSAGES.inviteUnknown);
        case 'used':
          throw badRequest(TWIN_MESSAGES.inviteUsed);
        case 'expired':
          throw new HttpError(410, TWIN_MESSAGES.inviteExpired);
        case 'own':
          throw forbidden(TWIN_MESSAGES.inviteOwnTwin);
        case 'already':
          throw conflict(TWIN_MESSAGES.inviteAlreadyHeir);
      }
      const { twin, heir } = outcome;
      await access.log(twin.id, 'heir_accepted', `${heir.email} accepted the invitation as ${caller.email}`, heir.email);
      const isReleased = twin.releasedAt !== null && twin.visibility !== 'private';
      return {
        username: twin.username,
        name: twin.name,
        released: isReleased,
        message: isReleased
          ? `You are now an heir of ${twin.name}. Their Engram is open to you.`
          : `You are now an heir of ${twin.name}. You will see their Engram once they release it to their heirs.`,
      };
    },

    /** What the caller was told as an heir, newest first, and how many they have not read. */
    async listNotices(caller: AccessClaims): Promise<TwinNoticesList> {
      const { rows, unread } = await notices.listNotices(await noticeReader(caller));
      return { notices: rows.map(toTwinNotice), unread };
    },

    async markNoticeRead(caller: AccessClaims, noticeId: string): Promise<TwinNotice> {
      const row = isUuid(noticeId) ? await notices.markRead(await noticeReader(caller), noticeId) : undefined;
      if (!row) throw notFound(TWIN_MESSAGES.noticeNotFound);
      return toTwinNotice(row);
    },

    async listInherited(caller: AccessClaims): Promise<InheritedTwinsList> {
      const rows = await repository.listInheritedTwins(caller.userId);
      return {
        twins: rows.map((twin) => ({
          username: twin.username,
          name: twin.name,
          visibility: twin.visibility as Twin['visibility'],
          released_at: twin.releasedAt?.toISOString() ?? null,
        })),
      };
    },
  };
}
