// Invitation e-mails cannot be farmed: only an owner whose own address is verified sends them, at most
// HEIR_INVITE_EMAILS_PER_HOUR an hour and one a day to each heir address, counted in PostgreSQL for every instance;
// the subject is fixed and the owner's name appears only quoted, shortened and escaped. Past a limit the heir is still
// named and the link shown, with the reason in words. Every e-mail is counted as the local SMTP server received it.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TwinHeirInvitation } from '../../../../shared/contracts/twin-heirs.ts';
import { useDescribeResource } from '../../../test/describe-resource.ts';
import { mailPart, mailSubject, startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture.ts';
import { callerOf, eventually, signedInCaller, TEST_DATABASES, uniqueEmail, useTestApp, useTwoInstances } from '../../../test/test-app.ts';
import { TWIN_HEIRS_MAX } from '../../../../shared/contracts/twin-constants.ts';

const PUBLIC_URL = 'https://engram.example.test';
const INVITE_SUBJECT = 'You have been named as an heir on Engram';
const PHISHING_NAME = 'Your bank account is locked - sign in at <a href="http://evil.example/verify">here</a> to keep it';
const UNVERIFIED_NOTE = 'Confirm your e-mail address to send invitations by e-mail; copy the link below meanwhile.';
const ADDRESS_NOTE = /^This address was sent an invitation e-mail in the last day, so this link was not e-mailed\. Copy it below, or make a new link in \d+ hours to send it by e-mail\.$/;
const OWNER_NOTE = /^You can send 5 invitation e-mails an hour, so this link was not e-mailed\. Copy it below, or make a new link in \d+ minutes? to send it by e-mail\.$/;

function mailEnv(smtp: SmtpCapture) {
  return { LOGIN_RATE_LIMIT_PER_IP: '100000', SMTP_URL: smtp.url, SMTP_FROM: 'Engram <no-reply@engram.example.test>', PUBLIC_URL };
}

/** The e-mails the SMTP server has received so far for any of `addresses` (heirs' addresses get nothing else). */
const mailsTo = (smtp: SmtpCapture, ...addresses: string[]) => smtp.messages.filter((message) => addresses.some((address) => message.to.includes(address)));

/**
 * Renewals of one heir's link in a row: three times the owner's e-mails an hour (HEIR_INVITE_EMAILS_PER_HOUR, 5 by
 * default), so the address's one e-mail a day must refuse every one, well past where the owner's hourly limit would.
 */
const RENEWALS = 15;

/** Lets e-mails sent after an answer reach the SMTP server before they are counted. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

/**
 * How many e-mails reached any of `addresses`: waits until `expected` have arrived (e-mails leave after the answer,
 * and on a busy machine a burst takes seconds), then a little longer for any beyond it.
 */
async function countMailsTo(smtp: SmtpCapture, addresses: string[], expected: number): Promise<number> {
  await eventually(async () => mailsTo(smtp, ...addresses).length, (count) => count >= expected);
  await settle();
  return mailsTo(smtp, ...addresses).length;
}

/** A signed-in person on `app` who followed the verification e-mail to their own address. */
async function verifiedPerson(app: FastifyInstance, smtp: SmtpCapture, name = 'Maria Lopez') {
  const person = await signedInCaller(app, name);
  const link = mailPart((await smtp.waitFor(person.email)).raw, 'text/plain')!.match(new RegExp(`${PUBLIC_URL}/verify-email\\S+`))![0];
  const verified = await app.inject({ method: 'POST', url: '/users/email/verify', payload: { token: new URL(link).searchParams.get('token') } });
  expect(verified.statusCode).toBe(200);
  return person;
}

describe.each(TEST_DATABASES)('[HEIRS] invitation e-mails on $name', ({ url }) => {
  const smtp = useDescribeResource('The SMTP capture', startSmtpCapture, (capture) => capture.close());
  const ctx = useTestApp(url, () => mailEnv(smtp));

  it('e-mails an address once a day however often the link is renewed, and still answers each new link', async () => {
    const owner = await verifiedPerson(ctx.app, smtp);
    const heirEmail = uniqueEmail('inbox');
    const added = await owner.call('POST', '/twin/heirs', { email: heirEmail });
    expect(added.statusCode).toBe(201);
    const { id } = added.json() as TwinHeirInvitation;

    const renewals: TwinHeirInvitation[] = [];
    for (let index = 0; index < RENEWALS; index += 1) {
      const renewed = await owner.call('POST', `/twin/heirs/${id}/invitation`);
      expect(renewed.statusCode).toBe(200);
      renewals.push(renewed.json() as TwinHeirInvitation);
    }
    expect(await countMailsTo(smtp, [heirEmail], 1)).toBe(1);
    expect(added.json()).toMatchObject({ invite_emailed: true, invite_email_note: null });
    expect(new Set(renewals.map((invitation) => invitation.invite_url)).size).toBe(RENEWALS);
    for (const invitation of renewals) {
      expect(invitation.invite_emailed).toBe(false);
      expect(invitation.invite_email_note).toMatch(ADDRESS_NOTE);
    }
  });

  it('e-mails at most 5 invitations an hour per owner, however many new addresses are named and removed', async () => {
    const owner = await verifiedPerson(ctx.app, smtp);
    const addresses: string[] = [];
    const notes: (string | null)[] = [];
    for (let index = 0; index < 20; index += 1) {
      const email = uniqueEmail(`cycle${index}`);
      addresses.push(email);
      const added = await owner.call('POST', '/twin/heirs', { email });
      expect(added.statusCode).toBe(201);
      const invitation = added.json() as TwinHeirInvitation;
      expect(invitation.invite_url).toMatch(/\/heirs\/accept\?token=/);
      notes.push(invitation.invite_email_note);
      expect((await owner.call('DELETE', `/twin/heirs/${invitation.id}`)).statusCode).toBe(204);
    }
    expect(await countMailsTo(smtp, addresses, 5)).toBe(5);
    expect(notes.slice(0, 5)).toEqual([null, null, null, null, null]);
    for (const note of notes.slice(5)) expect(note).toMatch(OWNER_NOTE);
    // The addresses not e-mailed kept their day's e-mail: another verified owner may still send them one.
    const other = await verifiedPerson(ctx.app, smtp, 'Rosa Lopez');
    expect((await other.call('POST', '/twin/heirs', { email: addresses[10]! })).json()).toMatchObject({ invite_emailed: true });
    expect(await eventually(async () => mailsTo(smtp, addresses[10]!).length, (sent) => sent === 1)).toBe(1);
  });

  it('sends no invitation e-mail for an owner whose own address is not verified, and says why', async () => {
    const owner = await signedInCaller(ctx.app, 'Not Verified');
    const heirEmail = uniqueEmail('victim');
    const added = await owner.call('POST', '/twin/heirs', { email: heirEmail });
    expect(added.statusCode).toBe(201);
    const renewed = await owner.call('POST', `/twin/heirs/${(added.json() as TwinHeirInvitation).id}/invitation`);
    // An e-mail the server surely sends after those answers: once it has arrived, an invitation would have too.
    await smtp.waitFor((await signedInCaller(ctx.app, 'Later Person')).email);
    await settle();
    expect(mailsTo(smtp, heirEmail)).toEqual([]);
    expect(added.json()).toMatchObject({ email: heirEmail, status: 'invited', invite_emailed: false, invite_email_note: UNVERIFIED_NOTE });
    expect((added.json() as TwinHeirInvitation).invite_url.startsWith(`${PUBLIC_URL}/heirs/accept?token=`)).toBe(true);
    expect(renewed.json()).toMatchObject({ invite_emailed: false, invite_email_note: UNVERIFIED_NOTE });
  });

  it('says why an invitation was not e-mailed in the owner’s language', async () => {
    const owner = await signedInCaller(ctx.app, 'Dewi Lestari');
    expect((await owner.call('PATCH', '/users/me', { language: 'id' })).statusCode).toBe(200);
    const added = await owner.call('POST', '/twin/heirs', { email: uniqueEmail('anak') });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      invite_emailed: false,
      invite_email_note: 'Konfirmasi alamat email Anda untuk mengirim undangan lewat email; sementara itu, salin tautan di bawah.',
    });
    // A person who never chose a language is answered in their browser's.
    const browserOnly = await signedInCaller(ctx.app, 'Budi Santoso');
    const renamed = await ctx.app.inject({ method: 'POST', url: '/twin/heirs', headers: { cookie: browserOnly.cookies ?? '', 'accept-language': 'id-ID,id;q=0.9' }, payload: { email: uniqueEmail('cucu') } });
    expect((renamed.json() as TwinHeirInvitation).invite_email_note).toMatch(/^Konfirmasi alamat email Anda/);
  });

  it('gives the invitation a fixed subject, and shows the owner’s name only quoted, shortened and escaped', async () => {
    const owner = await verifiedPerson(ctx.app, smtp, PHISHING_NAME);
    const heirEmail = uniqueEmail('reader');
    expect((await owner.call('POST', '/twin/heirs', { email: heirEmail })).json()).toMatchObject({ invite_emailed: true });
    const mail = await smtp.waitFor(heirEmail);
    expect(mailSubject(mail.raw)).toBe(INVITE_SUBJECT);

    const text = mailPart(mail.raw, 'text/plain')!;
    expect(text).toContain('The account’s owner is called “Your bank account is locked - sign in at <a href="http://ev…”.');
    expect(text).not.toContain('to keep it');
    for (const line of text.split('\n')) expect(line.startsWith('Your bank')).toBe(false);
    const html = mailPart(mail.raw, 'text/html')!;
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('<a href="http://ev');
    expect(html).toContain('<p>The account’s owner is called “Your bank account is locked - sign in at &lt;a href=&quot;http://ev…”.</p>');
  });
});

describe.each(TEST_DATABASES)('[HEIRS] invitation e-mail limits across two instances on $name', ({ url }) => {
  const smtp = useDescribeResource('The SMTP capture', startSmtpCapture, (capture) => capture.close());
  const instances = useTwoInstances(url, () => mailEnv(smtp));

  it('keeps one per-owner limit for both instances, also for requests at the same moment', async () => {
    const owner = await verifiedPerson(instances.first, smtp);
    const onSecond = callerOf(instances.second, owner.cookies);
    // The twin exists before the burst, so the nine requests only name heirs (ten in all, the most a twin may have).
    expect((await owner.call('POST', '/twin/heirs', { email: uniqueEmail('first') })).statusCode).toBe(201);
    const addresses = Array.from({ length: TWIN_HEIRS_MAX - 1 }, (_, index) => uniqueEmail(`pair${index}`));
    const answers = await Promise.all(addresses.map((email, index) => (index % 2 === 0 ? owner.call : onSecond)('POST', '/twin/heirs', { email })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(TWIN_HEIRS_MAX - 1).fill(201));
    expect(await countMailsTo(smtp, addresses, 4)).toBe(4);
    expect(answers.filter((answer) => (answer.json() as TwinHeirInvitation).invite_emailed)).toHaveLength(4);
  });
});
