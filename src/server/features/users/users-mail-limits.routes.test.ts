// The limits on e-mails a person can make the server send (reset requests per address, verification links per
// account) are counted in PostgreSQL, so two instances of one deployment keep one limit: the third request is the
// last on either (PASSWORD_RESET_RATE_LIMIT_PER_EMAIL, 3 by default), and a refusal carries Retry-After.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useDescribeResource } from '../../test/describe-resource.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { cookieHeader, registerAndLogin, TEST_DATABASES, uniqueEmail, useTwoInstances } from '../../test/test-app.ts';
import { PUBLIC_URL } from './users.test-helpers.ts';

describe.each(TEST_DATABASES)('[ACCOUNT] e-mail limits across two instances on $name', ({ url }) => {
  const smtp = useDescribeResource('The SMTP capture', startSmtpCapture, (capture) => capture.close());
  const instances = useTwoInstances(url, () => ({
    LOGIN_RATE_LIMIT_PER_IP: '1000',
    SMTP_URL: smtp.url,
    SMTP_FROM: 'Engram <no-reply@engram.example.test>',
    PUBLIC_URL,
  }));
  /** First, first, second, second: the order the probe used. */
  const alternating = () => [instances.first, instances.first, instances.second, instances.second];

  it('shares the password-reset limit per e-mail address', async () => {
    const email = uniqueEmail('reset');
    const answers = [];
    for (const [index, app] of alternating().entries()) {
      answers.push(await app.inject({ method: 'POST', url: '/users/password/forgot', payload: { email }, remoteAddress: `198.51.100.${index}` }));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 429]);
    const refused = answers[3]!;
    expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many reset requests for this e-mail address\. Try again in \d+ minutes?\.$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected, on either instance.
    expect((await instances.second.inject({ method: 'POST', url: '/users/password/forgot', payload: { email: uniqueEmail('other') } })).statusCode).toBe(202);
  });

  it('shares the verification e-mails a person may ask for', async () => {
    const { login } = await registerAndLogin(instances.first);
    const cookies = cookieHeader(login);
    const resend = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/users/email/verify/resend', headers: { cookie: cookies } });
    const statuses = [];
    for (const app of alternating()) statuses.push((await resend(app)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const refused = await resend(instances.first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many verification e-mails asked for\. Try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
