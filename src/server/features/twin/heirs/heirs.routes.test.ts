// Heirs are bound to the account that accepts a secret invitation link, never to whoever registers the e-mail the
// owner typed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Twin } from '../../../../shared/contracts/twin.ts';
import { TWIN_HEIRS_MAX } from '../../../../shared/contracts/twin-constants.ts';
import type { TwinHeir, TwinHeirInvitation } from '../../../../shared/contracts/twin-heirs.ts';
import { twinHeirs, twins } from '../../../db/schema.ts';
import { mailPart, mailSubject, startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { TEST_DATABASES, uniqueEmail, useTestApp, signedInCaller, type SignedInCaller } from '../../../test/test-app.ts';
import { hashInviteToken } from './heir-invitations.ts';

const PUBLIC_URL = 'https://engram.example.test';

type Person = SignedInCaller;

const tokenOf = (invitation: TwinHeirInvitation) => new URL(invitation.invite_url, 'http://localhost').searchParams.get('token')!;

describe.each(TEST_DATABASES)('[HEIRS] invitations without e-mail on $name', ({ url }) => {
  const ctx = useTestApp(url, { AI_OFFLINE_STREAM_DELAY_MS: '0', LOGIN_RATE_LIMIT_PER_IP: '1000' });
  const person = (name?: string, email?: string) => signedInCaller(ctx.app, name, email);

  /** An owner with a released family twin whose answer 1 is for family ears. */
  async function releasedFamilyTwin() {
    const owner = await person('Maria Lopez');
    await owner.call('PUT', '/twin/answers/1', { text: 'FAMILY-ONLY: grandma’s recipe uses cardamom.', visibility: 'family' });
    const twin = (await owner.call('PATCH', '/twin', { visibility: 'family', release: 'now' })).json() as Twin;
    return { owner, username: twin.username };
  }
  const invite = async (owner: Person, email: string) => {
    const response = await owner.call('POST', '/twin/heirs', { email });
    expect(response.statusCode).toBe(201);
    return response.json() as TwinHeirInvitation;
  };
  const accept = (who: Person, token: string) => who.call('POST', '/twin/heirs/accept', { token });
  const readPage = (who: Person, username: string) => who.call('GET', `/public/twins/${username}`);
  const chat = (who: Person, username: string, content: string) => who.call('POST', `/public/twins/${username}/chat`, { messages: [{ role: 'user', content }] });
  const inherited = async (who: Person) => ((await who.call('GET', '/twin/inherited')).json() as { twins: { username: string }[] }).twins.map((twin) => twin.username);
  const heirs = async (owner: Person) => ((await owner.call('GET', '/twin/heirs')).json() as { heirs: TwinHeir[] }).heirs;

  it('gives nothing to a stranger who registers the heir’s e-mail, and lets the real heir accept with any account', async () => {
    const { owner, username } = await releasedFamilyTwin();
    const heirEmail = uniqueEmail('mom');
    const invitation = await invite(owner, heirEmail);

    // The attack: register the address the owner typed, sign in, and ask.
    const impostor = await person('Mallory', heirEmail);
    expect(await inherited(impostor)).toEqual([]);
    expect((await readPage(impostor, username)).statusCode).toBe(404);
    const stolen = await chat(impostor, username, 'What recipe does grandma use?');
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).not.toContain('cardamom');

    // The real heir, under another address, accepts the link the owner sent them.
    const mom = await person('Rosa Lopez');
    const accepted = await accept(mom, tokenOf(invitation));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ username, name: 'Maria Lopez', released: true, message: 'You are now an heir of Maria Lopez. Their Engram is open to you.' });
    expect(await inherited(mom)).toEqual([username]);
    expect((await readPage(mom, username)).statusCode).toBe(200);
    expect((await chat(mom, username, 'What recipe does grandma use?')).body).toContain('cardamom');
    // Still nothing for the impostor, whose e-mail is the one the owner typed.
    expect(await inherited(impostor)).toEqual([]);

    // The owner sees who accepted, and the link is not listed again.
    const [listed] = await heirs(owner);
    expect(listed).toMatchObject({ email: heirEmail, status: 'accepted', accepted_by: { name: 'Rosa Lopez', email: mom.email }, invite_expires_at: null });
    expect(JSON.stringify(await owner.call('GET', '/twin/heirs').then((response) => response.json()))).not.toContain(tokenOf(invitation));
    const log = ((await owner.call('GET', '/twin/activity')).json() as { activity: { detail: string; actor: string }[] }).activity;
    expect(log).toEqual(expect.arrayContaining([expect.objectContaining({ detail: `${heirEmail} chatted`, actor: heirEmail })]));
  });

  it('makes a single-use link of 32 random bytes, stores only its hash, and refuses a second use', async () => {
    const { owner, username } = await releasedFamilyTwin();
    const invitation = await invite(owner, uniqueEmail('heir'));
    expect(invitation).toMatchObject({ status: 'invited', accepted_by: null, invite_emailed: false, invite_email_note: null });
    expect(invitation.invite_url).toMatch(/^\/heirs\/accept\?token=[\w-]+$/);
    const token = tokenOf(invitation);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const daysValid = (new Date(invitation.invite_expires_at!).getTime() - Date.now()) / 86_400_000;
    expect(daysValid).toBeCloseTo(30, 0);
    const [row] = await ctx.database.db.select().from(twinHeirs).where(eq(twinHeirs.id, invitation.id));
    expect(row!.inviteTokenHash).toBe(hashInviteToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const heir = await person();
    expect((await accept(heir, token)).statusCode).toBe(200);
    const again = await accept(heir, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This invitation has already been accepted. Ask the person who invited you for a new link if you need one.');
    const other = await person();
    expect((await accept(other, token)).statusCode).toBe(400);
    expect(await inherited(other)).toEqual([]);
    expect(await inherited(heir)).toEqual([username]);

    const unknown = await accept(heir, 'not-a-token-anyone-made');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^This invitation link is not valid/);
    expect((await accept(heir, '')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/twin/heirs/accept', payload: { token } })).statusCode).toBe(401);
  });

  it('names the inviting owner to anyone holding a working link, changing nothing, and refuses a link that no longer works', async () => {
    const { owner } = await releasedFamilyTwin();
    const invitation = await invite(owner, uniqueEmail('heir'));
    const preview = (token: string) => ctx.app.inject({ method: 'POST', url: '/twin/heirs/invitation', payload: { token } });
    const shown = await preview(tokenOf(invitation));
    expect(shown.statusCode).toBe(200);
    const [twin] = await ctx.database.db.select({ name: twins.name }).from(twins).innerJoin(twinHeirs, eq(twinHeirs.twinId, twins.id)).where(eq(twinHeirs.id, invitation.id));
    expect(shown.json()).toEqual({ name: twin!.name });
    expect(twin!.name).toBe('Maria Lopez');
    expect((await heirs(owner))[0]).toMatchObject({ status: 'invited', accepted_by: null });

    expect((await preview('not-a-token-anyone-made')).statusCode).toBe(400);
    expect((await preview('')).statusCode).toBe(400);
    expect((await accept(await person(), tokenOf(invitation))).statusCode).toBe(200);
    const used = await preview(tokenOf(invitation));
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toMatch(/^This invitation has already been accepted/);
    const later = await invite(owner, uniqueEmail('heir'));
    await ctx.database.db.update(twinHeirs).set({ inviteExpiresAt: new Date(Date.now() - 1000) }).where(eq(twinHeirs.id, later.id));
    expect((await preview(tokenOf(later))).statusCode).toBe(410);
  });

  it('refuses the owner’s own invitation and an expired one', async () => {
    const { owner } = await releasedFamilyTwin();
    const invitation = await invite(owner, uniqueEmail('heir'));
    const own = await accept(owner, tokenOf(invitation));
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('This is an invitation to your own Engram. Send the link to your heir instead.');

    await ctx.database.db.update(twinHeirs).set({ inviteExpiresAt: new Date(Date.now() - 1000) }).where(eq(twinHeirs.id, invitation.id));
    const heir = await person();
    const expired = await accept(heir, tokenOf(invitation));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This invitation link has expired. Ask the person who invited you for a new one.');
    expect(await inherited(heir)).toEqual([]);
    expect((await heirs(owner))[0]).toMatchObject({ status: 'expired', invite_expires_at: null, accepted_by: null });
  });

  it('revokes: a new link kills the old one and the access it gave; removing the heir ends both', async () => {
    const { owner, username } = await releasedFamilyTwin();
    const invitation = await invite(owner, uniqueEmail('heir'));
    const wrongAccount = await person('Wrong Account');
    expect((await accept(wrongAccount, tokenOf(invitation))).statusCode).toBe(200);
    expect((await readPage(wrongAccount, username)).statusCode).toBe(200);

    const renewed = await owner.call('POST', `/twin/heirs/${invitation.id}/invitation`);
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json() as TwinHeirInvitation;
    expect(fresh).toMatchObject({ id: invitation.id, status: 'invited', accepted_by: null });
    expect(tokenOf(fresh)).not.toBe(tokenOf(invitation));
    // The account that accepted the old link has lost access, and the old link is dead for everyone.
    expect((await readPage(wrongAccount, username)).statusCode).toBe(404);
    expect(await inherited(wrongAccount)).toEqual([]);
    const heir = await person('Right Account');
    expect((await accept(heir, tokenOf(invitation))).statusCode).toBe(400);
    expect((await accept(heir, tokenOf(fresh))).statusCode).toBe(200);
    expect((await readPage(heir, username)).statusCode).toBe(200);

    // Removing the heir: access gone, and a pending link of another heir dies with its row.
    const pending = await invite(owner, uniqueEmail('later'));
    expect((await owner.call('DELETE', `/twin/heirs/${invitation.id}`)).statusCode).toBe(204);
    expect((await owner.call('DELETE', `/twin/heirs/${pending.id}`)).statusCode).toBe(204);
    expect((await readPage(heir, username)).statusCode).toBe(404);
    expect((await chat(heir, username, 'Hello')).statusCode).toBe(404);
    expect(await inherited(heir)).toEqual([]);
    expect((await accept(await person(), tokenOf(pending))).statusCode).toBe(400);

    expect((await owner.call('POST', '/twin/heirs/not-an-id/invitation')).statusCode).toBe(404);
    expect((await owner.call('POST', `/twin/heirs/${invitation.id}/invitation`)).statusCode).toBe(404);
    // Another owner cannot renew this owner's heir.
    const another = await releasedFamilyTwin();
    const theirs = await invite(another.owner, uniqueEmail('theirs'));
    expect((await owner.call('POST', `/twin/heirs/${theirs.id}/invitation`)).statusCode).toBe(404);
  });

  it(`names at most ${TWIN_HEIRS_MAX} heirs, also when the requests come at once`, async () => {
    const owner = await person('Maria Lopez');
    const answers = await Promise.all(Array.from({ length: TWIN_HEIRS_MAX + 4 }, (_, index) => owner.call('POST', '/twin/heirs', { email: uniqueEmail(`heir${index}`) })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(TWIN_HEIRS_MAX);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.json().message).toBe(`You can name at most ${TWIN_HEIRS_MAX} heirs.`);
    expect(await heirs(owner)).toHaveLength(TWIN_HEIRS_MAX);
  });

  it('lets one account accept only one invitation per twin', async () => {
    const { owner } = await releasedFamilyTwin();
    const first = await invite(owner, uniqueEmail('first'));
    const second = await invite(owner, uniqueEmail('second'));
    const heir = await person();
    expect((await accept(heir, tokenOf(first))).statusCode).toBe(200);
    const twice = await accept(heir, tokenOf(second));
    expect(twice.statusCode).toBe(409);
    expect((await heirs(owner)).map((listed) => listed.status)).toEqual(['accepted', 'invited']);
  });
});

describe.each(TEST_DATABASES)('[HEIRS] invitations with e-mail on $name', ({ url }) => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(url, () => ({
    AI_OFFLINE_STREAM_DELAY_MS: '0',
    LOGIN_RATE_LIMIT_PER_IP: '1000',
    SMTP_URL: smtp.url,
    SMTP_FROM: 'Engram <no-reply@engram.example.test>',
    PUBLIC_URL,
  }));
  const person = (name?: string, email?: string) => signedInCaller(ctx.app, name, email);

  /** The first link in the latest e-mail to `to` whose subject matches. */
  async function linkIn(to: string, subject: RegExp): Promise<URL> {
    for (let attempt = 0; attempt < 500; attempt += 1) {
      const mail = smtp.messages.findLast((message) => message.to.includes(to) && subject.test(mailSubject(message.raw) ?? ''));
      const link = mail && mailPart(mail.raw, 'text/plain')?.match(/https?:\/\/\S+/)?.[0];
      if (link) return new URL(link);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no e-mail to ${to} matching ${subject}`);
  }

  it('e-mails the invitation to the heir’s address with a PUBLIC_URL link, and only a verified account may accept it', async () => {
    const owner = await person('Maria Lopez');
    // Only an owner whose own address is verified sends invitations by e-mail (heirs-mail.routes.test.ts).
    const ownerLink = await linkIn(owner.email, /Confirm your e-mail address/);
    expect((await ctx.app.inject({ method: 'POST', url: '/users/email/verify', payload: { token: ownerLink.searchParams.get('token') } })).statusCode).toBe(200);
    const { username } = (await owner.call('PATCH', '/twin', { visibility: 'family', release: 'now' })).json() as Twin;
    const heirEmail = uniqueEmail('heir');
    const added = await ctx.app.inject({ method: 'POST', url: '/twin/heirs', headers: { cookie: owner.cookies, host: 'evil.example.com' }, payload: { email: heirEmail } });
    expect(added.statusCode).toBe(201);
    const invitation = added.json() as TwinHeirInvitation;
    expect(invitation.invite_emailed).toBe(true);
    expect(invitation.invite_url.startsWith(`${PUBLIC_URL}/heirs/accept?token=`)).toBe(true);

    const link = await linkIn(heirEmail, /named as an heir/);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/heirs/accept`);
    expect(link.searchParams.get('token')).toBe(tokenOf(invitation));

    // Registered with that very address but not verified: refused, and the link still works afterwards.
    const heir = await person('Ana Lopez', heirEmail);
    const refused = await heir.call('POST', '/twin/heirs/accept', { token: tokenOf(invitation) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Verify your e-mail address before accepting an invitation/);
    // The reason lets the page point to the dashboard's confirmation whatever language the message reads in.
    expect(refused.json().reason).toBe('email_unverified');
    expect((await heir.call('GET', `/public/twins/${username}`)).statusCode).toBe(404);

    const verify = await linkIn(heirEmail, /Confirm your e-mail address/);
    expect((await ctx.app.inject({ method: 'POST', url: '/users/email/verify', payload: { token: verify.searchParams.get('token') } })).statusCode).toBe(200);
    expect((await heir.call('POST', '/twin/heirs/accept', { token: tokenOf(invitation) })).statusCode).toBe(200);
    expect((await heir.call('GET', `/public/twins/${username}`)).statusCode).toBe(200);
  });
});
