// The SMTP password goes only to the user, host and port it was saved with: a test e-mail or a save for another
// server answers 400 and that server sees no login; and no login goes without TLS to a host that is not loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTP_TEST_PASSWORD, SMTP_TEST_USER, startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.ts';
import { TEST_DATABASES, useOperatorOnTwoInstances } from '../../test/test-app.ts';

const PUBLIC_URL = 'https://engram.example.test';
const FROM = 'Engram <no-reply@engram.example.test>';

/**
 * The capture's address written as an IPv4-mapped IPv6 one: the connection stays on this machine, but the rule for
 * hosts elsewhere applies, since only localhost, 127.x.x.x and ::1 count as loopback.
 */
const asUnlistedHost = (smtp: SmtpCapture): SmtpCapture => ({ ...smtp, url: smtp.url.replace('@127.0.0.1:', '@[::ffff:127.0.0.1]:') });

const withoutPassword = (smtp: SmtpCapture, user = SMTP_TEST_USER) => smtp.url.replace(`${SMTP_TEST_USER}:${SMTP_TEST_PASSWORD}@`, `${user}@`);
const hostOf = (smtp: SmtpCapture) => new URL(smtp.url).host;

describe.each(TEST_DATABASES)('[ADMIN EMAIL] a saved SMTP password goes only to the server it was saved for, on $name', ({ url }) => {
  const captures: SmtpCapture[] = [];
  let home: SmtpCapture;
  let elsewhere: SmtpCapture;
  let outside: SmtpCapture;
  beforeAll(async () => {
    home = await startSmtpCapture();
    elsewhere = await startSmtpCapture();
    const unlisted = await startSmtpCapture();
    outside = asUnlistedHost(unlisted);
    captures.push(home, elsewhere, unlisted);
  });
  afterAll(() => Promise.all(captures.map((capture) => capture.close())));
  const { signInOperator } = useOperatorOnTwoInstances(url, { LOGIN_RATE_LIMIT_PER_IP: '100000' });
  let operator: Awaited<ReturnType<typeof signInOperator>>;
  beforeAll(async () => {
    operator = await signInOperator();
  });

  it('another host, port or user needs the password typed again, on every instance; the same server and a typed password work', async () => {
    const { first, second } = operator;
    const settings = (smtpUrl: string, extra: object = {}) => ({ smtpUrl, from: FROM, publicUrl: PUBLIC_URL, ...extra });
    expect((await first('PUT', '/admin/email/settings', settings(home.url))).statusCode).toBe(200);

    const retype = `Type the SMTP password again: the saved password is only sent to ${SMTP_TEST_USER}@${hostOf(home)}.`;
    for (const other of [withoutPassword(elsewhere), withoutPassword(home, 'someone-else')]) {
      for (const [method, path] of [
        ['POST', '/admin/email/test'],
        ['PUT', '/admin/email/settings'],
      ] as const) {
        const refused = await second(method, path, settings(other));
        expect(refused.statusCode, `${method} ${path} ${other}`).toBe(400);
        expect(refused.json().message).toBe(retype);
      }
    }
    expect(elsewhere.logins).toEqual([]);
    expect(home.logins).toEqual([]);
    expect((await second('GET', '/admin/email/settings')).json()).toMatchObject({ smtpUrlWithoutPassword: withoutPassword(home), password: { isSet: true, sentTo: `${SMTP_TEST_USER}@${hostOf(home)}` } });

    // The same server: the saved password goes. A typed one goes to the server it was typed for.
    expect((await second('POST', '/admin/email/test', settings(withoutPassword(home)))).json().isSent).toBe(true);
    expect(home.logins).toEqual([{ username: SMTP_TEST_USER, password: SMTP_TEST_PASSWORD }]);
    expect((await second('POST', '/admin/email/test', settings(withoutPassword(elsewhere), { password: SMTP_TEST_PASSWORD }))).json().isSent).toBe(true);
    expect(elsewhere.logins).toEqual([{ username: SMTP_TEST_USER, password: SMTP_TEST_PASSWORD }]);

    // Saved with the typed password, it is bound to the new server.
    const moved = await first('PUT', '/admin/email/settings', settings(elsewhere.url));
    expect(moved.json().password).toMatchObject({ sentTo: `${SMTP_TEST_USER}@${hostOf(elsewhere)}` });
  });

  it('never sends a login without TLS to a host that is not loopback', async () => {
    const test = await operator.second('POST', '/admin/email/test', { smtpUrl: outside.url, from: FROM, publicUrl: PUBLIC_URL });
    expect(test.json()).toEqual({
      isSent: false,
      message: `The SMTP server at ${hostOf(outside)} offers no TLS, and a password is sent only over TLS to a server that is not on this machine. Use smtps:// or a port with STARTTLS.`,
    });
    expect(outside.logins).toEqual([]);
    expect(outside.messages).toEqual([]);
  });
});
