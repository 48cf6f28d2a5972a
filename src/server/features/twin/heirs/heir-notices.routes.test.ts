// What heirs are told: an in-app notice when they are named (for the account that accepted the invitation, and with
// e-mail set up for the verified address it was named at) and when an Engram is released to them (for the account
// that accepted), read and marked read only by them; and, with e-mail set up, a release e-mail whose link leads
// through sign-in to the Engram, once a day at most, under a fixed subject.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Twin } from '../../../../shared/contracts/twin.ts';
import type { TwinHeirInvitation, TwinNoticesList } from '../../../../shared/contracts/twin-heirs.ts';
import { mailPart, mailSubject, startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { TEST_DATABASES, eventually, jobsSettled, signedInCaller, uniqueEmail, useTestApp, userIdOf } from '../../../test/test-app.ts';
import { releaseInactiveTwins } from './release-inactive-twins.job.ts';

const PUBLIC_URL = 'https://engram.example.test';

/** A new signed-in person who can also read their notices. */
function personOn(app: () => FastifyInstance) {
  return async (name?: string, email?: string) => {
    const person = await signedInCaller(app(), name, email);
    return { ...person, notices: async () => (await person.call('GET', '/twin/notices')).json() as TwinNoticesList };
  };
}

const tokenOf = (invitation: TwinHeirInvitation) => new URL(invitation.invite_url, 'http://localhost').searchParams.get('token')!;

describe.each(TEST_DATABASES)('[HEIRS] notices in the app on $name', ({ url }) => {
  const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '1000' });
  const person = personOn(() => ctx.app);

  it('without e-mail, shows the naming notice only to the account that accepted the invitation, never by address', async () => {
    const owner = await person('Maria Lopez');
    const heirEmail = uniqueEmail('heir');
    const named = await owner.call('POST', '/twin/heirs', { email: heirEmail });
    expect(named.statusCode).toBe(201);

    // Nobody can prove an address on a server that sends no e-mail: registering the named one shows nothing.
    const claimant = await person('Not Ana', heirEmail);
    expect(await claimant.notices()).toEqual({ notices: [], unread: 0 });
    // The account that accepts the link is the heir, whatever its address.
    const heir = await person('Ana Lopez');
    expect(await heir.notices()).toEqual({ notices: [], unread: 0 });
    expect((await heir.call('POST', '/twin/heirs/accept', { token: tokenOf(named.json() as TwinHeirInvitation) })).statusCode).toBe(200);
    const list = await heir.notices();
    expect(list).toEqual({
      unread: 1,
      notices: [
        {
          id: expect.any(String),
          kind: 'heir_named',
          message: 'Maria Lopez named you as an heir of their Engram. Open the invitation link they sent you to accept it.',
          message_key: 'heirNamed',
          message_values: { owner: 'Maria Lopez' },
          link: '/dashboard/heirs',
          read: false,
          created_at: expect.any(String),
        },
      ],
    });
    expect(await claimant.notices()).toEqual({ notices: [], unread: 0 });
    const stranger = await person('Tom Stranger');
    expect(await stranger.notices()).toEqual({ notices: [], unread: 0 });
    expect(await owner.notices()).toEqual({ notices: [], unread: 0 });

    const id = list.notices[0]!.id;
    for (const path of [`/twin/notices/${id}/read`, '/twin/notices/00000000-0000-4000-8000-000000000000/read', '/twin/notices/nope/read']) {
      const refused = await stranger.call('POST', path);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 404, body: { message: 'Notice not found.' } });
    }
    // A path parameter past the router's length is refused before the route, with its own message.
    const tooLong = await heir.call('POST', `/twin/notices/${'a'.repeat(101)}/read`);
    expect({ status: tooLong.statusCode, message: typeof tooLong.json().message }).toEqual({ status: 414, message: 'string' });
    const read = await heir.call('POST', `/twin/notices/${id}/read`);
    expect(read.json()).toMatchObject({ id, read: true });
    expect(await heir.notices()).toMatchObject({ unread: 0, notices: [{ id, read: true }] });
    expect((await ctx.app.inject({ method: 'GET', url: '/twin/notices' })).statusCode).toBe(401);

    expect((await claimant.call('POST', `/twin/notices/${id}/read`)).statusCode).toBe(404);

    // A new link ends the acceptance, and the notice with it; accepting the new link is the same naming: one notice.
    const renewed = (await owner.call('POST', `/twin/heirs/${(named.json() as TwinHeirInvitation).id}/invitation`)).json() as TwinHeirInvitation;
    expect((await heir.notices()).notices).toEqual([]);
    expect((await heir.call('POST', '/twin/heirs/accept', { token: tokenOf(renewed) })).statusCode).toBe(200);
    expect((await heir.notices()).notices).toHaveLength(1);
  });

  it('tells the accepting account when the Engram is released to it, once per release, with a link to the Engram', async () => {
    const owner = await person('Maria Lopez');
    const invitation = (await owner.call('POST', '/twin/heirs', { email: uniqueEmail('named') })).json() as TwinHeirInvitation;
    // Accepted by an account with another address: the release notice follows the account.
    const heir = await person('Ana Lopez');
    expect((await heir.call('POST', '/twin/heirs/accept', { token: tokenOf(invitation) })).statusCode).toBe(200);
    expect((await heir.notices()).notices.map((notice) => notice.kind)).toEqual(['heir_named']);

    // Released while private: nothing is open to heirs yet, so nothing is said.
    const released = (await owner.call('PATCH', '/twin', { released: true })).json() as Twin;
    expect(released.visibility).toBe('private');
    const shared = (await owner.call('PATCH', '/twin', { visibility: 'family' })).json() as Twin;
    const told = await eventually(() => heir.notices(), (list) => list.notices.length > 1);
    expect(told).toMatchObject({
      unread: 2,
      notices: [{ kind: 'twin_released', message: "Maria Lopez's Engram is now open to you.", message_key: 'twinReleased', message_values: { owner: 'Maria Lopez' }, link: `/t/${shared.username}`, read: false }, { kind: 'heir_named' }],
    });

    // Made public while released: the same release, not told again.
    await owner.call('PATCH', '/twin', { visibility: 'public' });
    await owner.call('PATCH', '/twin', { name: 'Maria L.' });
    expect(await jobsSettled(ctx.database, await userIdOf(ctx.database.db, owner.email))).toBe(0);
    expect((await heir.notices()).notices).toHaveLength(2);
  });
});

describe.each(TEST_DATABASES)('[HEIRS] release e-mails on $name', ({ url }) => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(url, () => ({ LOGIN_RATE_LIMIT_PER_IP: '1000', SMTP_URL: smtp.url, SMTP_FROM: 'Engram <no-reply@engram.example.test>', PUBLIC_URL }));
  const person = personOn(() => ctx.app);

  async function linkIn(to: string, subject: RegExp): Promise<URL> {
    const mail = await eventually(
      async () => smtp.messages.findLast((message) => message.to.includes(to) && subject.test(mailSubject(message.raw) ?? '')),
      (found) => found !== undefined,
    );
    const link = mail && mailPart(mail.raw, 'text/plain')?.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no e-mail to ${to} matching ${subject}`);
    return new URL(link);
  }

  async function verifiedHeir(email: string, beforeVerifying?: (heir: Awaited<ReturnType<typeof person>>) => Promise<void>) {
    const heir = await person('Ana Lopez', email);
    await beforeVerifying?.(heir);
    const verify = await linkIn(email, /Confirm your e-mail address/);
    expect((await ctx.app.inject({ method: 'POST', url: '/users/email/verify', payload: { token: verify.searchParams.get('token') } })).statusCode).toBe(200);
    return heir;
  }

  it('shows the naming notice only once the address is verified, and e-mails the release with a sign-in link to the Engram', async () => {
    const owner = await person('Maria Lopez');
    const twin = (await owner.call('PATCH', '/twin', { visibility: 'family' })).json() as Twin;
    const heirEmail = uniqueEmail('heir');
    const invitation = (await owner.call('POST', '/twin/heirs', { email: heirEmail })).json() as TwinHeirInvitation;

    const unverified = await person('Not Ana', uniqueEmail('other'));
    expect(await unverified.notices()).toEqual({ notices: [], unread: 0 });
    // With e-mail the named address is trusted once verified, and only then.
    const heir = await verifiedHeir(heirEmail, async (unproven) => expect(await unproven.notices()).toEqual({ notices: [], unread: 0 }));
    expect((await heir.notices()).notices.map((notice) => notice.kind)).toEqual(['heir_named']);
    expect((await heir.call('POST', '/twin/heirs/accept', { token: tokenOf(invitation) })).statusCode).toBe(200);

    await owner.call('PATCH', '/twin', { released: true });
    const link = await linkIn(heirEmail, /Engram is now open to you/);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/auth/login`);
    expect(link.searchParams.get('next')).toBe(`/t/${twin.username}`);
    const mail = smtp.messages.findLast((message) => message.to.includes(heirEmail) && /open to you/.test(mailSubject(message.raw) ?? ''))!;
    expect(mailSubject(mail.raw)).toBe('An Engram is now open to you as an heir');
    expect(mailPart(mail.raw, 'text/plain')).toContain('The Engram of “Maria Lopez”, the digital twin');
    expect(mailPart(mail.raw, 'text/html')).toContain(`href="${PUBLIC_URL}/auth/login?next=%2Ft%2F${twin.username}"`);
    const notices = await eventually(() => heir.notices(), (list) => list.notices.length === 2);
    expect(notices.notices.map((notice) => notice.kind)).toEqual(['twin_released', 'heir_named']);
  });

  it('e-mails an heir about a twin’s release once a day, however often its owner revokes and releases it', async () => {
    const owner = await person('Maria Lopez');
    await owner.call('PATCH', '/twin', { visibility: 'family' });
    const heirEmail = uniqueEmail('heir');
    const invitation = (await owner.call('POST', '/twin/heirs', { email: heirEmail })).json() as TwinHeirInvitation;
    const heir = await verifiedHeir(heirEmail);
    expect((await heir.call('POST', '/twin/heirs/accept', { token: tokenOf(invitation) })).statusCode).toBe(200);

    // Each revoke and release is a new release: a new notice in the app each time.
    for (let round = 1; round <= 4; round += 1) {
      await owner.call('PATCH', '/twin', { released: true });
      expect((await eventually(() => heir.notices(), (list) => list.notices.length === 1 + round)).notices).toHaveLength(1 + round);
      await owner.call('PATCH', '/twin', { released: false });
    }
    const releaseMails = () => smtp.messages.filter((message) => message.to.includes(heirEmail) && /open to you/.test(mailSubject(message.raw) ?? ''));
    await eventually(async () => releaseMails().length, (count) => count >= 1);
    expect(await jobsSettled(ctx.database, await userIdOf(ctx.database.db, owner.email))).toBe(0);
    expect(releaseMails()).toHaveLength(1);
  });

  it('tells heirs when the daily check releases a twin after its owner’s inactivity', async () => {
    const owner = await person('Maria Lopez');
    await owner.call('PATCH', '/twin', { visibility: 'family', release: 'inactivity', inactivity_months: 3 });
    const heirEmail = uniqueEmail('heir');
    const invitation = (await owner.call('POST', '/twin/heirs', { email: heirEmail })).json() as TwinHeirInvitation;
    const heir = await verifiedHeir(heirEmail);
    expect((await heir.call('POST', '/twin/heirs/accept', { token: tokenOf(invitation) })).statusCode).toBe(200);

    const later = new Date(Date.now() + 100 * 86_400_000);
    // The job passes the server's e-mail settings too; the release e-mail itself is checked above.
    const released = await releaseInactiveTwins(ctx.database.db, later, { log: ctx.app.log });
    expect(released.length).toBeGreaterThanOrEqual(1);
    expect((await heir.notices()).notices.map((notice) => notice.kind)).toEqual(['twin_released', 'heir_named']);
  });
});
