// Changing the account's e-mail address: the current password confirms it, an address in use is refused, and when the
// server sends e-mail the change waits for the link sent to the new address (the old address is told).
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { EMAIL_NEEDS_CONFIRMATION_MESSAGE, type MeAnswer } from '../../../shared/contracts/users.ts';
import { mailPart, mailSubject } from '../../test/smtp-capture.ts';
import { cookieHeader, registerAndLogin, TEST_DATABASES, uniqueEmail, useTestApp } from '../../test/test-app.ts';
import { useAppWithMail } from './users.test-helpers.ts';

const PASSWORD = 'correct horse battery';
const OPERATOR_EMAIL = 'operator@engram.example.test';
const CREATOR_EMAIL = 'creator@engram.example.test';

function clientOf(app: FastifyInstance) {
  return {
    me: async (cookies: string) => {
      const answer = await app.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } });
      return { statusCode: answer.statusCode, body: answer.json() as MeAnswer };
    },
    change: (cookies: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/users/email/change', headers: { cookie: cookies }, payload }),
    login: (email: string) => app.inject({ method: 'POST', url: '/users/login', payload: { email, password: PASSWORD } }),
    refresh: (cookies: string) => app.inject({ method: 'POST', url: '/users/refresh', headers: { cookie: cookies } }),
  };
}

describe.each(TEST_DATABASES)('[ACCOUNT] changing the e-mail address with e-mail on $name', ({ url }) => {
  const { ctx, mailsTo } = useAppWithMail(url);
  const api = () => clientOf(ctx.app);
  const verify = (token: string, cookies?: string) =>
    ctx.app.inject({ method: 'POST', url: '/users/email/verify', payload: { token }, ...(cookies ? { headers: { cookie: cookies } } : {}) });
  const tokenIn = (raw: string) => new URL(mailPart(raw, 'text/plain')!.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
  /** Waits until `count` e-mails reached `to` (they leave after the answer) and answers the newest. */
  const nthMailTo = async (to: string, count: number) => {
    for (let tries = 0; mailsTo(to).length < count; tries += 1) {
      if (tries > 300) throw new Error(`fewer than ${count} e-mails to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return mailsTo(to)[count - 1]!;
  };

  it('refuses a wrong password, a bad address, the same address and one in use, and changes nothing', async () => {
    const { account, cookies } = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);

    const wrong = await api().change(cookies, { email: uniqueEmail('new'), current_password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: 'The current password is not correct.' });

    const bad = await api().change(cookies, { email: 'not-an-address', current_password: PASSWORD });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Enter a valid email address.');

    const same = await api().change(cookies, { email: account.email.toUpperCase(), current_password: PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('That is already your e-mail address.');

    const taken = await api().change(cookies, { email: other.account.email, current_password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, message: 'That e-mail address is already in use.' });

    expect((await api().change('', { email: uniqueEmail('new'), current_password: PASSWORD })).statusCode).toBe(401);
    const me = await api().me(cookies);
    expect(me.body).toMatchObject({ user: { email: account.email }, pendingEmail: null });
  });

  it('sends a link to the new address and a notice to the old one, and changes the address only when the link is opened', async () => {
    const { account, cookies } = await registerAndLogin(ctx.app);
    const registrationLink = tokenIn((await nthMailTo(account.email, 1)).raw);
    // Another login of the same account, on another device: it stays valid through the change.
    const elsewhere = await api().login(account.email);
    const elsewhereCookies = cookieHeader(elsewhere);
    const newEmail = uniqueEmail('moved');

    const asked = await api().change(cookies, { email: ` ${newEmail.toUpperCase()} `, current_password: PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      success: true,
      status: 'pending',
      email: account.email,
      pendingEmail: newEmail,
      message: `We sent a link to ${newEmail}. Your address changes when you open it; until then you keep using ${account.email}.`,
    });
    expect((await api().me(cookies)).body).toMatchObject({ user: { email: account.email }, pendingEmail: newEmail, emailVerified: false });

    const link = await nthMailTo(newEmail, 1);
    expect(mailSubject(link.raw)).toBe('Confirm your e-mail address for Engram');
    expect(mailPart(link.raw, 'text/plain')).toContain('asked to move an Engram account to this e-mail address');
    const notice = await nthMailTo(account.email, 2);
    expect(mailSubject(notice.raw)).toBe('A change of your Engram e-mail address was requested');
    expect(mailPart(notice.raw, 'text/plain')).toContain(`change its e-mail address to ${newEmail}`);
    expect(mailPart(notice.raw, 'text/plain')).not.toMatch(/https?:\/\//);

    // Until the link is opened, the old address is the login.
    expect((await api().login(newEmail)).statusCode).toBe(401);
    expect((await api().login(account.email)).statusCode).toBe(200);

    const opened = await verify(tokenIn(link.raw), cookies);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ success: true, message: `Your e-mail address is now ${newEmail}. Log in with it from now on.`, outcome: 'changed', email: newEmail });
    // The browser that opened it, signed in as the account, carries the new address at once.
    expect(opened.cookies.find((cookie) => cookie.name === 'email')?.value).toBe(newEmail);
    expect((await api().me(cookies)).body).toMatchObject({ user: { email: newEmail }, emailVerified: true, pendingEmail: null });

    expect((await api().login(account.email)).statusCode).toBe(401);
    expect((await api().login(newEmail)).statusCode).toBe(200);
    // The other login stays, and its next renewal carries the new address.
    expect((await api().me(elsewhereCookies)).statusCode).toBe(200);
    const renewed = await api().refresh(elsewhereCookies);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().email).toBe(newEmail);
    // The registration link to the old address counts no more; the change link works once.
    expect((await verify(registrationLink)).statusCode).toBe(400);
    expect((await verify(tokenIn(link.raw))).statusCode).toBe(400);
    expect((await api().me(cookies)).body.user.email).toBe(newEmail);
  });

  it('resends and cancels the waiting change, a few e-mails per window', async () => {
    const { account, cookies } = await registerAndLogin(ctx.app);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    expect((await api().change(cookies, { email: first, current_password: PASSWORD })).statusCode).toBe(200);
    const firstLink = tokenIn((await nthMailTo(first, 1)).raw);
    // A newer request replaces the older one.
    expect((await api().change(cookies, { email: second, current_password: PASSWORD })).json().pendingEmail).toBe(second);
    expect((await api().me(cookies)).body.pendingEmail).toBe(second);
    expect((await verify(firstLink)).statusCode).toBe(400);

    const resent = await ctx.app.inject({ method: 'POST', url: '/users/email/change/resend', headers: { cookie: cookies } });
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ success: true, message: `A new link is on its way to ${second}.` });
    const secondLink = tokenIn((await nthMailTo(second, 2)).raw);
    const limited = await ctx.app.inject({ method: 'POST', url: '/users/email/change/resend', headers: { cookie: cookies } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many verification e-mails asked for\./);

    const cancelled = await ctx.app.inject({ method: 'DELETE', url: '/users/email/change', headers: { cookie: cookies } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ success: true, message: 'The change of e-mail address is cancelled.' });
    expect((await api().me(cookies)).body).toMatchObject({ user: { email: account.email }, pendingEmail: null });
    expect((await verify(secondLink)).statusCode).toBe(400);
    expect((await api().me(cookies)).body.user.email).toBe(account.email);
    const again = await ctx.app.inject({ method: 'DELETE', url: '/users/email/change', headers: { cookie: cookies } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('No change of e-mail address is waiting.');
  });

  it('refuses a link whose address another account took meanwhile', async () => {
    const { account, cookies } = await registerAndLogin(ctx.app);
    const wanted = uniqueEmail('wanted');
    expect((await api().change(cookies, { email: wanted, current_password: PASSWORD })).statusCode).toBe(200);
    const link = tokenIn((await nthMailTo(wanted, 1)).raw);
    await registerAndLogin(ctx.app, { email: wanted });
    const refused = await verify(link);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: 'That e-mail address is already in use.' });
    expect((await api().me(cookies)).body.user.email).toBe(account.email);
  });
});

describe.each(TEST_DATABASES)('[ACCOUNT] changing the e-mail address without e-mail on $name', ({ url }) => {
  const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '1000', ADMIN_EMAILS: OPERATOR_EMAIL, CREATOR_EMAILS: `${CREATOR_EMAIL},someone@example.com` });
  const api = () => clientOf(ctx.app);

  it('applies the change at once, keeps this login and the others, and refuses an address in use', async () => {
    const { account, cookies } = await registerAndLogin(ctx.app);
    const elsewhere = cookieHeader(await api().login(account.email));
    const other = await registerAndLogin(ctx.app);
    expect((await api().change(cookies, { email: other.account.email, current_password: PASSWORD })).statusCode).toBe(409);
    expect((await api().change(cookies, { email: uniqueEmail('x'), current_password: 'wrong password' })).json().message).toBe('The current password is not correct.');

    const newEmail = uniqueEmail('moved');
    const changed = await api().change(cookies, { email: newEmail, current_password: PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ success: true, status: 'changed', email: newEmail, pendingEmail: null, message: `Your e-mail address is now ${newEmail}.` });
    const renewedCookies = changed.cookies.filter((cookie) => ['access_token', 'email'].includes(cookie.name));
    expect(renewedCookies.map((cookie) => cookie.name).sort()).toEqual(['access_token', 'email']);
    expect(renewedCookies.find((cookie) => cookie.name === 'email')?.value).toBe(newEmail);
    // This login, with its new access token; its refresh token is unchanged.
    const now = `${cookies.split('; ').filter((pair) => !pair.startsWith('access_token=') && !pair.startsWith('email=')).join('; ')}; ${cookieHeader(changed, ['access_token', 'email'])}`;
    expect((await api().me(now)).body).toMatchObject({ user: { email: newEmail }, emailVerified: false, emailVerificationRequired: false, pendingEmail: null });
    expect((await api().me(elsewhere)).statusCode).toBe(200);
    expect((await api().refresh(elsewhere)).json().email).toBe(newEmail);
    expect((await api().login(newEmail)).statusCode).toBe(200);
    expect((await api().login(account.email)).statusCode).toBe(401);
    // Nothing waits, so nothing to resend or cancel.
    expect((await ctx.app.inject({ method: 'POST', url: '/users/email/change/resend', headers: { cookie: now } })).statusCode).toBe(409);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/users/email/change', headers: { cookie: now } })).statusCode).toBe(409);
  });

  it("refuses an operator's address (admin or creator rights) when nobody can confirm it by e-mail", async () => {
    const { cookies } = await registerAndLogin(ctx.app);
    for (const email of [OPERATOR_EMAIL, CREATOR_EMAIL]) {
      const refused = await api().change(cookies, { email, current_password: PASSWORD });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(EMAIL_NEEDS_CONFIRMATION_MESSAGE);
    }
    expect((await api().login(OPERATOR_EMAIL)).statusCode).toBe(401);
  });
});
