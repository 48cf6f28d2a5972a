// Sends e-mail through an SMTP server (verification, reset and invitation links, the E-mail page's test). The only
// importer of nodemailer, loaded at the first message rather than when the server starts (many servers send none).
import type { Transporter } from 'nodemailer';
import type { InterfaceLanguage } from '../../shared/contracts/languages-constants.ts';
import { serverText, type ServerTextKey } from '../i18n/server-text.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text body every client can read. */
  text: string;
  /** The same content as HTML, for clients that show it. */
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A host whose traffic never leaves the machine: a login may go to it without TLS. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/**
 * nodemailer's connection options for an SMTP URL, read here and not by nodemailer: its own reader lets options after
 * `?` (host, port, ignoreTLS, …) override the address whose user, host and port the saved password is bound to, so
 * only `tls.*` options are taken from there. A login to a host that is not loopback requires TLS: smtps://, or
 * STARTTLS, without which nodemailer stops before sending the credentials (requireTLS).
 */
export function smtpConnectionOptions(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const auth = parsed.username || parsed.password ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined;
  const tls = Object.fromEntries(
    [...parsed.searchParams].filter(([key]) => key.startsWith('tls.')).map(([key, value]) => [key.slice(4), value === 'true' ? true : value === 'false' ? false : value]),
  );
  return {
    host,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    ...(auth ? { auth } : {}),
    requireTLS: auth !== undefined && !secure && !isLoopbackHost(host),
    ...(Object.keys(tls).length > 0 ? { tls } : {}),
  };
}

/**
 * A mailer for `smtp.url` (smtp:// upgrades with STARTTLS when offered, and must when it logs in to a host that is not
 * loopback; smtps:// is TLS from the start). With `timeoutMs`, connecting, the greeting and each exchange give up after it.
 */
export function createMailer(smtp: { url: string; from: string }, options: { timeoutMs?: number } = {}): Mailer {
  const timeouts = options.timeoutMs ? { connectionTimeout: options.timeoutMs, greetingTimeout: options.timeoutMs, socketTimeout: options.timeoutMs } : {};
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        // nodemailer's own logger stays off: it would write the login exchange.
        nodemailer.createTransport({ ...smtpConnectionOptions(smtp.url), logger: false, debug: false, ...timeouts }, { from: smtp.from }),
      );
      await (await transport).sendMail(message);
    },
  };
}

const UNREACHABLE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ENOTFOUND', 'EPROXY']);

/** An SMTP failure in plain words for the operator; `server` names the host and port tried. */
export function describeMailError(error: unknown, server: string): string {
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
  const response = typeof error === 'object' && error && 'response' in error ? String((error as { response: unknown }).response).slice(0, 200) : '';
  if (code === 'EAUTH' || code === 'ENOAUTH') return `The SMTP server at ${server} refused the user name or password. Check them in the SMTP URL.`;
  // A refused STARTTLS carries the server's answer; a failed handshake has none.
  if (code === 'ETLS' && response) return `The SMTP server at ${server} offers no TLS, and a password is sent only over TLS to a server that is not on this machine. Use smtps:// or a port with STARTTLS.`;
  if (code === 'ETLS') return `Could not start a secure connection with ${server}. Check the port and smtp:// or smtps:// in the SMTP URL.`;
  if (UNREACHABLE_CODES.has(code)) return `Could not reach the SMTP server at ${server}. Check the host and port and that the server is running.`;
  if (code === 'EENVELOPE') return `The SMTP server at ${server} refused the sender or the recipient${response ? `: ${response}` : '.'}`;
  if (response) return `The SMTP server at ${server} refused the message: ${response}`;
  return `The e-mail could not be sent through ${server}.`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in an HTML e-mail body or attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** How many characters of a person's chosen text (an account's name) an e-mail shows. */
export const MAIL_QUOTED_TEXT_MAX = 60;

/**
 * A person's chosen text as an e-mail shows it: on one line, in quotation marks, and cut to `max` characters with an
 * ellipsis, so that a name like "Your bank account is locked - sign in at …" reads as somebody's name, not as the
 * operator's words. Subjects never carry it; HTML bodies still escape it.
 */
export function quotedUserText(text: string, max = MAIL_QUOTED_TEXT_MAX): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  // By code points, so an emoji is never cut in half.
  const characters = Array.from(oneLine);
  const shown = characters.length > max ? `${characters.slice(0, max - 1).join('').trimEnd()}…` : oneLine;
  return `“${shown}”`;
}

/**
 * A message that leads to one link, in `language`: the greeting, `lines` (already worded, a person's text only quoted
 * inside them), the link as a button and as an address to copy, and `closing` (such as "ignore this e-mail"). The
 * subject is a fixed text of the catalogue, never a person's words.
 */
export function linkMail(language: InterfaceLanguage, mail: { to: string; subject: ServerTextKey; lines: string[]; link: string; button: ServerTextKey; closing?: string }): MailMessage {
  const greeting = serverText(language, 'mail.greeting');
  const after = mail.closing === undefined ? [] : [mail.closing];
  return {
    to: mail.to,
    subject: serverText(language, mail.subject),
    text: [greeting, '', ...mail.lines, '', mail.link, ...after.flatMap((line) => ['', line])].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(serverText(language, mail.button))}</a></p>`,
      `<p>${escapeHtml(serverText(language, 'mail.copyLink'))}<br>${escapeHtml(mail.link)}</p>`,
      ...after.map((line) => `<p>${escapeHtml(line)}</p>`),
    ].join('\n'),
  };
}
