// Registration proves the address when the server sends e-mail: a single-use link, and an unproven address is not
// trusted with a password-reset link.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_SENT_MESSAGE, type MeAnswer } from '../../../shared/contracts/users.ts';
import { emailVerifications, passwordResets } from '../../db/schema.ts';
import { mailPart, mailSubject } from '../../test/smtp-capture.ts';
import { registerAndLogin, TEST_DATABASES, uniqueEmail, useTestApp, userIdOf } from '../../test/test-app.ts';
import { hashVerificationToken, issueEmailVerification } from './email-verifications.ts';
import { createEmailVerificationsRepository } from './email-verifications.repository.ts';
import { PUBLIC_URL, useAppWithMail } from './users.test-helpers.ts';


describe.each(TEST_DATABASES)('[ACCOUNT] e-mail verification on $name', ({ url }) => {
  const { ctx, smtp, mailsTo } = useAppWithMail(url);

  const me = async (cookies: string) => (await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } })).json() as MeAnswer;
  const verify = (token: string | null) => ctx.app.inject({ method: 'POST', url: '/users/email/verify', payload: { token } });
  const resend = (cookies: string) => ctx.app.inject({ method: 'POST', url: '/users/email/verify/resend', headers: { cookie: cookies } });
  const tokenIn = (raw: string) => {
    const link = new URL(mailPart(raw, 'text/plain')!.match(/https?:\/\/\S+/)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/verify-email`);
    return link.searchParams.get('token');
  };

  it('mails a single-use PUBLIC_URL link on registration, stores only its hash, and marks the address verified once', async () => {
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/users/register',
      headers: { host: 'evil.example.com' },
      payload: { name: 'Ana <Lopez>', email: uniqueEmail('ana'), password: 'correct horse battery' },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().message).toBe('Account created. You are signed in. We sent you a link to confirm your e-mail address.');
    const { account, cookies } = await registerAndLogin(ctx.app);
    expect(await me(cookies)).toMatchObject({ emailVerified: false, emailVerificationRequired: true });

    const mail = await smtp.waitFor(account.email);
    expect(mailSubject(mail.raw)).toBe('Confirm your e-mail address for Engram');
    const token = tokenIn(mail.raw);
    expect(Buffer.from(token!, 'base64url')).toHaveLength(32);
    const userId = await userIdOf(ctx.database.db, account.email);
    const rows = await ctx.database.db.select().from(emailVerifications).where(eq(emailVerifications.userId, userId));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashVerificationToken(token!)]);
    expect(JSON.stringify(rows)).not.toContain(token);

    const done = await verify(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: 'Your e-mail address is confirmed.', outcome: 'verified', email: account.email });
    expect(await me(cookies)).toMatchObject({ emailVerified: true, emailVerificationRequired: true });

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: 'This verification link has already been used. Sign in and ask for a new link on your dashboard.' });
    expect((await verify('not-a-token-we-made')).statusCode).toBe(400);
    expect((await verify('')).statusCode).toBe(400);

    // Verified: nothing more to send.
    const already = await resend(cookies);
    expect(already.statusCode).toBe(409);
    expect(already.json().message).toBe('Your e-mail address is already verified.');
  });

  it('refuses an expired link (a link to an address the account left is refused in email-change.routes.test.ts)', async () => {
    const { account, cookies } = await registerAndLogin(ctx.app);
    const userId = await userIdOf(ctx.database.db, account.email);
    const repository = createEmailVerificationsRepository(ctx.database.db);
    const expired = await issueEmailVerification(repository, { id: userId, email: account.email }, 48, Date.now() - 49 * 3_600_000);
    const refused = await verify(expired);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^This verification link has expired/);
    expect((await me(cookies)).emailVerified).toBe(false);
  });

  it('resends a link to the signed-in person, a few times per window', async () => {
    const { account, cookies } = await registerAndLogin(ctx.app);
    await smtp.waitFor(account.email);
    for (let index = 0; index < 3; index += 1) {
      const sent = await resend(cookies);
      expect(sent.statusCode).toBe(202);
      expect(sent.json()).toEqual({ success: true, message: 'A new link is on its way to your e-mail address.' });
    }
    const limited = await resend(cookies);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many verification e-mails asked for\. Try again in \d+ minutes?\.$/);
    // The newest link works, and the earlier ones are spent with it: the four mails are awaited (a fixed 200 ms let a
    // busy machine's run read two of them).
    await smtp.waitForCount(account.email, 4);
    const tokens = mailsTo(account.email).map((mail) => tokenIn(mail.raw));
    expect(tokens).toHaveLength(4);
    expect((await verify(tokens.at(-1)!)).statusCode).toBe(200);
    expect((await verify(tokens[0]!)).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/users/email/verify/resend' })).statusCode).toBe(401);
  });

  it('sends no reset link to an unverified address: the same answer, and a verification link instead', async () => {
    const { account } = await registerAndLogin(ctx.app);
    await smtp.waitFor(account.email);
    const unknown = await ctx.app.inject({ method: 'POST', url: '/users/password/forgot', payload: { email: uniqueEmail('nobody') } });
    const forgot = await ctx.app.inject({ method: 'POST', url: '/users/password/forgot', payload: { email: account.email } });
    expect(forgot.statusCode).toBe(202);
    expect(forgot.json()).toEqual(unknown.json());
    expect(forgot.json()).toEqual({ success: true, message: PASSWORD_RESET_SENT_MESSAGE, delivery: 'email' });

    const userId = await userIdOf(ctx.database.db, account.email);
    const mails = await smtp.waitForCount(account.email, 2);
    expect(await ctx.database.db.select().from(passwordResets).where(eq(passwordResets.userId, userId))).toEqual([]);
    expect(mails.map((mail) => mailSubject(mail.raw))).toEqual(['Confirm your e-mail address for Engram', 'Confirm your e-mail address for Engram']);
    expect(mails.some((mail) => /reset-password/.test(mail.raw))).toBe(false);
    expect(mailPart(mails[1]!.raw, 'text/plain')).toContain('asked to reset the password');
  });
});

describe.each(TEST_DATABASES)('[ACCOUNT] no e-mail verification without SMTP on $name', ({ url }) => {
  const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '1000' });

  it('says verification is not required and has nothing to resend', async () => {
    const { cookies } = await registerAndLogin(ctx.app);
    const answer = (await ctx.app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } })).json() as MeAnswer;
    expect(answer).toMatchObject({ emailVerified: false, emailVerificationRequired: false });
    const resent = await ctx.app.inject({ method: 'POST', url: '/users/email/verify/resend', headers: { cookie: cookies } });
    expect(resent.statusCode).toBe(409);
    expect(resent.json().message).toBe('This server does not send e-mail, so there is no address to verify.');
  });
});
