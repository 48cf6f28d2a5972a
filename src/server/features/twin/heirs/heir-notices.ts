// What heirs are told, in the app and by e-mail: that an owner named them (the invitation e-mail says it by mail, a
// notice in the app for the address, read as notices.repository.ts allows), and that an Engram was released to them
// (a notice for the account that accepted, and an e-mail when this server sends e-mail, once a day at most). Each
// event is noticed once per heir. E-mail subjects are fixed words; the owner's name is only quoted inside the body.
import type { FastifyBaseLogger } from 'fastify';
import type { InterfaceLanguage } from '../../../../shared/contracts/languages-constants.ts';
import { pickLanguage, serverText } from '../../../i18n/server-text.ts';
import { linkMail, quotedUserText, type MailMessage } from '../../../lib/mailer.ts';
import type { MailSettingsSource } from '../../../lib/email-settings.ts';
import type { Db } from '../../../db/client.ts';
import { createLimitsRepository } from '../../../db/limits.repository.ts';
import { createTwinRepository, type TwinRow } from '../shared/twin.repository.ts';
import { twinNoticeEnglish } from '../../../../shared/twin-texts.ts';
import { createNoticesRepository } from './notices.repository.ts';

/** Where an heir goes from the app to see the Engrams they inherited and the invitations they hold. */
export const HEIRS_PAGE_PATH = '/dashboard/heirs';

/** The page of a released Engram. */
export function inheritedTwinPath(username: string): string {
  return `/t/${encodeURIComponent(username)}`;
}

/** The sign-in page that leads on to `path`; it offers registration with the same destination. */
export function signInLink(publicUrl: string | undefined, path: string): string {
  return `${publicUrl?.replace(/\/+$/, '') ?? ''}/auth/login?next=${encodeURIComponent(path)}`;
}

/** The in-app notice for a newly named heir, addressed to the e-mail they were named at. */
export async function noticeHeirNamed(db: Db, twin: Pick<TwinRow, 'id'>, heir: { id: string; email: string }, ownerName: string): Promise<void> {
  await createNoticesRepository(db).insertNotices([
    {
      twinId: twin.id,
      email: heir.email,
      kind: 'heir_named',
      message: twinNoticeEnglish({ key: 'heirNamed', values: { owner: ownerName } }),
      messageKey: 'heirNamed',
      messageValues: { owner: ownerName },
      link: HEIRS_PAGE_PATH,
      eventKey: `named:${heir.id}`,
    },
  ]);
}

/** At most one release e-mail per twin and heir in this time. */
export const RELEASE_EMAIL_EVERY_MS = 24 * 60 * 60 * 1000;

/** The release e-mail in `language`; the subject is fixed words, and the owner's name appears only quoted and shortened, inside a line. */
export function releaseEmail(to: string, ownerName: string, link: string, language: InterfaceLanguage): MailMessage {
  const lines = [serverText(language, 'mail.heirRelease.open', { owner: quotedUserText(ownerName) }), serverText(language, 'mail.heirRelease.signIn')];
  return linkMail(language, { to, subject: 'mail.heirRelease.subject', lines, link, button: 'mail.heirRelease.button' });
}

/**
 * Tells every heir who accepted an invitation that the twin is open to them: a notice for their account, and an
 * e-mail to its address when e-mail is set up. Nothing when the twin is not released (or private) any more. An
 * heir already told of this release is not told again, so the step may run twice.
 */
export async function noticeTwinReleased(deps: { db: Db; mail?: MailSettingsSource | undefined; log: Pick<FastifyBaseLogger, 'error'> }, twinId: string): Promise<number> {
  const twins = createTwinRepository(deps.db);
  const twin = await twins.findTwinById(twinId);
  if (!twin?.releasedAt || twin.visibility === 'private') return 0;
  const owner = await twins.findOwner(twin.userId);
  const ownerName = owner?.name ?? twin.name;
  const accepted = (await twins.listHeirs(twin.id)).filter((row) => row.heir.acceptedUserId !== null && row.acceptedBy !== null);
  const path = inheritedTwinPath(twin.username);
  const inserted = await createNoticesRepository(deps.db).insertNotices(
    accepted.map((row) => ({
      twinId: twin.id,
      userId: row.heir.acceptedUserId,
      kind: 'twin_released',
      message: twinNoticeEnglish({ key: 'twinReleased', values: { owner: ownerName } }),
      messageKey: 'twinReleased',
      messageValues: { owner: ownerName },
      link: path,
      eventKey: `released:${twin.id}:${twin.releasedAt!.toISOString()}:${row.heir.id}`,
    })),
  );
  const settings = await deps.mail?.get();
  if (settings?.mailer) {
    const link = signInLink(settings.publicUrl, path);
    const limits = createLimitsRepository(deps.db);
    for (const notice of inserted) {
      const heir = accepted.find((row) => row.heir.acceptedUserId === notice.userId);
      if (!heir?.acceptedBy) continue;
      // Revoking and releasing again is a new release, so the owner could repeat it at will: each heir is e-mailed
      // about a twin once a day at most (counted in PostgreSQL, shared by every instance); the notice still shows.
      const { count } = await limits.hit(`heir-release-mail:${twin.id}:${notice.userId}`, RELEASE_EMAIL_EVERY_MS);
      if (count > 1) continue;
      // One heir's mail server failing does not keep the others from being told; the notice stays in the app.
      // In the heir's language, else in the owner's.
      const language = pickLanguage({ account: heir.acceptedBy.language ?? owner?.language });
      await settings.mailer.send(releaseEmail(heir.acceptedBy.email, ownerName, link, language)).catch((error: unknown) => deps.log.error({ err: error }, 'could not send a release e-mail to an heir'));
    }
  }
  return inserted.length;
}
