// The heirs' rules: who may be named (not the owner, at most TWIN_HEIRS_MAX, each address once), how an invitation is
// made, renewed and accepted (only the account that accepts a link becomes the heir), and which twins an heir inherited.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Twin } from '../../../../shared/contracts/twin.ts';
import { HEIR_INVITE_NEEDS_VERIFIED_EMAIL, type AcceptHeirInvitationAnswer, type HeirInvitationPreview, type InheritedTwinsList, type TwinHeir, type TwinHeirInvitation, type TwinNotice, type TwinNoticesList } from '../../../../shared/contracts/twin-heirs.ts';
import { TWIN_HEIRS_MAX, TWIN_MESSAGES } from '../../../../shared/contracts/twin-constants.ts';
import type { AccessClaims } from '../../../auth/tokens.ts';
import { createLimitsRepository } from '../../../db/limits.repository.ts';
import { pickLanguage, serverText } from '../../../i18n/server-text.ts';
import type { InterfaceLanguage } from '../../../../shared/contracts/languages-constants.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../../lib/http-errors.ts';
import type { FeatureDeps } from '../../feature-deps.ts';
import { isUuid } from '../../../../shared/uuid.ts';
import { createTwinAccess } from '../shared/twin-access.ts';
import { createTwinRepository, type TwinRow } from '../shared/twin.repository.ts';
import { hashInviteToken, invitationEmail, invitationLink, newInvitation } from './heir-invitations.ts';
import { noticeHeirNamed } from './heir-notices.ts';
import { createHeirsRepository, toTwinHeir } from './heirs.repository.ts';
import { createNoticesRepository, toTwinNotice, type NoticeReader } from './notices.repository.ts';

type ServiceDeps = Pick<FeatureDeps, 'config' | 'database' | 'queue' | 'mail' | 'plans'>;

/** Each heir address gets at most one invitation e-mail in this time, and the owner's hourly count runs in this window. */
const INVITE_MAIL_ADDRESS_EVERY_MS = 24 * 60 * 60 * 1000;
const INVITE_MAIL_OWNER_WINDOW_MS = 60 * 60 * 1000;

/** How long until `at`, in words of `language`: "12 minutes", "3 hours" ("12 menit", "3 jam"). */
function timeUntil(language: InterfaceLanguage, at: Date, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((at.getTime() - now) / 60_000));
  return minutes < 120 ? serverText(language, 'units.minutes', { count: minutes }) : serverText(language, 'units.hours', { count: Math.ceil(minutes / 60) });
}

/** Why a server that sends e-mail did not e-mail this invitation, as the owner reads it beside the link to copy, in their language. */
const INVITE_MAIL_NOTES = {
  ownerUnverified: (language: InterfaceLanguage) => serverText(language, 'heirs.inviteNote.ownerUnverified'),
  ownerLimit: (language: InterfaceLanguage, perHour: number, until: Date) => serverText(language, 'heirs.inviteNote.ownerLimit', { perHour, wait: timeUntil(language, until) }),
  addressLimit: (language: InterfaceLanguage, until: Date) => serverText(language, 'heirs.inviteNote.addressLimit', { wait: timeUntil(language, until) }),
} as const;

export function createHeirsService(deps: ServiceDeps, logger?: Pick<FastifyBaseLogger, 'error'>) {
  const { config, database, mail } = deps;
  const access = createTwinAccess(deps);
  const twins = createTwinRepository(database.db);
  const repository = createHeirsRepository(database.db);
  const notices = createNoticesRepository(database.db);
  const limits = createLimitsRepository(database.db);
  // E-mail as the environment or the E-mail page sets it now; without a public URL nothing is sent (mailer undefined).
  // An address is trusted only when this server can send the link that proves it (users' e-mail verification).
  const isEmailVerificationRequired = async () => (await mail.get()).mailer !== undefined;

  /**
   * Notices for an address are read only where the address is trusted: verified on a server that sends e-mail.
   * Without e-mail nobody proves an address, so a naming notice shows only to the account that accepted that
   * invitation (the reader's accepted invitations always count).
   */
  async function noticeReader(caller: AccessClaims): Promise<NoticeReader> {
    if (!(await isEmailVerificationRequired())) return { userId: caller.userId, email: null };
    const account = await twins.findOwner(caller.userId);
    return { userId: caller.userId, email: account?.emailVerifiedAt ? account.email : null };
  }

  /**
   * Whether this invitation may be e-mailed now, or why not in words. Only an owner whose own address is proven may
   * send them, at most `heirInviteEmailsPerHour` an hour, and each heir address gets one a day, whoever names it: the
   * counts live in PostgreSQL, so every instance keeps the same limits. A refusal changes nothing else: the heir is
   * named or the link renewed, and the owner copies it.
   */
  async function admitInvitationEmail(caller: AccessClaims, heirEmail: string, acceptLanguage?: string): Promise<{ isAllowed: true } | { isAllowed: false; note: string }> {
    const owner = await twins.findOwner(caller.userId);
    const language = pickLanguage({ account: owner?.language, acceptLanguage });
    if (!owner?.emailVerifiedAt) return { isAllowed: false, note: INVITE_MAIL_NOTES.ownerUnverified(language) };
    const ownerKey = `heir-invite-mail:owner:${caller.userId}`;
    const perHour = config.heirInviteEmailsPerHour;
    // Looked at first, so an owner past the limit does not use up the address's one e-mail of the day.
    const ownerWindow = await limits.peek(ownerKey);
    if (ownerWindow && ownerWindow.count >= perHour) return { isAllowed: false, note: INVITE_MAIL_NOTES.ownerLimit(language, perHour, ownerWindow.windowEndsAt) };
    // A hash of the address, so the counters never hold it.
    const addressKey = `heir-invite-mail:address:${createHash('sha256').update(heirEmail.toLowerCase()).digest('hex')}`;
    const addressWindow = await limits.hit(addressKey, INVITE_MAIL_ADDRESS_EVERY_MS);
    if (addressWindow.count > 1) return { isAllowed: false, note: INVITE_MAIL_NOTES.addressLimit(language, addressWindow.windowEndsAt) };
    const counted = await limits.hit(ownerKey, INVITE_MAIL_OWNER_WINDOW_MS);
    if (counted.count > perHour) {
      // Another request of this owner took the last one meanwhile: this address was not e-mailed after all.
      await limits.unhit(addressKey);
      return { isAllowed: false, note: INVITE_MAIL_NOTES.ownerLimit(language, perHour, counted.windowEndsAt) };
    }
    return { isAllowed: true };
  }

  /**
   * Stores a new invitation for the heir (replacing any other), e-mails it when e-mail is set up and the limits allow,
   * and answers the link once.
   */
  async function invite(caller: AccessClaims, twin: TwinRow, heir: { id: string } | { email: string }, acceptLanguage?: string): Promise<TwinHeirInvitation> {
    const { token, inviteTokenHash, inviteExpiresAt } = newInvitation(config.heirInviteTtlDays);
    const row =
      'id' in heir
        ? await repository.replaceHeirInvitation(twin.id, heir.id, { inviteTokenHash, inviteExpiresAt })
        : await repository.insertHeir({ twinId: twin.id, email: heir.email, inviteTokenHash, inviteExpiresAt }, TWIN_HEIRS_MAX);
    if (row === 'full') throw conflict(TWIN_MESSAGES.heirsFull);
    if (!row) throw 'id' in heir ? notFound(TWIN_MESSAGES.heirNotFound) : conflict(TWIN_MESSAGES.heirExists);
    const { mailer, publicUrl } = await mail.get();
    const inviteUrl = invitationLink(publicUrl, token);
    const invitation = { ...toTwinHeir({ heir: row, acceptedBy: null }), invite_url: inviteUrl };
    if (!mailer) return { ...invitation, invite_emailed: false, invite_email_note: null };
    const admitted = await admitInvitationEmail(caller, row.email, acceptLanguage);
    if (!admitted.isAllowed) return { ...invitation, invite_emailed: false, invite_email_note: admitted.note };
    const owner = await twins.findOwner(caller.userId);
    // In the heir's own language when they have an account that chose one, else in the owner's.
    const language = pickLanguage({ account: (await twins.findLanguageOfEmail(row.email)) ?? owner?.language });
    const message = invitationEmail(row.email, { ownerName: owner?.name ?? twin.name, link: inviteUrl, ttlDays: config.heirInviteTtlDays }, language);
    // Sent after the answer, like the reset e-mail: a slow mail server does not hold the owner's page.
    void mailer.send(message).catch((error: unknown) => logger?.error({ err: error }, 'could not send an heir invitation e-mail'));
    return { ...invitation, invite_emailed: true, invite_email_note: null };
  }

  return {
    async listHeirs(caller: AccessClaims): Promise<{ heirs: TwinHeir[]; max: number }> {
      const twin = await access.findTwin(caller);
      const now = new Date();
      return { heirs: twin ? (await twins.listHeirs(twin.id)).map((row) => toTwinHeir(row, now)) : [], max: TWIN_HEIRS_MAX };
    },

    /** Names an heir and makes their invitation: the only way anyone becomes this twin's heir. */
    async addHeir(caller: AccessClaims, email: string, acceptLanguage?: string): Promise<TwinHeirInvitation> {
      if (email === caller.email) throw badRequest(TWIN_MESSAGES.heirIsOwner);
      const { twin } = await access.ensureTwin(caller);
      const heirs = await twins.listHeirs(twin.id);
      if (heirs.some((row) => row.heir.email === email)) throw conflict(TWIN_MESSAGES.heirExists);
      if (heirs.length >= TWIN_HEIRS_MAX) throw conflict(TWIN_MESSAGES.heirsFull);
      const invitation = await invite(caller, twin, { email }, acceptLanguage);
      await access.log(twin.id, 'heir_added', 'heirNamed', { email });
      const owner = await twins.findOwner(caller.userId);
      await noticeHeirNamed(database.db, twin, { id: invitation.id, email: invitation.email }, owner?.name ?? twin.name);
      return invitation;
    },

    /** A new link for the heir: the old one stops working, and so does the access of whoever accepted it. */
    async renewInvitation(caller: AccessClaims, heirId: string, acceptLanguage?: string): Promise<TwinHeirInvitation> {
      const twin = await access.requireTwin(caller);
      if (!isUuid(heirId)) throw notFound(TWIN_MESSAGES.heirNotFound);
      const invitation = await invite(caller, twin, { id: heirId }, acceptLanguage);
      await access.log(twin.id, 'heir_invited', 'heirInvited', { email: invitation.email });
      return invitation;
    },

    async removeHeir(caller: AccessClaims, heirId: string): Promise<void> {
      const twin = await access.requireTwin(caller);
      const row = isUuid(heirId) ? await repository.deleteHeir(twin.id, heirId) : undefined;
      if (!row) throw notFound(TWIN_MESSAGES.heirNotFound);
      await access.log(twin.id, 'heir_removed', 'heirRemoved', { email: row.email });
    },

    /** Whose invitation a link is, so its page can name them: refused like an acceptance for a link that no longer works. */
    async previewInvitation(token: string): Promise<HeirInvitationPreview> {
      const found = await repository.findHeirInvitation(hashInviteToken(token));
      if (!found) throw badRequest(TWIN_MESSAGES.inviteUnknown);
      if (found.heir.acceptedAt) throw badRequest(TWIN_MESSAGES.inviteUsed);
      if (!found.heir.inviteExpiresAt || found.heir.inviteExpiresAt.getTime() <= Date.now()) throw new HttpError(410, TWIN_MESSAGES.inviteExpired);
      return { name: found.twin.name };
    },

    /**
     * Binds the invitation to the caller's account and burns it. When this server sends e-mail, the caller's own
     * address must be verified first, so an account cannot stand on an address nobody proved.
     */
    async acceptInvitation(caller: AccessClaims, token: string): Promise<AcceptHeirInvitationAnswer> {
      if (await isEmailVerificationRequired()) {
        const account = await twins.findOwner(caller.userId);
        if (!account?.emailVerifiedAt) throw new HttpError(403, TWIN_MESSAGES.inviteNeedsVerifiedEmail, {}, { reason: HEIR_INVITE_NEEDS_VERIFIED_EMAIL });
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
      await access.log(twin.id, 'heir_accepted', 'heirAccepted', { heir: heir.email, account: caller.email }, heir.email);
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
