// What the account route tests share: the app with its refresh tokens strict, and an app that sends e-mail to a
// captured SMTP server, with links to PUBLIC_URL.
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { useDescribeResource } from '../../test/describe-resource.ts';
import { useTestApp } from '../../test/test-app.ts';

export const PUBLIC_URL = 'https://engram.example.test';

/** Call inside a `describe`: the app on `url` and the sign-up, login and profile calls the account tests make. */
export function useAccountRoutes(url: string | undefined) {
  // Without the grace window, so a reused refresh token is treated as stolen at once (account-security tests cover the
  // window).
  const ctx = useTestApp(url, {
    LOGIN_RATE_LIMIT_PER_IP: '1000',
    LOGIN_FAILURES_BEFORE_DELAY: '3',
    REFRESH_REUSE_GRACE_SECONDS: '0',
  });

  const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: path, payload: payload as object, headers });
  const me = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/users/me', headers });

  return { ctx, post, me };
}

/**
 * Call inside a `describe`: an SMTP capture, and the app on `url` sending its e-mail there with links to `publicUrl`
 * (and `env` beside). `mailsTo` answers the captured e-mails to an address, oldest first.
 */
export function useAppWithMail(url: string | undefined, publicUrl = PUBLIC_URL, env: Record<string, string> = {}) {
  const smtp = useDescribeResource('The SMTP capture', startSmtpCapture, (capture) => capture.close());
  const ctx = useTestApp(url, () => ({
    LOGIN_RATE_LIMIT_PER_IP: '1000',
    SMTP_URL: smtp.url,
    SMTP_FROM: 'Engram <no-reply@engram.example.test>',
    PUBLIC_URL: publicUrl,
    ...env,
  }));
  const mailsTo = (to: string) => smtp.messages.filter((message) => message.to.includes(to));
  return { ctx, smtp, mailsTo };
}
