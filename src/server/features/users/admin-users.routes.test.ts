// The Users admin API: who is an admin (a verified ADMIN_EMAILS address on a server that sends e-mail, or promoted;
// never the first account of an empty database), the role checks, and every action of the Users page (roles, reset
// link, disable/enable, delete).
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED_MESSAGE, ADMIN_USERS_API_PATH, LAST_ADMIN_MESSAGE } from '../../../shared/contracts/admin-users.ts';
import { ADMIN_ONLY_MESSAGE } from '../../auth/roles.ts';
import { cookieHeader, promoteToAdmin, registerAndLogin, TEST_DATABASES, uniqueEmail, userIdOf, useTestApp } from '../../test/test-app.ts';
import { openEventStream } from '../../test/event-stream.ts';
import { mailPart } from '../../test/smtp-capture.ts';
import { useAppWithMail } from './users.test-helpers.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

function caller(app: FastifyInstance, cookies: string) {
  return (method: Method, url: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { cookie: cookies, ...headers }, ...(payload === undefined ? {} : { payload }) });
}

const PASSWORD = 'correct horse battery';

describe.each(TEST_DATABASES)('[ADMIN USERS] on $name', ({ url }) => {
  // First in the file: on PostgreSQL the file's database is empty only until this block registers someone.
  describe('with no ADMIN_EMAILS', () => {
    const ctx = useTestApp(url, { LOGIN_RATE_LIMIT_PER_IP: '100000', ADMIN_EMAILS: '' });

    it('makes none of 20 first registrations at once an admin: arriving first proves nothing', async () => {
      const first = Array.from({ length: 20 }, () => uniqueEmail('first'));
      const answers = await Promise.all(
        first.map((email) => ctx.app.inject({ method: 'POST', url: '/users/register', payload: { name: 'First Person', email, password: PASSWORD, method: 'email-password' } })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(first.map(() => 201));
      const roles = await Promise.all(answers.map(async (answer) => (await caller(ctx.app, cookieHeader(answer))('GET', '/users/me')).json().permissions.isAdmin));
      expect(roles.filter(Boolean)).toHaveLength(0);
      for (const answer of answers) expect((await caller(ctx.app, cookieHeader(answer))('GET', ADMIN_USERS_API_PATH)).statusCode).toBe(403);
      const later = await registerAndLogin(ctx.app);
      expect((await caller(ctx.app, later.cookies)('GET', '/users/me')).json().permissions.isAdmin).toBe(false);

      // The operator makes one an admin (`npm run users -- promote`).
      await promoteToAdmin(ctx.database, first[0]!);
      const adminAnswer = answers[0]!;
      expect((await caller(ctx.app, cookieHeader(adminAnswer))('GET', '/users/me')).json().permissions.isAdmin).toBe(true);

      // The last admin cannot step down, nor be disabled or deleted by anyone; after promoting someone, they can.
      const asAdmin = caller(ctx.app, cookieHeader(adminAnswer));
      const adminId = await userIdOf(ctx.database.db, first[0]!);
      const demoteSelf = await asAdmin('PATCH', `${ADMIN_USERS_API_PATH}/${adminId}/roles`, { isAdmin: false });
      expect(demoteSelf.statusCode).toBe(409);
      expect(demoteSelf.json().message).toBe(LAST_ADMIN_MESSAGE);
      const laterId = await userIdOf(ctx.database.db, later.account.email);
      expect((await asAdmin('PATCH', `${ADMIN_USERS_API_PATH}/${laterId}/roles`, { isAdmin: true })).statusCode).toBe(200);
      const stepDown = await asAdmin('PATCH', `${ADMIN_USERS_API_PATH}/${adminId}/roles`, { isAdmin: false });
      expect(stepDown.statusCode).toBe(200);
      expect(stepDown.json().data).toMatchObject({ isAdmin: false, isSelf: true });
      expect((await asAdmin('GET', ADMIN_USERS_API_PATH)).statusCode).toBe(403);
      // Now `later` is the last admin.
      const asLater = caller(ctx.app, later.cookies);
      expect((await asLater('PATCH', `${ADMIN_USERS_API_PATH}/${laterId}/roles`, { isAdmin: false })).statusCode).toBe(409);
      expect((await asLater('POST', `${ADMIN_USERS_API_PATH}/${laterId}/disable`)).statusCode).toBe(400);

      // Two admins deleting each other at once: exactly one deletion happens, and an admin is left.
      expect((await asLater('PATCH', `${ADMIN_USERS_API_PATH}/${adminId}/roles`, { isAdmin: true })).statusCode).toBe(200);
      const firstEmail = first[0]!;
      const duel = await Promise.all([
        asAdmin('DELETE', `${ADMIN_USERS_API_PATH}/${laterId}`, { email: later.account.email }),
        asLater('DELETE', `${ADMIN_USERS_API_PATH}/${adminId}`, { email: firstEmail }),
      ]);
      expect(duel.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      const survivor = duel[0]!.statusCode === 200 ? asAdmin : asLater;
      expect((await survivor('GET', '/users/me')).json().permissions.isAdmin).toBe(true);
    });
  });

  describe('with ADMIN_EMAILS and e-mail', () => {
    const adminEmail = uniqueEmail('boss');
    const { ctx, smtp } = useAppWithMail(url, undefined, { LOGIN_RATE_LIMIT_PER_IP: '100000', ADMIN_EMAILS: adminEmail.toUpperCase(), CREATOR_EMAILS: 'curator@example.com' });

    async function signIn(name = 'Sam Rivera', email = uniqueEmail(name.split(' ')[0]!.toLowerCase())) {
      const { account, cookies, body } = await registerAndLogin(ctx.app, { name, email, password: PASSWORD });
      return { ...account, cookies, refreshToken: body.refreshToken, id: await userIdOf(ctx.database.db, account.email), call: caller(ctx.app, cookies) };
    }
    const login = (email: string, password = PASSWORD) => ctx.app.inject({ method: 'POST', url: '/users/login', payload: { email, password } });

    it('makes the ADMIN_EMAILS address an admin only once its owner opened the link e-mailed to it', async () => {
      const boss = await signIn('Not Yet Boss', adminEmail);
      expect((await boss.call('GET', '/users/me')).json()).toMatchObject({ emailVerified: false, permissions: { isAdmin: false } });
      const refused = await boss.call('GET', ADMIN_USERS_API_PATH);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ADMIN_ONLY_MESSAGE);
      expect((await boss.call('POST', `${ADMIN_USERS_API_PATH}/${boss.id}/password-reset`)).statusCode).toBe(403);

      await verifyByMail(adminEmail);
      expect((await boss.call('GET', '/users/me')).json()).toMatchObject({ emailVerified: true, permissions: { isAdmin: true } });
      expect((await boss.call('GET', ADMIN_USERS_API_PATH)).statusCode).toBe(200);
    });

    it('answers 401 signed out and 403 with a message to a non-admin, on every route', async () => {
      const person = await signIn('Nora Learner');
      const routes: [Method, string, Record<string, unknown>?][] = [
        ['GET', ADMIN_USERS_API_PATH],
        ['PATCH', `${ADMIN_USERS_API_PATH}/${person.id}/roles`, { isAdmin: true }],
        ['POST', `${ADMIN_USERS_API_PATH}/${person.id}/password-reset`],
        ['POST', `${ADMIN_USERS_API_PATH}/${person.id}/disable`],
        ['POST', `${ADMIN_USERS_API_PATH}/${person.id}/enable`],
        ['DELETE', `${ADMIN_USERS_API_PATH}/${person.id}`, { email: person.email }],
      ];
      for (const [method, path, payload] of routes) {
        const signedOut = await ctx.app.inject({ method, url: path, ...(payload ? { payload } : {}) });
        expect(signedOut.statusCode, `${method} ${path}`).toBe(401);
        const refused = await person.call(method, path, payload);
        expect(refused.statusCode, `${method} ${path}`).toBe(403);
        expect(refused.json().message).toBe(ADMIN_ONLY_MESSAGE);
      }
      // Not promoted by its own request, and still able to log in.
      expect((await person.call('GET', '/users/me')).json().permissions.isAdmin).toBe(false);
      expect((await login(person.email)).statusCode).toBe(200);
    });

    it('refuses a state-changing request from another site, even an admin’s', async () => {
      const admin = await theAdmin();
      const person = await signIn('Cross Site');
      const forged = await admin.call('PATCH', `${ADMIN_USERS_API_PATH}/${person.id}/roles`, { isAdmin: true }, { origin: 'https://evil.example' });
      expect(forged.statusCode).toBe(403);
      expect((await person.call('GET', '/users/me')).json().permissions.isAdmin).toBe(false);
    });

    it('searches by name or e-mail, a page at a time, marking the roles the environment sets', async () => {
      const admin = await theAdmin();
      const tag = `zq${Date.now().toString(36)}`;
      for (let index = 0; index < 22; index += 1) await signIn(`Pat ${tag} ${index}`, uniqueEmail('pat'));
      const byMail = await signIn('Mail Match', uniqueEmail(`${tag}mail`));
      const page1 = await admin.call('GET', `${ADMIN_USERS_API_PATH}?q=${tag.toUpperCase()}`);
      expect(page1.statusCode).toBe(200);
      expect(page1.json()).toMatchObject({ page: 1, pageSize: 20, total: 23 });
      expect(page1.json().data).toHaveLength(20);
      const page2 = await admin.call('GET', `${ADMIN_USERS_API_PATH}?q=${tag}&page=2`);
      expect(page2.json().data).toHaveLength(3);
      const names = [...page1.json().data, ...page2.json().data].map((user: { name: string }) => user.name);
      expect(new Set(names).size).toBe(23);
      expect(names).toContain('Mail Match');
      const mailOnly = await admin.call('GET', `${ADMIN_USERS_API_PATH}?q=${encodeURIComponent(byMail.email)}`);
      expect(mailOnly.json().data).toEqual([
        expect.objectContaining({ id: byMail.id, email: byMail.email, isAdmin: false, canCreate: false, isAdminByEnvironment: false, disabledAt: null, isSelf: false }),
      ]);
      // % and _ are letters here, not wildcards.
      expect((await admin.call('GET', `${ADMIN_USERS_API_PATH}?q=%25%25`)).json().total).toBe(0);
      const self = (await admin.call('GET', `${ADMIN_USERS_API_PATH}?q=${encodeURIComponent(adminEmail)}`)).json().data[0];
      expect(self).toMatchObject({ isSelf: true, isAdmin: true, isAdminByEnvironment: true });
    });

    async function loginAs(email: string) {
      const answer = await login(email);
      const cookies = cookieHeader(answer);
      return { email, cookies, id: await userIdOf(ctx.database.db, email), call: caller(ctx.app, cookies), refreshToken: answer.json().refreshToken as string };
    }

    /** Opens the verification link the server e-mailed to `email`. */
    async function verifyByMail(email: string) {
      const link = new URL(mailPart((await smtp.waitFor(email)).raw, 'text/plain')!.match(/https?:\/\/\S+/)![0]);
      const verified = await ctx.app.inject({ method: 'POST', url: '/users/email/verify', payload: { token: link.searchParams.get('token') } });
      expect(verified.statusCode).toBe(200);
    }

    async function theAdmin() {
      const existing = await login(adminEmail);
      if (existing.statusCode === 200) return loginAs(adminEmail);
      const admin = await signIn('Ada Boss', adminEmail);
      await verifyByMail(adminEmail);
      return admin;
    }


    it('answers 400 with a message for bad input', async () => {
      const admin = await theAdmin();
      const person = await signIn('Bad Input');
      const cases: [Method, string, Record<string, unknown> | undefined, RegExp][] = [
        ['GET', `${ADMIN_USERS_API_PATH}?page=0`, undefined, /page must be a whole number/],
        ['GET', `${ADMIN_USERS_API_PATH}?q=${'x'.repeat(201)}`, undefined, /at most 200 characters/],
        ['PATCH', `${ADMIN_USERS_API_PATH}/not-an-id/roles`, { isAdmin: true }, /Account id is not valid/],
        ['PATCH', `${ADMIN_USERS_API_PATH}/${person.id}/roles`, {}, /Say which role to change/],
        ['PATCH', `${ADMIN_USERS_API_PATH}/${person.id}/roles`, { isAdmin: 'yes' }, /isAdmin must be true or false/],
        ['DELETE', `${ADMIN_USERS_API_PATH}/${person.id}`, {}, /Email is required/],
        ['DELETE', `${ADMIN_USERS_API_PATH}/${person.id}`, { email: 'someone-else@example.com' }, /does not match/],
        ['DELETE', `${ADMIN_USERS_API_PATH}/${admin.id}`, { email: adminEmail }, /Account settings/],
        ['POST', `${ADMIN_USERS_API_PATH}/${admin.id}/disable`, undefined, /your own account/],
      ];
      for (const [method, path, payload, message] of cases) {
        const answer = await admin.call(method, path, payload);
        expect(answer.statusCode, `${method} ${path} ${JSON.stringify(payload)}`).toBe(400);
        expect(answer.json().message).toMatch(message);
      }
      const missing = await admin.call('POST', `${ADMIN_USERS_API_PATH}/00000000-0000-4000-8000-000000000000/enable`);
      expect(missing.statusCode).toBe(404);
      expect((await login(person.email)).statusCode).toBe(200);
    });

    it('promotes and demotes an admin; the promoted person may use the admin routes at once, the environment’s admin stays', async () => {
      const admin = await theAdmin();
      const person = await signIn('Pia Promoted');
      const promoted = await admin.call('PATCH', `${ADMIN_USERS_API_PATH}/${person.id}/roles`, { isAdmin: true });
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json()).toMatchObject({ data: { isAdmin: true, isAdminByEnvironment: false }, message: 'Pia Promoted is now an administrator.' });
      expect((await person.call('GET', '/users/me')).json().permissions.isAdmin).toBe(true);
      expect((await person.call('GET', ADMIN_USERS_API_PATH)).statusCode).toBe(200);
      // The environment's role cannot be taken away here.
      const envDemote = await person.call('PATCH', `${ADMIN_USERS_API_PATH}/${admin.id}/roles`, { isAdmin: false });
      expect(envDemote.statusCode).toBe(409);
      expect(envDemote.json().message).toMatch(/set by the server's environment/);
      // A promoted admin may step down while another admin remains.
      const stepDown = await person.call('PATCH', `${ADMIN_USERS_API_PATH}/${person.id}/roles`, { isAdmin: false });
      expect(stepDown.statusCode).toBe(200);
      expect(stepDown.json().message).toBe('Pia Promoted is no longer an administrator.');
      expect((await person.call('GET', ADMIN_USERS_API_PATH)).statusCode).toBe(403);
    });

    it('allows and revokes creating for someone outside CREATOR_EMAILS', async () => {
      const admin = await theAdmin();
      const person = await signIn('Cora Creator');
      const createGlossary = () => person.call('POST', '/glossary/create', { name: `Terms ${Date.now()}`, glossary: 'SLA: service level agreement' });
      expect((await createGlossary()).statusCode).toBe(403);
      const allowed = await admin.call('PATCH', `${ADMIN_USERS_API_PATH}/${person.id}/roles`, { canCreate: true });
      expect(allowed.json()).toMatchObject({ data: { canCreate: true, canCreateByEnvironment: false }, message: 'Cora Creator can now create library items.' });
      expect((await person.call('GET', '/users/me')).json().permissions.canCreate).toBe(true);
      expect((await createGlossary()).statusCode).not.toBe(403);
      await admin.call('PATCH', `${ADMIN_USERS_API_PATH}/${person.id}/roles`, { canCreate: false });
      expect((await createGlossary()).statusCode).toBe(403);
      expect((await person.call('GET', '/users/me')).json().permissions.canCreate).toBe(false);
    });

    it('creates a reset link that works once', async () => {
      const admin = await theAdmin();
      const person = await signIn('Rita Reset');
      const created = await admin.call('POST', `${ADMIN_USERS_API_PATH}/${person.id}/password-reset`);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ expiresInMinutes: 60, message: expect.stringContaining('Rita Reset') });
      const link = new URL(created.json().link, 'http://localhost');
      expect(link.pathname).toBe('/auth/reset-password');
      const token = link.searchParams.get('token');
      const reset = (password: string) => ctx.app.inject({ method: 'POST', url: '/users/password/reset', payload: { token, password } });
      expect((await reset('a brand new password')).statusCode).toBe(200);
      expect((await reset('another new password')).statusCode).toBe(400);
      expect((await login(person.email, 'a brand new password')).statusCode).toBe(200);
      expect((await login(person.email)).statusCode).toBe(401);
    });

    it('disables an account: its sessions end at once, its login and refresh are refused; enabling restores the login', async () => {
      const admin = await theAdmin();
      const person = await signIn('Dan Disabled');
      const disabled = await admin.call('POST', `${ADMIN_USERS_API_PATH}/${person.id}/disable`);
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json().data.disabledAt).toEqual(expect.any(String));
      expect((await person.call('GET', '/users/me')).statusCode).toBe(401);
      const refreshed = await ctx.app.inject({ method: 'POST', url: '/users/refresh', payload: { refreshToken: person.refreshToken } });
      expect(refreshed.statusCode).toBe(401);
      const refused = await login(person.email);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, message: ACCOUNT_DISABLED_MESSAGE });
      // A wrong password learns nothing about the account's state.
      expect((await login(person.email, 'not the password')).statusCode).toBe(401);

      const enabled = await admin.call('POST', `${ADMIN_USERS_API_PATH}/${person.id}/enable`);
      expect(enabled.statusCode).toBe(200);
      expect(enabled.json()).toMatchObject({ data: { disabledAt: null }, message: 'Dan Disabled can log in again.' });
      const back = await login(person.email);
      expect(back.statusCode).toBe(200);
      expect((await caller(ctx.app, cookieHeader(back))('GET', '/users/me')).statusCode).toBe(200);
    });

    it('closes the open event streams of every login of an account it disables', async () => {
      const admin = await theAdmin();
      const person = await signIn('Eve Streams');
      const second = await loginAs(person.email);
      const baseUrl = ctx.app.server.listening ? `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}` : await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const streams = [await openEventStream(baseUrl, person.cookies), await openEventStream(baseUrl, second.cookies)];
      try {
        expect((await admin.call('POST', `${ADMIN_USERS_API_PATH}/${person.id}/disable`)).statusCode).toBe(200);
        expect(await Promise.all(streams.map((stream) => stream.hasEnded()))).toEqual([true, true]);
      } finally {
        for (const stream of streams) stream.close();
      }
    });

    it('deletes an account and everything in it, after its address is typed again', async () => {
      const admin = await theAdmin();
      const person = await signIn('Del Gone');
      const deleted = await admin.call('DELETE', `${ADMIN_USERS_API_PATH}/${person.id}`, { email: person.email.toUpperCase() });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().message).toBe("Del Gone's account and everything in it have been deleted.");
      expect((await person.call('GET', '/users/me')).statusCode).toBe(401);
      expect((await login(person.email)).statusCode).toBe(401);
      expect((await admin.call('GET', `${ADMIN_USERS_API_PATH}?q=${encodeURIComponent(person.email)}`)).json().total).toBe(0);
      expect((await admin.call('DELETE', `${ADMIN_USERS_API_PATH}/${person.id}`, { email: person.email })).statusCode).toBe(404);
    });
  });
});
