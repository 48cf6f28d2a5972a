import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_NEEDS_CONFIRMATION_MESSAGE } from '../../../shared/contracts/users.ts';
import { operatorSettings } from '../../db/schema.ts';
import { useDescribeResource } from '../../test/describe-resource.ts';
import { createLogCapture } from '../../test/log-capture.ts';
import { mailPart, mailSubject, SMTP_TEST_PASSWORD, SMTP_TEST_USER, startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { callerOf, eventually, type HttpMethod, registerAndLogin, startTestApp, TEST_DATABASES, uniqueEmail, useTestApp, useOperatorOnTwoInstances, registerAdmin } from '../../test/test-app.ts';

const PUBLIC_URL = 'https://engram.example.test';
const FROM = 'Engram <no-reply@engram.example.test>';
const NONE = { smtpUrl: '', from: '', publicUrl: '' };
const PASSWORD = 'correct horse battery';

/** The capture's URL without its password, and its host and port. */
function smtpParts(smtp: SmtpCapture) {
  const url = new URL(smtp.url);
  return { withoutPassword: `smtp://${SMTP_TEST_USER}@${url.host}`, host: url.host };
}

describe.each(TEST_DATABASES)('[ADMIN EMAIL] /admin/email on $name', ({ url }) => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const adminEmail = uniqueEmail('operator');
  const spareAdminEmail = uniqueEmail('spare-operator');
  const logs = createLogCapture();
  // Logged at the most detailed level, to show that no saved password reaches a log line.
  const ctx = useDescribeResource(
    'The test app',
    () => startTestApp(url, { ADMIN_EMAILS: `${adminEmail},${spareAdminEmail}`, LOGIN_RATE_LIMIT_PER_IP: '100000', LOG_LEVEL: 'trace' }, { logStream: logs.stream }),
    (app) => app.close(),
  );
  const connect = () => ({ smtpUrl: smtp.url, from: FROM, publicUrl: PUBLIC_URL });
  let admin: string;
  let learner: string;
  let learnerEmail: string;

  beforeAll(async () => {
    admin = (await registerAdmin(ctx, { email: adminEmail })).cookies;
    const signedUp = await registerAndLogin(ctx.app, { password: PASSWORD });
    learner = signedUp.cookies;
    learnerEmail = signedUp.account.email;
  });

  const call = (cookies: string | null, method: HttpMethod, path: string, payload?: object) => callerOf(ctx.app, cookies)(method, path, payload);

  const ROUTES: ['GET' | 'PUT' | 'POST', string, object | undefined][] = [
    ['GET', '/admin/email/settings', undefined],
    ['PUT', '/admin/email/settings', NONE],
    ['POST', '/admin/email/test', NONE],
  ];

  it.each(ROUTES)('refuses %s %s to a person who is not an admin (403) and to nobody signed in (401)', async (method, path, payload) => {
    const asLearner = await call(learner, method, path, payload);
    expect(asLearner.statusCode).toBe(403);
    expect(asLearner.json().message).toBe('Only administrators can do this.');
    expect((await call(learner, method, path, method === 'GET' ? undefined : { smtpUrl: 42 })).statusCode).toBe(403);
    expect((await call(null, method, path, payload)).statusCode).toBe(401);
    expect(smtp.messages).toHaveLength(0);
  });

  it.each(ROUTES.filter(([method]) => method !== 'GET'))('refuses %s %s from another origin, even for an admin', async (method, path) => {
    const response = await ctx.app.inject({ method, url: path, headers: { cookie: admin, origin: 'https://evil.example', host: 'localhost:3000' }, payload: connect() });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Cross-site requests are not allowed.');
    expect((await call(admin, 'GET', '/admin/email/settings')).json().version).toBeNull();
    expect(smtp.messages).toHaveLength(0);
  });

  it.each([
    ['an SMTP URL that is not smtp://', () => ({ ...connect(), smtpUrl: 'http://mail.example.com' }), 'The SMTP URL must start with smtp:// or smtps://'],
    ['a public URL that is not http', () => ({ ...connect(), publicUrl: 'engram.example.com' }), 'The public URL must start with http:// or https://'],
    ['an SMTP server without a sender', () => ({ ...connect(), from: '' }), 'Type the sender'],
    ['an SMTP server without a public URL', () => ({ ...connect(), publicUrl: '' }), 'Type the public URL'],
    ['a sender of 301 characters', () => ({ ...connect(), from: 'a'.repeat(301) }), 'The sender has at most 300 characters.'],
  ])('answers 400 with a message for %s', async (_what, payload, message) => {
    const response = await call(admin, 'PUT', '/admin/email/settings', payload());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a test e-mail to an address that is not one', async () => {
    const response = await call(admin, 'POST', '/admin/email/test', { ...connect(), to: 'not-an-address' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/e-?mail/i);
  });

  it('sends a test e-mail with unsaved values to the admin or a typed address, and says why one failed', async () => {
    const { host } = smtpParts(smtp);
    const own = await call(admin, 'POST', '/admin/email/test', connect());
    expect(own.json()).toEqual({ isSent: true, message: `Sent to ${adminEmail} through ${host}.` });
    const mail = await smtp.waitFor(adminEmail);
    expect(mail).toMatchObject({ user: SMTP_TEST_USER, from: 'no-reply@engram.example.test' });
    expect(mailSubject(mail.raw)).toBe('Engram test e-mail');
    expect(mailPart(mail.raw, 'text/plain')).toContain(PUBLIC_URL);

    const typed = uniqueEmail('inbox');
    expect((await call(admin, 'POST', '/admin/email/test', { ...connect(), to: typed })).json().isSent).toBe(true);
    await smtp.waitFor(typed);

    const wrongPassword = 'wrong-password-0042';
    const refused = await call(admin, 'POST', '/admin/email/test', { ...connect(), smtpUrl: smtp.url.replace(SMTP_TEST_PASSWORD, wrongPassword) });
    expect(refused.json()).toEqual({ isSent: false, message: `The SMTP server at ${host} refused the user name or password. Check them in the SMTP URL.` });

    const unreachable = await call(admin, 'POST', '/admin/email/test', { ...connect(), smtpUrl: 'smtp://mailer:secret-word@127.0.0.1:9' });
    expect(unreachable.json()).toEqual({ isSent: false, message: 'Could not reach the SMTP server at 127.0.0.1:9. Check the host and port and that the server is running.' });
    // Nothing was saved by testing.
    expect((await call(admin, 'GET', '/admin/email/settings')).json()).toMatchObject({ smtpUrl: { value: null }, isSending: false });
  });

  it('saves the settings, seals the password, never sends it back or logs it, and e-mail follows them at once', async () => {
    const { withoutPassword } = smtpParts(smtp);
    // Without e-mail, an operator's address cannot be taken: nobody could confirm it.
    const refusedChange = await call(learner, 'POST', '/users/email/change', { email: spareAdminEmail, current_password: PASSWORD });
    expect(refusedChange.statusCode).toBe(403);
    expect(refusedChange.json().message).toBe(EMAIL_NEEDS_CONFIRMATION_MESSAGE);
    expect((await call(learner, 'GET', '/users/me')).json()).toMatchObject({ emailVerificationRequired: false });
    expect((await call(null, 'POST', '/users/password/forgot', { email: learnerEmail })).json().delivery).toBe('operator');

    const saved = await call(admin, 'PUT', '/admin/email/settings', connect());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      smtpUrl: { value: `smtp://${SMTP_TEST_USER}:••••@${new URL(smtp.url).host}`, isFromEnvironment: false },
      smtpUrlWithoutPassword: withoutPassword,
      password: { isSet: true, lastFour: 'word' },
      from: { value: FROM },
      publicUrl: { value: PUBLIC_URL },
      isSending: true,
    });
    expect(saved.body).not.toContain(SMTP_TEST_PASSWORD);
    const [row] = await ctx.database.db.select().from(operatorSettings);
    expect(JSON.stringify(row?.value)).not.toContain(SMTP_TEST_PASSWORD);
    expect((await call(admin, 'GET', '/admin/email/settings')).body).not.toContain(SMTP_TEST_PASSWORD);

    // No restart: the next registration is asked to confirm its address, by a link on the saved public URL.
    expect((await call(learner, 'GET', '/users/me')).json()).toMatchObject({ emailVerificationRequired: true });
    const newcomer = await registerAndLogin(ctx.app);
    expect(newcomer.login.statusCode).toBe(200);
    const verification = await smtp.waitFor(newcomer.account.email);
    expect(mailPart(verification.raw, 'text/plain')).toContain(`${PUBLIC_URL}/verify-email?token=`);
    // An operator's address can now be asked for: the change waits for its owner's link.
    const change = await call(learner, 'POST', '/users/email/change', { email: spareAdminEmail, current_password: PASSWORD });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toMatchObject({ status: 'pending', pendingEmail: spareAdminEmail });
    await smtp.waitFor(spareAdminEmail);

    // Saving again without a password keeps it (the URL without one, as the page sends it).
    const again = await call(admin, 'PUT', '/admin/email/settings', { ...connect(), smtpUrl: withoutPassword });
    expect(again.json()).toMatchObject({ password: { isSet: true, lastFour: 'word' }, isSending: true });
    expect((await call(admin, 'POST', '/admin/email/test', { ...connect(), smtpUrl: withoutPassword })).json().isSent).toBe(true);

    // A wrong saved password: the failed verification e-mail is logged, the password is not.
    const wrongPassword = 'wrong-secret-password-7731';
    await call(admin, 'PUT', '/admin/email/settings', { ...connect(), smtpUrl: withoutPassword, password: wrongPassword });
    const failing = await registerAndLogin(ctx.app);
    await eventually(async () => logs.text(), (text) => text.includes('could not send a verification e-mail'));
    expect(smtp.messages.some((message) => message.to.includes(failing.account.email))).toBe(false);
    for (const secret of [SMTP_TEST_PASSWORD, wrongPassword]) expect(logs.text()).not.toContain(secret);

    const cleared = await call(admin, 'PUT', '/admin/email/settings', NONE);
    expect(cleared.json()).toMatchObject({ smtpUrl: { value: null }, password: { isSet: false }, isSending: false });
    expect((await call(learner, 'GET', '/users/me')).json()).toMatchObject({ emailVerificationRequired: false });
  });
});

describe.each(TEST_DATABASES)('[ADMIN EMAIL] the environment wins, on $name', ({ url }) => {
  const adminEmail = uniqueEmail('operator');
  const ctx = useTestApp(url, { ADMIN_EMAILS: adminEmail, SMTP_URL: 'smtp://env-user:env-secret-pass@mail.example.test:587', SMTP_FROM: FROM, PUBLIC_URL });

  it('shows environment settings as such, the password masked, and refuses to change them', async () => {
    const { cookies } = await registerAdmin(ctx, { email: adminEmail });
    const settings = await ctx.app.inject({ method: 'GET', url: '/admin/email/settings', headers: { cookie: cookies } });
    expect(settings.json()).toMatchObject({
      smtpUrl: { value: 'smtp://env-user:••••@mail.example.test:587', isFromEnvironment: true },
      password: { isSet: true, lastFour: 'pass' },
      from: { value: FROM, isFromEnvironment: true },
      publicUrl: { value: PUBLIC_URL, isFromEnvironment: true },
      isSending: true,
    });
    expect(settings.body).not.toContain('env-secret-pass');
    const changed = await ctx.app.inject({ method: 'PUT', url: '/admin/email/settings', headers: { cookie: cookies }, payload: { ...NONE, smtpUrl: 'smtp://other.example.test' } });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe("The SMTP URL is set by the server's environment (SMTP_URL) and cannot be changed here.");
    const from = await ctx.app.inject({ method: 'PUT', url: '/admin/email/settings', headers: { cookie: cookies }, payload: { ...NONE, from: 'Other <o@example.test>' } });
    expect(from.json().message).toBe("The sender is set by the server's environment (SMTP_FROM) and cannot be changed here.");
  });
});

describe.each(TEST_DATABASES)('[ADMIN EMAIL] two instances on one database, on $name', ({ url }) => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const { instances, signInOperator } = useOperatorOnTwoInstances(url);

  it('a save on one instance reaches the mailer of the other, without a restart', async () => {
    const { first, second } = instances;
    const { cookies } = await signInOperator();
    const saved = await first.inject({ method: 'PUT', url: '/admin/email/settings', headers: { cookie: cookies }, payload: { smtpUrl: smtp.url, from: FROM, publicUrl: PUBLIC_URL } });
    expect(saved.statusCode).toBe(200);
    const me = () => second.inject({ method: 'GET', url: '/users/me', headers: { cookie: cookies } }).then((response) => response.json());
    await eventually(me, (answer) => answer.emailVerificationRequired === true);
    const { account } = await registerAndLogin(second);
    const mail = await smtp.waitFor(account.email);
    expect(mailPart(mail.raw, 'text/plain')).toContain(`${PUBLIC_URL}/verify-email?token=`);
  });
});
