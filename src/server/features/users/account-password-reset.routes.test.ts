import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_BY_OPERATOR_MESSAGE, PASSWORD_RESET_SENT_MESSAGE } from '../../../shared/contracts/users.ts';
import { passwordResets } from '../../db/schema.ts';
import { mailPart, mailSubject, SMTP_TEST_USER } from '../../test/smtp-capture.ts';
import { cookieHeader, registerAndLogin, startTestApp, useTestApp, TEST_DATABASES, uniqueEmail, userIdOf } from '../../test/test-app.ts';
import { hashResetToken, issuePasswordReset } from './password-resets.ts';
import { createPasswordResetsRepository } from './password-resets.repository.ts';
import { OPERATOR_WORDS } from '../../test/operator-words.ts';
import { NEW_PASSWORD, login, me, type App } from './account.test-helpers.ts';
import { PUBLIC_URL, useAppWithMail } from './users.test-helpers.ts';

function forgot(app: App, email: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/users/password/forgot', payload: { email }, remoteAddress });
}

function reset(app: App, token: string, password = NEW_PASSWORD) {
  return app.inject({ method: 'POST', url: '/users/password/reset', payload: { token, password } });
}

/** The token of the reset link in a captured e-mail's plain-text part, after checking the link's address. */
function tokenFromMail(raw: string): string {
  const text = mailPart(raw, 'text/plain');
  const link = text?.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in the e-mail:\n${raw}`);
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/auth/reset-password`);
  const token = url.searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

describe.each(TEST_DATABASES)('[ACCOUNT] forgotten password by e-mail on $name', ({ url }) => {
  const { ctx, smtp } = useAppWithMail(url, `${PUBLIC_URL}/`);

  /**
   * A signed-in account whose address is verified (a reset link goes only to a proven address): registers, follows
   * the verification e-mail, and takes that e-mail out of the capture so the next one to the address is the reset.
   */
  async function registerVerified(overrides: { name?: string } = {}) {
    const registered = await registerAndLogin(ctx.app, overrides);
    const mail = await smtp.waitFor(registered.account.email);
    expect(mailSubject(mail.raw)).toBe('Confirm your e-mail address for Engram');
    const link = new URL(mailPart(mail.raw, 'text/plain')!.match(/https?:\/\/\S+/)![0]);
    const verified = await ctx.app.inject({ method: 'POST', url: '/users/email/verify', payload: { token: link.searchParams.get('token') } });
    expect(verified.statusCode).toBe(200);
    smtp.messages.splice(smtp.messages.indexOf(mail), 1);
    return registered;
  }

  it('answers 202 with the same words for an unknown and a known e-mail, and mails a link only to the known one', async () => {
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await forgot(ctx.app, unknownEmail);
    const { account } = await registerVerified({ name: 'Rosa <Parks>' });
    const known = await forgot(ctx.app, account.email.toUpperCase());
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ success: true, message: PASSWORD_RESET_SENT_MESSAGE, delivery: 'email' });

    const mail = await smtp.waitFor(account.email);
    expect(mail).toMatchObject({ user: SMTP_TEST_USER, from: 'no-reply@engram.example.test', to: [account.email] });
    expect(mailSubject(mail.raw)).toBe('Reset your Engram password');
    const token = tokenFromMail(mail.raw);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const html = mailPart(mail.raw, 'text/html');
    expect(html).toContain(`href="${PUBLIC_URL}/auth/reset-password?token=${token}"`);
    // The name is text a person chose: no account e-mail greets by it.
    expect(html).toContain('<p>Hello,</p>');
    expect(mail.raw).not.toMatch(/Rosa|Parks/);
    // The unknown address got nothing (its request came first, so its e-mail would be here by now).
    expect(smtp.messages.some((message) => message.to.includes(unknownEmail))).toBe(false);

    // Only the token's SHA-256 hash is stored.
    const userId = await userIdOf(ctx.database.db, account.email);
    const rows = await ctx.database.db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashResetToken(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutesValid = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 60_000;
    expect(minutesValid).toBeCloseTo(60, 0);
  });

  it('writes the reset e-mail in the language the account chose', async () => {
    const { account, cookies } = await registerVerified();
    const chosen = await ctx.app.inject({ method: 'PATCH', url: '/users/me', headers: { cookie: cookies }, payload: { language: 'id' } });
    expect(chosen.statusCode).toBe(200);
    expect((await forgot(ctx.app, account.email)).statusCode).toBe(202);
    const mail = await smtp.waitFor(account.email);
    expect(mailSubject(mail.raw)).toBe('Atur ulang kata sandi Engram Anda');
    const html = mailPart(mail.raw, 'text/html');
    expect(html).toContain('<p>Halo,</p>');
    expect(html).toContain('>Pilih kata sandi baru</a>');
    expect(html).not.toContain('Choose a new password');
    expect(tokenFromMail(mail.raw)).toBeTruthy();
  });

  it('follows the e-mailed link: sets the new password once, ends every login, and the new password logs in', async () => {
    const { account, cookies, login: firstLogin } = await registerVerified();
    const otherLogin = await login(ctx.app, account.email, account.password);
    expect((await me(ctx.app, cookies)).statusCode).toBe(200);

    expect((await forgot(ctx.app, account.email)).statusCode).toBe(202);
    const token = tokenFromMail((await smtp.waitFor(account.email)).raw);

    const done = await reset(ctx.app, token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: 'Your password has been changed. Log in with the new one.' });

    // Every login before the reset has ended, access and refresh tokens alike.
    expect((await me(ctx.app, cookies)).statusCode).toBe(401);
    expect((await me(ctx.app, cookieHeader(otherLogin, ['access_token']))).statusCode).toBe(401);
    const refresh = await ctx.app.inject({ method: 'POST', url: '/users/refresh', headers: { cookie: cookieHeader(firstLogin, ['refresh_token']) } });
    expect(refresh.statusCode).toBe(401);

    expect((await login(ctx.app, account.email, account.password)).statusCode).toBe(401);
    const fresh = await login(ctx.app, account.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect((await me(ctx.app, cookieHeader(fresh))).statusCode).toBe(200);

    const reused = await reset(ctx.app, token, 'yet another passphrase');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ success: false, message: 'This reset link has already been used. Ask for a new one on the "Forgot password?" page.' });
    expect((await login(ctx.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown token, an expired one, and the older of two links once the newer was used', async () => {
    const { account } = await registerAndLogin(ctx.app);
    const userId = await userIdOf(ctx.database.db, account.email);
    const repository = createPasswordResetsRepository(ctx.database.db);

    const unknown = await reset(ctx.app, 'not-a-token-we-issued');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('This reset link is not valid. Ask for a new one on the "Forgot password?" page.');

    const expiredToken = await issuePasswordReset(repository, userId, Date.now() - 61 * 60_000);
    const expired = await reset(ctx.app, expiredToken);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This reset link has expired. Ask for a new one on the "Forgot password?" page.');
    expect((await login(ctx.app, account.email, account.password)).statusCode).toBe(200);

    const older = await issuePasswordReset(repository, userId);
    const newer = await issuePasswordReset(repository, userId);
    expect((await reset(ctx.app, newer)).statusCode).toBe(200);
    const stale = await reset(ctx.app, older, 'the older link password');
    expect(stale.statusCode).toBe(400);
    expect((await login(ctx.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [{ token: 'x', password: 'short' }, 'Password must be at least 8 characters.'],
    [{ password: NEW_PASSWORD }, 'Reset token is required.'],
    [{ token: 'x'.repeat(201), password: NEW_PASSWORD }, 'Reset token must be at most 200 characters.'],
  ])('answers 400 for a reset body %j', async (payload, message) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/users/password/reset', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('limits reset requests per e-mail address, known or not, and leaves other addresses alone', async () => {
    const { account } = await registerAndLogin(ctx.app);
    for (const email of [account.email, uniqueEmail('nobody')]) {
      for (let i = 0; i < 3; i += 1) expect((await forgot(ctx.app, email, `198.51.100.${i}`)).statusCode).toBe(202);
      const limited = await forgot(ctx.app, email, '198.51.100.9');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many reset requests for this e-mail address\. Try again in \d+ minutes?\.$/) });
    }
    expect((await forgot(ctx.app, uniqueEmail('fresh'))).statusCode).toBe(202);
  });

  it('answers 400 for an e-mail that is not one', async () => {
    const response = await forgot(ctx.app, 'not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Enter a valid email address.' });
  });
});

describe('[ACCOUNT] forgotten password without SMTP', () => {
  const ctx = useTestApp(undefined, { LOGIN_RATE_LIMIT_PER_IP: '1000' });

  it('tells everyone to ask their administrator, with no command or setting in sight, and stores no link', async () => {
    const { account } = await registerAndLogin(ctx.app);
    const known = await forgot(ctx.app, account.email);
    const unknown = await forgot(ctx.app, uniqueEmail('nobody'));
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual({ success: true, message: PASSWORD_RESET_BY_OPERATOR_MESSAGE, delivery: 'operator' });
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toContain('Ask your administrator to reset it');
    expect(known.body).not.toMatch(OPERATOR_WORDS);
    const [stored] = await ctx.database.db.select({ total: count() }).from(passwordResets);
    expect(stored?.total).toBe(0);
  });

  it('documents the account routes at /docs', async () => {
    const paths = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json().paths as Record<string, Record<string, unknown>>;
    for (const path of ['/users/password/forgot', '/users/password/reset', '/users/password/change']) expect(paths[path]?.post, path).toBeDefined();
    expect(paths['/users/me']?.delete).toBeDefined();
  });

  it('limits requests per IP address like the login', async () => {
    const limited = await startTestApp(undefined, { LOGIN_RATE_LIMIT_PER_IP: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await forgot(limited.app, uniqueEmail(), '192.0.2.44')).statusCode);
      expect(statuses).toEqual([202, 202, 429]);
      expect((await forgot(limited.app, uniqueEmail(), '192.0.2.45')).statusCode).toBe(202);
    } finally {
      await limited.close();
    }
  });
});
